import { usableUrl } from "~/components/external-link";
import { FranchisePage } from "~/components/franchise/franchise-page";
import { seoMeta } from "~/domain/seo";
import { siteFigures } from "~/models/site-figures.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import { articleJsonLd } from "~/domain/structured-data";
import type { Route } from "./+types/franchise";

const PATH = "/seja-um-franqueado";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const [settings, figures] = await Promise.all([getSiteSettings(app.db), siteFigures(app.db)]);
  const brandName = settings.brandName;
  const title = `Seja um Franqueado ${brandName} | Franquia de Cosméticos`;
  const description = `Abra uma franquia ${brandName}: investimento a partir de R$ 200 mil, retorno em 24 a 36 meses, mix de quase 20.000 produtos e suporte completo da escolha do ponto à inauguração.`;
  const keywords = `franquia ${brandName}, franquia de cosméticos, franquia de beleza, seja um franqueado, investimento franquia, Goiás`;
  const seo = buildSeo(app, brandName, {
    path: PATH,
    title,
    description,
    keywords,
    type: "article",
    jsonLd: [
      articleJsonLd(app.env.PUBLIC_SITE_URL, settings, {
        path: PATH,
        headline: `Seja um Franqueado ${brandName}`,
        description,
        keywords,
      }),
    ],
  });
  const franchiseUrl =
    usableUrl(settings.franchiseUrl) ??
    `mailto:${settings.contactEmail}?subject=${encodeURIComponent(`Franquia ${brandName}`)}`;
  return { brandName, franchiseUrl, figures, seo };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Franchise({ loaderData }: Route.ComponentProps) {
  return <FranchisePage {...loaderData} />;
}
