/**
 * The reset link an admin just generated for an account: shown once, with a button to copy it,
 * for the admin to hand over by a safe channel.
 */
import { useState } from "react";

export function GeneratedLink({
  name,
  url,
  expiresAt,
}: {
  name: string;
  url: string;
  expiresAt: string;
}) {
  const [copied, setCopied] = useState(false);
  const until = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(expiresAt));
  return (
    <section
      aria-labelledby="reset-link-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-neutral-800"
    >
      <h2 id="reset-link-title" className="font-semibold text-neutral-900">
        Link de redefinição de senha para {name}
      </h2>
      <p className="mt-1">
        Entregue este link à pessoa por um canal seguro. Ele funciona uma única vez, até as {until},
        e não será mostrado de novo.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="reset-link" className="sr-only">
          Link de redefinição
        </label>
        <input
          id="reset-link"
          readOnly
          value={url}
          data-unsaved="ignore"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-neutral-300 bg-white px-2 py-1 font-mono text-xs"
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {copied ? "Copiado!" : "Copiar link"}
        </button>
      </div>
    </section>
  );
}
