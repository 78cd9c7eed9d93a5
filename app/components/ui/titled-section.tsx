import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * The heading of a band of a marketing page. `large` makes it grow on wide screens; `tone="dark"`
 * leaves its colour to the band's own (light) text, on a dark background.
 */
export function SectionTitle({
  id,
  className,
  large = false,
  tone = "light",
  children,
}: {
  id: string;
  className?: string;
  large?: boolean;
  tone?: "light" | "dark";
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={clsx(
        className,
        "font-display text-3xl font-bold",
        tone === "light" && "text-neutral-900",
        large && "md:text-4xl",
      )}
    >
      {children}
    </h2>
  );
}

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
  tone,
  titleMargin,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  columnClassName?: string;
  large?: boolean;
  tone?: "light" | "dark";
  titleMargin?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={columnClassName}>
        <SectionTitle
          id={id}
          className={clsx(titleMargin, "text-center")}
          large={large}
          tone={tone}
        >
          {title}
        </SectionTitle>
        {children}
      </div>
    </section>
  );
}
