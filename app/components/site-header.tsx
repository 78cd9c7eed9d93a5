import { clsx } from "clsx";
import { ChevronDown, ExternalLink as ExternalIcon, Menu, ShoppingBag, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { ExternalLink, usableUrl } from "~/components/external-link";
import { socialLinksFrom, SocialLinks } from "~/components/social-links";
import type { PublicSiteSettings } from "~/models/site-settings.server";
import type { loader as rootLoader } from "~/root";

/** The header turns solid after 50px of scroll. */
export const SOLID_AFTER_PX = 50;

type NavItem = { label: string; to: string; hash?: boolean };

export function navItems(brandName: string): NavItem[] {
  return [
    { label: "Início", to: "/" },
    { label: "Sobre Nós", to: "/#nossa-essencia", hash: true },
    { label: "Nossas Lojas", to: "/nossas-lojas" },
    { label: "Blog", to: "/blog" },
    { label: `Clube ${brandName}`, to: "/clube-basiquinha" },
    { label: "Seja Um Franqueado", to: "/seja-um-franqueado" },
    { label: "Contato", to: "/#contato", hash: true },
  ];
}

/**
 * Closes a <details> disclosure on a click outside it and on Escape. <details> opens and closes
 * without JavaScript; this only adds what a menu is expected to do on top.
 */
function useDismissableDetails(ref: React.RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref]);
}

/**
 * Whether the page is scrolled past the threshold; null until the browser answers. Until then
 * (and for good without JavaScript) the header is solid: a transparent header cannot know when
 * the page slides under it.
 */
function useScrolledPast(threshold: number): boolean | null {
  const [past, setPast] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

const summaryReset = "list-none cursor-pointer [&::-webkit-details-marker]:hidden";

/**
 * A header menu: a <details> opened by its `summary`, dismissable, and closed again whenever the
 * page changes.
 */
function MenuDetails({
  className,
  testId,
  summaryClassName,
  summary,
  children,
}: {
  className: string;
  testId: string;
  summaryClassName: string;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location]);
  return (
    <details ref={ref} className={className} data-testid={testId}>
      <summary className={clsx(summaryReset, summaryClassName)}>{summary}</summary>
      {children}
    </details>
  );
}

/** The intranet's list items: the staff login and, when the site has one, the webmail. */
function IntranetLinks({
  webmailUrl,
  loginClassName,
  webmailClassName = loginClassName,
  webmailIcon = null,
}: {
  webmailUrl: string | null;
  loginClassName: string;
  webmailClassName?: string;
  webmailIcon?: React.ReactNode;
}) {
  return (
    <>
      <li>
        <Link to="/login" className={loginClassName}>
          Login Administrativo
        </Link>
      </li>
      {webmailUrl ? (
        <li>
          <ExternalLink href={webmailUrl} className={webmailClassName}>
            Webmail
            {webmailIcon}
          </ExternalLink>
        </li>
      ) : null}
    </>
  );
}

function IntranetMenu({ webmailUrl }: { webmailUrl: string | null }) {
  return (
    <MenuDetails
      className="group relative"
      testId="intranet-menu"
      summaryClassName="flex items-center gap-1 rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 hover:bg-brand-50 hover:text-brand-700 lg:px-3 xl:px-2"
      summary={
        <>
          Intranet
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </>
      }
    >
      <ul className="absolute right-0 z-10 mt-2 w-60 overflow-hidden rounded-2xl border border-neutral-100 bg-white p-2 shadow-xl">
        <IntranetLinks
          webmailUrl={webmailUrl}
          loginClassName="block rounded-xl px-4 py-3 text-sm font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-700"
          webmailClassName="flex items-center justify-between rounded-xl px-4 py-3 text-sm font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-700"
          webmailIcon={<ExternalIcon aria-hidden="true" className="size-4" />}
        />
      </ul>
    </MenuDetails>
  );
}

/**
 * The main menu's links. The current page's link is marked (aria-current and a bolder look) from
 * the one location the header reads, as NavLink with `end` would (exact path, any case), without
 * each link resolving and matching its own path during hydration: the menu is on every page, in
 * two copies (desktop and phone).
 */
