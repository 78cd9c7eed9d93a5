/**
 * The page-content form of a store: every section of the page in one form, saved together by
 * 'Salvar conteúdo'; the differentials are cards that move and are removed with the same save.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/admin/use-schema-form";
import { useCan } from "~/components/admin/use-can";
import { storeSectionKeys, type StoreSectionKey } from "#db/constants";
import type { StoreSection } from "#db/schema";
import { IconButton, moveArrow } from "~/components/admin/icon-button";
import { useKeptMoveFocus } from "~/components/admin/use-kept-move-focus";
import { buttonPrimary, Section } from "~/components/admin/stores/fields";
import { STORE_SECTION_LABELS } from "~/domain/store-schemas";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import {
  EditConflictNotice,
  EditVersionFields,
  useEditState,
} from "~/components/admin/edit-conflict";
import type { EditConflict, EditState } from "~/domain/edit-version";
import { RemoveSectionButton, SectionFields, type SectionItem } from "./store-section-fields";

export const CONTENT_FORM_ID = "conteudo-da-pagina";

export type StoreSectionsActionData =
  | { formId: string; result: SubmissionResult<string[]> }
  | { formId: string; conflict: EditConflict<{ sections: SectionItem[] }> }
  | undefined;

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

/** The form's rows in the page's order: two single sections, the differentials, the rest. */
export function formItems(sections: StoreSection[]): SectionItem[] {
  const singleKeys = storeSectionKeys.filter((key) => key !== "diferenciais");
  const item = (key: StoreSectionKey, row?: StoreSection): SectionItem => ({
    sectionId: row?.id,
    section: key,
    title: row?.title ?? "",
    bodyHtml: row?.bodyHtml ?? "",
    active: row ? row.active : true,
  });
  const single = (key: StoreSectionKey) =>
    item(
      key,
      sections.find((s) => s.section === key),
    );
  return [
    ...singleKeys.slice(0, 2).map(single),
    ...sections.filter((s) => s.section === "diferenciais").map((row) => item("diferenciais", row)),
    item("diferenciais"),
    ...singleKeys.slice(2).map(single),
  ];
}

export function StoreSectionsForm({
  sections,
  edit,
  reloadTo,
  actionData,
}: {
  sections: StoreSection[];
  /** The screen's address: the conflict's way to the current content. */
  reloadTo: string;
  /** The version of the page's sections the form edits. */
  edit: EditState;
  actionData: StoreSectionsActionData;
}) {
  const items = formItems(sections);
  const publishes = useCan()("stores.publish");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-all";
  const editing = useEditState<{ sections: SectionItem[] }>(edit, actionData);
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const shown = editing.values?.sections ?? items;
  const [form, fields] = useSchemaForm(storeSectionsFormSchema, {
    id: `${CONTENT_FORM_ID}-${editing.key}`,
    lastResult: actionData?.formId === CONTENT_FORM_ID ? result : undefined,
    defaultValue: {
      sections: shown.map((item) => ({ ...item, sectionId: item.sectionId?.toString() })),
    },
  });
  const list = fields.sections.getFieldList();
  const newIndex = items.findIndex((i) => i.section === "diferenciais" && !i.sectionId);
  const formError =
    form.errors?.[0] ??
    (actionData && actionData.formId !== CONTENT_FORM_ID ? result?.error?.[""]?.[0] : undefined);

  const editor = (index: number) => (
    <SectionFields
      key={index}
      index={index}
      item={items[index]!}
      meta={list[index]!.getFieldset()}
    />
  );
  const single = (index: number) => {
    const key = items[index]!.section;
    return (
      <Section
        key={key}
        id={`secao-${key}`}
        title={STORE_SECTION_LABELS[key]}
        description={HINTS[key]}
      >
        {editor(index)}
      </Section>
    );
  };

  return (
    <>
      <EditConflictNotice conflict={editing.conflict} formId={form.id} reloadTo={reloadTo} />
      <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="save-all" />
        <EditVersionFields edit={editing.edit} />
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <p className="text-sm text-neutral-600">
          Todas as seções são salvas juntas pelo botão &lsquo;Salvar conteúdo&rsquo;.
        </p>
        {[0, 1].map(single)}
        <Section
          id="diferenciais"
          title={STORE_SECTION_LABELS.diferenciais}
          description={HINTS.diferenciais}
        >
          <Differentials items={items} editor={editor} newIndex={newIndex} />
        </Section>
        {items.slice(newIndex + 1).map((_, offset) => single(newIndex + 1 + offset))}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur">
          <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
            {busy ? "Salvando..." : publishes ? "Salvar conteúdo" : "Enviar para aprovação"}
          </button>
        </div>
      </Form>
    </>
  );
}

/**
 * A differential's arrow: it submits the page's form with the move; the focus comes back to it
 * once the page is saved (see use-kept-move-focus.ts).
 */
function DifferentialArrow({
  sectionId,
  direction,
  name,
  disabled,
}: {
  sectionId: number;
  direction: "up" | "down";
  name: string;
  disabled: boolean;
}) {
  const keep = useKeptMoveFocus(`move-section:${sectionId}`, direction);
  return (
    <IconButton
      type="submit"
      name="move"
      value={`${sectionId}:${direction}`}
      disabled={disabled}
      {...moveArrow(direction, name)}
      {...keep}
    />
  );
}

/** The saved differentials as cards (move, remove) and the blank card of a new one. */
function Differentials({
  items,
  editor,
  newIndex,
}: {
  items: SectionItem[];
  editor: (index: number) => ReactNode;
  newIndex: number;
}) {
  // Moving and removing are head office's; a store manager proposes texts only.
  const publishes = useCan()("stores.publish");
  const differentials = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.section === "diferenciais" && item.sectionId !== undefined);
  return (
    <div className="flex flex-col gap-4">
      {differentials.length === 0 ? (
        <p className="text-sm text-neutral-600">Nenhum diferencial cadastrado.</p>
      ) : (
        differentials.map(({ item, index }, position) => (
          <div key={item.sectionId} className="rounded-lg border border-neutral-200 p-4">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="font-semibold text-neutral-900">Diferencial {position + 1}</h3>
              <div className={publishes ? "flex gap-1" : "hidden"}>
                {(["up", "down"] as const).map((direction) => (
                  <DifferentialArrow
                    key={direction}
                    sectionId={item.sectionId!}
                    direction={direction}
                    name={`diferencial ${position + 1}`}
                    disabled={position === (direction === "up" ? 0 : differentials.length - 1)}
                  />
                ))}
                <RemoveSectionButton
                  sectionId={item.sectionId!}
                  label={`Remover diferencial ${position + 1}`}
                  message="Tem certeza que deseja remover este diferencial?"
                  className="rounded p-2 text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </RemoveSectionButton>
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
  );
}
