/**
 * How staff read holidays and the network's decisions about them: the date, where a decision
 * applies and what it does, in pt-BR. The holiday screen and the activity log say it the same way.
 */
import { stateByCode } from "./brazilian-states";
import { HOLIDAY_MODE_LABELS, type HolidayDecisionRule } from "./holidays";
import { builtOnce } from "./built-once";

const dateLabel = builtOnce(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      weekday: "short",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** 'sex., 25/12/2026' for an ISO date. */
export const formatHolidayDate = (iso: string) => dateLabel().format(new Date(`${iso}T12:00:00Z`));

/** Where a decision applies: 'Todas as lojas', a state's name or 'Goiânia (GO)'. */
export function holidayWhereLabel(d: Pick<HolidayDecisionRule, "scope" | "state" | "city">) {
  if (d.scope === "all") return "Todas as lojas";
  if (d.scope === "state") return stateByCode(d.state)?.name ?? d.state;
  return `${d.city} (${d.state})`;
}

/** What a decision does: 'Fechado', 'Horário normal' or 'Horário especial: 10:00 às 14:00'. */
export function holidayWhatLabel(
  d: Pick<HolidayDecisionRule, "mode" | "opens" | "closes" | "overnight">,
) {
  if (d.mode === "special") {
    const next = d.overnight ? " do dia seguinte" : "";
    return `Horário especial: ${d.opens} às ${d.closes}${next}`;
  }
  return HOLIDAY_MODE_LABELS[d.mode];
}

/** A decision as the activity log names it: 'Natal (sex., 25/12/2026) — Goiânia (GO)'. */
export function holidayDecisionLabel(
  d: Pick<HolidayDecisionRule, "date" | "scope" | "state" | "city"> & { holidayName: string },
) {
  return `${d.holidayName} (${formatHolidayDate(d.date)}) — ${holidayWhereLabel(d)}`;
}
