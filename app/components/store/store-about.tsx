import { CalendarDays, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Fragment } from "react";
import type { StorePageView } from "~/models/store-page.server";
import { InstagramIcon } from "./instagram-icon";
import { OpenStatus } from "./open-status";
import { RichText } from "./rich-text";
import { STORE_EVENT_ATTRIBUTE } from "./store-events";
import { DirectionsLink, WhatsAppLink } from "./store-links";

/** About the store: its text, facade, history and interior photos, with the side info card. */
export function StoreAbout({ store, renderedAt }: { store: StorePageView; renderedAt: string }) {
  const { about } = store;
  return (
    <section aria-labelledby="about-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <h2 id="about-title" className="font-display text-3xl font-bold text-neutral-900">
            {about.title}
          </h2>
          {about.facade ? (
            <img
              src={about.facade.src}
              srcSet={about.facade.srcSet}
              sizes={about.facade.srcSet ? "(min-width: 1024px) 720px, 100vw" : undefined}
              alt={about.facade.alt}
              width={about.facade.width}
              height={about.facade.height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm sm:aspect-[16/9]"
            />
          ) : null}
          <RichText html={about.html} className="text-neutral-700" />
          {about.openedOn ? (
            <p className="flex items-center gap-2 text-neutral-700">
              <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
              Inaugurada em {about.openedOn}
            </p>
          ) : null}
          {about.historyHtml ? (
            <div className="rounded-2xl bg-nude-50 p-6">
              <h3 className="mb-3 font-display text-2xl font-semibold text-neutral-900">
                Nossa história
              </h3>
              <RichText html={about.historyHtml} className="text-neutral-700" />
            </div>
          ) : null}
          {about.interiors.length > 0 ? (
            <div>
              <h3 className="mb-4 font-display text-2xl font-semibold text-neutral-900">
                Conheça nossa loja
              </h3>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {about.interiors.map((photo) => (
                  <li key={photo.src}>
                    <img
                      src={photo.src}
                      srcSet={photo.srcSet}
                      sizes={photo.srcSet ? "(min-width: 640px) 50vw, 100vw" : undefined}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <StoreInfoCard store={store} renderedAt={renderedAt} />
      </div>
    </section>
  );
}

function StoreInfoCard({ store, renderedAt }: { store: StorePageView; renderedAt: string }) {
  return (
    <aside
      aria-labelledby="store-info-title"
      className="h-fit rounded-2xl border border-brand-100 bg-white p-6 shadow-lg lg:sticky lg:top-24"
    >
      <h2 id="store-info-title" className="mb-4 font-display text-2xl font-bold text-neutral-900">
        Informações da loja
      </h2>
      <OpenStatus
        hours={store.hours.parsed}
        timeZone={store.hours.timeZone}
        renderedAt={renderedAt}
      />
      <dl className="mt-6 flex flex-col gap-5 text-neutral-700">
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
            <span className="sr-only">Endereço</span>
          </dt>
          <dd>
            <address className="not-italic">
              {store.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {store.reference ? (
              <span className="mt-1 block text-sm text-neutral-500">{store.reference}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
            <span className="sr-only">Horário de funcionamento</span>
          </dt>
          <dd>
            <ul>
              {store.hours.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {store.hours.upcoming.length > 0 ? (
              <ul className="mt-2 text-sm text-brand-700">
                {store.hours.upcoming.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
        {store.whatsapp && store.phoneDisplay ? (
          <div className="flex gap-3">
            <dt>
              <MessageCircle aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">WhatsApp</span>
            </dt>
            <dd>
              <a
                href={store.whatsapp.page}
                target="_blank"
                rel="noopener noreferrer"
                {...{ [STORE_EVENT_ATTRIBUTE]: "whatsapp_click" }}
                className="font-medium text-brand-700 hover:underline"
              >
                {store.phoneDisplay}
                <span className="sr-only"> no WhatsApp (abre em nova aba)</span>
              </a>
            </dd>
          </div>
        ) : null}
        {store.telUrl ? (
          <div className="flex gap-3">
            <dt>
              <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">Telefone</span>
            </dt>
            <dd>
              <a href={store.telUrl} className="font-medium text-brand-700 hover:underline">
                Ligar para a loja
                <span className="sr-only"> ({store.phoneDisplay ?? store.telUrl.slice(4)})</span>
              </a>
            </dd>
          </div>
        ) : null}
        {store.instagramUrl ? (
          <div className="flex gap-3">
            <dt>
              <InstagramIcon className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">Instagram</span>
            </dt>
            <dd>
              <a
                href={store.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                {...{ [STORE_EVENT_ATTRIBUTE]: "instagram_click" }}
                className="font-medium text-brand-700 hover:underline"
              >
                Siga no Instagram
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </dd>
          </div>
        ) : null}
        {store.email ? (
          <div className="flex gap-3">
            <dt>
              <Mail aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">E-mail</span>
            </dt>
            <dd>
              {/* Long addresses wrap after the '@' or a dot, never in the middle of a word. */}
              <a href={`mailto:${store.email}`} className="hover:underline">
                {store.email.split(/(?=[@.])/).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <wbr /> : null}
                    {part}
                  </Fragment>
                ))}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        {store.whatsapp ? (
          <WhatsAppLink href={store.whatsapp.page}>Conversar no WhatsApp</WhatsAppLink>
        ) : null}
        {store.directionsUrl ? <DirectionsLink href={store.directionsUrl} /> : null}
      </div>
    </aside>
  );
}
