import { absoluteUrl, clampDescription, type JsonLd, type Seo } from "~/domain/seo";
import type { AppContext } from "./context.server";

type PageSeoInput = {
  path: string;
  title: string;
  description: string;
  image?: string | null;
  imageAlt?: string | null;
  type?: Seo["type"];
  keywords?: string | null;
  noindex?: boolean;
  jsonLd?: JsonLd[];
};

/** Builds a page's SEO with the canonical origin (PUBLIC_SITE_URL) and the brand name. */
export function buildSeo(
  app: Pick<AppContext, "env">,
  brandName: string,
  input: PageSeoInput,
): Seo {
  const origin = app.env.PUBLIC_SITE_URL;
  return {
    title: input.title,
    description: clampDescription(input.description),
    canonical: absoluteUrl(origin, input.path),
    siteName: brandName,
    image: input.image ? absoluteUrl(origin, input.image) : null,
    imageAlt: input.imageAlt ?? null,
    type: input.type ?? "website",
    keywords: input.keywords ?? null,
    noindex: input.noindex,
    jsonLd: input.jsonLd,
  };
}
