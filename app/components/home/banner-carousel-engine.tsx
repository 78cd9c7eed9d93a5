/**
 * The carousel engine (Embla) of the home banners, loaded on demand after hydration so it never
 * weighs on the home page's first load; the banners are server-rendered and usable without it.
 */
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export default function BannerCarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true });

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
