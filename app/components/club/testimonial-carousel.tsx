import { Quote } from "lucide-react";
import { useEffect, useState } from "react";
import {
  CarouselArrow,
  CarouselDots,
  slideProps,
  useCarouselRegion,
} from "~/components/ui/carousel-controls";
import { usePrefersReducedMotion } from "~/components/use-reduced-motion";
import { TESTIMONIAL_INTERVAL_MS, type ClubTestimonial } from "./club-content";

const ARROW =
  "flex size-11 items-center justify-center rounded-full bg-white text-neutral-900 shadow ring-1 ring-neutral-200 hover:bg-brand-50";

/**
 * Members' testimonials, advancing every 4 s until the visitor uses the arrows or dots (then it
 * stays where they left it). Hovering or focusing pauses it; reduced motion never starts it.
 */
export function TestimonialCarousel({ items }: { items: ClubTestimonial[] }) {
  const [index, setIndex] = useState(0);
  const [userTookOver, setUserTookOver] = useState(false);
  const { paused, regionProps } = useCarouselRegion();
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;

  useEffect(() => {
    if (userTookOver || paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [userTookOver, paused, reducedMotion, count]);

  function go(next: number) {
    setUserTookOver(true);
    setIndex((next + count) % count);
  }

  return (
    <div
      {...regionProps}
      aria-label="Depoimentos de membros"
      className="relative mx-auto max-w-3xl"
    >
      <div>
        {items.map((item, i) => (
          <div
            key={item.name}
            {...slideProps(i, count)}
            hidden={i !== index}
            data-testid="club-testimonial"
          >
            <figure className="rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-neutral-100 md:p-12">
              <Quote aria-hidden="true" className="mx-auto size-10 text-brand-200" />
              <blockquote className="mt-4 font-display text-xl leading-relaxed text-neutral-800 md:text-2xl">
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-lilac-600 text-lg font-bold text-white"
                >
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-neutral-900">{item.name}</span>
                  <span className="block text-sm text-neutral-600">
                    {item.city} · Membro desde {item.memberSince}
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <CarouselArrow
          direction="previous"
          label="Depoimento anterior"
          onClick={() => go(index - 1)}
          className={ARROW}
          iconClassName="size-5"
        />
        <CarouselDots
          count={count}
          current={index}
          onSelect={go}
          label={(n) => `Ir para o depoimento ${n}`}
          className="flex gap-1"
        />
        <CarouselArrow
          direction="next"
          label="Próximo depoimento"
          onClick={() => go(index + 1)}
          className={ARROW}
          iconClassName="size-5"
        />
      </div>
    </div>
  );
}
