import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import * as Dialog from "@radix-ui/react-dialog";
import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { storeSectionKeys, type StoreSectionKey } from "#db/constants";
import type { StoreSection } from "#db/schema";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import {
  buttonDanger,
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
  TITLED_SECTIONS,
} from "~/domain/store-schemas";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import {
  deleteStoreSection,
  listStoreSections,
  moveStoreSection,
  saveStoreSection,
} from "~/models/admin-store-content.server";
import { countPendingTestimonials } from "~/models/admin-testimonials.server";
import type { AppContext } from "~/server/context.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/store-sections";
import { requireStoreParam } from "./store-params.server";
import { Tooltip } from "~/components/ui/tooltip";
import { IconButton } from "~/components/admin/icon-button";

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
  const formData = await readFormData(args.request);
  if (formData.get("intent") === "save-all") return saveAll(app, user.id, store, formData);
  const formId = String(formData.get("formId") ?? "");
  const submission = parseForm(formData, { schema: storeSectionActionSchema });
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
    if ((await moveStoreSection(app.db, user.id, store, value.sectionId, value.direction)) === null)
      return missing();
    return data({ formId, result: submission.reply() });
  }
  if (value.intent === "delete-section") {
    const removed = await deleteStoreSection(app.db, user.id, store, value.sectionId);
    if (!removed) return missing();
    return done("Conteúdo removido com sucesso!");
  }
  const saved = await saveStoreSection(app.db, user.id, store, value);
  if (!saved) return missing();
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

export const CONTENT_FORM_ID = "conteudo-da-pagina";

/**
 * Saves every section of the form, then the move or removal that was asked for. Blank sections
 * that do not exist yet are skipped. Nothing is written when any section is invalid.
 */
