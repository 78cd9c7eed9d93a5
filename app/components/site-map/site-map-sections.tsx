/** The site map page's parts: its trail and heading, the white cards and what each one lists. */
import {
  BookOpen,
  Briefcase,
  ChevronRight,
  Crown,
  Home,
  Map as MapIcon,
  Package,
  ShieldCheck,
  Store,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { FOOTER_CITIES, storesByCityPath } from "~/components/site-footer";
import { DATA_REQUEST_PATH, PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import type { Crumb } from "~/domain/seo";
import { FigureList } from "~/components/ui/figure-list";
import { IconPageHeader } from "~/components/icon-page-header";

export const SITE_MAP_CRUMBS: Crumb[] = [
  { name: "Início", path: "/" },
  { name: "Mapa do Site", path: "/mapa-do-site" },
];

export function SiteMapTrail() {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-700">
        {SITE_MAP_CRUMBS.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 text-neutral-500" />
            ) : null}
            {index === SITE_MAP_CRUMBS.length - 1 ? (
              <span aria-current="page" className="font-semibold text-neutral-900">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function SiteMapHeader({ brandName }: { brandName: string }) {
  return (
    <IconPageHeader Icon={MapIcon} title="Mapa do Site" className="mt-8 items-center">
      <p className="mt-1 text-neutral-700">
        Todas as páginas e lojas da {brandName} em um só lugar.
      </p>
    </IconPageHeader>
  );
}

/** A white card of the site map, named by its heading. */
export function SiteMapCard({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${className ? `${className} ` : ""}rounded-3xl bg-white p-8 shadow-sm`}
    >
      <h2 id={id} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MainPages({ brandName }: { brandName: string }) {
  const pages = [
    { label: "Página Inicial", to: "/", icon: Home },
    { label: "Nossas Lojas", to: "/nossas-lojas", icon: Store },
    { label: "Seja um Franqueado", to: "/seja-um-franqueado", icon: Briefcase },
    { label: `Clube ${brandName}`, to: "/clube-basiquinha", icon: Crown },
    { label: "Blog", to: "/blog", icon: BookOpen },
    { label: "Política de Privacidade", to: PRIVACY_NOTICE_PATH, icon: ShieldCheck },
  ];
  return (
    <SiteMapCard id="paginas-titulo" title="Páginas principais">
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {pages.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-700"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-600" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SiteMapCard>
  );
}

export type NetworkStats = { stores: number; states: number; cities: number; products: string };

export function NetworkFigures({ stats }: { stats: NetworkStats }) {
  const figures = [
    { value: String(stats.stores), label: stats.stores === 1 ? "loja" : "lojas" },
    { value: String(stats.states), label: stats.states === 1 ? "estado" : "estados" },
    { value: String(stats.cities), label: stats.cities === 1 ? "cidade" : "cidades" },
    { value: stats.products, label: "produtos" },
  ];
  return (
    <SiteMapCard id="estatisticas-titulo" title="Nossa rede em números">
      <FigureList
        figures={figures}
        testId="site-map-stats"
        look={{
          list: "mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4",
          item: "rounded-2xl bg-brand-50 p-4 text-center",
          label: "text-sm text-neutral-700",
          value: "font-display text-3xl font-bold text-brand-700",
        }}
      />
    </SiteMapCard>
  );
}

const linkClass = "text-neutral-700 hover:text-brand-700";

export function UsefulLinks({ shopUrl }: { shopUrl: string | null }) {
  const links = [
    { to: "/#nossa-essencia", label: "Sobre Nós" },
    { to: "/#contato", label: "Contato" },
    ...FOOTER_CITIES.map((city) => ({ to: storesByCityPath(city), label: `Lojas em ${city}` })),
    { to: DATA_REQUEST_PATH, label: "Solicitações sobre dados pessoais" },
  ];
  return (
    <SiteMapCard id="links-uteis-titulo" title="Links úteis" className="mt-6">
      <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {shopUrl ? (
          <li>
            <ExternalLink href={shopUrl} className={`inline-flex items-center gap-2 ${linkClass}`}>
              <Package aria-hidden="true" className="size-4" />
              Loja online
            </ExternalLink>
          </li>
        ) : null}
        <li>
          <Link to="/login" className={linkClass}>
            Login Administrativo
          </Link>
        </li>
      </ul>
    </SiteMapCard>
  );
}
