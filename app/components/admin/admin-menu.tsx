/**
 * The restricted area's menu: every screen with the row of the permission table that opens it,
 * so each role sees only what it may open (guard.integration.test.ts checks it screen by screen).
 */
import {
  Activity,
  Building2,
  CalendarClock,
  CalendarDays,
  ChartLine,
  ClipboardCheck,
  FileText,
  Image,
  ListChecks,
  Mail,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  Sparkles,
  Tags,
  Users,
  Video,
} from "lucide-react";
import { NavLink } from "react-router";
import { can, type Permission, type Role } from "~/domain/permissions";

/** Each screen of the menu and the permission that opens it. */
export const ADMIN_MENU: {
  to: string;
  label: string;
  icon: typeof Users;
  permission: Permission;
}[] = [
  { to: "/restrita/painel", label: "Painel", icon: ChartLine, permission: "dashboard.view" },
  { to: "/restrita/lojas", label: "Lojas", icon: Building2, permission: "stores.view" },
  {
    to: "/restrita/agenda",
    label: "Agenda das lojas",
    icon: CalendarClock,
    permission: "schedule.view",
  },
  {
    to: "/restrita/aprovacoes",
    label: "Aprovações",
    icon: ClipboardCheck,
    permission: "changes.view",
  },
  { to: "/restrita/feriados", label: "Feriados", icon: CalendarDays, permission: "holidays.view" },
  {
    to: "/restrita/qualidade",
    label: "Qualidade dos dados",
    icon: ListChecks,
    permission: "quality.view",
  },
  {
    to: "/restrita/especialidades",
    label: "Especialidades",
    icon: Sparkles,
    permission: "specialties.view",
  },
  {
    to: "/restrita/depoimentos",
    label: "Depoimentos",
    icon: MessageSquareQuote,
    permission: "testimonials.view",
  },
  { to: "/restrita/banners", label: "Banners", icon: Image, permission: "banners.view" },
  { to: "/restrita/marcas", label: "Marcas", icon: Tags, permission: "brands.view" },
  { to: "/restrita/videos", label: "Vídeos do YouTube", icon: Video, permission: "videos.view" },
  { to: "/restrita/blog", label: "Blog", icon: FileText, permission: "blog.view" },
  { to: "/restrita/usuarios", label: "Usuários", icon: Users, permission: "users.manage" },
  { to: "/restrita/newsletter", label: "Newsletter", icon: Mail, permission: "newsletter.view" },
  {
    to: "/restrita/solicitacoes-lgpd",
    label: "Solicitações LGPD",
    icon: ShieldCheck,
    permission: "privacy.manage",
  },
  {
    to: "/restrita/configuracoes",
    label: "Configurações",
    icon: Settings,
    permission: "settings.manage",
  },
  {
    to: "/restrita/atividades",
    label: "Registro de atividades",
    icon: Activity,
    permission: "activity.view",
  },
];

export function AdminMenu({ role }: { role: Role }) {
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_MENU.filter((item) => can({ role }, item.permission)).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                isActive ? "bg-brand-50 text-brand-700" : "text-neutral-700 hover:bg-neutral-100"
              }`
            }
          >
            <item.icon aria-hidden className="h-4 w-4" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
