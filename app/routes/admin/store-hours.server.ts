/**
 * The intents of a store's hours screen: save the weekly grid and its special dates, or clear
 * them and go back to the text only. The model writes the change with its audit row.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import type { Store, WeeklyHours } from "#db/schema";
import { hoursFormValues } from "~/components/admin/store-content/store-hours-form";
import { weekFromFormRows, weekFromText } from "~/domain/hours-grid";
import { parseForm } from "~/domain/form-input";
import { InvalidHours } from "~/domain/hours-rule";
import { hoursActionSchema, type WeeklyHoursFormValues } from "~/domain/store-schemas";
import { getStore } from "~/models/admin-stores.server";
import { saveStoreHours } from "~/models/store-hours.server";
import { proposeStoreHours } from "~/models/store-change-requests.server";
import { can } from "~/domain/permissions";
import { notifyChangeRequest, proposalSent } from "./change-requests.server";
import { toastHeaders } from "~/server/flash.server";
import { editConflict, readEdit, StaleEdit } from "./edit-version.server";
import { runIntent, type IntentTable, type StoreContentAction } from "./store-content.server";
import { momentErrors, requestedMoment, scheduleFromForm } from "./store-schedule.server";

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

/** The form's rows as the stored grid (day 0 = Sunday); null when it has neither days nor dates. */
function weeklyFromForm(value: WeeklyHoursFormValues): WeeklyHours | null {
  const week = weekFromFormRows(value.days);
  const special: NonNullable<WeeklyHours["special"]> = [...value.special]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, label, closed, open, close, overnight }) => ({
      date,
      ...(closed
        ? { closed: true }
        : { open: open!, close: close!, ...(overnight ? { overnight: true } : {}) }),
      ...(label ? { label } : {}),
    }));
  return week.length > 0 || special.length > 0 ? { week, special } : null;
}

/**
 * What the hours form starts from: the stored grid, or for a store with only free text the grid
 * its text reads as, for staff to confirm (`prefilled`).
 */
export function hoursGrid(store: Pick<Store, "hoursText" | "weeklyHours">) {
  const textWeek = store.weeklyHours?.week.length ? [] : weekFromText(store.hoursText);
  return {
    grid:
      textWeek.length > 0
        ? { week: textWeek, special: store.weeklyHours?.special ?? [] }
        : store.weeklyHours,
    prefilled: textWeek.length > 0,
  };
}

/** The grid each intent saves: the form's, or none (back to the text only). */
const hoursIntents: IntentTable<z.output<typeof hoursActionSchema>, WeeklyHours | null> = {
  "save-hours": weeklyFromForm,
  "clear-hours": () => null,
};

export async function storeHoursAction(
  { app, user, store }: StoreContentAction,
  formData: FormData,
) {
  const submission = parseForm(formData, { schema: hoursActionSchema });
  if (submission.status !== "success") {
    // A list change (add/remove a date) is not an error: it only redraws the form.
    return data(
      { result: withSevenDays(submission.reply()) },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const value = submission.value;
  const weekly = runIntent(hoursIntents, value);
  // A store manager's save is a request for head office to approve; the page stays as it is.
  const proposes = !can(user, "stores.publish");
  // "Aplicar a partir de" (a store manager's: "A partir de", the moment it asks for).
  const moment = value.intent === "save-hours" ? requestedMoment(store, formData) : { at: null };
  if ("error" in moment) {
    const reply = submission.reply(momentErrors(moment.error));
    return data({ result: withSevenDays(reply) }, { status: 400 });
  }
  if (!proposes) {
    // The new grid is scheduled instead of saved.
    if (moment.at) {
      const scheduled = await scheduleFromForm(app, user, store, moment.at, {
        weeklyHours: weekly,
      });
      if (scheduled) return scheduled;
    }
  }
  try {
    // With opening days the grid also rewrites the store's text, so every page says the same.
    const version = readEdit(formData).record;
    if (proposes) {
      const request = await proposeStoreHours(app.db, user.id, store, weekly, version, moment.at);
      notifyChangeRequest(app, request.id, "created");
    } else {
      await saveStoreHours(app.db, user.id, store, weekly, version);
    }
  } catch (error) {
    if (error instanceof InvalidHours) {
      return data(
        { result: withSevenDays(submission.reply({ formErrors: [error.message] })) },
        { status: 400 },
      );
    }
    if (!(error instanceof StaleEdit)) throw error;
    const now = await getStore(app.db, store.id);
    const current = now && {
      version: now.version,
      values: hoursFormValues(hoursGrid(now).grid),
    };
    return data(
      { conflict: await editConflict(app.db, error, formData, current) },
      { status: 409 },
    );
  }
  return data(
    { result: submission.reply() },
    {
      headers: await toastHeaders(app.env, {
        type: "success",
        ...(proposes
          ? proposalSent(moment.at, store.timezone)
          : { title: weekly ? "Horários salvos com sucesso!" : "Horários por dia removidos." }),
      }),
    },
  );
}
