import type { ComponentProps } from "react";
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  FieldError,
  FormErrors,
  inputClass,
  PageHeader,
  SubmitButton,
} from "~/components/admin/admin-ui";
import { ChangeDiff, ChangeTitle } from "~/components/admin/change-requests/change-diff";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { CHANGE_REQUEST_STATUS_LABELS, reviewFormSchema } from "~/domain/change-requests";
import { can } from "~/domain/permissions";
import { formatSaoPaulo, formatZoned } from "~/domain/sao-paulo-time";
import { getStore } from "~/models/admin-stores.server";
import {
  ChangeRequestClosed,
  isOverdue,
  isStale,
  reviewChangeRequest,
  storeNow,
  type FieldDecision,
} from "~/models/store-change-requests.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/change-request";
import { notifyChangeRequest, requireChangeRequest } from "./change-requests.server";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return adminMeta(`Solicitação · ${loaded?.request.storeName ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { app, user, request } = await requireChangeRequest(args, "changes.view");
  const open = request.status === "pending" || request.status === "conflict";
  const store = open ? await getStore(app.db, request.storeId) : null;
  const now = store ? await storeNow(app.db, store, request.changes) : null;
  return {
    canReview: can(user, "changes.review") && open,
    overdueDays: app.env.CHANGE_REQUEST_OVERDUE_DAYS,
    overdue: isOverdue(request, app.env.CHANGE_REQUEST_OVERDUE_DAYS),
    request: {
      id: request.id,
      version: request.version,
      storeId: request.storeId,
      storeName: request.storeName,
      storePath: `/${request.storeSlug}`,
      requesterName: request.requesterName,
      reviewerName: request.reviewerName,
      status: request.status,
      comment: request.comment,
      createdAt: formatSaoPaulo(request.createdAt),
      // The moment asked for, on the store's clock (null: when approved).
      effectiveFrom: request.effectiveFrom
        ? formatZoned(request.effectiveFrom, request.storeTimeZone)
        : null,
      decidedAt: request.decidedAt ? formatSaoPaulo(request.decidedAt) : null,
      // Approved after the moment it asked for: applied at once, not scheduled.
      momentPassedAtApproval: Boolean(
        (request.status === "approved" || request.status === "partially_approved") &&
        request.effectiveFrom &&
        request.decidedAt &&
        request.effectiveFrom <= request.decidedAt,
      ),
      // A field already changed by someone else since: approving it will not overwrite it.
      changes: request.changes.map((change) => ({
        change,
        changedSince: Boolean(now && isStale(now, change)),
      })),
    },
  };
}

/** Head office's decision, field by field: approving applies them (audited, both people named). */
export async function action(args: Route.ActionArgs) {
  const { app, user, request } = await requireChangeRequest(args, "changes.review");
  const form = await readFormData(args.request);
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (values.intent !== "review") throw data(null, { status: 400 });
  const parsed = reviewFormSchema(request.changes.length).safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      (errors[key] ??= []).push(issue.message);
    }
    return data({ errors, values }, { status: 400 });
  }
  const value = parsed.data as Record<string, string | undefined>;
  if (Number(value.expectedVersion) !== request.version) {
    return data(
      {
        errors: { form: ["Esta solicitação mudou desde que você a abriu. Recarregue a página."] },
        values,
      },
      { status: 409 },
    );
  }
  const decisions: Record<number, { decision: FieldDecision; comment?: string }> = {};
  request.changes.forEach((_, i) => {
    decisions[i] = {
      decision: value[`decision-${i}`] as FieldDecision,
      comment: value[`comment-${i}`],
    };
  });
  try {
    const outcome = await reviewChangeRequest(app.db, user.id, request.id, {
      decisions,
      comment: value.comment,
    });
    const here = `/restrita/aprovacoes/${request.id}`;
    if (outcome.status === "conflict") {
      return redirectWithToast(app.env, here, {
        type: "error",
        title: "Alteração não aplicada",
        description:
          "O campo mudou desde a solicitação. Compare com a versão atual e decida de novo.",
      });
    }
    notifyChangeRequest(app, request.id, "decided");
    const moment =
      request.effectiveFrom && formatZoned(request.effectiveFrom, request.storeTimeZone);
    return redirectWithToast(app.env, "/restrita/aprovacoes", {
      type: "success",
      ...(outcome.status === "rejected"
        ? { title: "Solicitação recusada" }
        : outcome.scheduledFor
          ? {
              title: "Alterações aprovadas e agendadas",
              description: `Entram em vigor a partir de ${moment} (horário da loja). Veja na agenda da loja.`,
            }
          : {
              title: "Alterações aprovadas e publicadas na página da loja",
              ...(outcome.momentPassed
                ? {
                    description: `A data pedida (${moment}) já passou: as alterações valem desde agora.`,
                  }
                : {}),
            }),
    });
  } catch (error) {
    if (!(error instanceof ChangeRequestClosed)) throw error;
    return data(
      { errors: { form: ["Esta solicitação já foi decidida."] }, values },
      { status: 409 },
    );
  }
}

type LoaderData = Route.ComponentProps["loaderData"];

function ReviewFields({
  index,
  errors,
  values,
}: {
  index: number;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}) {
  const decision = `decision-${index}`;
  const comment = `comment-${index}`;
  return (
    <fieldset className="mt-3 flex flex-col gap-2" aria-describedby={`${decision}-error`}>
      <legend className="sr-only">Decisão</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ["approved", "Aprovar"],
            ["rejected", "Recusar"],
          ] as const
        ).map(([option, label]) => (
          <label key={option} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={decision}
              value={option}
              defaultChecked={(values?.[decision] ?? "approved") === option}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${decision}-error`} errors={errors?.[decision]} />
      <label className="flex flex-col gap-1 text-sm">
        Comentário (opcional)
        <textarea
          name={comment}
          rows={2}
          defaultValue={values?.[comment] ?? ""}
          className={inputClass}
          aria-invalid={errors?.[comment] ? true : undefined}
          aria-describedby={`${comment}-error`}
        />
      </label>
      <FieldError id={`${comment}-error`} errors={errors?.[comment]} />
    </fieldset>
  );
}

