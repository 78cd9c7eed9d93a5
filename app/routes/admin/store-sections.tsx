import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { storeSectionKeys, type StoreSectionKey } from "#db/constants";
import type { StoreSection } from "#db/schema";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import {
  buttonPrimary,
  buttonSecondary,
  CheckboxField,
  Section,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import { RichTextField } from "~/components/admin/stores/rich-text-field";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import {
  PLAIN_TEXT_SECTIONS,
  SECTION_BODY_LIMITS,
  STORE_SECTION_LABELS,
  storeSectionActionSchema,
  storeSectionSchema,
  TITLED_SECTIONS,
} from "~/domain/store-schemas";
import {
  countPendingTestimonials,
  deleteStoreSection,
  listStoreSections,
  moveStoreSection,
  saveStoreSection,
} from "~/models/admin-store-content.server";
import { changedFields, recordAudit } from "~/server/audit.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import type { Route } from "./+types/store-sections";
import { requireStoreParam } from "./store-params.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Conteúdo da página · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  const [sections, pending] = await Promise.all([
    listStoreSections(app.db, store.id),
    countPendingTestimonials(app.db, store.id),
  ]);
  return {
    store: { id: store.id, name: store.name, slug: store.slug, active: store.active },
    sections,
    pending,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  const formData = await args.request.formData();
  const formId = String(formData.get("formId") ?? "");
  const submission = parseWithZod(formData, { schema: storeSectionActionSchema });
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const done = async (title: string) =>
    data(
      {
        formId,
        result: submission.reply({
          resetForm: value.intent === "save-section" && !value.sectionId,
        }),
      },
      { headers: await toastHeaders(app.env, { type: "success", title }) },
    );
  const missing = async () =>
    data(
      { formId, result: submission.reply({ formErrors: ["Conteúdo não encontrado."] }) },
      { status: 404 },
    );

  if (value.intent === "move-section") {
    if (!(await moveStoreSection(app.db, store.id, value.sectionId, value.direction)))
      return missing();
    return data({ formId, result: submission.reply() });
  }
  if (value.intent === "delete-section") {
    const removed = await deleteStoreSection(app.db, store.id, value.sectionId);
    if (!removed) return missing();
    await recordAudit(app.db, {
      userId: user.id,
      action: "delete",
      entity: "store_section",
      entityId: removed.id,
      details: { label: `${store.name} · ${STORE_SECTION_LABELS[removed.section]}` },
    });
    return done("Conteúdo removido com sucesso!");
  }
  const saved = await saveStoreSection(app.db, store.id, value);
  if (!saved) return missing();
  await recordAudit(app.db, {
    userId: user.id,
    action: saved.created ? "create" : "update",
    entity: "store_section",
    entityId: saved.after.id,
    details: {
      fields: saved.before
        ? changedFields(saved.before, {
            title: saved.after.title,
            bodyHtml: saved.after.bodyHtml,
            active: saved.after.active,
          })
        : ["title", "bodyHtml", "active"],
      label: `${store.name} · ${STORE_SECTION_LABELS[value.section]}`,
    },
  });
  return done("Conteúdo salvo com sucesso!");
}

const HINTS: Record<StoreSectionKey, string> = {
  hero_description:
    "Frase curta no topo da página, sobre os banners. Sem ela, o site usa um texto com o bairro e a cidade.",
  sobre_loja: "Título e texto da seção sobre a loja, ao lado do endereço e do horário.",
  diferenciais: "Cada diferencial vira um cartão. A ordem abaixo é a da página.",
  expertise: "Título e texto da seção de especialidades (padrão: 'Nossa Expertise em Beleza').",
  localizacao_estrategica: "Só aparece na página quando preenchida.",
  cta_principal:
    "Chamada do fim da página, com o botão do WhatsApp (padrão: 'Pronta para uma experiência única?').",
  meta_description: "Descrição que o Google mostra nos resultados. Até 160 caracteres.",
  palavras_chave: "Palavras-chave separadas por vírgula.",
};

