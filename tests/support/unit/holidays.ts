/**
 * The network closed on Christmas 2026: the holiday decision the tests start from, for a test
 * to spread and change (a state's or a city's, special hours).
 */
import type { HolidayDecisionRule } from "~/domain/holidays";

export const CHRISTMAS_CLOSED: HolidayDecisionRule = {
  date: "2026-12-25",
  holidayKey: "natal",
  scope: "all",
  state: "",
  city: "",
  mode: "closed",
  opens: null,
  closes: null,
};
