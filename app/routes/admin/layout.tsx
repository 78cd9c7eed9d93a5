import {
  Activity,
  ChartLine,
  Building2,
  CalendarDays,
  FileText,
  Image,
  LogOut,
  Mail,
  Menu,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  Sparkles,
  Tags,
  Users,
  X,
  Video,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, NavLink, Outlet, useLocation, useMatches } from "react-router";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes-guard";
import { requireUser, restrictedAreaMiddleware } from "~/server/auth.server";
import { Tooltip } from "~/components/ui/tooltip";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [restrictedAreaMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { user: { name: user.name, email: user.email, role: user.role } };
}

export function meta() {
  return [{ title: "Área Restrita" }, { name: "robots", content: "noindex, nofollow" }];
}

const NAV = [
  { to: "/restrita/painel", label: "Painel", icon: ChartLine },
  { to: "/restrita/lojas", label: "Lojas", icon: Building2 },
  { to: "/restrita/feriados", label: "Feriados", icon: CalendarDays },
  { to: "/restrita/especialidades", label: "Especialidades", icon: Sparkles },
  { to: "/restrita/depoimentos", label: "Depoimentos", icon: MessageSquareQuote },
  { to: "/restrita/banners", label: "Banners", icon: Image },
  { to: "/restrita/marcas", label: "Marcas", icon: Tags },
  { to: "/restrita/videos", label: "Vídeos do YouTube", icon: Video },
  { to: "/restrita/blog", label: "Blog", icon: FileText },
  { to: "/restrita/usuarios", label: "Usuários", icon: Users, adminOnly: true },
  { to: "/restrita/newsletter", label: "Newsletter", icon: Mail },
  {
    to: "/restrita/solicitacoes-lgpd",
    label: "Solicitações LGPD",
    icon: ShieldCheck,
    adminOnly: true,
  },
  { to: "/restrita/configuracoes", label: "Configurações", icon: Settings },
  { to: "/restrita/atividades", label: "Registro de atividades", icon: Activity },
] as const;

/**
 * A restricted screen that shows a public page as visitors see it (the post preview) sets
 * `handle: { publicChrome: true }`: it stays behind this guard but is drawn without the staff
 * sidebar and header.
 */
export type RestrictedHandle = { publicChrome?: boolean };

export default function RestrictedLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const publicChrome = useMatches().some(
    (match) => (match.handle as RestrictedHandle | undefined)?.publicChrome,
  );
  if (publicChrome) return <Outlet />;

  return (
    <div className="min-h-screen bg-neutral-50 md:flex">
      <div className="flex items-center justify-between border-b border-neutral-200 bg-white px-4 py-3 md:hidden">
        <Link to="/restrita/lojas" className="font-display text-lg font-bold text-brand-700">
          Área Restrita
        </Link>
        <Tooltip label={open ? "Fechar menu" : "Abrir menu"}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpen((v) => !v)}
            className="rounded-md p-2 text-neutral-700 hover:bg-neutral-100"
          >
            {open ? (
              <X aria-hidden className="h-5 w-5" />
            ) : (
              <Menu aria-hidden className="h-5 w-5" />
            )}
            <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
          </button>
        </Tooltip>
      </div>
      <aside
        id="admin-sidebar"
        className={`${open ? "block" : "hidden"} border-r border-neutral-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col`}
      >
        <div className="hidden px-6 py-5 md:block">
          <Link to="/restrita/lojas" className="font-display text-xl font-bold text-brand-700">
            Área Restrita
          </Link>
        </div>
        <nav aria-label="Área restrita" className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="flex flex-col gap-1">
            {NAV.filter((item) => !("adminOnly" in item) || user.role === "admin").map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                      isActive
                        ? "bg-brand-50 text-brand-700"
                        : "text-neutral-700 hover:bg-neutral-100"
                    }`
                  }
                >
                  <item.icon aria-hidden className="h-4 w-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-neutral-200 px-4 py-4">
          <p className="truncate text-sm font-medium text-neutral-900">{user.name}</p>
          <p className="truncate text-xs text-neutral-500">
            {user.email} · {user.role === "admin" ? "Administrador" : "Editor"}
          </p>
          <Form method="post" action="/logout" className="mt-3">
            <button
              type="submit"
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-neutral-300 px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
            >
              <LogOut aria-hidden className="h-4 w-4" />
              Sair
            </button>
          </Form>
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        <Outlet />
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}
