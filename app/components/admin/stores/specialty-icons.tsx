import type { ComponentType } from "react";
import type { SpecialtyIcon } from "#db/schema";
import { SpecialtyIcon as SiteSpecialtyIcon } from "~/components/store/specialty-icon";

/** The pt-BR name of each of the 8 specialty icons, for the picker. */
const LABELS: Record<SpecialtyIcon, string> = {
  Palette: "Paleta",
  MessageCircle: "Conversa",
  Droplets: "Gotas",
  Wind: "Vento",
  Zap: "Raio",
  Award: "Medalha",
  Crown: "Coroa",
  Sparkles: "Brilhos",
};

type IconProps = { className?: string; "aria-hidden"?: boolean };

/** The picker's options: each icon drawn as the site draws it, with its name. */
export const SPECIALTY_ICON_OPTIONS = Object.fromEntries(
  Object.entries(LABELS).map(([name, label]) => {
    const icon = ({ className }: IconProps) => (
      <SiteSpecialtyIcon name={name} className={className} />
    );
    return [name, { icon, label }];
  }),
) as Record<SpecialtyIcon, { icon: ComponentType<IconProps>; label: string }>;

/** A specialty's icon in the restricted area: the same one the site shows. */
export function SpecialtyIconView({ name, className }: { name: string; className?: string }) {
  return <SiteSpecialtyIcon name={name} className={className} />;
}
