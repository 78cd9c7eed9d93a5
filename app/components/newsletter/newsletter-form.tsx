import { clsx } from "clsx";
import { CircleAlert, CircleCheck, Loader2, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  NEWSLETTER_MESSAGES,
  newsletterConsentText,
  newsletterEmailError,
  type NewsletterSourceName,
} from "~/domain/newsletter";
import { PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import { BotTrap } from "~/components/bot-trap";

type Status = "idle" | "submitting" | "success" | "error";
type Reply = { ok: boolean; message: string; fieldError?: string };

/**
 * A newsletter form. Without JavaScript it is a plain form post to /newsletter (the server
 * redirects back with a flash message). With JavaScript it posts in the background and answers
 * right under the form that was used, where the visitor is looking: idle, submitting
 * ('Cadastrando...'), the one neutral answer (field cleared) or error. Only the main form
 * (source 'newsletter') checks the address itself, with the spec's 'Por favor, insira seu
 * e-mail'; the others rely on the browser's required check. Under the field, the text a visitor
 * agrees to (stored with the consent) and the privacy notice.
 */
export function NewsletterForm({
  source,
  brandName,
  tone = "light",
  label = "Seu e-mail",
  showLabel = false,
  className,
}: {
  source: NewsletterSourceName;
  brandName: string;
  /** light: on white; dark: on the dark footer; color: on a coloured band. */
  tone?: "light" | "dark" | "color";
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  const location = useLocation();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-erro`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const ownValidation = source === "newsletter";

  useEffect(() => setHydrated(true), []);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const form = event.currentTarget;
    const body = new FormData(form);
    if (ownValidation) {
      const problem = newsletterEmailError(body.get("email"));
      if (problem) {
        setFieldError(problem);
        inputRef.current?.focus();
        return;
      }
    }
    body.set("_response", "json");
    setStatus("submitting");
    setFieldError(null);
    setFeedback(null);
    let reply: Reply;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      reply = (await response.json()) as Reply;
    } catch {
      reply = { ok: false, message: NEWSLETTER_MESSAGES.failure };
    }
    if (reply.ok) {
      setStatus("success");
      form.reset();
      setFeedback({ ok: true, text: reply.message });
    } else {
      setStatus("error");
      setFieldError(reply.fieldError ?? null);
      // A field problem is said under the field; anything else in the answer line.
      setFeedback(reply.fieldError ? null : { ok: false, text: reply.message });
    }
  }

  const dark = tone === "dark";
  const color = tone === "color";
  const busy = status === "submitting";

  return (
    <form
      method="post"
      action="/newsletter"
      onSubmit={handleSubmit}
      noValidate={hydrated && ownValidation}
      data-source={source}
      data-status={status}
      aria-busy={busy}
      className={clsx("relative", className)}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <BotTrap id={`${id}-trap`} />
      <label
        htmlFor={inputId}
        className={
          showLabel
            ? clsx(
                "mb-2 block text-sm font-medium",
                dark || color ? "text-white" : "text-neutral-800",
              )
            : "sr-only"
        }
      >
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          placeholder="Digite seu melhor e-mail"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${errorId} ${id}-consentimento` : `${id}-consentimento`}
          onChange={() => {
            if (fieldError) setFieldError(null);
            if (feedback) setFeedback(null);
          }}
          className={clsx(
            "min-h-12 w-full flex-1 rounded-full border px-5 text-base outline-none focus-visible:ring-2",
            dark
              ? "bg-white/10 text-white placeholder:text-neutral-300 focus-visible:ring-brand-200"
              : "bg-white text-neutral-900 placeholder:text-neutral-500 focus-visible:ring-brand-500",
            fieldError ? "border-red-500" : dark ? "border-white/20" : "border-neutral-300",
          )}
        />
        <button
          type="submit"
          disabled={busy}
          className={clsx(
            "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold whitespace-nowrap transition-colors disabled:cursor-wait disabled:opacity-80",
            color
              ? "bg-neutral-900 text-white hover:bg-neutral-800"
              : "bg-brand-600 text-white hover:bg-brand-700",
          )}
        >
          {busy ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {NEWSLETTER_MESSAGES.submitting}
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-4" />
              Cadastrar
            </>
          )}
        </button>
      </div>
      <p
        id={`${id}-consentimento`}
        className={clsx(
          "mt-3 text-xs leading-relaxed",
          dark ? "text-neutral-300" : color ? "text-white/90" : "text-neutral-600",
        )}
      >
        {newsletterConsentText(brandName)}{" "}
        <Link
          to={PRIVACY_NOTICE_PATH}
          className={clsx(
            "font-semibold underline",
            dark || color ? "text-white" : "text-brand-700",
          )}
        >
          Política de Privacidade
        </Link>
      </p>
      {fieldError ? (
        <p
          id={errorId}
          className={clsx(
            "mt-2 text-sm font-medium",
            dark ? "text-red-200" : color ? "text-white" : "text-red-700",
          )}
        >
          {fieldError}
        </p>
      ) : null}
      {/* The answer, next to the form that was used. Always present so it is announced. */}
      <p
        role="status"
        aria-live="polite"
        data-testid="newsletter-feedback"
        className="empty:hidden"
      >
        {feedback ? (
          <span
            className={clsx(
              "mt-3 flex items-start gap-2 rounded-2xl px-4 py-3 text-sm font-medium",
              feedback.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900",
            )}
          >
            {feedback.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {feedback.text}
          </span>
        ) : null}
      </p>
    </form>
  );
}
