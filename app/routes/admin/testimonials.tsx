import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { Check, EyeOff, Star, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import {
  buttonPrimary,
  buttonSecondary,
  CheckboxField,
  inputClass,
  Section,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import {
  testimonialActionSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from "~/domain/store-schemas";
import {
  countPendingTestimonials,
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  storesExist,
  updateTestimonial,
  type AdminTestimonial,
} from "~/models/admin-testimonials.server";
import { getStore, listStoreOptions } from "~/models/admin-stores.server";
import { changedFields, recordAudit } from "~/server/audit.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Depoimentos", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const url = new URL(args.request.url);
  const storeParam = url.searchParams.get("loja") ?? "";
  const storeId = /^\d{1,10}$/.test(storeParam) ? Number(storeParam) : undefined;
  const store = storeId ? await getStore(db, storeId) : null;
  const approved = url.searchParams.get("status") === "aprovados";
  const page = Math.min(
    10_000,
    Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "", 10) || 1),
  );
  const [list, pending, approvedCount, stores] = await Promise.all([
    listTestimonials(db, { storeId: store?.id, approved, page }),
    countPendingTestimonials(db, store?.id),
    listTestimonials(db, { storeId: store?.id, approved: true, page: 1 }).then((r) => r.total),
    listStoreOptions(db),
  ]);
  return {
    ...list,
    approved,
    pending,
    approvedCount,
    store: store ? { id: store.id, name: store.name } : null,
    stores,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const formData = await readFormData(args.request);
  const submission = parseForm(formData, { schema: testimonialActionSchema });
  // Which of the screen's forms answered (several are on the page at once).
  const formId = typeof submission.payload.formId === "string" ? submission.payload.formId : "";
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const ok = async (title: string) =>
    data(
      { formId, result: submission.reply({ resetForm: value.intent === "create" }) },
      { headers: await toastHeaders(app.env, { type: "success", title }) },
    );

  if (value.intent === "create") {
    if (!(await storesExist(app.db, [value.storeId])).has(value.storeId)) {
      return data(
        { formId, result: submission.reply({ fieldErrors: { storeId: ["Escolha a loja"] } }) },
        { status: 400 },
      );
    }
    const { intent: _intent, ...values } = value;
    const row = await createTestimonial(app.db, values);
    await recordAudit(app.db, {
      userId: user.id,
      action: "create",
      entity: "testimonial",
      entityId: row.id,
      details: { fields: Object.keys(values), label: row.customerName },
    });
    return ok(
      row.approved ? "Depoimento publicado com sucesso!" : "Depoimento salvo como pendente.",
    );
  }

  const before = await getTestimonial(app.db, value.testimonialId);
  if (!before) {
    return data(
      { formId, result: submission.reply({ formErrors: ["Depoimento não encontrado."] }) },
      { status: 404 },
    );
  }
  if (value.intent === "delete") {
    await deleteTestimonial(app.db, before.id);
    await recordAudit(app.db, {
      userId: user.id,
      action: "delete",
      entity: "testimonial",
      entityId: before.id,
      details: { label: before.customerName },
    });
    return ok("Depoimento excluído.");
  }
  const values =
    value.intent === "approve"
      ? { approved: true }
      : value.intent === "unapprove"
        ? { approved: false }
        : {
            customerName: value.customerName,
            city: value.city,
            rating: value.rating,
            text: value.text,
          };
  await updateTestimonial(app.db, before.id, values);
  await recordAudit(app.db, {
    userId: user.id,
    action: "update",
    entity: "testimonial",
    entityId: before.id,
    details: { fields: changedFields(before, values), label: before.customerName },
  });
  return ok(
    value.intent === "approve"
      ? "Depoimento aprovado: já aparece na página da loja."
      : value.intent === "unapprove"
        ? "Depoimento retirado da página."
        : "Depoimento atualizado com sucesso!",
  );
}

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, total, page, pages, approved, pending, approvedCount, store, stores } =
    loaderData;
  const [params] = useSearchParams();
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const formError = actionData?.result.error?.[""]?.[0];

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        {store ? (
          <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
            ← Voltar para Lojas
          </Link>
        ) : null}
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Depoimentos</h1>
          <p className="text-sm text-neutral-600">
            {store ? store.name : "Todas as lojas"} · só depoimentos aprovados aparecem nas páginas
            das lojas (os 6 mais recentes).
          </p>
        </div>
        {store ? <StoreTabs storeId={store.id} pendingTestimonials={pending} /> : null}
      </header>

      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="status" value={approved ? "aprovados" : "pendentes"} />
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-store" className="text-sm font-medium text-neutral-800">
            Loja
          </label>
          <select
            id="filter-store"
            name="loja"
            defaultValue={store?.id ?? ""}
            className={inputClass}
          >
            <option value="">Todas as lojas</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonSecondary}>
          Filtrar
        </button>
      </Form>

      <nav aria-label="Situação dos depoimentos" className="flex gap-2 border-b border-neutral-200">
        <Link
          to={link({ status: null, page: null })}
          aria-current={!approved ? "page" : undefined}
          className={`border-b-2 px-3 py-2 text-sm font-medium ${!approved ? "border-brand-600 text-brand-700" : "border-transparent text-neutral-600"}`}
        >
          Pendentes ({pending})
        </Link>
        <Link
          to={link({ status: "aprovados", page: null })}
          aria-current={approved ? "page" : undefined}
          className={`border-b-2 px-3 py-2 text-sm font-medium ${approved ? "border-brand-600 text-brand-700" : "border-transparent text-neutral-600"}`}
        >
          Aprovados ({approvedCount})
        </Link>
      </nav>

      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      {testimonials.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-neutral-600 shadow-sm">
          {approved ? "Nenhum depoimento aprovado." : "Nenhum depoimento aguardando aprovação."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {testimonials.map((item) => (
            <TestimonialCard key={item.id} item={item} showStore={!store} actionData={actionData} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
          {page > 1 ? <Link to={link({ page: String(page - 1) })}>Anterior</Link> : <span />}
          <span>
            Página {page} de {pages} · {total} depoimentos
          </span>
          {page < pages ? <Link to={link({ page: String(page + 1) })}>Próxima</Link> : <span />}
        </nav>
      ) : null}

      <Section
        id="novo"
        title="Adicionar depoimento"
        description="Para depoimentos recebidos por outro canal (WhatsApp, Instagram, pessoalmente). Peça autorização da cliente antes de publicar."
      >
        <NewTestimonialForm
          key={`novo-${total}-${pending}`}
          stores={stores}
          storeId={store?.id ?? null}
          actionData={actionData}
        />
      </Section>
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={`Nota ${rating} de 5`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={`h-4 w-4 ${i < rating ? "fill-current" : "text-neutral-300"}`}
        />
      ))}
    </span>
  );
}

