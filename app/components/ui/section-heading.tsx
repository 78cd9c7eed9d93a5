import { clsx } from "clsx";
import type { ReactNode } from "react";

type HeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
};

/**
 * The opening of a band of a marketing page: an optional eyebrow, the heading and an optional
 * intro. `tone="dark"` is for bands on a dark background.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  className,
}: HeadingProps & { id: string; className?: string }) {
  const dark = tone === "dark";
  return (
    <div
      className={clsx(
        "max-w-3xl",
        align === "center" ? "mx-auto text-center" : "text-left",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={clsx(
            "text-sm font-semibold tracking-widest uppercase",
            dark ? "text-brand-200" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={clsx(
          // The heading keeps its distance from the eyebrow above it.
          eyebrow && "mt-2",
          "font-display text-3xl font-bold text-balance md:text-4xl",
          dark ? "text-white" : "text-neutral-900",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={clsx(
            "mt-4 text-lg leading-relaxed text-pretty",
            dark ? "text-neutral-200" : "text-neutral-700",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A band of a marketing page opened by a SectionHeading, its content below in a centred column.
 * `id` is the band's anchor, when links point at it; `headingId` names the band.
 */
export function HeadedSection({
  id,
  headingId,
  className,
  columnClassName = "mx-auto max-w-7xl px-4",
  busy,
  children,
  ...heading
}: HeadingProps & {
  id?: string;
  headingId: string;
  className: string;
  columnClassName?: string;
  /** Marks the band as being reloaded (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={className}
    >
      <div className={columnClassName}>
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}
