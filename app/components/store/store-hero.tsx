import { MapPin } from "lucide-react";
import type { StorePageView } from "~/models/store-page.server";
import { deferredBoundary } from "~/components/ui/deferred";
import { StoreQuickInfo } from "./store-quick-info";
import { StoreContactLinks } from "./store-links";

/*
 * The carousel's code comes after the page's first download: the server renders its first banner,
 * and its arrows and dots appear only once it runs, so no tap waits on it.
 */
const BannerCarousel = deferredBoundary(() =>
  import("./banner-carousel").then((m) => m.BannerCarousel),
);

/** Loads the carousel's code ahead (client-side navigations to a store page). */
export const preloadBannerCarousel = BannerCarousel.preload;

/**
 * The store's name first, straight after it whether the store is open, today's hours, the address
 * and the WhatsApp (and, on phones, call and directions) buttons, on every screen: what visitors
 * come for is in the first screen. The banners follow.
 */
export function StoreHero({ store }: { store: StorePageView }) {
  const banners = store.hero.banners;
  return (
    <section aria-labelledby="store-title" className="flex flex-col">
      {banners.length > 0 ? (
        <div className="order-2">
          <BannerCarousel images={banners} label={`Banners da ${store.name}`} />
        </div>
      ) : null}
      <div
        data-testid="store-hero"
        className={`order-1 bg-gradient-to-br from-brand-700 via-brand-600 to-lilac-600 text-white ${
          banners.length > 0 ? "" : "md:py-10"
        }`}
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 md:py-8">
          <p className="flex items-center gap-2 text-sm font-medium tracking-wide text-white/90 uppercase">
            <MapPin aria-hidden="true" className="size-4" />
            {store.neighborhood} · {store.city}
            {store.stateCode ? ` - ${store.stateCode}` : ""}
          </p>
          <h1
            id="store-title"
            className="-mt-2 font-display text-3xl font-bold md:mt-0 md:text-5xl"
          >
            {store.name}
          </h1>
          <StoreQuickInfo store={store} />
          <p className="max-w-3xl text-lg text-white/95">{store.hero.description}</p>
          <StoreContactLinks
            store={store}
            whatsappLabel="Falar no WhatsApp"
            className="hidden flex-wrap gap-3 pt-2 md:flex"
          />
        </div>
      </div>
    </section>
  );
}