function TestimonialCard({
  item,
  showStore,
  actionData,
}: {
  item: AdminTestimonial;
  showStore: boolean;
  actionData: ActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formId = `testimonial-${item.id}`;
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-neutral-900">
            {item.customerName}
            {item.city ? (
              <span className="font-normal text-neutral-600"> · {item.city}</span>
            ) : null}
          </p>
          <p className="text-xs text-neutral-500">
            {showStore ? `${item.storeName} · ` : ""}
            {dateFmt.format(new Date(item.createdAt))}
          </p>
          <Stars rating={item.rating} />
        </div>
        <div className="flex items-center gap-1">
          <Form method="post">
            <input type="hidden" name="intent" value={item.approved ? "unapprove" : "approve"} />
            <input type="hidden" name="testimonialId" value={item.id} />
            <button
              type="submit"
              disabled={busy}
              className={item.approved ? buttonSecondary : buttonPrimary}
            >
              {item.approved ? (
                <>
                  <EyeOff aria-hidden className="h-4 w-4" />
                  Retirar da página
                </>
              ) : (
                <>
                  <Check aria-hidden className="h-4 w-4" />
                  Aprovar
                </>
              )}
              <span className="sr-only"> o depoimento de {item.customerName}</span>
            </button>
          </Form>
          <ConfirmSubmit
            message="Tem certeza que deseja excluir este depoimento?"
            fields={{ intent: "delete", testimonialId: item.id }}
            trigger={<Trash2 aria-hidden className="h-4 w-4" />}
            triggerLabel={`${item.approved ? "Excluir" : "Rejeitar"} o depoimento de ${item.customerName}`}
            triggerClassName="rounded p-2 text-red-700 hover:bg-red-50"
          />
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line text-neutral-800">{item.text}</p>
      <details
        className="mt-3"
        open={actionData?.formId === formId && actionData.result.status === "error"}
      >
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Corrigir texto
        </summary>
        <EditTestimonialForm item={item} formId={formId} actionData={actionData} />
      </details>
    </li>
  );
}

function RatingSelect({ meta }: { meta: Parameters<typeof SelectField>[0]["meta"] }) {
  return (
    <SelectField meta={meta} label="Nota" required>
      {[5, 4, 3, 2, 1].map((n) => (
        <option key={n} value={n}>
          {n} {n === 1 ? "estrela" : "estrelas"}
        </option>
      ))}
    </SelectField>
  );
}

function EditTestimonialForm({
  item,
  formId,
  actionData,
}: {
  item: AdminTestimonial;
  formId: string;
  actionData: ActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  const [form, fields] = useForm({
    id: formId,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    defaultValue: {
      customerName: item.customerName,
      city: item.city ?? "",
      rating: String(item.rating),
      text: item.text,
    },
    constraint: getZodConstraint(testimonialUpdateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: testimonialUpdateSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="testimonialId" value={item.id} />
      <TextField meta={fields.customerName} label="Nome da cliente" required />
      <TextField meta={fields.city} label="Cidade" />
      <RatingSelect meta={fields.rating} />
      <TextAreaField
        meta={fields.text}
        label="Depoimento"
        required
        rows={3}
        className="sm:col-span-2"
      />
      <button type="submit" disabled={busy} className={`${buttonPrimary} justify-self-start`}>
        {busy ? "Salvando..." : "Salvar correção"}
      </button>
    </Form>
  );
}

function NewTestimonialForm({
  stores,
  storeId,
  actionData,
}: {
  stores: { id: number; name: string; city: string }[];
  storeId: number | null;
  actionData: ActionData;
}) {
  const formId = "testimonial-new";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  const [form, fields] = useForm({
    id: formId,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    defaultValue: { storeId: storeId ? String(storeId) : "", rating: "5", approved: true },
    constraint: getZodConstraint(testimonialCreateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: testimonialCreateSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="intent" value="create" />
      <SelectField meta={fields.storeId} label="Loja" required className="sm:col-span-2">
        <option value="">Selecione</option>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <TextField meta={fields.customerName} label="Nome da cliente" required />
      <TextField meta={fields.city} label="Cidade" />
      <RatingSelect meta={fields.rating} />
      <TextAreaField
        meta={fields.text}
        label="Depoimento"
        required
        rows={3}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <CheckboxField meta={fields.approved} label="Publicar já (aprovado)" />
      </div>
      <button type="submit" disabled={busy} className={`${buttonPrimary} justify-self-start`}>
        {busy ? "Salvando..." : "Adicionar depoimento"}
      </button>
    </Form>
  );
}
