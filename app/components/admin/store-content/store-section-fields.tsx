/**
 * One section of a store's page-content form (title, text, 'Mostrar na página'), and the
 * removal button that saves the rest of the form with it.
 */
import type { FieldMetadata } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { StoreSectionKey } from "#db/constants";
import {
  buttonDanger,
  buttonSecondary,
  CheckboxField,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import { ConfirmSubmitButton } from "~/components/admin/confirm-submit";
import { useCan } from "~/components/admin/use-can";
import { RichTextField } from "~/components/admin/stores/rich-text-field";
import {
  PLAIN_TEXT_SECTIONS,
  SECTION_BODY_LIMITS,
  STORE_SECTION_LABELS,
  TITLED_SECTIONS,
} from "~/domain/store-schemas";

/** A row of the form: a saved section, or a blank one (no id) to create. */
export type SectionItem = {
  sectionId?: number;
  section: StoreSectionKey;
  title: string;
  bodyHtml: string;
  active: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;
type Fieldset = { title: AnyField; bodyHtml: AnyField; active: AnyField };

export function SectionFields({
  index,
  item,
  meta,
}: {
  index: number;
  item: SectionItem;
  meta: Fieldset;
}) {
  const key = item.section;
  // Removing a section is head office's; a store manager proposes texts only.
  const publishes = useCan()("stores.publish");
  const limit = SECTION_BODY_LIMITS[key];
  const body = meta.bodyHtml;
  const typed = typeof body.value === "string" ? body.value : item.bodyHtml;
  const hint = limit ? `${typed.length}/${limit} caracteres` : undefined;
  return (
    <div className="flex flex-col gap-4">
      <input type="hidden" name={`sections[${index}].section`} value={key} />
      {item.sectionId ? (
        <input type="hidden" name={`sections[${index}].sectionId`} value={item.sectionId} />
      ) : null}
      {TITLED_SECTIONS.has(key) ? <TextField meta={meta.title} label="Título" /> : null}
      {!PLAIN_TEXT_SECTIONS.has(key) ? (
        <RichTextField
          id={body.id}
          name={body.name}
          label="Texto"
          defaultValue={typeof body.initialValue === "string" ? body.initialValue : item.bodyHtml}
          error={body.errors?.[0]}
        />
      ) : key === "palavras_chave" ? (
        <TextField meta={body} label="Palavras-chave" hint={hint} />
      ) : (
        <TextAreaField
          meta={body}
          label="Texto"
          rows={key === "meta_description" ? 2 : 3}
          hint={hint}
        />
      )}
      <CheckboxField meta={meta.active} label="Mostrar na página" />
      {key !== "diferenciais" && item.sectionId && publishes ? (
        <div className="border-t border-neutral-100 pt-3">
          <RemoveSectionButton
            sectionId={item.sectionId}
            label={`Remover ${STORE_SECTION_LABELS[key].toLowerCase()}`}
            message="Tem certeza que deseja remover este conteúdo? A página volta a mostrar o texto padrão."
            className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
          >
            <span className="inline-flex items-center gap-1 text-sm">
              <Trash2 aria-hidden className="h-4 w-4" />
              Remover
            </span>
          </RemoveSectionButton>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A removal that is part of the page's one form: the rest of the form is saved with it, so no
 * typed text is lost. With JavaScript a dialog asks first; without it the form posts directly.
 */
export function RemoveSectionButton({
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
  return (
    <ConfirmSubmitButton
      title={label}
      message={`${message} As outras alterações da página também serão salvas.`}
      confirmLabel="Remover"
      label={label}
      name="remove"
      value={sectionId}
      className={className}
      buttonClasses={{ cancel: buttonSecondary, confirm: buttonDanger }}
    >
      {children}
    </ConfirmSubmitButton>
  );
}
