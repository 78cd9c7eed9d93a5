import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The staggered entrance (300/600/900/1200 ms), only for visitors who have not asked for less
 * motion. It moves the header's parts, never hides them: breadcrumb, title, count line, search
 * box and filters are readable in the very first paint, with or without JavaScript. A few lines,
 * so they travel inside the page (React puts them in the head) rather than as one more
 * render-blocking stylesheet.
 */
const STAGGER_CSS = `@keyframes locator-rise{from{transform:translateY(6px)}to{transform:none}}
@media (prefers-reduced-motion:no-preference){.locator-stagger-1,.locator-stagger-2,.locator-stagger-3,.locator-stagger-4{animation:locator-rise 500ms ease-out backwards}.locator-stagger-1{animation-delay:300ms}.locator-stagger-2{animation-delay:600ms}.locator-stagger-3{animation-delay:900ms}.locator-stagger-4{animation-delay:1200ms}}`;

/**
 * The locator's header: breadcrumb, heading, count line and the search area, settling one after
 * the other. Compact on phones.
 */
export function LocatorHero({ countText, children }: { countText: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-nude-100 pt-6 pb-8 md:pt-12 md:pb-14">
      <style href="locator-stagger" precedence="medium">
        {STAGGER_CSS}
      </style>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 md:gap-5 md:px-6">
        <nav aria-label="Trilha de navegação" className="locator-stagger-1">
          <ol className="flex items-center gap-1 text-sm text-neutral-600">
            <li>
              <Link to="/" className="hover:text-brand-700 hover:underline">
                Início
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              <span aria-current="page" className="font-medium text-neutral-900">
                Nossas Lojas
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="locator-stagger-2 font-display text-3xl font-bold text-neutral-900 md:text-5xl">
          Todas as Nossas Lojas
        </h1>
        <p
          className="locator-stagger-3 text-base font-medium text-brand-700 md:text-lg"
          aria-live="polite"
          data-count-line=""
        >
          {countText}
        </p>
        <div className="locator-stagger-4 mt-1 md:mt-3">{children}</div>
      </div>
    </section>
  );
}
