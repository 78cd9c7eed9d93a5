/**
 * A store's hours screen: the free text as the site reads it, the weekly grid (two periods a
 * day) with the text it generates, and the special dates (holidays, closures).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import type { WeeklyHours } from "#db/schema";
import { buttonPrimary, Section } from "~/components/admin/stores/fields";
import { TimeSpanFields } from "~/components/admin/stores/time-span-fields";
import { parseForm } from "~/domain/form-input";
import { abbreviateHours, parseHours, WEEKDAY_NAMES } from "~/domain/hours";
import { generatedHoursText, weekFromFormRows } from "~/domain/hours-grid";
import { weeklyHoursSchema, type WeeklyHoursFormValues } from "~/domain/store-schemas";
import {
  EditConflictNotice,
  EditVersionFields,
  useEditState,
} from "~/components/admin/edit-conflict";
import type { EditConflict, EditState } from "~/domain/edit-version";
import { SpecialDates } from "./store-hours-special-dates";
import {
  EffectiveAtField,
  effectiveAtErrors,
  effectiveAtTyped,
} from "~/components/admin/stores/effective-at-field";
import { useCan } from "~/components/admin/use-can";

export type HoursForm = {
  days: {
    open1?: string;
    close1?: string;
    overnight1?: boolean;
    open2?: string;
    close2?: string;
    overnight2?: boolean;
  }[];
  special: {
    date?: string;
    label?: string;
    closed?: boolean;
    open?: string;
    close?: string;
    overnight?: boolean;
  }[];
};

/** A time input cannot show '24:00': midnight at the end of a day is typed '00:00'. */
const timeInputValue = (clock: string | undefined) => (clock === "24:00" ? "00:00" : (clock ?? ""));

/** The stored week as the form's rows: one row per weekday (0 = Sunday), up to two periods. */
export function hoursFormValues(weekly: WeeklyHours | null): HoursForm {
  const days = Array.from({ length: 7 }, (_, day) => {
    const spans = (weekly?.week ?? [])
      .filter((w) => w.day === day)
      .sort((a, b) => a.open.localeCompare(b.open));
    return {
      open1: spans[0]?.open ?? "",
      close1: timeInputValue(spans[0]?.close),
      overnight1: Boolean(spans[0]?.overnight),
      open2: spans[1]?.open ?? "",
      close2: timeInputValue(spans[1]?.close),
      overnight2: Boolean(spans[1]?.overnight),
    };
  });
  const special = (weekly?.special ?? []).map((s) => ({
    date: s.date,
    label: s.label ?? "",
    closed: Boolean(s.closed),
    open: s.open ?? "",
    close: timeInputValue(s.close),
    overnight: Boolean(s.overnight),
  }));
  return { days, special };
}

