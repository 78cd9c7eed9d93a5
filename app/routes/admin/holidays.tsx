import { data, useNavigation } from "react-router";
import {
  HolidayCard,
  type HolidayFormReply,
  type HolidayView,
} from "~/components/admin/holidays/holiday-card";
import { formatHolidayDate, holidayWhatLabel, holidayWhereLabel } from "~/domain/holiday-labels";
import { holidayActionSchema, type HolidayDecisionFormValues } from "~/domain/holiday-schemas";
import { foldPlaceName } from "~/domain/holidays";
import { EditConflictNotice, revalidateOnConflict } from "~/components/admin/edit-conflict";
import type { EditConflict } from "~/domain/edit-version";
import {
  deleteHolidayDecision,
  holidayDecisionsVersion,
  saveHolidayDecision,
  upcomingNetworkHolidays,
  type NetworkHoliday,
} from "~/models/holidays.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import type { z } from "zod";
import { editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import { readStaffForm, runIntent, type IntentHandlers } from "./staff-form-post.server";
import type { Route } from "./+types/holidays";

export function meta() {
  return [{ title: "Feriados | Área Restrita" }];
}

/** What the law calls the day: 'Feriado nacional', 'Feriado estadual (GO)', 'Ponto facultativo'. */
function kindLabel(h: NetworkHoliday): string {
  if (h.kind === "facultativo") {
    return h.from ? `Ponto facultativo a partir das ${h.from} (meio período)` : "Ponto facultativo";
  }
  if (h.level === "national") return "Feriado nacional";
  if (h.level === "state") return `Feriado estadual (${h.states.map((s) => s.uf).join(", ")})`;
  return `Feriado municipal (${h.cities.map((c) => c.city).join(", ")})`;
}

function toView(h: NetworkHoliday): HolidayView {
  const plural = (n: number) => (n === 1 ? "1 loja" : `${n} lojas`);
  return {
    id: `${h.date}/${h.key}`,
    date: h.date,
    key: h.key,
    name: h.name,
    dateLabel: formatHolidayDate(h.date),
    levelLabel: kindLabel(h),
    stores: h.stores,
    undecided: h.undecided,
    version: holidayDecisionsVersion(h.decisions),
    decisions: h.decisions.map((d) => ({
      id: d.id,
      version: d.version,
      where: holidayWhereLabel(d),
      what: holidayWhatLabel(d),
    })),
    scopes: [
      { value: "all", label: `Todas as lojas com este feriado (${plural(h.stores)})` },
      ...h.states.map((s) => ({
        value: `state:${s.uf}`,
        label: `Estado: ${s.name} (${plural(s.stores)})`,
      })),
      ...h.cities.map((c) => ({
        value: `city:${c.uf}:${c.city}`,
        label: `Cidade: ${c.city} (${c.uf}) (${plural(c.stores)})`,
      })),
    ],
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "holidays.view");
  const { db } = getApp(args.context);
  const holidays = await upcomingNetworkHolidays(db, new Date());
  return { holidays: holidays.map(toView), edit: openEdit(null) };
}

export const shouldRevalidate = revalidateOnConflict;

function reply(formData: FormData, errors: Record<string, string[]>): HolidayFormReply {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    holidayId: `${text("date")}/${text("holidayKey")}`,
    values: {
      where: text("where"),
      mode: text("mode"),
      opens: text("opens"),
      closes: text("closes"),
      overnight: text("overnight"),
    },
    errors,
  };
}

type HolidayAction = z.output<typeof holidayActionSchema>;
type IntentArgs<T> = { app: AppContext; userId: number; formData: FormData; value: T };
type Answer = ReturnType<typeof data<{ reply: HolidayFormReply | null; conflict?: EditConflict }>>;

const refuse = (formData: FormData, errors: Record<string, string[]>): Answer =>
  data({ reply: reply(formData, errors) }, { status: 400 });

