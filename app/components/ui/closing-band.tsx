import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The last band of a marketing page, on a dark or gradient background (`className`): an optional
 * icon, the heading, a short text and the call to action (`children`), all centred.
 */
export function ClosingBand({
  headingId,
  className,
  icon: Icon,
  title,
  text,
  children,
}: {
  headingId: string;
  className: string;
  icon?: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={`${className} py-20 text-white`}>
      <div className="mx-auto max-w-4xl px-4 text-center">
        {Icon ? <Icon aria-hidden="true" className="mx-auto size-12 text-brand-200" /> : null}
        <h2
          id={headingId}
          className={`${Icon ? "mt-4 " : ""}font-display text-3xl font-bold text-balance md:text-5xl`}
        >
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{text}</p>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
