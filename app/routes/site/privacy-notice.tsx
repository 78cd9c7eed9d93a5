import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import { seoMeta } from "~/domain/seo";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { privacyFacts } from "~/models/privacy-facts.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/privacy-notice";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const facts = await privacyFacts(app);
  const seo = buildSeo(app, facts.brandName, {
    path: PRIVACY_NOTICE_PATH,
    title: `Política de Privacidade | ${facts.brandName}`,
    description: `Quais dados pessoais o site da ${facts.brandName} trata, para quê, por quanto tempo e como exercer os seus direitos pela LGPD.`,
  });
  return { facts, seo };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function PrivacyNoticePage({ loaderData }: Route.ComponentProps) {
  return <PrivacyNotice facts={loaderData.facts} />;
}
