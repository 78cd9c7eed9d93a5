import { MapPin } from "lucide-react";
import type { StorePageView } from "~/models/store-page.server";
import { BannerCarousel } from "./banner-carousel";
import { DirectionsLink, WhatsAppLink } from "./store-links";

/** Banner carousel with the store's name below it, or a gradient hero when it has no banners. */
export function StoreHero({ store }: { store: StorePageView }) {
  const banners = store.hero.banners;
  return (
    <section aria-labelledby="store-title">
      {banners.length > 0 ? (
        <BannerCarousel images={banners} label={`Banners da ${store.name}`} />
      ) : null}
      <div
        data-testid="store-hero"
        className={`bg-gradient-to-br from-brand-700 via-brand-600 to-lilac-600 text-white ${
          banners.length > 0 ? "" : "py-10 md:py-16"
        }`}
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:py-10">
          <p className="flex items-center gap-2 text-sm font-medium tracking-wide text-white/90 uppercase">
            <MapPin aria-hidden="true" className="size-4" />
            {store.neighborhood} · {store.city}
            {store.stateCode ? ` - ${store.stateCode}` : ""}
          </p>
          <h1 id="store-title" className="font-display text-3xl font-bold md:text-5xl">
            {store.name}
          </h1>
          <p className="max-w-3xl text-lg text-white/95">{store.hero.description}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            {store.whatsapp ? (
              <WhatsAppLink href={store.whatsapp.hero} variant="light">
                Falar no WhatsApp
              </WhatsAppLink>
            ) : null}
            {store.directionsUrl ? (
              <DirectionsLink href={store.directionsUrl} variant="outline-light" />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
