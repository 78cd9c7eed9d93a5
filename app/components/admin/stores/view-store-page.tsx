import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonSecondary } from "./fields";

/** 'Ver Página': a store's public page, opened in a new tab from its staff screens. */
export function ViewStorePage({ slug }: { slug: string }) {
  return (
    <ExternalLink href={`/${slug}`} className={buttonSecondary}>
      <ExternalLinkIcon aria-hidden className="h-4 w-4" />
      Ver Página
    </ExternalLink>
  );
}
