import { CircleCheck, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PRIVACY_NOTICE_PATH } from "~/domain/privacy";

/**
 * The page a link from a newsletter e-mail opens (confirm, unsubscribe): what the link does, and
 * one button that does it. A plain form post: it works without JavaScript, and a mail scanner
 * that opens the link changes nothing.
 */
export function NewsletterLinkPage({
  title,
  done = false,
  children,
  button,
  busy = false,
  hidden,
}: {
  title: string;
  /** The link has done its work: a check instead of the envelope. */
  done?: boolean;
  children: ReactNode;
  /** The button's label; no button (and no form) when absent. */
  button?: string;
  busy?: boolean;
  /** Hidden fields posted with the button. */
  hidden?: Record<string, string>;
}) {
  const Icon = done ? CircleCheck : Mail;
  return (
    <main className="bg-nude-50 px-4 py-16 md:py-24">
      <div className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-sm md:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-neutral-900">{title}</h1>
        <div className="mt-4 space-y-3 text-neutral-700">{children}</div>
        {button ? (
          <Form method="post" className="mt-8">
            {Object.entries(hidden ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
            >
              {button}
            </button>
          </Form>
        ) : null}
        <p className="mt-8 text-sm text-neutral-600">
          <Link to="/" className="font-medium text-brand-700 underline">
            Voltar para o início
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-700 underline">
            Política de Privacidade
          </Link>
        </p>
      </div>
    </main>
  );
}
