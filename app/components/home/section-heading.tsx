import { clsx } from "clsx";

/** Eyebrow, heading and intro shared by the home sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
}) {
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
          "mt-2 font-display text-3xl font-bold text-balance md:text-4xl",
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
