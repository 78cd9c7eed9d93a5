import { MessageCircle, Navigation } from "lucide-react";
import type { ReactNode } from "react";
import { STORE_EVENT_ATTRIBUTE } from "./store-events";

type Variant = "primary" | "light" | "outline" | "outline-light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  light: "bg-white text-brand-700 hover:bg-brand-50",
  outline: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
};

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold shadow-sm transition";

/** A WhatsApp link (opens wa.me in a new tab) counted as a store event. */
export function WhatsAppLink({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...{ [STORE_EVENT_ATTRIBUTE]: "whatsapp_click" }}
      className={`${BASE} ${VARIANTS[variant]} ${className}`}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** 'Como Chegar': the store's maps link, else directions by coordinates, else by address. */
export function DirectionsLink({
  href,
  variant = "outline",
  className = "",
  children = "Como Chegar",
}: {
  href: string;
  variant?: Variant;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...{ [STORE_EVENT_ATTRIBUTE]: "directions_click" }}
      className={`${BASE} ${VARIANTS[variant]} ${className}`}
    >
      <Navigation aria-hidden="true" className="size-5" />
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
