/** The specialties screen's list: each specialty with its move, show/hide and delete buttons and its editor. */
import type { FieldMetadata } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { specialtyIcons } from "#db/constants";
import type { Specialty } from "#db/schema";
import { IconSubmit, MoveArrows } from "~/components/admin/icon-button";
import {
  CheckboxField,
  FieldError,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import {
  SPECIALTY_ICON_OPTIONS,
  SpecialtyIconView,
} from "~/components/admin/stores/specialty-icons";
import { specialtyCreateSchema, specialtyUpdateSchema } from "~/domain/store-schemas";
import { TrashSubmit } from "~/components/admin/confirm-delete";
import type { EditState } from "~/domain/edit-version";
import { RecordItem, ScreenForm, versionFields } from "./screen-forms";
import type { FormsActionData, RecordFormProps } from "./screen-forms";

type Answer = FormsActionData | undefined;

export function SpecialtyList({
  specialties,
  edit,
  edits,
  actionData,
}: {
  specialties: Specialty[];
  /** The list's version (a move names it) and each specialty's (its edit, switch, deletion). */
  edit: EditState;
  edits: Record<number, EditState>;
  actionData: Answer;
}) {
  if (specialties.length === 0) {
    return <p className="text-sm text-neutral-600">Nenhuma especialidade cadastrada.</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {specialties.map((item, index) => (
        <RecordItem
          key={item.id}
          entity="specialty"
          record={item}
          className="rounded-lg border border-neutral-200 p-4"
          info={
            <div className="flex items-start gap-3">
              <span className="rounded-full bg-brand-50 p-2 text-brand-700">
                <SpecialtyIconView name={item.icon} className="h-5 w-5" />
              </span>
              <div>
                <p className="font-semibold text-neutral-900">
                  {item.title}{" "}
                  {!item.active ? (
                    <span className="ml-1 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-700">
                      Inativa
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-neutral-600">{item.description}</p>
              </div>
            </div>
          }
          actions={(busy) => (
            <>
              <MoveArrows
                fields={{ intent: "move", specialtyId: item.id, ...versionFields(edit) }}
                name={item.title}
                index={index}
                count={specialties.length}
                busy={busy}
              />
              <IconSubmit
                fields={{
                  intent: "toggle",
                  specialtyId: item.id,
                  ...versionFields(edits[item.id]),
                }}
                label={`${item.active ? "Desativar" : "Ativar"} ${item.title}`}
                tooltip={item.active ? "Desativar" : "Ativar"}
                icon={item.active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                disabled={busy}
              />
              <TrashSubmit
                message="Tem certeza que deseja excluir esta especialidade?"
                fields={{
                  intent: "delete",
                  specialtyId: item.id,
                  ...versionFields(edits[item.id]),
                }}
                label={`Excluir ${item.title}`}
              />
            </>
          )}
          summary={`Editar ${item.title}`}
          actionData={actionData}
        >
          <SpecialtyForm item={item} edit={edits[item.id]} actionData={actionData} />
        </RecordItem>
      ))}
    </ol>
  );
}

/** Edits `item`, or creates a specialty when it is null. */
export function SpecialtyForm({ item, edit, actionData }: RecordFormProps<Specialty>) {
  return (
    <ScreenForm
      entity="specialty"
      record={item}
      schemas={{ create: specialtyCreateSchema, update: specialtyUpdateSchema }}
      blank={{ icon: "Sparkles", active: true }}
      edit={edit}
      actionData={actionData}
      submitLabel={item ? "Salvar especialidade" : "Criar especialidade"}
      className="flex flex-col gap-4"
    >
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Título" required />
          <TextAreaField meta={fields.description} label="Descrição" rows={2} />
          <IconPicker meta={fields.icon} />
          <CheckboxField meta={fields.active} label="Ativa (aparece nas páginas das lojas)" />
        </>
      )}
    </ScreenForm>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function IconPicker({ meta }: { meta: FieldMetadata<any, any, string[]> }) {
  const current = (meta.initialValue as string | undefined) ?? "Sparkles";
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-neutral-800">Ícone</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {specialtyIcons.map((icon) => {
          const option = SPECIALTY_ICON_OPTIONS[icon];
          const id = `${meta.id}-${icon}`;
          return (
            <label
              key={icon}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="radio"
                name={meta.name}
                value={icon}
                defaultChecked={current === icon}
                className="sr-only"
              />
              <option.icon aria-hidden className="h-5 w-5 text-brand-700" />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
