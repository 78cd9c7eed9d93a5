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

/** 'Navegue Por Temas': the 7 categories and the franchise page. */
export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {TILES.map(({ name, to, Icon }) => (
        <li key={name}>
          <Link
            to={to}
            className="flex h-full flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-5 text-center font-semibold text-neutral-900 shadow-sm transition hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
