import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import type { PublicBrand } from "~/models/brands.server";

/** The brand hover card opens after 700 ms and closes after 300 ms. */
export const HOVER_OPEN_MS = 700;
export const HOVER_CLOSE_MS = 300;

/**
 * A logo with a small card naming the brand on hover. The name is already the logo's alt text,
 * so the card is a visual aid only and hidden from screen readers.
 */
function BrandLogo({ brand }: { brand: PublicBrand }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function schedule(next: boolean) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), next ? HOVER_OPEN_MS : HOVER_CLOSE_MS);
  }

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && schedule(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && schedule(false)}
      data-testid="brand-logo"
    >
      <div className="flex h-28 items-center justify-center rounded-2xl border border-neutral-100 bg-white p-4 shadow-sm transition hover:shadow-md">
        <img
          src={brand.logoUrl}
          alt={brand.name}
          width={240}
          height={120}
          loading="lazy"
          decoding="async"
          className="max-h-20 w-auto object-contain"
        />
      </div>
      <div
        aria-hidden="true"
        data-state={open ? "open" : "closed"}
        className={clsx(
          "pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-xl bg-neutral-900 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg transition-opacity",
          open ? "opacity-100" : "opacity-0",
        )}
      >
        {brand.name}
      </div>
    </li>
  );
}

export function BrandGrid({ brands }: { brands: PublicBrand[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {brands.map((brand) => (
        <BrandLogo key={brand.id} brand={brand} />
      ))}
    </ul>
  );
}
