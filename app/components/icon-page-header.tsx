import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The heading of the plain public pages (the privacy notice, the data request, the site map):
 * the page's icon on a brand tile, its title, and what follows the title.
 */
export function IconPageHeader({
  Icon,
  title,
  className = "items-start",
  children,
}: {
  Icon: LucideIcon;
  title: string;
  /** The header's alignment and spacing ('items-start' by default). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <header className={`flex gap-4 ${className}`}>
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h1 className="font-display text-4xl font-bold text-neutral-900">{title}</h1>
        {children}
      </div>
    </header>
  );
}
