import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { FeaturedStore } from "~/models/stores.server";
import { HeadedSection } from "~/components/ui/section-heading";
import { StorePageLink } from "./store-page-link";

/** Section 10: stores with a photo, each leading to its own page. */
export function FeaturedStoresSection({ stores }: { stores: FeaturedStore[] }) {
  return (
    <HeadedSection
      id="lojas-destaque"
      headingId="lojas-destaque-titulo"
      className="scroll-mt-24 bg-nude-50 py-20"
      eyebrow="Lojas em Destaque"
      title="Conheça alguns dos nossos espaços"
      intro="Cada loja tem a sua história, a sua equipe e o mesmo cuidado com você."
    >
      {stores.length ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stores.map((store) => (
            <li
              key={store.id}
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-neutral-100"
            >
              <img
                src={store.imageUrl}
                alt={store.imageAlt ?? `Fachada da ${store.name}`}
                width={store.imageWidth ?? 800}
                height={store.imageHeight ?? 600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold text-neutral-900">{store.name}</h3>
                <p className="mt-1 text-sm text-neutral-700">
                  {store.neighborhood} · {store.city}
                </p>
                <StorePageLink
                  store={store}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </StorePageLink>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-neutral-700">
          Em breve, fotos das nossas lojas por aqui.{" "}
          <Link to="/nossas-lojas" className="font-semibold text-brand-700 underline">
            Ver todas as lojas
          </Link>
        </p>
      )}
    </HeadedSection>
  );
}
