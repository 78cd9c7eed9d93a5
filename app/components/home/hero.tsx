import { ArrowDown, Briefcase, MapPin } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { deferred } from "~/components/ui/deferred";
import { HomeStoreSearch } from "./store-search";

/**
 * The illustration is static markup with nothing to hydrate: the server draws it into the page
 * and its code comes after the page's first download.
 */
const HeroArt = deferred(() => import("./hero-art").then((m) => m.HeroArt));

/** Loads the illustration's code ahead (client-side navigations to the home page). */
export const preloadHeroArt = HeroArt.preload;

/**
 * Section 1. The picture fades in as the page loads and the text rises into place; both are
 * plain CSS transitions from @starting-style, so the text is in the HTML and readable without
 * JavaScript, and reduced motion shows everything at once. The text never starts transparent:
 * it is the page's largest content and is painted with the first frame.
 */
export function HomeHero({ brandName }: { brandName: string }) {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="relative -mt-16 overflow-hidden bg-gradient-to-br from-brand-50 via-white to-nude-100 pt-16 md:-mt-28 md:pt-28 xl:-mt-20 xl:pt-20"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 md:py-24 lg:grid-cols-2">
        <div className="transition-transform duration-700 ease-out starting:translate-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            Quase 20.000 produtos de beleza
          </p>
          <h1
            id="inicio-titulo"
            className="mt-6 font-display text-4xl leading-tight font-bold text-balance text-neutral-900 md:text-6xl"
          >
            {`${brandName}: beleza que cabe na sua rotina`}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-neutral-700">
            Maquiagem, skincare, perfumes e eletro com curadoria, preço justo e consultoras que
            entendem de pele brasileira. Visite uma das nossas lojas em Goiás ou compre online.
          </p>
          <HomeStoreSearch />
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#nossa-essencia"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
            >
              Conheça Nossa Essência
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
            <Link
              to="/nossas-lojas"
              className="inline-flex items-center gap-2 rounded-full border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <MapPin aria-hidden="true" className="size-4" />
              Nossas Lojas
            </Link>
            <Link
              to="/seja-um-franqueado"
              className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-neutral-800 hover:bg-white/70"
            >
              <Briefcase aria-hidden="true" className="size-4" />
              Seja Um Franqueado
            </Link>
          </div>
        </div>
        <div className="transition-opacity duration-1000 ease-out starting:opacity-0">
          <Suspense fallback={null}>
            <HeroArt className="mx-auto w-full max-w-lg" />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
