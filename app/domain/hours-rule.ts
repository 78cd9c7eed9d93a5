/**
 * The one rule for hours typed anywhere (weekly grid, special dates, holiday decisions, the
 * spreadsheet and the free text): a period closes after it opens, or at midnight ('00:00'), unless
 * it says it closes the next day ('fecha no dia seguinte' in the forms, 'do dia seguinte' in text).
 * A whole day is said too: 00:00 às 00:00 ('24 horas' in text). Forms check it for the message
 * next to the field; the models' write functions check it again and refuse (InvalidHours).
 */
import type { WeeklyHours } from "#db/schema";
import { formatClock, parseClock, unmarkedOvernightSpans } from "./hours";

export const HOURS_RULE_MESSAGES = {
  inverted:
    "O fechamento deve ser depois da abertura. Se fecha depois da meia-noite, marque 'fecha no dia seguinte'.",
  same: "Abertura e fechamento iguais. Para 24 horas, use 00:00 às 00:00.",
  overnightNotBefore:
    "Com 'fecha no dia seguinte', o fechamento deve ser antes da abertura (ex.: 22:00 às 02:00).",
} as const;

/** The message for a text range such as '22h às 2h' written without 'do dia seguinte'. */
export const hoursTextMessage = (range: string) =>
  `Em "${range}" o fechamento vem antes da abertura. Se fecha depois da meia-noite, escreva "${range} do dia seguinte".`;

/** What is wrong with one period, or null. Times that do not parse are another rule's business. */
export function spanProblem(
  open: string | null | undefined,
  close: string | null | undefined,
  overnight = false,
): string | null {
  const o = parseClock(open);
  const c = parseClock(close);
  if (o === null || c === null) return null;
  const start = o % 1440;
  if (overnight) {
    return c === 0 || c < start ? null : HOURS_RULE_MESSAGES.overnightNotBefore;
  }
  const end = c === 0 ? 1440 : c;
  if (end > start) return null;
  return end === start ? HOURS_RULE_MESSAGES.same : HOURS_RULE_MESSAGES.inverted;
}

/** What is wrong with free-text hours ('Seg. a Sex.: 22h às 2h'), or null. */
export function hoursTextProblem(text: string | null | undefined): string | null {
  const [first] = unmarkedOvernightSpans(text);
  if (!first) return null;
  const clock = (m: number) =>
    formatClock(m)
      .replace(/:00$/, "h")
      .replace(/^0(\d)/, "$1");
  return hoursTextMessage(`${clock(first.open)} às ${clock(first.close)}`);
}

/** What is wrong with a stored grid (its week and special dates), or null. */
export function weeklyHoursProblem(weekly: WeeklyHours | null | undefined): string | null {
  for (const row of [...(weekly?.week ?? []), ...(weekly?.special ?? [])]) {
    if ("closed" in row && row.closed) continue;
    const problem = spanProblem(row.open, row.close, row.overnight);
    if (problem) return problem;
  }
  return null;
}

/** Thrown by a write function handed hours the rule refuses: nothing is written. */
export class InvalidHours extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidHours";
  }
}

/** Throws InvalidHours when `problem` is not null. */
export function refuseHours(problem: string | null): void {
  if (problem) throw new InvalidHours(problem);
}