function NavLinks({
  items,
  pathname,
  mobile = false,
}: {
  items: NavItem[];
  pathname: string;
  mobile?: boolean;
}) {
  const linkClass = mobile
    ? "block rounded-xl px-4 py-3 text-base font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-700"
    : "rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 hover:bg-brand-50 hover:text-brand-700 lg:px-3 xl:px-2";
  const current = pathname.toLowerCase();
  return (
    <>
      {items.map((item) => {
        const active = !item.hash && item.to.toLowerCase() === current;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              className={clsx(linkClass, active && "font-semibold text-brand-700")}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}

function ShopLink({ url, className }: { url: string; className?: string }) {
  return (
    <ExternalLink
      href={url}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700",
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      Visite Nossa Loja
    </ExternalLink>
  );
}

function MobileMenu({
  items,
  pathname,
  webmailUrl,
  shopUrl,
  social,
}: {
  items: NavItem[];
  pathname: string;
  webmailUrl: string | null;
  shopUrl: string | null;
  social: ReturnType<typeof socialLinksFrom>;
}) {
  return (
    <MenuDetails
      className="group md:hidden"
      testId="mobile-menu"
      summaryClassName="inline-flex size-11 items-center justify-center rounded-full text-neutral-800 hover:bg-brand-50"
      summary={
        <>
          <Menu aria-hidden="true" className="size-6 group-open:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-open:block" />
          <span className="sr-only">Menu</span>
        </>
      }
    >
      <nav
        aria-label="Menu principal (celular)"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-100 bg-white px-4 pt-2 pb-6 shadow-xl"
      >
        <ul className="flex flex-col gap-1">
          <NavLinks items={items} pathname={pathname} mobile />
        </ul>
        <p className="mt-4 px-4 text-xs font-semibold tracking-widest text-neutral-500 uppercase">
          Intranet
        </p>
        <ul className="mt-1 flex flex-col gap-1">
          <IntranetLinks
            webmailUrl={webmailUrl}
            loginClassName="block rounded-xl px-4 py-3 text-base font-medium text-neutral-800 hover:bg-brand-50"
          />
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 px-4">
          <SocialLinks
            links={social}
            linkClassName="bg-brand-50 text-brand-700 hover:bg-brand-100"
          />
          {shopUrl ? <ShopLink url={shopUrl} /> : null}
        </div>
      </nav>
    </MenuDetails>
  );
}

/** What the visitor reads while a page loads (spec: 'Carregando mapa do site...'). */
export function loadingMessage(pathname: string): string {
  return pathname === "/mapa-do-site" ? "Carregando mapa do site..." : "Carregando...";
}

/** A thin bar and a short message while the next page loads in the background. */
function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && !navigation.formMethod;
  const target = navigation.location?.pathname ?? "";
  // Quick navigations stay quiet; only a wait long enough to notice gets the indicator.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), 250);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <div aria-live="polite" className="pointer-events-none">
      {visible ? (
        <>
          <div className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-gradient-to-r from-brand-500 via-lilac-500 to-brand-500" />
          <p
            role="status"
            className="fixed top-3 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-neutral-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg"
          >
            {loadingMessage(target)}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** A flash message for visitors without JavaScript, who never see the toasts. */
function NoScriptFlash() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const toast = root?.toast;
  if (!toast) return null;
  return (
    <noscript>
      <div
        role="status"
        className={clsx(
          "fixed top-24 right-4 left-4 z-[60] rounded-2xl px-5 py-4 text-sm font-medium shadow-xl sm:left-auto sm:max-w-sm",
          toast.type === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900",
        )}
      >
        {toast.title}
        {toast.description ? <span className="block font-normal">{toast.description}</span> : null}
      </div>
    </noscript>
  );
}

export function SiteHeader({ settings }: { settings?: PublicSiteSettings }) {
  const brandName = settings?.brandName ?? "Basiquinha";
  const items = navItems(brandName);
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const webmailUrl = usableUrl(settings?.webmailUrl);
  const shopUrl = usableUrl(settings?.onlineShopUrl);
  const social = socialLinksFrom(settings);

  return (
    <>
      <a
        href="#conteudo"
        className="sr-only z-[70] rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <header
        data-solid={scrolled === false ? "false" : "true"}
        className={clsx(
          "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 has-[details[open]]:bg-white",
          scrolled === false
            ? "bg-transparent"
            : "bg-white/95 shadow-md backdrop-blur supports-[backdrop-filter]:bg-white/85",
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl flex-wrap items-center gap-x-4 px-4 md:h-28 md:content-center xl:h-20 xl:flex-nowrap">
          <Link
            to="/"
            className="font-display text-2xl font-bold tracking-tight text-brand-700"
            aria-label={`${brandName}, página inicial`}
          >
            {brandName}
          </Link>
          <nav
            aria-label="Principal"
            className="order-3 hidden w-full md:block xl:order-2 xl:w-auto xl:flex-1"
          >
            <ul className="flex items-center justify-center">
              <NavLinks items={items} pathname={pathname} />
              <li>
                <IntranetMenu webmailUrl={webmailUrl} />
              </li>
            </ul>
          </nav>
          <div className="order-2 ml-auto flex items-center gap-2 xl:order-3 xl:ml-0">
            <div className="hidden md:block">
              <SocialLinks
                links={social}
                compact
                linkClassName="text-neutral-600 hover:bg-brand-50 hover:text-brand-700"
              />
            </div>
            {shopUrl ? (
              <div className="hidden md:block">
                <ShopLink url={shopUrl} />
              </div>
            ) : null}
            <MobileMenu
              items={items}
              pathname={pathname}
              webmailUrl={webmailUrl}
              shopUrl={shopUrl}
              social={social}
            />
          </div>
        </div>
      </header>
      <NavigationProgress />
      <NoScriptFlash />
      {/* Keeps page content clear of the fixed header; also the skip link's target. */}
      <div id="conteudo" tabIndex={-1} className="h-16 outline-none md:h-28 xl:h-20" />
    </>
  );
}
