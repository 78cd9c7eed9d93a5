import { MessageCircle, Navigation, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { StorePageView } from "~/models/store-page.server";
import { STORE_EVENT_ATTRIBUTE } from "./store-events";
import { ExternalLink } from "~/components/external-link";

type Variant = "primary" | "light" | "outline" | "outline-light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  light: "bg-white text-brand-700 hover:bg-brand-50",
  outline: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
};

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold shadow-sm transition";

type StoreEventLinkProps = {
  href: string;
  variant?: Variant;
  className?: string;
  children?: ReactNode;
};

/**
 * A kind of link to a page elsewhere (new tab), counted as a store event of that kind; each
 * kind has its icon, its default look and, where there is one, its default text.
 */
function storeEventLink(
  event: "whatsapp_click" | "directions_click",
  Icon: LucideIcon,
  defaults: { variant: Variant; children?: ReactNode },
) {
  return function StoreEventLink({
    href,
    variant = defaults.variant,
    className = "",
    children = defaults.children,
  }: StoreEventLinkProps) {
    return (
      <ExternalLink
        href={href}
        {...{ [STORE_EVENT_ATTRIBUTE]: event }}
        className={`${BASE} ${VARIANTS[variant]} ${className}`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {children}
      </ExternalLink>
    );
  };
}

/** A WhatsApp link (opens wa.me in a new tab) counted as a store event. */
export const WhatsAppLink = storeEventLink("whatsapp_click", MessageCircle, {
  variant: "primary",
});

/** 'Como Chegar': the store's maps link, else directions by coordinates, else by address. */
export const DirectionsLink = storeEventLink("directions_click", Navigation, {
  variant: "outline",
  children: "Como Chegar",
});

/** WhatsApp and 'Como Chegar' side by side on a coloured band, each only when the store has it. */
export function StoreContactLinks({
  store,
  whatsappLabel,
  className,
}: {
  store: Pick<StorePageView, "whatsapp" | "directionsUrl">;
  whatsappLabel: string;
  className: string;
}) {
  return (
    <div className={className}>
      {store.whatsapp ? (
        <WhatsAppLink href={store.whatsapp.hero} variant="light">
          {whatsappLabel}
        </WhatsAppLink>
      ) : null}
      {store.directionsUrl ? (
        <DirectionsLink href={store.directionsUrl} variant="outline-light" />
      ) : null}
    </div>
  );
}
