/**
 * POST /newsletter: the newsletter forms post here. With JavaScript the form sends
 * `_response=json` and gets the result as JSON (shown next to the form, the page stays as it
 * is); without it the visitor is sent back to the form they used with a flash message. Every
 * acceptable address gets the same answer, in the same time: whether it is new, waiting for
 * confirmation or subscribed is never told (the confirmation e-mail goes out in the background).
 */
import { data, redirect } from "react-router";
import {
  NEWSLETTER_ANCHORS,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_MESSAGES,
  safeReturnPath,
  type NewsletterSourceName,
} from "~/domain/newsletter";
import { newsletterSchema } from "~/domain/newsletter-schema";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { requestNewsletterSubscription } from "~/models/newsletter-mail.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/newsletter";

export type NewsletterResult = { ok: boolean; message: string; fieldError?: string };

/** Generous for people (a typo, a second address), tight for scripts. */
const LIMIT = { points: 8, durationSeconds: 10 * 60, blockSeconds: 15 * 60 };
/** A real form post is a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024;

export function loader() {
  return redirect(`/#${NEWSLETTER_ANCHORS.newsletter}`);
}

function refererPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const declaredSize = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredSize > MAX_BODY_BYTES) throw data(null, { status: 413 });
  let form: FormData;
  try {
    // An unreadable body is answered like an empty form: the visitor sees the form's message.
    // eslint-disable-next-line no-restricted-syntax
    form = await request.formData();
  } catch {
    form = new FormData();
  }

  const wantsData = form.get("_response") === "json";
  const source: NewsletterSourceName = newsletterSchema.shape.source.parse(form.get("source"));
  const returnTo = safeReturnPath(form.get("redirectTo"), refererPath(request));

  async function reply(result: NewsletterResult, status: number) {
    if (wantsData)
      return Response.json(result, { status, headers: { "Cache-Control": CACHE_CONTROL.noStore } });
    return redirectWithToast(
      app.env,
      `${returnTo}#${NEWSLETTER_ANCHORS[source]}`,
      { type: result.ok ? "success" : "error", title: result.message },
      { status: 303 },
    );
  }

  const limiter = rateLimiter(app.dbHandle, "newsletter", LIMIT);
  const limit = await limiter.consume(app.clientIp);
  if (!limit.allowed) {
    return reply({ ok: false, message: NEWSLETTER_MESSAGES.rateLimited }, 429);
  }

  const requested: NewsletterResult = { ok: true, message: NEWSLETTER_MESSAGES.requested };

  const trap = form.get(NEWSLETTER_HONEYPOT);
  if (typeof trap === "string" && trap.trim() !== "") {
    // Bots get the same answer as people, so they learn nothing; nothing is stored.
    app.logger.info({ source }, "newsletter honeypot filled: submission ignored");
    return reply(requested, 200);
  }

  const parsed = newsletterSchema.safeParse({ email: form.get("email"), source });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid;
    return reply({ ok: false, message, fieldError: message }, 400);
  }

  try {
    await requestNewsletterSubscription(app, { ...parsed.data, page: returnTo });
    app.logger.info({ source }, "newsletter sign-up requested");
  } catch (error) {
    app.logger.error({ err: error, source }, "newsletter subscription failed");
    return reply({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 503);
  }
  return reply(requested, 200);
}
