import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink, usableUrl } from "~/components/external-link";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { socialLinksFrom, SocialLinks } from "~/components/social-links";
import { telHref } from "~/domain/phone";
import { DATA_REQUEST_PATH, PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import { directoryCityPath } from "~/domain/store-directory";
import type { PublicSiteSettings } from "~/models/site-settings.server";

/** The cities the footer links to (all in Goiás), each to its page of the store directory. */
export const FOOTER_CITIES = ["Goiânia", "Anápolis", "Formosa", "Trindade"] as const;
const FOOTER_STATE = "Goiás";

export const PRODUCT_CATEGORIES = [
  { label: "Maquiagem", path: "maquiagem" },
  { label: "Skincare", path: "skincare" },
  { label: "Perfumes", path: "perfumes" },
  { label: "Eletro", path: "eletro" },
] as const;

export function storesByCityPath(city: string): string {
  return (
    directoryCityPath(FOOTER_STATE, city) ?? `/nossas-lojas?cidade=${encodeURIComponent(city)}`
  );
}

const headingClass = "text-sm font-semibold tracking-widest text-white uppercase";
const linkClass = "text-neutral-300 transition-colors hover:text-white";

export function SiteFooter({ settings }: { settings?: PublicSiteSettings }) {
  const brandName = settings?.brandName ?? "Basiquinha";
  const shopUrl = usableUrl(settings?.onlineShopUrl);
  const social = socialLinksFrom(settings);
  const year = new Date().getFullYear();

  return (
    <footer className="bg-neutral-950 text-sm text-neutral-300" aria-labelledby="rodape-titulo">
      <h2 id="rodape-titulo" className="sr-only">
        Rodapé
      </h2>
      <section
        id="newsletter-rodape"
        aria-labelledby="newsletter-rodape-titulo"
        className="scroll-mt-28 border-b border-white/10"
      >
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-2 md:items-center">
          <div>
            <h3
              id="newsletter-rodape-titulo"
              className="font-display text-2xl font-bold text-white"
            >
              Receba novidades e ofertas
            </h3>
            <p className="mt-2 text-neutral-300">
              Lançamentos, dicas de beleza e promoções da {brandName} direto no seu e-mail.
            </p>
          </div>
          <NewsletterForm
            source="footer"
            brandName={brandName}
            tone="dark"
            label="Seu e-mail para a newsletter"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="font-display text-2xl font-bold text-white">
            {brandName}
          </Link>
          <p className="mt-3 leading-relaxed">
            Maquiagem, skincare, perfumes e eletro com curadoria, preço justo e atendimento de quem
            entende de beleza.
          </p>
          <SocialLinks
            links={social}
            className="mt-5"
            linkClassName="bg-white/10 text-white hover:bg-brand-600"
          />
        </div>

        <nav aria-labelledby="rodape-produtos">
          <h3 id="rodape-produtos" className={headingClass}>
            Produtos
          </h3>
          <ul className="mt-4 space-y-3">
            {PRODUCT_CATEGORIES.map((category) => (
              <li key={category.path}>
                {shopUrl ? (
                  <ExternalLink
                    href={`${shopUrl.replace(/\/+$/, "")}/${category.path}`}
                    className={linkClass}
                  >
                    {category.label}
                  </ExternalLink>
                ) : (
                  <span>{category.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="rodape-lojas">
          <h3 id="rodape-lojas" className={headingClass}>
            Nossas Lojas
          </h3>
          <ul className="mt-4 space-y-3">
            {FOOTER_CITIES.map((city) => (
              <li key={city}>
                <Link to={storesByCityPath(city)} className={`${linkClass} inline-flex gap-2`}>
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
                  {city}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/nossas-lojas" className={`${linkClass} font-semibold`}>
                Ver todas as lojas
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h3 className={headingClass}>Contato</h3>
          <ul className="mt-4 space-y-3">
            {settings?.contactEmail ? (
              <li>
                <a
                  href={`mailto:${settings.contactEmail}`}
                  className={`${linkClass} inline-flex gap-2 break-all`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
                  {settings.contactEmail}
                </a>
              </li>
            ) : null}
            {settings?.contactPhone ? (
              <li>
                <a
                  href={telHref(settings.contactPhone)}
                  className={`${linkClass} inline-flex gap-2`}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
                  {settings.contactPhone}
                </a>
              </li>
            ) : null}
          </ul>
          <ul className="mt-6 space-y-3">
            <li>
              <Link to={`/clube-basiquinha`} className={linkClass}>
                Clube {brandName}
              </Link>
            </li>
            <li>
              <Link to="/seja-um-franqueado" className={linkClass}>
                Seja Um Franqueado
              </Link>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
            <li>
              <Link to="/mapa-do-site" className={linkClass}>
                Mapa do Site
              </Link>
            </li>
            <li>
              <Link to={PRIVACY_NOTICE_PATH} className={linkClass}>
                Política de Privacidade
              </Link>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-2 px-4 py-6 text-xs text-neutral-400">
          <span>
            © {year} {brandName}. Todos os direitos reservados.
          </span>
          <Link to={DATA_REQUEST_PATH} className="underline hover:text-white">
            Solicitações sobre dados pessoais
          </Link>
        </p>
      </div>
    </footer>
  );
}
