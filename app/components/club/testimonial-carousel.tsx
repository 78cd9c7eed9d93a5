import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "~/components/use-reduced-motion";
import { TESTIMONIAL_INTERVAL_MS, type ClubTestimonial } from "./club-content";

/**
 * Members' testimonials, advancing every 4 s until the visitor uses the arrows or dots (then it
 * stays where they left it). Hovering or focusing pauses it; reduced motion never starts it.
 */
export function TestimonialCarousel({ items }: { items: ClubTestimonial[] }) {
  const [index, setIndex] = useState(0);
  const [userTookOver, setUserTookOver] = useState(false);
  const [paused, setPaused] = useState(false);
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
      role="region"
      aria-roledescription="carrossel"
      aria-label="Depoimentos de membros"
      className="relative mx-auto max-w-3xl"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div>
        {items.map((item, i) => (
          <div
            key={item.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}`}
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
        <button
          type="button"
          onClick={() => go(index - 1)}
          className="flex size-11 items-center justify-center rounded-full bg-white text-neutral-900 shadow ring-1 ring-neutral-200 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Depoimento anterior</span>
        </button>
        <div className="flex gap-1">
          {items.map((item, i) => (
            <button
              key={item.name}
              type="button"
              onClick={() => go(i)}
              aria-current={i === index ? "true" : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={clsx(
                  "block h-2.5 rounded-full transition-all",
                  i === index ? "w-6 bg-brand-600" : "w-2.5 bg-neutral-300",
                )}
              />
              <span className="sr-only">Ir para o depoimento {i + 1}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className="flex size-11 items-center justify-center rounded-full bg-white text-neutral-900 shadow ring-1 ring-neutral-200 hover:bg-brand-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Próximo depoimento</span>
        </button>
      </div>
    </div>
  );
}
