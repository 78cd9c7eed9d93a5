import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

/** The heading of the privacy pages (the notice, the data request): shield, title, what follows. */
export function PrivacyPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="flex items-start gap-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h1 className="font-display text-4xl font-bold text-neutral-900">{title}</h1>
        {children}
      </div>
    </header>
  );
}
