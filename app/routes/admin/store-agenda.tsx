/**
 * A store's calendar (ADR 0028): its temporary closure ("Fechada temporariamente de … até …"),
 * set, changed or ended here, and its scheduled changes, each moved to another moment, given
 * other values or cancelled before it applies. Every write is the model's, audited and version-checked.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  EditConflictNotice,
  EditVersionFields,
  conflictOf,
  revalidateOnConflict,
  useEditState,
} from "~/components/admin/edit-conflict";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import {
  buttonDanger,
  buttonPrimary,
  buttonSecondary,
  Section,
} from "~/components/admin/stores/fields";
import { StoreContentScreen } from "~/components/admin/store-content/store-content-screen";
import { useCan } from "~/components/admin/use-can";
import { effectiveAtErrors, MomentField } from "~/components/admin/stores/effective-at-field";
import { rowEdit } from "~/domain/edit-version";
import { parseForm } from "~/domain/form-input";
import { formatZoned, parseZonedLocal, toZonedLocal } from "~/domain/sao-paulo-time";
import {
  SCHEDULE_MESSAGES,
  scheduledValueInput,
  storeAgendaActionSchema,
} from "~/domain/store-schedule";
import { isStoreValueField } from "~/domain/change-requests";
import { fieldLabel } from "~/domain/field-labels";
import { storeFields } from "~/domain/store-schemas";
import { timeZoneLabel } from "~/domain/time-zones";
import { changeStore, getStore, type StoreChangeValues } from "~/models/admin-stores.server";
import {
  cancelStoreChange,
  editScheduledStoreValues,
  fromStoredValues,
  getScheduledStoreChange,
  listUpcomingStoreChanges,
  rescheduleStoreChange,
  ScheduleInPast,
} from "~/models/store-changes.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Store } from "#db/schema";
import type { Route } from "./+types/store-agenda";
import { editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import { storeContentAction, storeContentLoader } from "./store-content.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Agenda · ${loaderData?.store.name ?? "Loja"}`, matches);
}

/** The closure form's values: the period as the store's wall clock ('' without one). */
function closureValues(store: Store) {
  return {
    closedFrom: toZonedLocal(store.closedFrom, store.timezone),
    closedUntil: toZonedLocal(store.closedUntil, store.timezone),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, store, pending } = await storeContentLoader(args);
  const now = new Date();
  const entries = await listUpcomingStoreChanges(app.db, { storeId: store.id, now });
  const zone = store.timezone;
  // The values each pending change sets that can be edited here (the store form's fields).
  const stored = await Promise.all(
    entries.map((e) => (e.kind === "change" ? getScheduledStoreChange(app.db, e.id) : null)),
  );
  const editable = (id: number) => {
    const change = stored.find((c) => c?.id === id);
    if (!change) return [];
    return Object.entries(fromStoredValues(change.values)).flatMap(([key, value]) =>
      isStoreValueField(key)
        ? [
            {
              key,
              label: fieldLabel(key),
              value: typeof value === "boolean" ? value : value == null ? "" : String(value),
              long: key === "hoursText" || key === "notes" || key === "historyHtml",
            },
          ]
        : [],
    );
  };
  return {
    store: { id: store.id, name: store.name },
    pending,
    zoneLabel: timeZoneLabel(zone),
    closure:
      store.closedFrom && store.closedUntil && store.closedUntil > now
        ? {
            from: formatZoned(store.closedFrom, zone),
            until: formatZoned(store.closedUntil, zone),
            started: store.closedFrom <= now,
          }
        : null,
    closureEdit: openEdit(store.version, closureValues(store)),
    closureDefaults: closureValues(store),
    listEdit: openEdit(entries.map((e) => `${e.id}:${e.version}`).join(",")),
    changes: entries
      .filter((e) => e.kind === "change")
      .map((e) => ({
        id: e.id,
        version: e.version,
        at: formatZoned(e.at, zone),
        atValue: toZonedLocal(e.at, zone),
        fields: e.fields,
        author: e.author,
        failure: e.failure,
        values: editable(e.id),
      })),
    // Photos not on the page yet: cancelled by removing them on the photos screen.
    photos: entries
      .filter((e) => e.kind === "photo")
      .map((e) => ({
        id: e.id,
        at: formatZoned(e.at, zone),
        what: e.fields.join(", "),
        author: e.author,
        imageUrl: e.imageUrl,
      })),
  };
}