/** One line of the summary: what it is, then its value. */
function Detail({
  term,
  wide = false,
  children,
  ...dd
}: { term: string; wide?: boolean } & ComponentProps<"dd">) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-neutral-500">{term}</dt>
      <dd {...dd}>{children}</dd>
    </div>
  );
}

function Summary({
  request,
  overdue,
  overdueDays,
}: Pick<LoaderData, "request" | "overdue" | "overdueDays">) {
  return (
    <dl className="grid gap-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm sm:grid-cols-2">
      <Detail term="Situação" className="font-semibold" data-testid="request-status">
        {CHANGE_REQUEST_STATUS_LABELS[request.status]}
        {overdue ? (
          <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs text-amber-950">
            Há mais de {overdueDays} dias
          </span>
        ) : null}
      </Detail>
      <Detail term="Entra em vigor" data-testid="request-effective-from">
        {request.momentPassedAtApproval
          ? "Aplicada na aprovação (a data pedida já havia passado)"
          : request.effectiveFrom
            ? `A partir de ${request.effectiveFrom} (horário da loja)`
            : "Quando aprovada"}
      </Detail>
      <Detail term="Pedida por">
        {request.requesterName ?? "—"} em {request.createdAt}
      </Detail>
      {request.decidedAt ? (
        <Detail term="Revisada por">
          {request.reviewerName ?? "—"} em {request.decidedAt}
        </Detail>
      ) : null}
      {request.comment ? (
        <Detail term="Comentário da matriz" wide className="whitespace-pre-line">
          {request.comment}
        </Detail>
      ) : null}
    </dl>
  );
}

export default function ChangeRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, canReview, overdue, overdueDays } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string[]> | undefined =
    actionData && "errors" in actionData ? actionData.errors : undefined;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const changes = request.changes.map(({ change, changedSince }, index) => (
    <li key={index} className="rounded-xl border border-neutral-200 bg-neutral-50 p-4">
      <ChangeTitle change={change} />
      {changedSince ? (
        <p role="alert" className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950">
          Este campo mudou desde a solicitação: aprovar não vai sobrescrevê-lo.
        </p>
      ) : null}
      <div className="mt-3">
        <ChangeDiff change={change} />
      </div>
      {change.comment ? (
        <p className="mt-2 text-sm text-neutral-700">Comentário: {change.comment}</p>
      ) : null}
      {canReview ? <ReviewFields index={index} errors={errors} values={values} /> : null}
    </li>
  ));
  return (
    <div className="flex flex-col gap-6">
      <Link to="/restrita/aprovacoes" className="text-sm font-semibold text-brand-700">
        ← Voltar para Aprovações
      </Link>
      <PageHeader
        title={`Solicitação · ${request.storeName}`}
        actions={
          <>
            <a
              href={request.storePath}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-semibold text-brand-700 underline"
            >
              Ver a página publicada
            </a>
            <Link
              to={`/restrita/aprovacoes/${request.id}/visualizar`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
            >
              <ExternalLinkIcon aria-hidden className="size-4" />
              Pré-visualizar a página com a alteração
            </Link>
          </>
        }
      />
      <Summary request={request} overdue={overdue} overdueDays={overdueDays} />
      {canReview ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="expectedVersion" value={request.version} />
          <FormErrors errors={errors?.form} />
          <ul className="flex flex-col gap-4">{changes}</ul>
          <label className="flex flex-col gap-1 text-sm">
            Comentário para o gestor (opcional)
            <textarea
              name="comment"
              rows={3}
              defaultValue={values?.comment ?? ""}
              className={inputClass}
              aria-invalid={errors?.comment ? true : undefined}
            />
          </label>
          <FieldError id="comment-error" errors={errors?.comment} />
          <div>
            <SubmitButton busy={busy} label="Salvar decisão" />
          </div>
        </Form>
      ) : (
        <ul className="flex flex-col gap-4">{changes}</ul>
      )}
    </div>
  );
}
