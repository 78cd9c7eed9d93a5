/**
 * The holiday screen's forms: a decision for one holiday (where and what) and its removal.
 */
import { z } from "zod";
import { stateByCode } from "./brazilian-states";
import { spanProblem } from "./hours-rule";

const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const clock = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || CLOCK.test(v), { error: "Horário inválido (use HH:MM)" })
  .transform((v) => (v ? v.padStart(5, "0") : null));

/**
 * Where a decision applies, as the form sends it: 'all', 'state:GO' or 'city:GO:Goiânia'.
 */
export const holidayScopeValue = z
  .string({ error: "Escolha onde a decisão vale" })
  .trim()
  .min(1, { error: "Escolha onde a decisão vale" })
  .max(140)
  .transform((value, ctx) => {
    if (value === "all") return { scope: "all" as const, state: "", city: "" };
    const [kind, uf = "", ...rest] = value.split(":");
    const city = rest.join(":").trim();
    if (stateByCode(uf) && kind === "state" && !city) {
      return { scope: "state" as const, state: uf.toUpperCase(), city: "" };
    }
    if (stateByCode(uf) && kind === "city" && city) {
      return { scope: "city" as const, state: uf.toUpperCase(), city };
    }
    ctx.addIssue({ code: "custom", message: "Escolha onde a decisão vale" });
    return z.NEVER;
  });

export const holidayDecisionSchema = z
  .object({
    intent: z.literal("save-decision"),
    date: z.string().trim().regex(ISO_DATE, { error: "Feriado não encontrado" }),
    holidayKey: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,120}$/, { error: "Feriado não encontrado" }),
    where: holidayScopeValue,
    mode: z.enum(["closed", "special", "normal"], {
      error: "Escolha Fechado, Horário especial ou Horário normal",
    }),
    opens: clock,
    closes: clock,
    /** 'fecha no dia seguinte' */
    overnight: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== "special") return;
    if (!value.opens) {
      ctx.addIssue({ code: "custom", path: ["opens"], message: "Informe a abertura" });
    }
    if (!value.closes) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: "Informe o fechamento" });
    }
    const problem = spanProblem(value.opens, value.closes, value.overnight);
    if (problem) ctx.addIssue({ code: "custom", path: ["closes"], message: problem });
  });

export const holidayActionSchema = z.discriminatedUnion("intent", [
  holidayDecisionSchema,
  z.object({
    intent: z.literal("delete-decision"),
    id: z.coerce.number({ error: "Decisão não encontrada" }).int().positive(),
  }),
]);

export type HolidayDecisionFormValues = z.output<typeof holidayDecisionSchema>;
