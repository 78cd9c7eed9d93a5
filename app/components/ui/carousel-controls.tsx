import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type FocusEvent } from "react";

/**
 * The outer element of a carousel: a region that screen readers call a carousel, and whether the
 * carousel should hold still because the visitor is attending to it (the pointer came over it or
 * focus came into it). Either leaving (the pointer, or focus to outside the carousel) lets it move
 * again. Spread `regionProps` on the outer element, beside its aria-label.
 */
export function useCarouselRegion() {
  const [paused, setPaused] = useState(false);
  const regionProps = {
    role: "region",
    "aria-roledescription": "carrossel",
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
    },
  };
  return { paused, regionProps };
}

/** The attributes of slide `index` (from 0) of `count`: a group named 'n de total'. */
export function slideProps(index: number, count: number) {
  return {
    role: "group",
    "aria-roledescription": "slide",
    "aria-label": `${index + 1} de ${count}`,
  };
}

/** A carousel's previous or next button, its name for screen readers beside the arrow. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  className,
  iconClassName,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={onClick} className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * One dot per slide, the current one long and coloured; each is a button naming its slide
 * (`label(n)` for slide n, counted from 1) with a target larger than the dot it shows.
 */
export function CarouselDots({
  count,
  current,
  onSelect,
  label,
  className,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  label: (n: number) => string;
  className: string;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-current={i === current ? "true" : undefined}
          className="flex size-6 items-center justify-center"
        >
          <span
            className={clsx(
              "block h-2.5 rounded-full transition-all",
              i === current ? "w-6 bg-brand-600" : "w-2.5 bg-neutral-300",
            )}
          />
          <span className="sr-only">{label(i + 1)}</span>
        </button>
      ))}
    </div>
  );
}
