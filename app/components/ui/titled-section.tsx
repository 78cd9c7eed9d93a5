import type { ReactNode } from "react";

const SECTION_TITLE = "text-center font-display text-3xl font-bold text-neutral-900";

/**
 * A band of a marketing page: a section named by its centred heading, its content in a centred
 * column below. `large` makes the heading grow on wide screens.
 */
export function TitledSection({
  id,
  title,
  className,
  columnClassName = "mx-auto max-w-6xl px-4",
  large = true,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  columnClassName?: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={columnClassName}>
        <h2 id={id} className={large ? `${SECTION_TITLE} md:text-4xl` : SECTION_TITLE}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