async function deleteDecisionIntent({
  app,
  userId,
  formData,
  value,
}: IntentArgs<{ id: number }>): Promise<Answer> {
  const removed = await deleteHolidayDecision(app.db, userId, value.id, readEdit(formData).record);
  return data(
    { reply: null },
    {
      headers: await toastHeaders(app.env, {
        type: removed ? "success" : "error",
        title: removed ? "Decisão removida." : "Decisão não encontrada.",
      }),
    },
  );
}

async function saveDecisionIntent({
  app,
  userId,
  formData,
  value,
}: IntentArgs<HolidayDecisionFormValues>): Promise<Answer> {
  // Only a holiday the network's stores have, and only a state or city where they are.
  const holidays = await upcomingNetworkHolidays(app.db, new Date());
  const holiday = holidays.find((h) => h.date === value.date && h.key === value.holidayKey);
  if (!holiday)
    return refuse(formData, { form: ["Feriado não encontrado nos próximos 12 meses."] });
  const { where } = value;
  const known =
    where.scope === "all" ||
    (where.scope === "state" && holiday.states.some((s) => s.uf === where.state)) ||
    (where.scope === "city" &&
      holiday.cities.some(
        (c) => c.uf === where.state && foldPlaceName(c.city) === foldPlaceName(where.city),
      ));
  if (!known) return refuse(formData, { where: ["Nenhuma loja deste lugar tem este feriado."] });
  await saveHolidayDecision(
    app.db,
    userId,
    {
      date: holiday.date,
      holidayKey: holiday.key,
      holidayName: holiday.name,
      ...where,
      mode: value.mode,
      opens: value.opens,
      closes: value.closes,
      overnight: value.overnight,
    },
    readEdit(formData).list,
  );
  return data(
    { reply: null },
    { headers: await toastHeaders(app.env, { type: "success", title: "Decisão salva." }) },
  );
}

const intents: IntentHandlers<HolidayAction, Omit<IntentArgs<never>, "value">, Answer> = {
  "save-decision": saveDecisionIntent,
  "delete-decision": deleteDecisionIntent,
};

export async function action(args: Route.ActionArgs) {
  const {
    user,
    app,
    form: formData,
    submission,
  } = await readStaffForm(args, "holidays.edit", holidayActionSchema);
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    const flat = Object.fromEntries(
      Object.entries(errors).map(([name, list]) => [name || "form", list ?? []]),
    );
    return refuse(formData, flat);
  }
  const value = submission.value;
  try {
    return await runIntent(intents, { app, userId: user.id, formData }, value);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    // The card keeps what was typed, now over the holiday's decisions as they are.
    const kept = value.intent === "save-decision" ? reply(formData, {}) : null;
    const conflict = await editConflict(app.db, error, formData);
    return data({ reply: kept, conflict }, { status: 409 });
  }
}

export default function HolidaysScreen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const last = actionData?.reply ?? null;
  const { holidays, edit } = loaderData;
  const undecided = holidays.filter((h) => h.undecided > 0).length;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-neutral-900">Feriados</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Feriados nacionais, estaduais e municipais das lojas ativas nos próximos 12 meses. Decida
          para todas as lojas, por estado ou por cidade: a decisão mais específica vale, e as datas
          especiais cadastradas em cada loja continuam valendo acima de todas.
        </p>
        {undecided > 0 ? (
          <p className="mt-2 text-sm font-medium text-amber-900">
            {undecided === 1 ? "1 feriado sem decisão" : `${undecided} feriados sem decisão`} para
            alguma loja.
          </p>
        ) : null}
      </header>
      <EditConflictNotice conflict={actionData?.conflict} />
      {holidays.length === 0 ? (
        <p className="text-neutral-600">Nenhum feriado nos próximos 12 meses.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {holidays.map((h) => (
            <HolidayCard
              key={h.id}
              holiday={h}
              edit={edit}
              reply={last?.holidayId === h.id ? last : null}
              busy={busy}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
