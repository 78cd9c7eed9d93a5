import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { EditVersionFields } from "~/components/admin/edit-conflict";
import { rowEdit, type EditState } from "~/domain/edit-version";
import { buttonPrimary, inputClass } from "~/components/admin/stores/fields";

export type HolidayDecisionView = {
  id: number;
  version: number;
  /** 'Todas as lojas', 'Goiás', 'Goiânia (GO)' */
  where: string;
  /** 'Fechado', 'Horário especial: 10:00 às 14:00', 'Horário normal' */
  what: string;
};

export type HolidayView = {
  /** 'date/key': unique on the screen. */
  id: string;
  date: string;
  key: string;
  name: string;
  /** 'sex., 25/12/2026' */
  dateLabel: string;
  /** 'Feriado nacional', 'Feriado estadual (GO)', 'Ponto facultativo' */
  levelLabel: string;
  stores: number;
  undecided: number;
  /** The version of the holiday's decisions as shown: a new decision posts it. */
  version: string;
  decisions: HolidayDecisionView[];
  /** Choices of where a decision applies: value ('all', 'state:GO', 'city:GO:Goiânia') and label. */
  scopes: { value: string; label: string }[];
};

export type HolidayFormReply = {
  holidayId: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
};

const MODES = [
  { value: "closed", label: "Fechado" },
  { value: "special", label: "Horário especial" },
  { value: "normal", label: "Horário normal" },
] as const;

/** The two times of special hours. */
const TIMES = [
  { name: "opens", label: "Abre" },
  { name: "closes", label: "Fecha" },
] as const;

const lojas = (n: number) => `${n} ${n === 1 ? "loja" : "lojas"}`;

/** 'Decisão atual: nenhuma — ...' or the decisions taken, as one sentence. */
function currentDecision(holiday: HolidayView): string {
  if (holiday.decisions.length === 0) {
    return "Decisão atual: nenhuma — as lojas abrem no horário normal.";
  }
  return `Decisão atual: ${holiday.decisions.map((d) => `${d.where}: ${d.what}`).join("; ")}.`;
}

/** One holiday: where it applies, the decisions taken and a form to take another. */
export function HolidayCard({
  holiday,
  edit,
  reply,
  busy,
}: {
  holiday: HolidayView;
  /** When the screen was opened (the versions come with the holiday and its decisions). */
  edit: EditState;
  /** The last answer of the server when it was about this holiday. */
  reply: HolidayFormReply | null;
  busy: boolean;
}) {
  const base = `feriado-${holiday.id.replace(/[^a-z0-9]+/gi, "-")}`;
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const error = (name: string) =>
    errors[name]?.length ? (
      <p key={name} id={`${base}-${name}-erro`} className="text-sm text-red-700">
        {errors[name]![0]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name]?.length
      ? { "aria-invalid": true, "aria-describedby": `${base}-${name}-erro` }
      : {};

  return (
    <li
      data-testid="holiday"
      data-holiday={holiday.id}
      aria-labelledby={`${base}-titulo`}
      className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${base}-titulo`} className="font-semibold text-neutral-900">
          {holiday.dateLabel} — {holiday.name}
        </h2>
        <p className="text-sm text-neutral-600">
          {holiday.levelLabel} · {lojas(holiday.stores)}
        </p>
      </div>
      <p
        data-testid="holiday-current"
        className={`mt-2 rounded-lg px-3 py-2 text-sm ${holiday.undecided > 0 ? "bg-amber-50 text-amber-900" : "bg-neutral-50 text-neutral-800"}`}
      >
        {currentDecision(holiday)}
        {holiday.undecided > 0 && holiday.decisions.length > 0
          ? ` Sem decisão para ${lojas(holiday.undecided)}: abrem no horário normal.`
          : null}
      </p>
      {holiday.decisions.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={`Decisões para ${holiday.name}`}>
          {holiday.decisions.map((d) => (
            <li
              key={d.id}
              data-testid="holiday-decision"
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium text-neutral-900">{d.where}:</span> {d.what}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-decision" />
                <input type="hidden" name="id" value={d.id} />
                <EditVersionFields edit={rowEdit(edit, d.version)} />
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex items-center gap-1 rounded p-1 text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  Remover<span className="sr-only"> a decisão de {d.where}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}

      <Form
        method="post"
        className="mt-4 flex flex-col gap-3"
        aria-label={`Decidir ${holiday.name}`}
      >
        <input type="hidden" name="intent" value="save-decision" />
        <input type="hidden" name="date" value={holiday.date} />
        <input type="hidden" name="holidayKey" value={holiday.key} />
        <EditVersionFields edit={{ ...edit, version: holiday.version }} />
        {error("form")}
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-neutral-700">Onde vale</span>
            <select
              name="where"
              defaultValue={values.where ?? "all"}
              className={`${inputClass} max-w-full`}
              {...described("where")}
            >
              {holiday.scopes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            {error("where")}
          </label>
          <fieldset className="flex flex-col gap-1 text-sm" {...described("mode")}>
            <legend className="mb-1 font-medium text-neutral-700">Decisão</legend>
            <div className="flex flex-wrap gap-3">
              {MODES.map((m) => (
                <label key={m.value} className="inline-flex items-center gap-1.5">
                  <input
                    type="radio"
                    name="mode"
                    value={m.value}
                    // Nothing is chosen until someone chooses: no decision is the truth.
                    defaultChecked={values.mode === m.value}
                  />
                  {m.label}
                </label>
              ))}
            </div>
            {error("mode")}
          </fieldset>
          <div className="flex flex-col gap-1 text-sm">
            <div className="flex items-end gap-2">
              {TIMES.map((t) => (
                <label key={t.name} className="flex flex-col gap-1">
                  <span className="font-medium text-neutral-700">{t.label}</span>
                  <input
                    type="time"
                    name={t.name}
                    defaultValue={values[t.name] ?? ""}
                    className={`${inputClass} w-28`}
                    {...described(t.name)}
                  />
                </label>
              ))}
            </div>
            <label className="inline-flex items-center gap-1.5 text-xs">
              <input
                type="checkbox"
                name="overnight"
                defaultChecked={values.overnight === "on"}
                className="h-4 w-4 accent-brand-600"
              />
              fecha no dia seguinte
            </label>
            <span className="text-xs text-neutral-500">Só para horário especial</span>
            {TIMES.map((t) => error(t.name))}
          </div>
          <button type="submit" disabled={busy} className={buttonPrimary}>
            Salvar decisão
          </button>
        </div>
      </Form>
    </li>
  );
}
