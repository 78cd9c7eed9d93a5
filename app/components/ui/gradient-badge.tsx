import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The pill above a heading on the brand gradient: an icon and a few words ('Franquia …'). */
export function GradientBadge({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </p>
  );
}
