import type { MetaDescriptor } from "react-router";

type MatchLike = { meta?: MetaDescriptor[] } | undefined;

/**
 * A restricted page's title, keeping what the layout's meta says (noindex, nofollow): a route's
 * own `meta` replaces its parents' unless it carries them over.
 */
export function adminMeta(title: string, matches: readonly MatchLike[]): MetaDescriptor[] {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((d) => !("title" in d));
  return [...inherited, { title: `${title} | Área Restrita` }];
}