export const shouldRevalidate = revalidateOnConflict;

type AgendaValue = ReturnType<typeof storeAgendaActionSchema.parse>;

export async function action(args: Route.ActionArgs) {
  const { app, user, store } = await storeContentAction(args, "stores.publish");
  const formData = await readFormData(args.request);
  const submission = parseForm(formData, { schema: storeAgendaActionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const value: AgendaValue = submission.value;
  const now = new Date();
  const changeId = "changeId" in value ? value.changeId : undefined;
  const refuse = (field: string, message: string) =>
    data(
      { result: submission.reply({ fieldErrors: { [field]: [message] } }), changeId },
      { status: 400 },
    );
  const done = async (title: string) =>
    data(
      { result: submission.reply({ resetForm: true }) },
      { headers: await toastHeaders(app.env, { type: "success", title }) },
    );
  const version = readEdit(formData).record;

  try {
    if (value.intent === "close" || value.intent === "reopen") {
      let period: { closedFrom: Date | null; closedUntil: Date | null } = {
        closedFrom: null,
        closedUntil: null,
      };
      if (value.intent === "close") {
        const from = parseZonedLocal(value.closedFrom, store.timezone);
        const until = parseZonedLocal(value.closedUntil, store.timezone);
        if (!from) return refuse("closedFrom", SCHEDULE_MESSAGES.invalid);
        if (!until) return refuse("closedUntil", SCHEDULE_MESSAGES.invalid);
        if (until <= from) return refuse("closedUntil", SCHEDULE_MESSAGES.closureOrder);
        if (until <= now) return refuse("closedUntil", SCHEDULE_MESSAGES.closureEnded);
        period = { closedFrom: from, closedUntil: until };
      }
      await changeStore(app.db, user.id, store.id, period, { version });
      return done(
        value.intent === "close"
          ? "Fechamento temporário salvo!"
          : "Fechamento temporário removido.",
      );
    }

    // A change of another store named by hand is not found here.
    const change = await getScheduledStoreChange(app.db, value.changeId);
    if (!change || change.storeId !== store.id) throw data(null, { status: 404 });
    if (value.intent === "cancel") {
      await cancelStoreChange(app.db, user.id, change.id, version);
      return done("Agendamento cancelado.");
    }
    if (value.intent === "edit-values") {
      const edited: Record<string, unknown> = {};
      for (const key of Object.keys(fromStoredValues(change.values))) {
        if (!isStoreValueField(key)) continue;
        const raw = formData.get(scheduledValueInput(key));
        const text = typeof raw === "string" && raw.trim() !== "" ? raw : undefined;
        const parsed = storeFields[key].safeParse(key === "active" ? raw === "on" : text);
        if (!parsed.success) {
          return refuse(scheduledValueInput(key), parsed.error.issues[0]?.message ?? "Inválido");
        }
        edited[key] = parsed.data;
      }
      const saved = await editScheduledStoreValues(
        app.db,
        user.id,
        change.id,
        edited as StoreChangeValues,
        version,
      );
      return done(saved ? "Valores do agendamento alterados." : "Nenhum valor foi alterado.");
    }
    const at = parseZonedLocal(value.effectiveAt, store.timezone);
    if (!at) return refuse("effectiveAt", SCHEDULE_MESSAGES.invalid);
    await rescheduleStoreChange(app.db, user.id, change.id, at, version);
    return done("Data do agendamento alterada.");
  } catch (error) {
    if (error instanceof ScheduleInPast) return refuse("effectiveAt", SCHEDULE_MESSAGES.past);
    if (!(error instanceof StaleEdit)) throw error;
    const current = value.intent === "close" ? await getStore(app.db, store.id) : null;
    const conflict = await editConflict(
      app.db,
      error,
      formData,
      current && { version: current.version, values: closureValues(current) },
    );
    return data({ conflict }, { status: 409 });
  }
}

const fieldError = (answer: unknown, name: string) => effectiveAtErrors(answer, name)?.[0];

type ScheduledValue = { key: string; label: string; value: string | boolean; long: boolean };

/** What was typed in a refused edit, so the form shows it again next to the message. */
function typedValue(answer: unknown, field: ScheduledValue): string | boolean {
  const sent = (answer as { result?: { initialValue?: Record<string, unknown> } } | undefined)
    ?.result?.initialValue?.[scheduledValueInput(field.key)];
  if (typeof field.value === "boolean") return sent === "on";
  return typeof sent === "string" ? sent : field.value;
}

/** One field a pending change sets, editable before it applies. */
function ScheduledValueField({
  id,
  field,
  error,
}: {
  id: string;
  field: ScheduledValue;
  error: string | undefined;
}) {
  const name = scheduledValueInput(field.key);
  const described = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  const input = "rounded-lg border border-neutral-300 px-3 py-2 text-sm";
  return (
    <div className="flex flex-col gap-1 text-sm">
      {typeof field.value === "boolean" ? (
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" id={id} name={name} defaultChecked={field.value} {...described} />
          {field.label}
        </label>
      ) : (
        <>
          <label htmlFor={id} className="font-medium text-neutral-800">
            {field.label}
          </label>
          {field.long ? (
            <textarea
              id={id}
              name={name}
              rows={3}
              defaultValue={field.value}
              className={input}
              {...described}
            />
          ) : (
            <input
              id={id}
              name={name}
              defaultValue={field.value}
              className={input}
              {...described}
            />
          )}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function StoreAgenda({ loaderData, actionData }: Route.ComponentProps) {
  const { store, pending, zoneLabel, closure, changes, photos, listEdit } = loaderData;
  // Removing a photo is head office's (a store manager only sees when it appears).
  const canRemovePhotos = useCan()("stores.publish");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const editing = useEditState<{ closedFrom: string; closedUntil: string }>(
    loaderData.closureEdit,
    actionData,
  );
  const defaults = editing.values ?? loaderData.closureDefaults;
  const [form] = useForm({ id: `closure-${store.id}-${editing.key}` });
  const conflict = conflictOf(actionData);
  // A refused new date is shown next to the row's own field.
  const refusedRow = (actionData as { changeId?: number } | undefined)?.changeId;

  return (
    <StoreContentScreen title="Agenda" store={store} pending={pending}>
      <p className="text-sm text-neutral-600">
        Datas e horas no fuso da loja: {zoneLabel}. Para agendar outra alteração (dados da loja,
        horários), preencha &quot;Aplicar a partir de&quot; no formulário e salve; para uma foto,
        &quot;Aparece a partir de&quot; em Fotos.{" "}
        <Link to="/restrita/agenda" className="font-medium text-brand-700 underline">
          Agenda de todas as lojas
        </Link>
      </p>

      <EditConflictNotice
        conflict={conflict}
        formId={conflict?.kind === "record" ? form.id : undefined}
        reloadTo={`/restrita/lojas/${store.id}/agenda`}
      />

      <Section
        id="fechamento"
        title="Fechada temporariamente"
        description="Para uma reforma ou outra parada: durante o período, a página e a busca de lojas dizem que a loja está fechada e quando reabre, e ela não aparece em 'Aberto agora'. A página continua no ar."
      >
        {closure ? (
          <p
            data-testid="closure-current"
            className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {closure.started
              ? `Fechada temporariamente até ${closure.until}.`
              : `Fechada temporariamente de ${closure.from} até ${closure.until}.`}
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="close" />
          <EditVersionFields edit={editing.edit} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MomentField
              required
              id="closedFrom"
              name="closedFrom"
              label="Fechada de"
              defaultValue={defaults.closedFrom}
              error={fieldError(actionData, "closedFrom")}
            />
            <MomentField
              required
              id="closedUntil"
              name="closedUntil"
              label="Até (reabre em)"
              defaultValue={defaults.closedUntil}
              error={fieldError(actionData, "closedUntil")}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="submit" disabled={busy} className={buttonPrimary}>
              {closure ? "Salvar fechamento" : "Agendar fechamento"}
            </button>
          </div>
        </Form>
        {closure ? (
          <Form method="post" className="mt-3 flex justify-end">
            <input type="hidden" name="intent" value="reopen" />
            <EditVersionFields edit={editing.edit} />
            <button type="submit" disabled={busy} className={buttonDanger}>
              {closure.started ? "Reabrir agora" : "Cancelar fechamento"}
            </button>
          </Form>
        ) : null}
      </Section>

      <Section id="agendadas" title="Alterações agendadas">
        {changes.length === 0 ? (
          <p className="text-sm text-neutral-600">Nenhuma alteração agendada para esta loja.</p>
        ) : (
          <ul
            className="flex flex-col divide-y divide-neutral-100"
            aria-label="Alterações agendadas"
          >
            {changes.map((change) => (
              <li
                key={change.id}
                className="flex flex-col gap-3 py-4"
                data-testid="scheduled-change"
              >
                <div>
                  <p className="font-medium text-neutral-900">A partir de {change.at}</p>
                  <p className="text-sm text-neutral-700">{change.fields.join(", ")}</p>
                  {change.author ? (
                    <p className="text-xs text-neutral-500">Agendada por {change.author}</p>
                  ) : null}
                  {change.failure ? (
                    <p className="text-sm text-red-700">
                      Não aplicada: a loja recusou a alteração ({change.failure}).
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="reschedule" />
                    <input type="hidden" name="changeId" value={change.id} />
                    <EditVersionFields edit={rowEdit(listEdit, change.version)} />
                    <MomentField
                      required
                      id={`effectiveAt-${change.id}`}
                      name="effectiveAt"
                      label="Nova data e hora"
                      defaultValue={change.atValue}
                      error={
                        refusedRow === change.id ? fieldError(actionData, "effectiveAt") : undefined
                      }
                    />
                    <button type="submit" disabled={busy} className={buttonSecondary}>
                      Alterar data
                    </button>
                  </Form>
                  {change.values.length > 0 ? (
                    <details className="basis-full" open={refusedRow === change.id}>
                      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                        Editar valores
                      </summary>
                      <Form method="post" className="mt-3 flex flex-col gap-3">
                        <input type="hidden" name="intent" value="edit-values" />
                        <input type="hidden" name="changeId" value={change.id} />
                        <EditVersionFields edit={rowEdit(listEdit, change.version)} />
                        {change.values.map((field) => (
                          <ScheduledValueField
                            key={field.key}
                            id={`${scheduledValueInput(field.key)}-${change.id}`}
                            field={
                              refusedRow === change.id
                                ? { ...field, value: typedValue(actionData, field) }
                                : field
                            }
                            error={
                              refusedRow === change.id
                                ? fieldError(actionData, scheduledValueInput(field.key))
                                : undefined
                            }
                          />
                        ))}
                        <button
                          type="submit"
                          disabled={busy}
                          className={`${buttonSecondary} self-start`}
                        >
                          Salvar valores
                        </button>
                      </Form>
                    </details>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="changeId" value={change.id} />
                    <EditVersionFields edit={rowEdit(listEdit, change.version)} />
                    <button type="submit" disabled={busy} className={buttonDanger}>
                      Cancelar agendamento
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {photos.length > 0 ? (
        <Section id="fotos-agendadas" title="Fotos agendadas">
          <ul className="flex flex-col divide-y divide-neutral-100" aria-label="Fotos agendadas">
            {photos.map((photo) => (
              <li
                key={photo.id}
                className="flex flex-wrap items-center gap-4 py-4"
                data-testid="scheduled-photo"
              >
                {photo.imageUrl ? (
                  <img
                    src={photo.imageUrl}
                    alt=""
                    width={96}
                    height={72}
                    loading="lazy"
                    className="h-18 w-24 rounded-md bg-neutral-100 object-cover"
                  />
                ) : null}
                <div className="flex-1">
                  <p className="font-medium text-neutral-900">Aparece a partir de {photo.at}</p>
                  <p className="text-sm text-neutral-700">{photo.what}</p>
                  {photo.author ? (
                    <p className="text-xs text-neutral-500">Enviada por {photo.author}</p>
                  ) : null}
                </div>
                {canRemovePhotos ? (
                  <Link
                    to={`/restrita/lojas/${store.id}/fotos#fotos`}
                    className="text-sm font-semibold text-brand-700 underline"
                  >
                    Cancelar (remover a foto em Fotos)
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </StoreContentScreen>
  );
}
