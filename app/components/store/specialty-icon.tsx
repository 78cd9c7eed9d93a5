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
import type { SpecialtyIcon as SpecialtyIconName } from "#db/schema";

const ICONS: Record<SpecialtyIconName, LucideIcon> = {
  Palette,
  MessageCircle,
  Droplets,
  Wind,
  Zap,
  Award,
  Crown,
  Sparkles,
};

/** A specialty's icon; a name we do not know shows Sparkles. */
export function SpecialtyIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as SpecialtyIconName] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
