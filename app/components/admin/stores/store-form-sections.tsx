/**
 * The store form's sections up to the status: name, state and city, address, contact, opening
 * hours (with how the site reads them), internal notes and whether the store is active.
 */
import type { FormMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { Link } from "react-router";
import type { Store } from "#db/schema";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { abbreviateHours, parseHours } from "~/domain/hours";
import { STORE_TEXT_FIELDS, type StoreTextField } from "~/domain/store-form-fields";
import { BRAZIL_TIME_ZONES, timeZoneLabel } from "~/domain/time-zones";
import type { StoreFormInput } from "~/domain/store-schemas";
import { CheckboxField, Section, SelectField, TextAreaField, TextField } from "./fields";

/** The Conform fields of the store form. */
export type StoreFormFields = ReturnType<FormMetadata<StoreFormInput>["getFieldset"]>;

/** The form's initial values from a stored store (Conform wants text, 'on' for checkboxes). */
export function storeFormDefaults(store: Pick<Store, StoreTextField | "active"> | null) {
  if (!store) return { active: true, state: "Goiás" };
  const text = Object.fromEntries(
    STORE_TEXT_FIELDS.map((key) => [key, store[key] === null ? "" : String(store[key])]),
  );
  return { ...text, active: store.active };
}

/** A text input of the form, as a row of a table of inputs. */
type InputSpec = {
  name: StoreTextField;
  label: string;
  required?: boolean;
  className?: string;
  type?: "text" | "email" | "tel" | "url" | "date";
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "placeholder">;

const ADDRESS: InputSpec[] = [
  { name: "neighborhood", label: "Bairro", required: true, className: "sm:col-span-3" },
  {
    name: "postalCode",
    label: "CEP",
    required: true,
    className: "sm:col-span-3",
    inputMode: "numeric",
    placeholder: "00000-000",
  },
  { name: "street", label: "Logradouro", required: true, className: "sm:col-span-4" },
  { name: "number", label: "Número", required: true, className: "sm:col-span-2" },
  { name: "complement", label: "Complemento", className: "sm:col-span-6" },
];

const CONTACT: InputSpec[] = [
  {
    name: "whatsapp",
    label: "WhatsApp",
    type: "tel",
    required: true,
    placeholder: "(62) 99999-9999",
    className: "sm:col-span-2",
  },
  {
    name: "instagramUrl",
    label: "Link do Instagram",
    type: "url",
    placeholder: "https://www.instagram.com/...",
  },
  {
    name: "mapsUrl",
    label: "Link do Google Maps",
    type: "url",
    placeholder: "https://maps.google.com/...",
  },
];

/** A grid of text inputs described by `inputs`. */
export function InputGrid({
  fields,
  inputs,
  className,
}: {
  fields: StoreFormFields;
  inputs: InputSpec[];
  className: string;
}) {
  return (
    <div className={className}>
      {inputs.map(({ name, ...input }) => (
        <TextField key={name} meta={fields[name]} {...input} />
      ))}
    </div>
  );
}

/** Name, state and city, address and contact. */
export function StoreIdentitySections({
  fields,
  readOnly,
}: {
  fields: StoreFormFields;
  readOnly: boolean;
}) {
  return (
    <>
      <Section id="dados" title="Dados Principais">
        <TextField meta={fields.name} label="Nome da Loja" required readOnly={readOnly} />
      </Section>

      <Section id="localizacao" title="Estado e Cidade">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SelectField meta={fields.state} label="Estado" required readOnly={readOnly}>
            <option value="">Selecione</option>
            {BRAZILIAN_STATES.map((s) => (
              <option key={s.code} value={s.name} title={s.name}>
                {s.code}
              </option>
            ))}
          </SelectField>
          <TextField meta={fields.city} label="Cidade" required readOnly={readOnly} />
        </div>
      </Section>

      <Section id="endereco" title="Endereço">
        <InputGrid fields={fields} inputs={ADDRESS} className="grid gap-4 sm:grid-cols-6" />
      </Section>

      <Section id="contato" title="Contato">
        <InputGrid fields={fields} inputs={CONTACT} className="grid gap-4 sm:grid-cols-2" />
      </Section>
    </>
  );
}

/** How the site reads an hours text, once there is enough of it to read. */
function hoursReading(hoursText: string): string | null {
  if (hoursText.trim().length < 5) return null;
  const preview = abbreviateHours(parseHours(hoursText));
  return preview
    ? `Como o site entende: ${preview}`
    : "O site não reconheceu dias e horários neste texto: a loja aparecerá como fechada.";
}

/** The opening hours text, how the site reads it, and the way to the per-day hours screen. */
export function StoreHoursSection({
  fields,
  store,
  readOnly,
  automaticZone = null,
}: {
  fields: StoreFormFields;
  store: Pick<Store, "id" | "weeklyHours"> | null;
  readOnly: boolean;
  /** The zone of the store's municipality, as stored now (null for a new store). */
  automaticZone?: string | null;
}) {
  return (
    <Section id="horario" title="Horário de Funcionamento">
      <TextAreaField
        meta={fields.hoursText}
        label="Horário de Funcionamento"
        required
        rows={2}
        hint="Ex.: Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h"
      />
      <p className="mt-2 text-sm text-neutral-600" aria-live="polite">
        {hoursReading(fields.hoursText.value ?? "")}
      </p>
      {store?.weeklyHours?.week.length && !readOnly ? (
        <p className="mt-1 text-sm text-neutral-600">
          Este texto é gerado dos horários por dia. Se alterá-lo aqui, os horários por dia passam a
          seguir o novo texto.
        </p>
      ) : null}
      <div className="mt-4 max-w-md">
        <SelectField
          meta={fields.timezone}
          label="Fuso horário"
          readOnly={readOnly}
          hint="Os horários são da hora local da loja: 'Aberto agora', feriados e o Google usam este fuso."
        >
          <option value="">
            {automaticZone
              ? `Automático, pelo município: ${timeZoneLabel(automaticZone)}`
              : "Automático, pelo município"}
          </option>
          {BRAZIL_TIME_ZONES.map((z) => (
            <option key={z.zone} value={z.zone}>
              {z.label}
            </option>
          ))}
        </SelectField>
      </div>
      {store && !readOnly ? (
        <p className="mt-2 text-sm">
          <Link
            to={`/restrita/lojas/${store.id}/horarios`}
            className="font-medium text-brand-700 underline"
          >
            Horários por dia da semana e datas especiais (feriados)
          </Link>
        </p>
      ) : null}
    </Section>
  );
}

/** Internal notes and whether the store shows on the site. */
export function StoreNotesAndStatusSections({ fields }: { fields: StoreFormFields }) {
  return (
    <>
      <Section id="observacoes" title="Observações">
        <TextAreaField
          meta={fields.notes}
          label="Observações"
          rows={3}
          hint="Uso interno: não aparece no site."
        />
      </Section>

      <Section id="status" title="Status">
        <CheckboxField
          meta={fields.active}
          label="Loja ativa"
          hint="Só lojas ativas aparecem no site (lista de lojas, página da loja e mapa do site)."
        />
      </Section>
    </>
  );
}
