import { usableUrl } from "~/components/external-link";
import { ClubPage } from "~/components/club/club-page";
import { seoMeta } from "~/domain/seo";
import { siteFigures } from "~/models/site-figures.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/club";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const [settings, figures] = await Promise.all([getSiteSettings(app.db), siteFigures(app.db)]);
  const brandName = settings.brandName;
  const seo = buildSeo(app, brandName, {
    path: "/clube-basiquinha",
    title: `Clube ${brandName} | Programa de Fidelidade Gratuito`,
    description: `Cadastre-se grátis no Clube ${brandName}: cada R$ 1,00 vira 1 ponto e com 600 pontos você troca por produtos. Sem mensalidade e pontos que não expiram.`,
    keywords: `clube ${brandName}, programa de fidelidade, pontos, cosméticos, recompensas`,
  });
  // Without a signup address the calls to action lead to the stores, where staff sign people up.
  const signupUrl = usableUrl(settings.clubSignupUrl) ?? "/nossas-lojas";
  return { brandName, signupUrl, figures, seo };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Club({ loaderData }: Route.ComponentProps) {
  return <ClubPage {...loaderData} />;
}
