import type { LucideIcon } from "lucide-react";

export type Feature = { icon: LucideIcon; title: string; text: string };

/** How a list of features looks: the list's grid, each card, and the icon, title and text in it. */
export type FeatureCardsLook = {
  list: string;
  card: string;
  icon: string;
  title: string;
  text: string;
};

/**
 * The roomy look of the club and franchise pages: three columns of large cards, each icon in
 * `iconColour`; only the card itself (`card`) varies beyond that.
 */
export function roomyFeatures(card: string, iconColour: string): FeatureCardsLook {
  return {
    list: "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
    card,
    icon: `size-8 ${iconColour}`,
    title: "mt-4 text-lg font-semibold text-neutral-900",
    text: "mt-2 leading-relaxed text-neutral-700",
  };
}

/** A grid of cards, each an icon with a title and a short text. */
export function FeatureCards({
  items,
  look,
}: {
  items: readonly Feature[];
  look: FeatureCardsLook;
}) {
  return (
    <ul className={look.list}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={look.card}>
          <Icon aria-hidden="true" className={look.icon} />
          <h3 className={look.title}>{title}</h3>
          <p className={look.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
