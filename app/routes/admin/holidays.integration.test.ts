/**
 * The holiday screen and the hours screen as staff use them: decisions saved with audit rows,
 * bad input answered with pt-BR messages and nothing written, and the weekly grid as the one
 * source of the store's hours text.
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, holidayDecisions, stores, type Store } from "#db/schema";
import {
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { describeEachDatabase } from "../../../tests/support/test-db";
import type { SubmissionResult } from "@conform-to/react";
import type { HolidayFormReply } from "~/components/admin/holidays/holiday-card";
import { HOURS_RULE_MESSAGES, hoursTextMessage, InvalidHours } from "~/domain/hours-rule";
import { saveHolidayDecision } from "~/models/holidays.server";
import { saveStoreHours } from "~/models/store-hours.server";
import * as holidaysRoute from "./holidays";
import * as hoursRoute from "./store-hours";
import * as storeForm from "./store-form";

/** The next 25 December from the real date: always on the 12-month list. */
function nextChristmas(): string {
  const now = new Date();
  const late = now.getUTCMonth() === 11 && now.getUTCDate() > 24;
  return `${now.getUTCFullYear() + (late ? 1 : 0)}-12-25`;
}

describeEachDatabase("holiday and hours screens", (getDb) => {
  let staff: StaffClient;
  let store: Store;
  const URL = "/restrita/feriados";

  /** A decision on the next Christmas, posted with `fields`. */
  const decideChristmas = (fields: Record<string, string>) =>
    staff.post(holidaysRoute.action, URL, {
      intent: "save-decision",
      date: nextChristmas(),
      holidayKey: "natal",
      ...fields,
    });

  /** The store form's save of the store with the free hours text `hoursText`. */
  const editHoursText = (hoursText: string) =>
    staff.post(
      storeForm.action,
      `/restrita/lojas/editar/${store.id}`,
      validStoreFields({ name: store.name, hoursText }),
      { id: String(store.id) },
    );

  beforeAll(async () => {
    const { db } = getDb();
    staff = await signedInStaff(db);
    await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({
        name: "Basiquinha Feriados",
        hoursText: "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
      }),
    );
    [store] = (await db.select().from(stores).where(eq(stores.name, "Basiquinha Feriados"))) as [
      Store,
    ];
  });

  it("lists the store's holidays and saves a decision with an audit row", async () => {
    const christmas = nextChristmas();
    const page = await staff.get(holidaysRoute.loader, URL);
    const holidays = (page.body as Awaited<ReturnType<typeof holidaysRoute.loader>>).holidays;
    const natal = holidays.find((h) => h.id === `${christmas}/natal`);
    expect(natal).toMatchObject({ name: "Natal", levelLabel: "Feriado nacional", undecided: 1 });
    expect(natal?.scopes.map((s) => s.value)).toEqual(["all", "state:GO", "city:GO:Goiânia"]);

    const saved = await staff.post(holidaysRoute.action, URL, {
      intent: "save-decision",
      date: christmas,
      holidayKey: "natal",
      where: "city:GO:Goiânia",
      mode: "special",
      opens: "10:00",
      closes: "14:00",
    });
    expect(saved.status).toBe(200);
    expect(await staff.toastOf(saved)).toMatchObject({ title: "Decisão salva." });
    const [row] = await getDb().db.select().from(holidayDecisions);
    expect(row).toMatchObject({
      date: christmas,
      holidayKey: "natal",
      holidayName: "Natal",
      scope: "city",
      state: "GO",
      city: "Goiânia",
      mode: "special",
      opens: "10:00",
      closes: "14:00",
    });
    const [audit] = await getDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entity, "holiday_decision"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: "create", entityId: String(row!.id) });
    expect(audit?.details).toMatchObject({
      label: expect.stringMatching(
        /^Natal \(.*25\/12\/\d{4}\) — Goiânia \(GO\): Horário especial: 10:00 às 14:00$/,
      ),
    });

    const after = await staff.get(holidaysRoute.loader, URL);
    const updated = (after.body as typeof page.body & { holidays: typeof holidays }).holidays.find(
      (h) => h.id === `${christmas}/natal`,
    );
    expect(updated).toMatchObject({ undecided: 0 });
    expect(updated?.decisions).toEqual([
      { id: row!.id, version: 1, where: "Goiânia (GO)", what: "Horário especial: 10:00 às 14:00" },
    ]);

    const removed = await staff.post(holidaysRoute.action, URL, {
      intent: "delete-decision",
      id: String(row!.id),
    });
    expect(await staff.toastOf(removed)).toMatchObject({ title: "Decisão removida." });
    expect(await getDb().db.select().from(holidayDecisions)).toHaveLength(0);
  });

  it.each([
    [
      "special hours without times",
      { where: "all", mode: "special", opens: "", closes: "" },
      { opens: ["Informe a abertura"], closes: ["Informe o fechamento"] },
    ],
    [
      "a time that is no time",
      { where: "all", mode: "special", opens: "25:00", closes: "14:00" },
      { opens: ["Horário inválido (use HH:MM)"] },
    ],
    [
      "no mode",
      { where: "all", mode: "" },
      { mode: ["Escolha Fechado, Horário especial ou Horário normal"] },
    ],
    [
      "an unknown place",
      { where: "state:XX", mode: "closed" },
      { where: ["Escolha onde a decisão vale"] },
    ],
    [
      "a state with no store",
      { where: "state:SP", mode: "closed" },
      { where: ["Nenhuma loja deste lugar tem este feriado."] },
    ],
    [
      "a city with no store",
      { where: "city:GO:Anápolis", mode: "closed" },
      { where: ["Nenhuma loja deste lugar tem este feriado."] },
    ],
  ])(
    "refuses %s with a message, keeps what was typed and writes nothing",
    async (_label, fields, errors) => {
      const answer = await decideChristmas(fields);
      expect(answer.status).toBe(400);
      const reply = (
        answer.body as {
          reply: { errors: Record<string, string[]>; values: Record<string, string> };
        }
      ).reply;
      expect(reply.errors).toMatchObject(errors);
      expect(reply.values.where).toBe(fields.where);
      expect(await getDb().db.select().from(holidayDecisions)).toHaveLength(0);
    },
  );

  it("refuses special hours closing before they open, unless 'fecha no dia seguinte' says so", async () => {
    const decide = (extra: Record<string, string>) =>
      decideChristmas({ where: "all", mode: "special", opens: "15:00", closes: "09:00", ...extra });
    const refused = await decide({});
    expect(refused.status).toBe(400);
    const reply = (refused.body as { reply: HolidayFormReply }).reply;
    expect(reply.errors).toEqual({ closes: [HOURS_RULE_MESSAGES.inverted] });
    expect(reply.values).toMatchObject({ opens: "15:00", closes: "09:00" });
    expect(await getDb().db.select().from(holidayDecisions)).toHaveLength(0);
    // The model refuses it too, whoever calls it.
    await expect(
      saveHolidayDecision(getDb().db, staff.user.id, {
        date: nextChristmas(),
        holidayKey: "natal",
        holidayName: "Natal",
        scope: "all",
        state: "",
        city: "",
        mode: "special",
        opens: "15:00",
        closes: "09:00",
      }),
    ).rejects.toThrow(InvalidHours);
    expect(await getDb().db.select().from(holidayDecisions)).toHaveLength(0);

    const saved = await decide({ opens: "22:00", closes: "02:00", overnight: "on" });
    expect(saved.status).toBe(200);
    const [row] = await getDb().db.select().from(holidayDecisions);
    expect(row).toMatchObject({ opens: "22:00", closes: "02:00", overnight: true });
    const page = await staff.get(holidaysRoute.loader, URL);
    const natal = (page.body as Awaited<ReturnType<typeof holidaysRoute.loader>>).holidays.find(
      (h) => h.id === `${nextChristmas()}/natal`,
    );
    expect(natal?.decisions[0]?.what).toBe("Horário especial: 22:00 às 02:00 do dia seguinte");
    await getDb().db.delete(holidayDecisions);
  });

  it("refuses a holiday that is not on the list", async () => {
    const answer = await staff.post(holidaysRoute.action, URL, {
      intent: "save-decision",
      date: nextChristmas(),
      holidayKey: "dia-inventado",
      where: "all",
      mode: "closed",
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { reply: { errors: Record<string, string[]> } }).reply.errors).toEqual({
      form: ["Feriado não encontrado nos próximos 12 meses."],
    });
  });

  it("pre-fills the grid of a text-only store, and saving it makes the text the generated one", async () => {
    const url = `/restrita/lojas/${store.id}/horarios`;
    const params = { id: String(store.id) };
    const page = await staff.get(hoursRoute.loader, url, params);
    const body = page.body as Awaited<ReturnType<typeof hoursRoute.loader>>;
    expect(body.prefilled).toBe(true);
    expect(body.grid?.week).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "08:00", close: "18:00" })),
      { day: 6, open: "08:00", close: "12:00" },
    ]);

    const fields: Record<string, string> = { intent: "save-hours" };
    for (let d = 0; d < 7; d++) {
      const span = d === 0 ? ["", ""] : d === 6 ? ["08:00", "12:00"] : ["08:00", "18:00"];
      fields[`days[${d}].open1`] = span[0]!;
      fields[`days[${d}].close1`] = span[1]!;
    }
    fields["days[5].close1"] = "20:00";
    const saved = await staff.post(hoursRoute.action, url, fields, params);
    expect(saved.status).toBe(200);
    const [row] = await getDb().db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.hoursText).toBe("Seg. à Qui.: 8h às 18h | Sex.: 8h às 20h | Sáb.: 8h às 12h");
    const [audit] = await getDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entity, "store"))
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toMatchObject({ fields: ["weeklyHours", "hoursText"] });

    const again = await staff.get(hoursRoute.loader, url, params);
    expect((again.body as typeof body).prefilled).toBe(false);

    // Back to the text only: the text keeps the last generated hours, never disagreeing.
    await staff.post(hoursRoute.action, url, { intent: "clear-hours" }, params);
    const [cleared] = await getDb().db.select().from(stores).where(eq(stores.id, store.id));
    expect(cleared?.weeklyHours).toBeNull();
    expect(cleared?.hoursText).toBe("Seg. à Qui.: 8h às 18h | Sex.: 8h às 20h | Sáb.: 8h às 12h");
  });

  it("refuses an inverted period of the grid or of a special date: message by the field, typed values kept, nothing changes", async () => {
    const db = getDb().db;
    const url = `/restrita/lojas/${store.id}/horarios`;
    const params = { id: String(store.id) };
    const [before] = await db.select().from(stores).where(eq(stores.id, store.id));
    const fields: Record<string, string> = { intent: "save-hours" };
    for (let d = 0; d < 7; d++) {
      fields[`days[${d}].open1`] = d === 0 ? "" : "09:00";
      fields[`days[${d}].close1`] = d === 0 ? "" : "18:00";
    }
    const post = (extra: Record<string, string>) =>
      staff.post(hoursRoute.action, url, { ...fields, ...extra }, params);
    const errorsOf = (answer: { body: unknown }) =>
      (answer.body as { result: SubmissionResult<string[]> }).result;

    const grid = await post({ "days[1].open1": "10:00", "days[1].close1": "08:00" });
    expect(grid.status).toBe(400);
    expect(errorsOf(grid).error).toEqual({ "days[1].close1": [HOURS_RULE_MESSAGES.inverted] });
    expect(errorsOf(grid).initialValue).toMatchObject({
      days: expect.arrayContaining([expect.objectContaining({ open1: "10:00", close1: "08:00" })]),
    });

    const special = await post({
      "special[0].date": "2030-12-24",
      "special[0].open": "18:00",
      "special[0].close": "10:00",
    });
    expect(special.status).toBe(400);
    expect(errorsOf(special).error).toEqual({ "special[0].close": [HOURS_RULE_MESSAGES.inverted] });
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after).toMatchObject({
      hoursText: before!.hoursText,
      weeklyHours: before!.weeklyHours,
      version: before!.version,
    });

    // The write function refuses it too, whoever calls it.
    await expect(
      saveStoreHours(db, staff.user.id, after!, {
        week: [{ day: 1, open: "10:00", close: "08:00" }],
      }),
    ).rejects.toThrow(InvalidHours);

    // Said explicitly, a night past midnight is saved and the text says so.
    const overnight = await post({
      "days[5].open1": "22:00",
      "days[5].close1": "02:00",
      "days[5].overnight1": "on",
    });
    expect(overnight.status).toBe(200);
    const [saved] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(saved?.weeklyHours?.week).toContainEqual({
      day: 5,
      open: "22:00",
      close: "02:00",
      overnight: true,
    });
    expect(saved?.hoursText).toBe(
      "Seg. à Qui. e Sáb.: 9h às 18h | Sex.: 22h às 2h do dia seguinte",
    );
  });

  it("refuses free text closing before it opens on the store form, unless it says 'do dia seguinte'", async () => {
    const db = getDb().db;
    const [before] = await db.select().from(stores).where(eq(stores.id, store.id));
    const refused = await editHoursText("Seg. a Sex.: 10h às 8h");
    expect(refused.status).toBe(400);
    const result = (refused.body as { result: SubmissionResult<string[]> }).result;
    expect(result.error).toEqual({ hoursText: [hoursTextMessage("10h às 8h")] });
    expect(result.initialValue).toMatchObject({ hoursText: "Seg. a Sex.: 10h às 8h" });
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after?.hoursText).toBe(before!.hoursText);

    await editHoursText("Sex. e Sáb.: 22h às 2h do dia seguinte");
    const [saved] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(saved?.hoursText).toBe("Sex. e Sáb.: 22h às 2h do dia seguinte");
  });

  it("changing the text on the store form takes the grid along", async () => {
    const db = getDb().db;
    const week = [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" }));
    const special = [{ date: "2030-12-25", closed: true }];
    await db
      .update(stores)
      .set({ hoursText: "Seg. à Sex.: 9h às 19h", weeklyHours: { week, special } })
      .where(eq(stores.id, store.id));
    const row = async () => (await db.select().from(stores).where(eq(stores.id, store.id)))[0]!;

    await editHoursText("Seg. à Sáb.: 10h às 20h");
    expect((await row()).weeklyHours).toEqual({
      week: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "10:00", close: "20:00" })),
      special,
    });
    await editHoursText("Segunda a sábado, das 10h às 21h");
    const freeText = await row();
    expect(freeText.hoursText).toBe("Segunda a sábado, das 10h às 21h");
    expect(freeText.weeklyHours).toEqual({ week: [], special });
  });
});