const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The store's hours screen (below the tabs). `grid` is what the form starts from. */
export function StoreHoursForm({
  store,
  grid,
  prefilled,
  edit,
  actionData,
}: {
  store: { id: number; hoursText: string; weeklyHours: WeeklyHours | null; timezone: string };
  grid: WeeklyHours | null;
  /** The grid was read from the text, for staff to confirm. */
  prefilled: boolean;
  /** The version of the store the hours belong to. */
  edit: EditState;
  actionData:
    { result: SubmissionResult<string[]> } | { conflict: EditConflict<HoursForm> } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // A store manager's save is a request: its moment is the one asked for.
  const proposes = !useCan()("stores.publish");
  const editing = useEditState<HoursForm>(edit, actionData);
  const [form, fields] = useForm<HoursForm, WeeklyHoursFormValues>({
    id: `hours-${store.id}-${editing.key}`,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: editing.values ?? hoursFormValues(grid),
    constraint: getZodConstraint(weeklyHoursSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: weeklyHoursSchema }),
  });
  const days = fields.days.getFieldList();
  const textPreview = abbreviateHours(parseHours(store.hoursText));
  // The text the site will show, generated from the rows as they are being typed.
  const draftPreview = generatedHoursText({
    week: weekFromFormRows(Array.isArray(form.value?.days) ? form.value.days : []),
  });

  return (
    <>
      <Section id="texto" title="Horário de Funcionamento (texto)">
        <p className="text-neutral-800">{store.hoursText}</p>
        <p className="mt-1 text-sm text-neutral-600">
          {textPreview
            ? `Como o site entende: ${textPreview}`
            : "O site não reconhece dias e horários neste texto."}
        </p>
        <p className="mt-2 text-sm">
          <Link
            to={`/restrita/lojas/editar/${store.id}`}
            className="font-medium text-brand-700 underline"
          >
            Alterar o texto no cadastro da loja
          </Link>
        </p>
      </Section>

      <EditConflictNotice
        conflict={editing.conflict}
        formId={form.id}
        reloadTo={`/restrita/lojas/${store.id}/horarios`}
      />
      <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="save-hours" />
        <EditVersionFields edit={editing.edit} />
        {form.errors?.length || fields.days.errors?.length ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {form.errors?.[0] ?? fields.days.errors?.[0]}
          </p>
        ) : null}
        <Section
          id="semana"
          title="Horários por dia da semana (opcional)"
          description="Quando preenchidos, valem no lugar do texto para 'Aberto agora' e para os buscadores. Deixe o dia em branco para fechado; use o segundo período para o intervalo de almoço."
        >
          <p
            data-testid="hours-generated"
            aria-live="polite"
            className="mb-3 text-sm text-neutral-600"
          >
            {draftPreview
              ? `Texto mostrado no site: ${draftPreview}`
              : "Sem horários por dia: o site mostra o texto da loja."}
          </p>
          {prefilled ? (
            <p
              data-testid="hours-prefilled"
              className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              Preenchido a partir do texto da loja. Confira os horários e clique em &apos;Salvar
              horários&apos;: a partir daí o texto mostrado no site é gerado destes horários.
            </p>
          ) : null}
          {/* One row per day on a computer; on a phone each day stacks its two periods. */}
          <div
            aria-hidden="true"
            className="hidden gap-4 border-b border-neutral-100 py-2 text-sm font-medium text-neutral-700 sm:grid sm:grid-cols-[7rem_1fr_1fr]"
          >
            <span>Dia</span>
            <span>1º período</span>
            <span>2º período</span>
          </div>
          <ul
            aria-label="Horários por dia da semana"
            className="divide-y divide-neutral-100 text-sm"
          >
            {DISPLAY_ORDER.map((index) => {
              const day = days[index]!.getFieldset();
              const name = WEEKDAY_NAMES[index]!;
              return (
                <li
                  key={index}
                  className="grid gap-2 py-3 sm:grid-cols-[7rem_1fr_1fr] sm:items-start sm:gap-4"
                >
                  <span className="font-medium text-neutral-900 sm:pt-2">{name}</span>
                  {(["1", "2"] as const).map((period) => (
                    <div key={period} className="flex flex-col gap-1">
                      <span aria-hidden="true" className="text-xs text-neutral-600 sm:hidden">
                        {period}º período
                      </span>
                      <TimeSpanFields
                        open={period === "1" ? day.open1 : day.open2}
                        close={period === "1" ? day.close1 : day.close2}
                        overnight={period === "1" ? day.overnight1 : day.overnight2}
                        label={`${name}, ${period}º período`}
                      />
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </Section>

        <SpecialDates form={form} list={fields.special} />

        <EffectiveAtField
          proposes={proposes}
          formId={form.id}
          timeZone={store.timezone}
          errors={effectiveAtErrors(actionData)}
          defaultValue={effectiveAtTyped(actionData)}
        />

        <div className="flex flex-wrap justify-end gap-3">
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {busy ? "Salvando..." : "Salvar horários"}
          </button>
        </div>
      </Form>
      {store.weeklyHours ? (
        <Form method="post" className="flex justify-end">
          <input type="hidden" name="intent" value="clear-hours" />
          <button
            type="submit"
            disabled={busy}
            className="text-sm font-medium text-red-700 underline"
          >
            Usar só o texto (remover horários por dia e datas especiais)
          </button>
        </Form>
      ) : null}
    </>
  );
}
