import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { slideProps } from "~/components/ui/carousel-controls";
import { useFirstInteraction } from "~/components/use-first-interaction";
import { usePrefersReducedMotion } from "~/components/use-reduced-motion";
import { PHONE_MEDIA_QUERY } from "~/domain/responsive-image";
import type { PageImage } from "~/models/store-page.server";
import { StoreImage } from "./store-image";

/** Store banners advance every 5 seconds. */
export const BANNER_INTERVAL_MS = 5000;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * The store hero's banner carousel: previous/next, dots and a progress bar. With more than one
 * banner it advances every 5 s, pausing while the pointer is over it or focus is inside it, when
 * the visitor presses pause, when the tab is hidden, and always under prefers-reduced-motion.
 *
 * The countdown starts once the visitor has done something on the page (a tap, a key, a scroll),
 * and until then the other banners are not shown at all: a banner fading in by itself, seconds
 * after the first, would be a new largest paint and become the page's LCP (ADR 0024). Their
 * pictures still load once the page works, so they are ready when the carousel turns.
 *
 * The progress bar's animation is the timer: when it finishes the next banner shows, and pausing
 * the animation pauses the countdown exactly where it is.
 */
export function BannerCarousel({
  images,
  label,
  intervalMs = BANNER_INTERVAL_MS,
}: {
  images: PageImage[];
  label: string;
  intervalMs?: number;
}) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const barRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);

  // Controls, and the pictures of the other banners, only once they work: without JavaScript
  // the first banner shows on its own.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const interacted = useFirstInteraction();
  const autoplay = count > 1 && !reducedMotion && !stopped && interacted;
  const paused = hovered || focused || !visible;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    const bar = barRef.current;
    if (!autoplay || !bar || typeof bar.animate !== "function") return;
    const animation = bar.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
      duration: intervalMs,
      easing: "linear",
      fill: "forwards",
    });
    animationRef.current = animation;
    animation.onfinish = () => setIndex((i) => (i + 1) % count);
    return () => {
      animation.onfinish = null;
      animation.cancel();
      animationRef.current = null;
    };
  }, [autoplay, index, intervalMs, count]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else if (animation.playState === "paused") animation.play();
  }, [paused, autoplay, index]);

  if (count === 0) return null;
  const playing = autoplay && !paused;
  // Phones show the frame at the first phone image's proportion, when any banner has one.
  const firstPhone = images.find((image) => image.phone)?.phone;
  const phoneRatio = firstPhone ? `${firstPhone.width} / ${firstPhone.height}` : null;

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      data-playing={playing ? "true" : "false"}
      className="group relative overflow-hidden bg-brand-100"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={`relative w-full ${phoneRatio ? "aspect-[var(--phone-ratio)] md:aspect-[8/3]" : "aspect-[8/3]"}`}
        style={phoneRatio ? ({ "--phone-ratio": phoneRatio } as CSSProperties) : undefined}
      >
        {images.map((image, i) => {
          const current = i === index;
          return (
            <div
              key={image.src}
              {...slideProps(i, count)}
              aria-hidden={current ? undefined : true}
              inert={current ? undefined : true}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                current ? "opacity-100" : "opacity-0"
              } ${i === 0 || interacted ? "" : "hidden"}`}
            >
              {/* The banners after the first are left out of the HTML: their pictures come once
                  the carousel works, so on a slow network the first one, the largest thing on
                  the screen, does not share the connection with them. Until the visitor's first
                  interaction their slides are not displayed (the pictures load all the same). */}
              {i === 0 || hydrated ? (
                <picture>
                  {image.phone ? (
                    <source
                      media={PHONE_MEDIA_QUERY}
                      srcSet={image.phone.srcSet ?? image.phone.src}
                      sizes={image.phone.srcSet ? "100vw" : undefined}
                      width={image.phone.width}
                      height={image.phone.height}
                    />
                  ) : null}
                  <StoreImage
                    image={image}
                    sizes="100vw"
                    loading="eager"
                    fetchPriority={i === 0 ? "high" : "low"}
                    // On phones the frame takes the phone images' proportion: a banner without
                    // one is shown whole inside it rather than cut down to the middle.
                    className={`h-full w-full ${phoneRatio && !image.phone ? "object-contain md:object-cover" : "object-cover"}`}
                  />
                </picture>
              ) : null}
            </div>
          );
        })}
      </div>

      {/* On phones the controls sit in a strip under the banner, never on its text; wider
          screens put the arrows on its side edges and the dots along its bottom. The server
          renders the strip empty at its final height, so the controls appear in place once the
          carousel runs instead of pushing the page down (a layout shift). */}
      {count > 1 ? (
        <div className="relative flex min-h-15 items-center justify-between gap-2 bg-brand-50 px-3 py-2 md:static md:contents">
          {hydrated ? (
            <>
              <p className="sr-only" aria-live={playing ? "off" : "polite"} aria-atomic="true">
                Banner {index + 1} de {count}
              </p>
              <button
                type="button"
                onClick={() => go(index - 1)}
                aria-label="Banner anterior"
                className="flex size-11 items-center justify-center rounded-full bg-white/85 text-brand-700 shadow-md transition hover:bg-white focus-visible:bg-white md:absolute md:top-1/2 md:left-3 md:-translate-y-1/2"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(index + 1)}
                aria-label="Próximo banner"
                className="order-last flex size-11 items-center justify-center rounded-full bg-white/85 text-brand-700 shadow-md transition hover:bg-white focus-visible:bg-white md:absolute md:top-1/2 md:right-3 md:-translate-y-1/2"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
              <div className="flex items-center justify-center gap-3 md:absolute md:inset-x-0 md:bottom-3">
                <ul className="flex items-center gap-1 rounded-full bg-black/30 px-2 py-1">
                  {images.map((image, i) => (
                    <li key={image.src}>
                      <button
                        type="button"
                        onClick={() => go(i)}
                        aria-label={`Ir para o banner ${i + 1}`}
                        aria-current={i === index ? "true" : undefined}
                        className="flex size-6 items-center justify-center rounded-full"
                      >
                        <span
                          aria-hidden="true"
                          className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                            i === index ? "w-6 bg-white" : "w-2.5 bg-white/60"
                          }`}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                {!reducedMotion ? (
                  <button
                    type="button"
                    onClick={() => setStopped((s) => !s)}
                    aria-label={stopped ? "Retomar carrossel" : "Pausar carrossel"}
                    className="flex size-8 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50"
                  >
                    {stopped ? (
                      <Play aria-hidden="true" className="size-4" />
                    ) : (
                      <Pause aria-hidden="true" className="size-4" />
                    )}
                  </button>
                ) : null}
              </div>
              <div
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 h-1 bg-brand-200 md:bg-white/30"
              >
                <div
                  ref={barRef}
                  data-testid="banner-progress"
                  className="h-full origin-left bg-brand-600 md:bg-white"
                  style={{ transform: "scaleX(0)" }}
                />
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
