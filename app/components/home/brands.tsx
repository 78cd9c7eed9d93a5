import type { PublicBanner } from "~/models/banners.server";
import type { PublicBrand } from "~/models/brands.server";
import { BannerCarousel } from "./banner-carousel";
import { BrandGrid } from "./brand-grid";
import { HeadedSection } from "~/components/ui/section-heading";

export type BrandsState =
  { status: "loaded"; banners: PublicBanner[]; brands: PublicBrand[] } | { status: "error" };

export const NO_BRANDS_TEXT = "No momento, não há marcas disponíveis para exibição.";

/**
 * Section 7: loading shows a pulsing placeholder; an error leaves only the heading and
 * intro; loaded shows the carousel when there are banners and the logo grid or the empty text.
 */
export function BrandsSection({ state, loading }: { state: BrandsState; loading?: boolean }) {
  return (
    <HeadedSection
      id="marcas"
      headingId="marcas-titulo"
      className="scroll-mt-24 bg-nude-50 py-20"
      busy={loading}
      eyebrow="Marcas"
      title="Nossas Marcas"
      intro="Marcas nacionais e importadas que escolhemos com carinho, testamos e recomendamos."
    >
      {loading ? (
        <div className="mt-12 animate-pulse" data-testid="brands-loading">
          <span className="sr-only">Carregando marcas...</span>
          <div className="aspect-[8/3] rounded-3xl bg-neutral-200" />
          <div className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-28 rounded-2xl bg-neutral-200" />
            ))}
          </div>
        </div>
      ) : state.status === "loaded" ? (
        <>
          {state.banners.length ? (
            <div className="mt-12">
              <BannerCarousel banners={state.banners} />
            </div>
          ) : null}
          <div className="mt-12">
            {state.brands.length ? (
              <BrandGrid brands={state.brands} />
            ) : (
              <p className="text-center text-neutral-700">{NO_BRANDS_TEXT}</p>
            )}
          </div>
        </>
      ) : null}
    </HeadedSection>
  );
}
