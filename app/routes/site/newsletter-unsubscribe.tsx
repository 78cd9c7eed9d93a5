import { data, useNavigation } from "react-router";
import { NewsletterLinkPage } from "~/components/newsletter/newsletter-link-page";
import { findByUnsubscribeToken, unsubscribe } from "~/models/newsletter.server";
import { privatePageHeaders } from "~/server/http-cache.server";
import { getApp } from "~/server/context.server";
import { secretLinkMeta } from "~/domain/seo";
import { newsletterLinkLoader } from "./newsletter-link.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The unsubscribe link of every newsletter e-mail (List-Unsubscribe). Opened in a browser it
 * shows one button; the mail provider's one-click POST (RFC 8058: body
 * `List-Unsubscribe=One-Click`, no cookie, no Origin) reaches the same action. No session is
 * needed: the link's token is the permission.
 */
export const headers = privatePageHeaders;

export const meta = () => secretLinkMeta("Cancelar inscrição na newsletter");

export async function loader(args: Route.LoaderArgs) {
  return newsletterLinkLoader(args, findByUnsubscribeToken);
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = getApp(context);
  const removed = await unsubscribe(app.db, params.token);
  if (removed) app.logger.info("newsletter address removed through its unsubscribe link");
  // Removing twice is not an error: the address is off the list either way.
  return data({ removed: true }, { status: 200 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.removed) {
    return (
      <NewsletterLinkPage title="Inscrição cancelada" done>
        <p role="status">
          Pronto: o e-mail foi apagado da nossa lista e não receberá mais a newsletter.
        </p>
      </NewsletterLinkPage>
    );
  }
  if (!loaderData.email) {
    return (
      <NewsletterLinkPage title="Link inválido">
        <p>Este endereço já não está na nossa lista: não há nada a cancelar.</p>
      </NewsletterLinkPage>
    );
  }
  return (
    <NewsletterLinkPage
      title="Cancelar inscrição"
      button="Cancelar inscrição"
      busy={busy}
      hidden={{ "List-Unsubscribe": "One-Click" }}
    >
      <p>
        <strong className="break-all">{loaderData.email}</strong> deixará de receber a newsletter e
        será apagado da nossa lista.
      </p>
    </NewsletterLinkPage>
  );
}
