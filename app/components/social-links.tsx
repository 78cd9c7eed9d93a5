import { clsx as cn } from "clsx";
import type { PublicSiteSettings } from "~/models/site-settings.server";

type Network = "instagram" | "facebook" | "youtube" | "tiktok";

export type SocialLink = { network: Network; label: string; url: string };

type SocialSettings = Pick<
  PublicSiteSettings,
  "instagramUrl" | "facebookUrl" | "youtubeUrl" | "tiktokUrl"
>;

/** The brand's profiles that staff filled in, in a fixed order. */
export function socialLinksFrom(settings: SocialSettings | undefined): SocialLink[] {
  if (!settings) return [];
  const all: [Network, string, string | null][] = [
    ["instagram", "Instagram", settings.instagramUrl],
    ["facebook", "Facebook", settings.facebookUrl],
    ["youtube", "YouTube", settings.youtubeUrl],
    ["tiktok", "TikTok", settings.tiktokUrl],
  ];
  return all
    .filter(([, , url]) => Boolean(url && /^https?:\/\//i.test(url)))
    .map(([network, label, url]) => ({ network, label, url: url as string }));
}

// Brand marks are drawn here: the icon set has no logos of companies.
const paths: Record<Network, React.ReactNode> = {
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  youtube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  tiktok: (
    <path d="M15 3c.4 2.3 1.9 3.9 4.5 4.2v3.1c-1.7 0-3.2-.5-4.5-1.4V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 2.8 2.8V3z" />
  ),
};

export function SocialIcon({ network, className }: { network: Network; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("size-5", className)}
    >
      {paths[network]}
    </svg>
  );
}

/** Round icon links to the brand's profiles; each opens in a new tab. */
export function SocialLinks({
  links,
  className,
  linkClassName,
  compact = false,
}: {
  links: SocialLink[];
  className?: string;
  linkClassName?: string;
  /** Smaller targets (36px) for the crowded desktop header. */
  compact?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={cn("flex items-center", compact ? "gap-0.5" : "gap-2", className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (abre em nova aba)`}
            className={cn(
              "inline-flex items-center justify-center rounded-full transition-colors",
              compact ? "size-9" : "size-10",
              linkClassName,
            )}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
