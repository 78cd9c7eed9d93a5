import { Gem, Heart, Sparkles, type LucideIcon } from "lucide-react";
import type { RichBlock } from "~/models/store-page.server";
import { RichText } from "./rich-text";
import { StoreSection } from "./store-section";

/** Public spec: differential cards cycle through three colour themes. */
const THEMES: { card: string; badge: string; icon: LucideIcon }[] = [
  { card: "border-brand-200 bg-brand-50", badge: "bg-brand-600", icon: Sparkles },
  { card: "border-violet-200 bg-violet-50", badge: "bg-lilac-600", icon: Heart },
  { card: "border-amber-200 bg-amber-50", badge: "bg-amber-700", icon: Gem },
];

export function StoreDifferentials({ items }: { items: RichBlock[] }) {
  if (items.length === 0) return null;
  return (
    <StoreSection id="differentials-title" title="Nossos Diferenciais" className="bg-nude-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => {
          const theme = THEMES[i % THEMES.length] ?? THEMES[0]!;
          const Icon = theme.icon;
          return (
            <li
              key={`${i}-${item.title}`}
              data-theme={i % THEMES.length}
              className={`flex flex-col gap-3 rounded-2xl border p-6 shadow-sm ${theme.card}`}
            >
              <span
                className={`flex size-11 items-center justify-center rounded-full text-white ${theme.badge}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {item.title ? (
                <h3 className="font-display text-xl font-semibold text-neutral-900">
                  {item.title}
                </h3>
              ) : null}
              <RichText html={item.html} className="text-sm text-neutral-700" />
            </li>
          );
        })}
      </ul>
    </StoreSection>
  );
}
