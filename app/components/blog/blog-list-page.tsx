import type { ReactNode } from "react";
import { BackToBlog } from "./back-link";

/**
 * A page of the blog that lists posts (a category, the search, the later pages): a header band
 * with the way back to the blog, the page's heading and what goes around it (`eyebrow` above it,
 * `aside` below it), then the list in the page's column. `liveList` makes screen readers read the
 * list again when it changes (the search's results).
 */
export function BlogListPage({
  heading,
  eyebrow,
  aside,
  headerGap = "gap-4",
  liveList = false,
  children,
}: {
  heading: ReactNode;
  eyebrow?: string;
  aside?: ReactNode;
  headerGap?: "gap-4" | "gap-5";
  liveList?: boolean;
  children: ReactNode;
}) {
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-50 via-white to-nude-100 px-4 pt-8 pb-10">
        <div className={`mx-auto flex max-w-6xl flex-col ${headerGap}`}>
          <BackToBlog />
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="font-display text-4xl font-bold text-neutral-900 md:text-5xl">
            {heading}
          </h1>
          {aside}
        </div>
      </section>
      <div className="px-4 py-10">
        <div className="mx-auto max-w-6xl" aria-live={liveList ? "polite" : undefined}>
          {children}
        </div>
      </div>
    </main>
  );
}
