import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { clsx } from "clsx";
import { CircleCheck, ShieldCheck } from "lucide-react";
import { BotTrap } from "~/components/bot-trap";
import { IconPageHeader } from "~/components/icon-page-header";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/domain/form-input";
import { NEWSLETTER_HONEYPOT } from "~/domain/newsletter";
import {
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_PATH,
  plural,
  PRIVACY_NOTICE_PATH,
} from "~/domain/privacy";
import {
  DATA_REQUEST_MESSAGE_MAX,
  DATA_REQUEST_NAME_MAX,
  dataRequestFormErrors,
  type DataRequestFields,
} from "~/domain/data-request-form";
import { dataRequestSchema } from "~/domain/privacy-schemas";
import { validateWithRules } from "~/domain/plain-form-rules";
import { seoMeta } from "~/domain/seo";
import { createDataRequest } from "~/models/data-requests.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { notifyDataRequest, receivedLabel } from "~/models/data-request-mail.server";
import { readFormData } from "~/server/form-data.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { formTooFrequent, rateLimiter } from "~/server/rate-limit.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/data-request";

/** A person sends one or two; a script many. */
const LIMIT = { points: 5, durationSeconds: 60 * 60 };

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const { brandName } = await getSiteSettings(app.db);
  const seo = buildSeo(app, brandName, {
    path: DATA_REQUEST_PATH,
    title: `Solicitação sobre dados pessoais | ${brandName}`,
    description: `Peça acesso, correção, eliminação ou portabilidade dos seus dados pessoais à ${brandName}, como garante a LGPD.`,
  });
  return { seo };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const formData = await readFormData(request);
  const submission = parseForm(formData, { schema: dataRequestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), receipt: null }, { status: 400 });
  }
  const limit = await rateLimiter(app.dbHandle, "data-request", LIMIT).consume(app.clientIp);
  if (!limit.allowed) return formTooFrequent(submission, limit, { receipt: null });
  const trap = formData.get(NEWSLETTER_HONEYPOT);
  if (typeof trap === "string" && trap.trim() !== "") {
    app.logger.info("data-request honeypot filled: submission ignored");
    return data({ result: submission.reply({ resetForm: true }), receipt: null });
  }
  const stored = await createDataRequest(app.db, submission.value);
  app.logger.info(
    { protocol: stored.protocol, kind: stored.kind },
    "data-subject request received",
  );
  await notifyDataRequest(app, stored);
  return data({
    result: submission.reply({ resetForm: true }),
    receipt: {
      protocol: stored.protocol,
      received: receivedLabel(stored.receivedAt),
      email: stored.email,
    },
  });
}

const inputClass =
  "w-full rounded-xl border border-neutral-300 bg-white px-4 py-3 text-base text-neutral-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid]:border-red-500";

function Field({
  meta,
  label,
  children,
}: {
  meta: { id: string; errorId: string; errors?: string[] };
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold text-neutral-800">
        {label}
      </label>
      {children}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm font-medium text-red-700">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

export default function DataRequestPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<DataRequestFields>({
    lastResult: actionData?.result,
    constraint: {
      kind: { required: true },
      email: { required: true },
      name: { maxLength: DATA_REQUEST_NAME_MAX },
      message: { maxLength: DATA_REQUEST_MESSAGE_MAX },
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The same rules as dataRequestSchema on the server, without shipping zod to this public page.
    onValidate: validateWithRules<DataRequestFields>(dataRequestFormErrors),
  });
  const receipt = actionData?.receipt;
  const answerDays = plural(DATA_REQUEST_ANSWER_DAYS, "dia", "dias");
  return (
    <main className="bg-nude-50 px-4 pt-10 pb-20">
      <div className="mx-auto max-w-2xl">
        <IconPageHeader Icon={ShieldCheck} title="Solicitação sobre dados pessoais">
          <p className="mt-2 text-neutral-700">
            Peça confirmação, acesso, correção, eliminação ou portabilidade dos seus dados, ou
            revogue um consentimento. Você recebe um protocolo na hora e a resposta em até{" "}
            {answerDays}, no e-mail informado. Saiba mais na{" "}
            <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-700 underline">
              Política de Privacidade
            </Link>
            .
          </p>
        </IconPageHeader>

        {receipt ? (
          <section
            role="status"
            aria-labelledby="comprovante-titulo"
            className="mt-8 rounded-3xl bg-emerald-50 p-6 text-emerald-950"
            data-testid="data-request-receipt"
          >
            <h2 id="comprovante-titulo" className="flex items-center gap-2 text-xl font-semibold">
              <CircleCheck aria-hidden="true" className="size-6" />
              Solicitação recebida
            </h2>
            <p className="mt-3">
              Protocolo <strong className="font-mono text-lg">{receipt.protocol}</strong>, recebida
              em {receipt.received}.
            </p>
            <p className="mt-2">
              Responderemos em até {answerDays} para{" "}
              <strong className="break-all">{receipt.email}</strong>. Se o e-mail estiver
              configurado, uma cópia deste comprovante chega nesse endereço; guarde o protocolo.
            </p>
          </section>
        ) : null}

        <Form
          method="post"
          {...getFormProps(form)}
          className="relative mt-8 flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm md:p-8"
        >
          {form.errors?.length ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {form.errors[0]}
            </p>
          ) : null}
          <BotTrap id="solicitacao-armadilha" />
          <Field meta={fields.kind} label="O que você precisa?">
            <select {...getSelectProps(fields.kind)} className={inputClass}>
              <option value="">Escolha uma opção</option>
              {Object.entries(DATA_REQUEST_KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field meta={fields.email} label="Seu e-mail">
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="email"
              maxLength={254}
              className={inputClass}
            />
          </Field>
          <Field meta={fields.name} label="Seu nome (opcional)">
            <input
              {...getInputProps(fields.name, { type: "text" })}
              autoComplete="name"
              className={inputClass}
            />
          </Field>
          <Field meta={fields.message} label="Detalhes (opcional)">
            <textarea
              {...getTextareaProps(fields.message)}
              rows={5}
              maxLength={DATA_REQUEST_MESSAGE_MAX}
              className={inputClass}
            />
          </Field>
          <p className="text-sm text-neutral-600">
            Usamos estes dados só para atender e comprovar o seu pedido. Para proteger você,
            respondemos apenas para o e-mail informado.
          </p>
          <button
            type="submit"
            disabled={busy}
            className={clsx(
              "inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700",
              "disabled:cursor-wait disabled:opacity-80",
            )}
          >
            {busy ? "Enviando..." : "Enviar solicitação"}
          </button>
        </Form>
      </div>
    </main>
  );
}
