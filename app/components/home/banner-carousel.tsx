import { clsx } from "clsx";
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties } from "react";
import {
  CarouselArrow,
  CarouselDots,
  slideProps,
  useCarouselRegion,
} from "~/components/ui/carousel-controls";
import { useNearScreen } from "~/components/ui/use-near-screen";
import { usePrefersReducedMotion } from "~/components/use-reduced-motion";
import { PHONE_MEDIA_QUERY } from "~/domain/responsive-image";
import type { PublicBanner } from "~/models/banners.server";
import type { CarouselApi } from "./banner-carousel-engine";

const BannerCarouselEngine = lazy(() => import("./banner-carousel-engine"));

const AUTOPLAY_MS = 5000;

/**
 * A banner as a picture: phones get the phone image when staff gave one, every other screen the
 * desktop image cropped to 8:3. Both offer their widths to the browser, and width/height keep
 * the space reserved before the image arrives. When any banner has a phone image, every slide
 * takes that proportion on phones (`phoneFrame`), so the carousel keeps one height: a banner
 * without one is shown whole inside it.
 */
function BannerImage({
  banner,
  index,
  phoneFrame,
}: {
  banner: PublicBanner;
  index: number;
  phoneFrame: boolean;
}) {
  const phone = banner.phone;
  return (
    <picture>
      {phone ? (
        <source
          media={PHONE_MEDIA_QUERY}
          srcSet={phone.srcSet ?? phone.url}
          sizes={phone.srcSet ? "calc(100vw - 2rem)" : undefined}
          width={phone.width ?? 800}
          height={phone.height ?? 800}
        />
      ) : null}
      <img
        src={banner.imageUrl}
        srcSet={banner.srcSet}
        sizes={banner.srcSet ? "(min-width: 1280px) 1248px, calc(100vw - 2rem)" : undefined}
        alt={banner.description}
        width={banner.width ?? 1600}
        height={banner.height ?? 600}
        loading={index === 0 ? "eager" : "lazy"}
        decoding="async"
        className={clsx(
          "w-full md:aspect-[8/3] md:object-cover",
          !phoneFrame
            ? "aspect-[8/3] object-cover"
            : phone
              ? "aspect-[var(--phone-ratio)] object-cover"
              : "aspect-[var(--phone-ratio)] bg-nude-50 object-contain",
        )}
      />
    </picture>
  );
}

/** Margin around the screen within which the carousel starts: it is running when it scrolls in. */
const START_MARGIN = "50% 0px";

/**
 * The look of the previous and next arrows: round buttons under the banner on phones, on the
 * banner's `side` edge (its Tailwind class) on wider screens.
 */
const arrowClassName = (side: "md:left-3" | "md:right-3") =>
  `flex size-11 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white md:absolute md:top-[calc(50%-1.25rem)] ${side} md:-translate-y-1/2`;

/**
 * The home banners (newest first), linked when staff gave a URL. Advances every 5 s unless the
 * visitor prefers reduced motion, points at it or focuses it. Before JavaScript runs the strip
 * scrolls sideways so every banner is reachable.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  // The engine mounts on the client once the strip comes near the screen (it sits far below the
  // fold): no carousel work while the page loads. Until then the strip scrolls.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(viewport, START_MARGIN);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [selected, setSelected] = useState(0);
  const { paused, regionProps } = useCarouselRegion();
  const reducedMotion = usePrefersReducedMotion();
  const many = banners.length > 1;
  // Phones show every slide at the first phone image's proportion, when any banner has one.
  const firstPhone = banners.find((banner) => banner.phone)?.phone;
  const phoneRatio = firstPhone ? `${firstPhone.width ?? 800} / ${firstPhone.height ?? 800}` : null;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect);
    api.on("reInit", onSelect);
    return () => {
      api.off("select", onSelect);
      api.off("reInit", onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !many || paused || reducedMotion) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, many, paused, reducedMotion]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <div {...regionProps} aria-label="Banners em destaque" className="relative">
      {viewport && near ? (
        <Suspense fallback={null}>
          <BannerCarouselEngine viewport={viewport} onApi={setApi} />
        </Suspense>
      ) : null}
      <div
        ref={setViewport}
        style={phoneRatio ? ({ "--phone-ratio": phoneRatio } as CSSProperties) : undefined}
        className={clsx(
          "rounded-3xl shadow-lg",
          api ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto",
        )}
      >
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              {...slideProps(index, banners.length)}
              aria-hidden={api ? index !== selected : undefined}
              inert={api ? index !== selected : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              {banner.url ? (
                <a
                  href={banner.url}
                  {...(/^https?:\/\//i.test(banner.url)
                    ? { target: "_blank", rel: "noopener noreferrer" }
                    : {})}
                  className="block"
                >
                  <BannerImage banner={banner} index={index} phoneFrame={phoneRatio !== null} />
                </a>
              ) : (
                <BannerImage banner={banner} index={index} phoneFrame={phoneRatio !== null} />
              )}
            </div>
          ))}
        </div>
      </div>
      {/* On phones the controls sit under the banner, never on its text; wider screens put the
          arrows on its side edges. */}
      {many ? (
        <div className="mt-4 flex items-center justify-center gap-2">
          <CarouselArrow
            direction="previous"
            label="Banner anterior"
            onClick={() => api?.scrollPrev()}
            className={arrowClassName("md:left-3")}
            iconClassName="size-6"
          />
          <CarouselArrow
            direction="next"
            label="Próximo banner"
            onClick={() => api?.scrollNext()}
            className={`order-last ${arrowClassName("md:right-3")}`}
            iconClassName="size-6"
          />
          <CarouselDots
            count={banners.length}
            current={selected}
            onSelect={scrollTo}
            label={(n) => `Ir para o banner ${n}`}
            className="flex justify-center gap-1"
          />
        </div>
      ) : null}
    </div>
  );
}
