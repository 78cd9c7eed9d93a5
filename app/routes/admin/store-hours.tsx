import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { WeeklyHours } from "#db/schema";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import {
  buttonPrimary,
  buttonSecondary,
  CheckboxField,
  Section,
  TextField,
} from "~/components/admin/stores/fields";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import { TimeSpanFields } from "~/components/admin/stores/time-span-fields";
import { Tooltip } from "~/components/ui/tooltip";
import { abbreviateHours, parseHours, WEEKDAY_NAMES } from "~/domain/hours";
import { generatedHoursText, weekFromFormRows, weekFromText } from "~/domain/hours-grid";
import {
  hoursActionSchema,
  weeklyHoursSchema,
  type WeeklyHoursFormValues,
} from "~/domain/store-schemas";
import { countPendingTestimonials } from "~/models/admin-testimonials.server";
import { saveStoreHours } from "~/models/store-hours.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/store-hours";
import { requireStoreParam } from "./store-params.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Horários · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  // A store with only free text gets the grid its text reads as, for staff to confirm.
  const textWeek = store.weeklyHours?.week.length ? [] : weekFromText(store.hoursText);
  return {
    store: {
      id: store.id,
      name: store.name,
      hoursText: store.hoursText,
      weeklyHours: store.weeklyHours,
    },
    grid:
      textWeek.length > 0
        ? { week: textWeek, special: store.weeklyHours?.special ?? [] }
        : store.weeklyHours,
    prefilled: textWeek.length > 0,
    pending: await countPendingTestimonials(app.db, store.id),
  };
}

type HoursForm = {
  days: { open1?: string; close1?: string; open2?: string; close2?: string }[];
  special: { date?: string; label?: string; closed?: boolean; open?: string; close?: string }[];
};

/** The stored week as the form's rows: one row per weekday (0 = Sunday), up to two periods. */
function formValues(weekly: WeeklyHours | null): HoursForm {
  const days = Array.from({ length: 7 }, (_, day) => {
    const spans = (weekly?.week ?? [])
      .filter((w) => w.day === day)
      .sort((a, b) => a.open.localeCompare(b.open));
    return {
      open1: spans[0]?.open ?? "",
      close1: spans[0]?.close ?? "",
      open2: spans[1]?.open ?? "",
      close2: spans[1]?.close ?? "",
    };
  });
  const special = (weekly?.special ?? []).map((s) => ({
    date: s.date,
    label: s.label ?? "",
    closed: Boolean(s.closed),
    open: s.open ?? "",
    close: s.close ?? "",
  }));
  return { days, special };
}

/**
 * The reply with the week's seven rows even when the request lacked some of them, so the form can
 * draw every day again next to the message.
 */
function withSevenDays(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  type Payload = NonNullable<SubmissionResult<string[]>["initialValue"]>;
  const initial: Payload = result.initialValue ?? {};
  const sent = Array.isArray(initial.days) ? initial.days : [];
  const days = Array.from({ length: 7 }, (_, index): Payload => {
    const day = sent[index];
    return day && typeof day === "object" && !Array.isArray(day) && !(day instanceof File)
      ? day
      : {};
  });
  return { ...result, initialValue: { ...initial, days } };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  const formData = await readFormData(args.request);
  const submission = parseForm(formData, { schema: hoursActionSchema });
  if (submission.status !== "success") {
    // A list change (add/remove a date) is not an error: it only redraws the form.
    return data(
      { result: withSevenDays(submission.reply()) },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const value = submission.value;
  let weekly: WeeklyHours | null = null;
  if (value.intent === "save-hours") {
    const week: WeeklyHours["week"] = [];
    value.days.forEach((day, index) => {
      if (day.open1 && day.close1) week.push({ day: index, open: day.open1, close: day.close1 });
      if (day.open2 && day.close2) week.push({ day: index, open: day.open2, close: day.close2 });
    });
    const special: NonNullable<WeeklyHours["special"]> = [...value.special]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((s) =>
        s.closed
          ? { date: s.date, closed: true, ...(s.label ? { label: s.label } : {}) }
          : {
              date: s.date,
              open: s.open!,
              close: s.close!,
              ...(s.label ? { label: s.label } : {}),
            },
      );
    weekly = week.length > 0 || special.length > 0 ? { week, special } : null;
  }
  // With opening days the grid also rewrites the store's text, so every page says the same.
  await saveStoreHours(app.db, user.id, store, weekly);
  return data(
    { result: submission.reply() },
    {
      headers: await toastHeaders(app.env, {
        type: "success",
        title: weekly ? "Horários salvos com sucesso!" : "Horários por dia removidos.",
      }),
    },
  );
}

const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export default function StoreHours({ loaderData, actionData }: Route.ComponentProps) {
  const { store, pending, grid, prefilled } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm<HoursForm, WeeklyHoursFormValues>({
    id: `hours-${store.id}`,
    lastResult: actionData?.result,
    defaultValue: formValues(grid),
    constraint: getZodConstraint(weeklyHoursSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: weeklyHoursSchema }),
  });
  const days = fields.days.getFieldList();
  const special = fields.special.getFieldList();
  const textPreview = abbreviateHours(parseHours(store.hoursText));
  // The text the site will show, generated from the rows as they are being typed.
  const draftPreview = generatedHoursText({
    week: weekFromFormRows(Array.isArray(form.value?.days) ? form.value.days : []),
  });

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Voltar para Lojas
        </Link>
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Horários</h1>
          <p className="text-neutral-600">{store.name}</p>
        </div>
        <StoreTabs storeId={store.id} pendingTestimonials={pending} />
      </header>

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

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="save-hours" />
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
                        label={`${name}, ${period}º período`}
                      />
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </Section>

        <Section
          id="datas-especiais"
          title="Datas especiais (feriados e fechamentos)"
          description="Valem só no dia indicado, também para lojas que usam apenas o texto."
        >
          <div className="flex flex-col gap-4">
            {special.length === 0 ? (
              <p className="text-sm text-neutral-600">Nenhuma data especial.</p>
            ) : null}
            {special.map((item, index) => {
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
                      {...form.remove.getButtonProps({ name: fields.special.name, index })}
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
                      label={`Data especial ${index + 1}`}
                    />
                  </div>
                </fieldset>
              );
            })}
            <button
              {...form.insert.getButtonProps({
                name: fields.special.name,
                defaultValue: { closed: true },
              })}
              className={`${buttonSecondary} self-start`}
            >
              <Plus aria-hidden className="h-4 w-4" />
              Adicionar data especial
            </button>
          </div>
        </Section>

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
    </div>
  );
}
