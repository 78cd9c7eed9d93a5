import {
  Award,
  Crown,
  Droplets,
  MessageCircle,
  Palette,
  Sparkles,
  Wind,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { SpecialtyIcon } from "#db/schema";

/** The spec's 8 specialty icons, with a pt-BR name for the picker. */
export const SPECIALTY_ICON_OPTIONS: Record<SpecialtyIcon, { icon: LucideIcon; label: string }> = {
  Palette: { icon: Palette, label: "Paleta" },
  MessageCircle: { icon: MessageCircle, label: "Conversa" },
  Droplets: { icon: Droplets, label: "Gotas" },
  Wind: { icon: Wind, label: "Vento" },
  Zap: { icon: Zap, label: "Raio" },
  Award: { icon: Award, label: "Medalha" },
  Crown: { icon: Crown, label: "Coroa" },
  Sparkles: { icon: Sparkles, label: "Brilhos" },
};

export function SpecialtyIconView({ name, className }: { name: string; className?: string }) {
  const Icon = SPECIALTY_ICON_OPTIONS[name as SpecialtyIcon]?.icon ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
