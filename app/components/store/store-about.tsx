import { CalendarDays, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { StorePageView } from "~/models/store-page.server";
import { LiveOpenStatus } from "./live-open-status";
import { RichText } from "./rich-text";
import { STORE_EVENT_ATTRIBUTE } from "./store-events";
import { StoreImage } from "./store-image";
import { DirectionsLink, WhatsAppLink } from "./store-links";
import { ExternalLink } from "~/components/external-link";
import { SocialIcon } from "~/components/social-links";
import { SectionTitle } from "~/components/ui/titled-section";

/** About the store: its text, facade, history and interior photos, with the side info card. */
export function StoreAbout({ store }: { store: StorePageView }) {
  const { about } = store;
  return (
    <section aria-labelledby="about-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <SectionTitle id="about-title">{about.title}</SectionTitle>
          {about.facade ? (
            <StoreImage
              image={about.facade}
              sizes="(min-width: 1024px) 720px, 100vw"
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
                    <StoreImage
                      image={photo}
                      sizes="(min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] w-full rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <StoreInfoCard store={store} />
      </div>
    </section>
  );
}

const ROW_ICON = "mt-0.5 size-5 text-brand-600";

/** A line of the info card: its icon, named for screen readers by `label`, beside its value. */
function InfoRow({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function StoreInfoCard({ store }: { store: StorePageView }) {
  return (
    <aside
      aria-labelledby="store-info-title"
      className="h-fit rounded-2xl border border-brand-100 bg-white p-6 shadow-lg lg:sticky lg:top-24"
    >
      <h2 id="store-info-title" className="mb-4 font-display text-2xl font-bold text-neutral-900">
        Informações da loja
      </h2>
      <LiveOpenStatus
        hours={store.hours.parsed}
        timeZone={store.hours.timeZone}
        initial={store.hours.status}
      />
      <dl className="mt-6 flex flex-col gap-5 text-neutral-700">
        <InfoRow label="Endereço" icon={<MapPin aria-hidden="true" className={ROW_ICON} />}>
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
        </InfoRow>
        <InfoRow
          label="Horário de funcionamento"
          icon={<Clock aria-hidden="true" className={ROW_ICON} />}
        >
          <ul>
            {store.hours.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {store.hours.closure ? (
            <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="store-closure">
              {store.hours.closure}
            </p>
          ) : null}
          {store.hours.upcoming.length > 0 ? (
            <ul className="mt-2 text-sm text-brand-700">
              {store.hours.upcoming.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </InfoRow>
        {store.whatsapp && store.phoneDisplay ? (
          <InfoRow
            label="WhatsApp"
            icon={<MessageCircle aria-hidden="true" className={ROW_ICON} />}
          >
            <ExternalLink
              href={store.whatsapp.page}
              {...{ [STORE_EVENT_ATTRIBUTE]: "whatsapp_click" }}
              className="font-medium text-brand-700 hover:underline"
            >
              {store.phoneDisplay}
              <span className="sr-only"> no WhatsApp</span>
            </ExternalLink>
          </InfoRow>
        ) : null}
        {store.telUrl ? (
          <InfoRow label="Telefone" icon={<Phone aria-hidden="true" className={ROW_ICON} />}>
            <a href={store.telUrl} className="font-medium text-brand-700 hover:underline">
              Ligar para a loja
              <span className="sr-only"> ({store.phoneDisplay ?? store.telUrl.slice(4)})</span>
            </a>
          </InfoRow>
        ) : null}
        {store.instagramUrl ? (
          <InfoRow
            label="Instagram"
            icon={<SocialIcon network="instagram" className="mt-0.5 text-brand-600" />}
          >
            <ExternalLink
              href={store.instagramUrl}
              {...{ [STORE_EVENT_ATTRIBUTE]: "instagram_click" }}
              className="font-medium text-brand-700 hover:underline"
            >
              Siga no Instagram
            </ExternalLink>
          </InfoRow>
        ) : null}
        {store.email ? (
          <InfoRow label="E-mail" icon={<Mail aria-hidden="true" className={ROW_ICON} />}>
            {/* Long addresses wrap after the '@' or a dot, never in the middle of a word. */}
            <a href={`mailto:${store.email}`} className="hover:underline">
              {store.email.split(/(?=[@.])/).map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? <wbr /> : null}
                  {part}
                </Fragment>
              ))}
            </a>
          </InfoRow>
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
