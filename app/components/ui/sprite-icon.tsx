/**
 * An icon drawn from the site's SVG sprite: `<svg><use href="/assets/icons-….svg#search"/></svg>`.
 *
 * Components import icons from "lucide-react" as usual; the build (vite.icon-sprite.ts) turns
 * each imported icon into `spriteIcon(href, "search")`, so the browser downloads the icon's
 * drawing once, in one cached file, instead of as JavaScript to hydrate, and the server renders
 * a short `<use>` instead of the paths. The outer `<svg>` carries lucide's own attributes
 * (24×24 box, stroke in the text colour, width 2, round caps and joins, `aria-hidden` unless an
 * accessible name is given), and the drawing inherits them.
 */
import { forwardRef, type ForwardRefExoticComponent, type RefAttributes } from "react";
import type { LucideProps } from "lucide-react";

const BOX = 24;

/** lucide's rule: an icon with any aria-*, role or title prop, or children, is not decorative. */
function hasAccessibleName(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([key, value]) =>
      value != null && (key.startsWith("aria-") || key === "role" || key === "title"),
  );
}

export type SpriteIcon = ForwardRefExoticComponent<
  Omit<LucideProps, "ref"> & RefAttributes<SVGSVGElement>
>;

/** The component for the symbol `id` of the sprite at `href`, with lucide's classes. */
export function spriteIcon(href: string, id: string): SpriteIcon {
  const classes = `lucide lucide-${id}`;
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function Icon(
    {
      color = "currentColor",
      size = BOX,
      strokeWidth = 2,
      absoluteStrokeWidth = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const decorative = !children && !hasAccessibleName(rest);
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox={`0 0 ${BOX} ${BOX}`}
        fill="none"
        stroke={color}
        strokeWidth={absoluteStrokeWidth ? (Number(strokeWidth) * BOX) / Number(size) : strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={decorative ? "true" : undefined}
        {...rest}
      >
        <use href={`${href}#${id}`} />
        {children}
      </svg>
    );
  });
  return Icon;
}
