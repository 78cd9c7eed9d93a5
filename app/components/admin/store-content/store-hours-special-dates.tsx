/**
 * The special dates of a store's hours form (holidays, closures): each date closed all day or
 * with its own hours, added and removed within the form.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import {
  buttonSecondary,
  CheckboxField,
  Section,
  TextField,
} from "~/components/admin/stores/fields";
import { TimeSpanFields } from "~/components/admin/stores/time-span-fields";
import { Tooltip } from "~/components/ui/tooltip";
import type { HoursForm } from "./store-hours-form";

export function SpecialDates({
  form,
  list,
}: {
  form: FormMetadata<HoursForm, string[]>;
  list: FieldMetadata<HoursForm["special"], HoursForm, string[]>;
}) {
  const rows = list.getFieldList();
  return (
    <Section
      id="datas-especiais"
      title="Datas especiais (feriados e fechamentos)"
      description="Valem só no dia indicado, também para lojas que usam apenas o texto."
    >
      <div className="flex flex-col gap-4">
        {rows.length === 0 ? (
          <p className="text-sm text-neutral-600">Nenhuma data especial.</p>
        ) : null}
        {rows.map((item, index) => {
          const row = item.getFieldset();
          return (
            <fieldset
              key={item.key}
              className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[9rem_1fr_auto]"
            >
              <legend className="px-1 text-sm font-medium text-neutral-700">
                Data especial {index + 1}
              </legend>
              <TextField meta={row.date} label="Data" type="date" />
              <TextField meta={row.label} label="Descrição" placeholder="Ex.: Natal" />
              <Tooltip label={`Remover data especial ${index + 1}`}>
                <button
                  {...form.remove.getButtonProps({ name: list.name, index })}
                  aria-label={`Remover data especial ${index + 1}`}
                  className="self-end rounded p-2 text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </Tooltip>
              <div className="flex flex-wrap items-end gap-4 sm:col-span-3">
                <CheckboxField meta={row.closed} label="Fechada o dia todo" />
                <TimeSpanFields
                  open={row.open}
                  close={row.close}
                  overnight={row.overnight}
                  label={`Data especial ${index + 1}`}
                />
              </div>
            </fieldset>
          );
        })}
        <button
          {...form.insert.getButtonProps({
            name: list.name,
            defaultValue: { closed: true },
          })}
          className={`${buttonSecondary} self-start`}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Adicionar data especial
        </button>
      </div>
    </Section>
  );
}
