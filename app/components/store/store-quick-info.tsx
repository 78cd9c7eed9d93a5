import { MapPin, Phone } from "lucide-react";
import { telHref } from "~/domain/phone";
import type { StorePageView } from "~/models/store-page.server";
import { LiveOpenStatus } from "./live-open-status";
import { DirectionsLink, WhatsAppLink } from "./store-links";

const BUTTON = "min-h-12 px-3! py-2 text-sm whitespace-nowrap";

/**
 * What a visitor came for, right under the store's name: open or closed with today's hours, the
 * address, and (on phones) WhatsApp, call and directions; wider screens show those buttons under
 * the hero's text, still in the first screen.
 */
export function StoreQuickInfo({ store }: { store: StorePageView }) {
  return (
    <div
      data-testid="store-quick-info"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-neutral-800 shadow-lg md:max-w-3xl md:flex-row md:items-center md:gap-8 md:px-6"
    >
      <LiveOpenStatus
        hours={store.hours.parsed}
        timeZone={store.hours.timeZone}
        initial={store.hours.status}
        showToday
        testId="store-quick-status"
      />
      <p className="flex gap-2 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span className="sr-only">Endereço: </span>
        <span>{store.addressLines.slice(0, 2).join(" - ")}</span>
      </p>
      <div className="grid grid-cols-2 gap-2 md:hidden">
        {store.whatsapp ? (
          <WhatsAppLink href={store.whatsapp.page} className={`${BUTTON} col-span-2`}>
            Falar no WhatsApp
          </WhatsAppLink>
        ) : null}
        {store.phoneDisplay ? (
          <a
            href={telHref(store.phoneDisplay)}
            className={`inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-600 font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 ${BUTTON}`}
          >
            <Phone aria-hidden="true" className="size-5" />
            Ligar
            <span className="sr-only"> para {store.phoneDisplay}</span>
          </a>
        ) : null}
        {store.directionsUrl ? (
          <DirectionsLink href={store.directionsUrl} className={BUTTON} />
        ) : null}
      </div>
    </div>
  );
}
