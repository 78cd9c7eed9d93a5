import { data, Link, useNavigation } from "react-router";
import { NewsletterLinkPage } from "~/components/newsletter/newsletter-link-page";
import { newsletterConfirmedMessage } from "~/domain/newsletter";
import { PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import { confirmSubscription, findConfirmation } from "~/models/newsletter.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { privatePageHeaders } from "~/server/http-cache.server";
import { getApp } from "~/server/context.server";
import { secretLinkMeta } from "~/domain/seo";
import { newsletterLinkLoader } from "./newsletter-link.server";
import type { Route } from "./+types/newsletter-confirm";

/** The address carries a secret: never stored by a cache, never indexed, never a referrer. */
export const headers = privatePageHeaders;

export const meta = () => secretLinkMeta("Confirmar inscrição na newsletter");

export async function loader(args: Route.LoaderArgs) {
  return newsletterLinkLoader(args, findConfirmation);
}

/** Confirming is a button, not the link itself: a mail scanner that opens links consents to nothing. */
export async function action({ params, context }: Route.ActionArgs) {
  const app = getApp(context);
  const confirmed = await confirmSubscription(app.db, params.token);
  if (!confirmed) return data({ confirmed: false, message: "" }, { status: 410 });
  app.logger.info({ subscriberId: confirmed.id }, "newsletter subscription confirmed");
  const { brandName } = await getSiteSettings(app.db);
  return data(
    { confirmed: true, message: newsletterConfirmedMessage(brandName) },
    // The action's status stands for the page (the loader, run again, finds the link spent).
    { status: 200 },
  );
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.confirmed) {
    return (
      <NewsletterLinkPage title="Inscrição confirmada" done>
        <p role="status">{actionData.message}</p>
        <p>Você pode cancelar quando quiser pelo link que vai no fim de cada e-mail.</p>
      </NewsletterLinkPage>
    );
  }
  if (actionData || !loaderData.email) {
    return (
      <NewsletterLinkPage title="Link inválido">
        <p>
          Este link de confirmação já foi usado ou expirou. Se quiser receber nossas novidades,
          cadastre o seu e-mail de novo no fim de qualquer página do site.
        </p>
      </NewsletterLinkPage>
    );
  }
  return (
    <NewsletterLinkPage title="Confirme sua inscrição" button="Confirmar inscrição" busy={busy}>
      <p>
        Para receber a newsletter em <strong className="break-all">{loaderData.email}</strong>,
        confirme no botão abaixo.
      </p>
      <p className="text-sm">
        Guardamos a data desta confirmação, a página do cadastro e o texto que você aceitou, como
        explica a <Link to={PRIVACY_NOTICE_PATH}>Política de Privacidade</Link>.
      </p>
    </NewsletterLinkPage>
  );
}