async function saveAll(
  app: AppContext,
  userId: number,
  store: { id: number; name: string },
  formData: FormData,
) {
  const submission = parseForm(formData, { schema: storeSectionsFormSchema });
  if (submission.status !== "success") {
    return data({ formId: CONTENT_FORM_ID, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  let missing = false;
  let changes = 0;
  for (const item of value.sections) {
    if (item.sectionId === value.remove && item.sectionId !== undefined) continue;
    const blank = !item.title && !item.bodyHtml.trim();
    if (item.sectionId === undefined && blank) continue;
    const saved = await saveStoreSection(app.db, userId, store, item);
    if (!saved) missing = true;
    else if (saved.fields.length > 0) changes += 1;
  }
  let title = changes > 0 ? "Conteúdo salvo com sucesso!" : "Nenhuma alteração para salvar.";
  if (value.move) {
    const [sectionId, direction] = value.move.split(":") as [string, "up" | "down"];
    const moved = await moveStoreSection(app.db, userId, store, Number(sectionId), direction);
    if (moved === null) missing = true;
    else title = "Conteúdo salvo e reordenado.";
  }
  if (value.remove !== undefined) {
    const removed = await deleteStoreSection(app.db, userId, store, value.remove);
    if (!removed) missing = true;
    else title = "Conteúdo removido com sucesso!";
  }
  if (missing) {
    return data(
      {
        formId: CONTENT_FORM_ID,
        result: submission.reply({
          formErrors: ["Parte do conteúdo não foi encontrada. Recarregue a página."],
        }),
      },
      { status: 404 },
    );
  }
  return data(
    { formId: CONTENT_FORM_ID, result: submission.reply({ resetForm: true }) },
    { headers: await toastHeaders(app.env, { type: "success", title }) },
  );
}

type Item = {
  sectionId?: number;
  section: StoreSectionKey;
  title: string;
  bodyHtml: string;
  active: boolean;
};

/** The form's rows in the page's order: two single sections, the differentials, the rest. */
function formItems(sections: StoreSection[]): Item[] {
  const single = storeSectionKeys.filter((key) => key !== "diferenciais");
  const item = (key: StoreSectionKey, row: StoreSection | undefined): Item => ({
    sectionId: row?.id,
    section: key,
    title: row?.title ?? "",
    bodyHtml: row?.bodyHtml ?? "",
    active: row ? row.active : true,
  });
  return [
    ...single.slice(0, 2).map((key) =>
      item(
        key,
        sections.find((s) => s.section === key),
      ),
    ),
    ...sections.filter((s) => s.section === "diferenciais").map((row) => item("diferenciais", row)),
    item("diferenciais", undefined),
    ...single.slice(2).map((key) =>
      item(
        key,
        sections.find((s) => s.section === key),
      ),
    ),
  ];
}

export default function StoreSections({ loaderData, actionData }: Route.ComponentProps) {
  const { store, sections, pending } = loaderData;
  const items = formItems(sections);
  // A new form state whenever the saved rows change (after a save, a move or a removal), so the
  // fields show what is stored; typing does not change this key.
  const version = sections.map((s) => `${s.id}:${s.position}:${String(s.updatedAt)}`).join("|");
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
      <ContentForm key={version} items={items} actionData={actionData} />
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function ContentForm({ items, actionData }: { items: Item[]; actionData: ActionData }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-all";
  const [form, fields] = useForm({
    id: CONTENT_FORM_ID,
    lastResult: actionData?.formId === CONTENT_FORM_ID ? actionData.result : undefined,
    defaultValue: {
      sections: items.map((item) => ({ ...item, sectionId: item.sectionId?.toString() })),
    },
    constraint: getZodConstraint(storeSectionsFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: storeSectionsFormSchema }),
  });
  const list = fields.sections.getFieldList();
  const differentials = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.section === "diferenciais" && item.sectionId !== undefined);
  const newIndex = items.findIndex((i) => i.section === "diferenciais" && !i.sectionId);
  const firstAfter = newIndex + 1;
  const formError =
    form.errors?.[0] ??
    (actionData && actionData.formId !== CONTENT_FORM_ID
      ? actionData.result.error?.[""]?.[0]
      : undefined);

  const editor = (index: number, submitRow?: ReactNode) => {
    const item = items[index]!;
    const meta = list[index]!.getFieldset();
    return (
      <SectionFields
        key={index}
        index={index}
        item={item}
        meta={meta}
        extra={submitRow}
        removable={Boolean(item.sectionId)}
      />
    );
  };

  const saveButton = (
    <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
      {busy ? "Salvando..." : "Salvar conteúdo"}
    </button>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save-all" />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <p className="text-sm text-neutral-600">
        Todas as seções são salvas juntas pelo botão &lsquo;Salvar conteúdo&rsquo;.
      </p>
      {[0, 1].map((index) => (
        <Section
          key={index}
          id={`secao-${items[index]!.section}`}
          title={STORE_SECTION_LABELS[items[index]!.section]}
          description={HINTS[items[index]!.section]}
        >
          {editor(index)}
        </Section>
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
            differentials.map(({ item, index }, position) => (
              <div key={item.sectionId} className="rounded-lg border border-neutral-200 p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="font-semibold text-neutral-900">Diferencial {position + 1}</h3>
                  <div className="flex gap-1">
                    {(["up", "down"] as const).map((direction) => (
                      <IconButton
                        key={direction}
                        type="submit"
                        name="move"
                        value={`${item.sectionId}:${direction}`}
                        disabled={position === (direction === "up" ? 0 : differentials.length - 1)}
                        label={`Mover diferencial ${position + 1} para ${direction === "up" ? "cima" : "baixo"}`}
                        tooltip={direction === "up" ? "Mover para cima" : "Mover para baixo"}
                        icon={
                          direction === "up" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />
                        }
                      />
                    ))}
                    <RemoveButton
                      sectionId={item.sectionId!}
                      label={`Remover diferencial ${position + 1}`}
                      message="Tem certeza que deseja remover este diferencial?"
                      className="rounded p-2 text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </RemoveButton>
                  </div>
                </div>
                {editor(index)}
              </div>
            ))
          )}
          <div className="rounded-lg border border-dashed border-neutral-300 p-4">
            <h3 className="mb-2 flex items-center gap-2 font-semibold text-neutral-900">
              <Plus aria-hidden className="h-4 w-4" />
              Novo diferencial
            </h3>
            <p className="mb-2 text-xs text-neutral-500">
              Preencha para adicionar; em branco, nada é criado.
            </p>
            {editor(newIndex)}
          </div>
        </div>
      </Section>
      {items.slice(firstAfter).map((item, offset) => (
        <Section
          key={item.section}
          id={`secao-${item.section}`}
          title={STORE_SECTION_LABELS[item.section]}
          description={HINTS[item.section]}
        >
          {editor(firstAfter + offset)}
        </Section>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur">
        {saveButton}
      </div>
    </Form>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;
type Fieldset = { title: AnyField; bodyHtml: AnyField; active: AnyField };

function SectionFields({
  index,
  item,
  meta,
  extra,
  removable,
}: {
  index: number;
  item: Item;
  meta: Fieldset;
  extra?: ReactNode;
  removable: boolean;
}) {
  const key = item.section;
  const plain = PLAIN_TEXT_SECTIONS.has(key);
  const limit = SECTION_BODY_LIMITS[key];
  const body = meta.bodyHtml;
  const typed = typeof body.value === "string" ? body.value : item.bodyHtml;
  const isSingle = key !== "diferenciais";
  return (
    <div className="flex flex-col gap-4">
      <input type="hidden" name={`sections[${index}].section`} value={key} />
      {item.sectionId ? (
        <input type="hidden" name={`sections[${index}].sectionId`} value={item.sectionId} />
      ) : null}
      {TITLED_SECTIONS.has(key) ? <TextField meta={meta.title} label="Título" /> : null}
      {plain ? (
        key === "palavras_chave" ? (
          <TextField
            meta={body}
            label="Palavras-chave"
            hint={limit ? `${typed.length}/${limit} caracteres` : undefined}
          />
        ) : (
          <TextAreaField
            meta={body}
            label="Texto"
            rows={key === "meta_description" ? 2 : 3}
            hint={limit ? `${typed.length}/${limit} caracteres` : undefined}
          />
        )
      ) : (
        <RichTextField
          id={body.id}
          name={body.name}
          label="Texto"
          defaultValue={item.bodyHtml}
          error={body.errors?.[0]}
        />
      )}
      <CheckboxField meta={meta.active} label="Mostrar na página" />
      {extra}
      {isSingle && removable && item.sectionId ? (
        <div className="border-t border-neutral-100 pt-3">
          <RemoveButton
            sectionId={item.sectionId}
            label={`Remover ${STORE_SECTION_LABELS[key].toLowerCase()}`}
            message="Tem certeza que deseja remover este conteúdo? A página volta a mostrar o texto padrão."
            className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
          >
            <span className="inline-flex items-center gap-1 text-sm">
              <Trash2 aria-hidden className="h-4 w-4" />
              Remover
            </span>
          </RemoveButton>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A removal that is part of the page's one form: the rest of the form is saved with it, so no
 * typed text is lost. With JavaScript a dialog asks first; without it the form posts directly.
 */
function RemoveButton({
  sectionId,
  label,
  message,
  className,
  children,
}: {
  sectionId: number;
  label: string;
  message: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip label={label}>
        <button
          ref={triggerRef}
          type="submit"
          name="remove"
          value={sectionId}
          aria-label={label}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </button>
      </Tooltip>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-neutral-900">{label}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-700">
            {message} As outras alterações da página também serão salvas.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonSecondary}>
                Cancelar
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonDanger}
              onClick={() => {
                setOpen(false);
                const trigger = triggerRef.current;
                trigger?.form?.requestSubmit(trigger);
              }}
            >
              Remover
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
