import { MapPin } from "lucide-react";
import type { StorePageView } from "~/models/store-page.server";
import { SectionTitle } from "~/components/ui/titled-section";
import { RichText } from "./rich-text";
import { DirectionsLink } from "./store-links";

/** Only when the store has a 'localizacao_estrategica' text. */
export function StoreLocation({ store }: { store: StorePageView }) {
  if (!store.location) return null;
  return (
    <section aria-labelledby="location-title" className="bg-nude-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[auto_1fr]">
        <span className="hidden size-20 items-center justify-center rounded-full bg-brand-600 text-white md:flex">
          <MapPin aria-hidden="true" className="size-9" />
        </span>
        <div className="flex flex-col gap-4">
          <SectionTitle id="location-title">{store.location.title}</SectionTitle>
          <RichText html={store.location.html} className="text-neutral-700" />
          {store.directionsUrl ? (
            <DirectionsLink href={store.directionsUrl} className="self-start" />
          ) : null}
        </div>
      </div>
    </section>
  );
}
