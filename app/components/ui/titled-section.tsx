import { clsx } from "clsx";
import type { ReactNode } from "react";

const SECTION_TITLE = "text-center font-display text-3xl font-bold text-neutral-900";

/**
 * A band of a marketing page: a section named by its centred heading, its content in a centred
 * column below. `large` makes the heading grow on wide screens; `titleMargin` (such as 'mb-8')
 * sets the heading apart from what follows when the content does not.
 */
export function TitledSection({
  id,
  title,
  className,
  columnClassName = "mx-auto max-w-6xl px-4",
  large = true,
  titleMargin,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  columnClassName?: string;
  large?: boolean;
  titleMargin?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={columnClassName}>
        <h2 id={id} className={clsx(titleMargin, SECTION_TITLE, large && "md:text-4xl")}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