export default function StoreSections({ loaderData, actionData }: Route.ComponentProps) {
  const { store, sections, pending } = loaderData;
  const single = storeSectionKeys.filter((key) => key !== "diferenciais");
  const differentials = sections.filter((s) => s.section === "diferenciais");
  const formError =
    actionData && actionData.result.error?.[""]?.[0] ? actionData.result.error[""][0] : null;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Voltar para Lojas
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-display text-2xl font-bold text-neutral-900">Conteúdo da Página</h1>
            <p className="text-neutral-600">{store.name}</p>
          </div>
          {store.active ? (
            <a
              href={`/${store.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonSecondary}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              Ver Página
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          ) : null}
        </div>
        <StoreTabs storeId={store.id} pendingTestimonials={pending} />
      </header>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      {single.slice(0, 2).map((key) => (
        <SectionCard
          key={key}
          sectionKey={key}
          row={sections.find((s) => s.section === key)}
          actionData={actionData}
        />
      ))}

      <Section
        id="diferenciais"
        title={STORE_SECTION_LABELS.diferenciais}
        description={HINTS.diferenciais}
      >
        <div className="flex flex-col gap-4">
          {differentials.length === 0 ? (
            <p className="text-sm text-neutral-600">Nenhum diferencial cadastrado.</p>
          ) : (
            differentials.map((row, index) => (
              <div key={row.id} className="rounded-lg border border-neutral-200 p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="font-semibold text-neutral-900">Diferencial {index + 1}</h3>
                  <div className="flex gap-1">
                    {(["up", "down"] as const).map((direction) => (
                      <Form method="post" key={direction}>
                        <input type="hidden" name="intent" value="move-section" />
                        <input type="hidden" name="sectionId" value={row.id} />
                        <input type="hidden" name="direction" value={direction} />
                        <button
                          type="submit"
                          disabled={
                            direction === "up" ? index === 0 : index === differentials.length - 1
                          }
                          aria-label={`Mover diferencial ${index + 1} para ${direction === "up" ? "cima" : "baixo"}`}
                          title={direction === "up" ? "Mover para cima" : "Mover para baixo"}
                          className="rounded p-2 text-neutral-700 hover:bg-neutral-100 disabled:opacity-30"
                        >
                          {direction === "up" ? (
                            <ArrowUp aria-hidden className="h-4 w-4" />
                          ) : (
                            <ArrowDown aria-hidden className="h-4 w-4" />
                          )}
                        </button>
                      </Form>
                    ))}
                    <ConfirmSubmit
                      title="Remover diferencial"
                      message="Tem certeza que deseja remover este diferencial?"
                      confirmLabel="Remover"
                      fields={{ intent: "delete-section", sectionId: row.id }}
                      trigger={<Trash2 aria-hidden className="h-4 w-4" />}
                      triggerLabel={`Remover diferencial ${index + 1}`}
                      triggerClassName="rounded p-2 text-red-700 hover:bg-red-50"
                    />
                  </div>
                </div>
                <SectionEditor
                  sectionKey="diferenciais"
                  row={row}
                  actionData={actionData}
                  submitLabel={`Salvar diferencial ${index + 1}`}
                />
              </div>
            ))
          )}
          <div className="rounded-lg border border-dashed border-neutral-300 p-4">
            <h3 className="mb-2 flex items-center gap-2 font-semibold text-neutral-900">
              <Plus aria-hidden className="h-4 w-4" />
              Novo diferencial
            </h3>
            <SectionEditor
              // A new key after each addition empties the form (the editor keeps its own state).
              key={`novo-${differentials.length}`}
              sectionKey="diferenciais"
              row={undefined}
              actionData={actionData}
              submitLabel="Adicionar diferencial"
            />
          </div>
        </div>
      </Section>

      {single.slice(2).map((key) => (
        <SectionCard
          key={key}
          sectionKey={key}
          row={sections.find((s) => s.section === key)}
          actionData={actionData}
        />
      ))}
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function SectionCard({
  sectionKey,
  row,
  actionData,
}: {
  sectionKey: StoreSectionKey;
  row: StoreSection | undefined;
  actionData: ActionData;
}) {
  return (
    <Section
      id={`secao-${sectionKey}`}
      title={STORE_SECTION_LABELS[sectionKey]}
      description={HINTS[sectionKey]}
    >
      <SectionEditor
        sectionKey={sectionKey}
        row={row}
        actionData={actionData}
        submitLabel={`Salvar ${STORE_SECTION_LABELS[sectionKey].toLowerCase()}`}
      />
      {row ? (
        <div className="mt-3 border-t border-neutral-100 pt-3">
          <ConfirmSubmit
            title="Remover conteúdo"
            message="Tem certeza que deseja remover este conteúdo? A página volta a mostrar o texto padrão."
            confirmLabel="Remover"
            fields={{ intent: "delete-section", sectionId: row.id }}
            trigger={
              <span className="inline-flex items-center gap-1 text-sm">
                <Trash2 aria-hidden className="h-4 w-4" />
                Remover
              </span>
            }
            triggerLabel={`Remover ${STORE_SECTION_LABELS[sectionKey].toLowerCase()}`}
            triggerClassName="rounded px-2 py-1 text-red-700 hover:bg-red-50"
          />
        </div>
      ) : null}
    </Section>
  );
}

function SectionEditor({
  sectionKey,
  row,
  actionData,
  submitLabel,
}: {
  sectionKey: StoreSectionKey;
  row: StoreSection | undefined;
  actionData: ActionData;
  submitLabel: string;
}) {
  const formId = `section-${sectionKey}-${row?.id ?? "new"}`;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  const [form, fields] = useForm({
    id: formId,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    defaultValue: {
      title: row?.title ?? "",
      bodyHtml: row?.bodyHtml ?? "",
      active: row ? row.active : true,
    },
    constraint: getZodConstraint(storeSectionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: storeSectionSchema }),
  });
  const plain = PLAIN_TEXT_SECTIONS.has(sectionKey);
  const limit = SECTION_BODY_LIMITS[sectionKey];
  const typed =
    typeof fields.bodyHtml.value === "string" ? fields.bodyHtml.value : (row?.bodyHtml ?? "");

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="intent" value="save-section" />
      <input type="hidden" name="section" value={sectionKey} />
      {row ? <input type="hidden" name="sectionId" value={row.id} /> : null}
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      {TITLED_SECTIONS.has(sectionKey) ? <TextField meta={fields.title} label="Título" /> : null}
      {plain ? (
        sectionKey === "palavras_chave" ? (
          <TextField
            meta={fields.bodyHtml}
            label="Palavras-chave"
            hint={limit ? `${typed.length}/${limit} caracteres` : undefined}
          />
        ) : (
          <TextAreaField
            meta={fields.bodyHtml}
            label="Texto"
            rows={sectionKey === "meta_description" ? 2 : 3}
            hint={limit ? `${typed.length}/${limit} caracteres` : undefined}
          />
        )
      ) : (
        <RichTextField
          id={fields.bodyHtml.id}
          name={fields.bodyHtml.name}
          label="Texto"
          defaultValue={row?.bodyHtml ?? ""}
          error={fields.bodyHtml.errors?.[0]}
        />
      )}
      <CheckboxField meta={fields.active} label="Mostrar na página" />
      <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
        {busy ? "Salvando..." : submitLabel}
      </button>
    </Form>
  );
}
