import type { StorePageView } from "~/models/store-page.server";
import { RichText } from "./rich-text";
import { StoreContactLinks } from "./store-links";

/** The closing call to action ('cta_principal'; default heading from the spec). */
export function StoreCallToAction({ store }: { store: StorePageView }) {
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-lilac-600 text-white"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 id="cta-title" className="font-display text-3xl font-bold md:text-4xl">
          {store.cta.title}
        </h2>
        <RichText html={store.cta.html} className="text-lg text-white/95 [&_a]:text-white" />
        <StoreContactLinks
          store={store}
          whatsappLabel="Falar pelo WhatsApp"
          className="flex flex-wrap justify-center gap-3"
        />
      </div>
    </section>
  );
}
