import {
  Droplets,
  Handshake,
  Megaphone,
  Palette,
  Scissors,
  Sparkles,
  Star,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { BLOG_CATEGORIES, categoryPath } from "~/domain/blog";

const ICONS: Record<(typeof BLOG_CATEGORIES)[number], LucideIcon> = {
  Skincare: Sparkles,
  Maquiagem: Palette,
  "Dicas Rápidas": Zap,
  Resenhas: Star,
  Novidades: Megaphone,
  Hidratação: Droplets,
  Cabelos: Scissors,
};

const TILES = [
  ...BLOG_CATEGORIES.map((name) => ({ name, to: categoryPath(name), Icon: ICONS[name] })),
  { name: "Seja Um Franqueado", to: "/seja-um-franqueado", Icon: Handshake },
];

/**
 * 'Navegue Por Temas': the 7 categories and the franchise page. Compact rows on phones, so the
 * posts below are not pushed screens away; tiles from the small tablet up.
 */
export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-4">
      {TILES.map(({ name, to, Icon }) => (
        <li key={name}>
          <Link
            to={to}
            className="flex h-full items-center gap-2 rounded-2xl border border-neutral-200 bg-white p-2.5 text-sm font-semibold text-neutral-900 shadow-sm transition hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 sm:flex-col sm:gap-3 sm:p-5 sm:text-center sm:text-base"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 sm:size-12">
              <Icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
