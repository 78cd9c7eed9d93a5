import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { specialtyIcons } from "#db/constants";
import type { Specialty } from "#db/schema";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { IconSubmit } from "~/components/admin/icon-button";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import {
  buttonPrimary,
  CheckboxField,
  FieldError,
  Section,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import {
  SPECIALTY_ICON_OPTIONS,
  SpecialtyIconView,
} from "~/components/admin/stores/specialty-icons";
import {
  specialtyActionSchema,
  specialtyCreateSchema,
  specialtyUpdateSchema,
} from "~/domain/store-schemas";
import {
  createSpecialty,
  deleteSpecialty,
  getSpecialty,
  listSpecialties,
  moveSpecialty,
  updateSpecialty,
} from "~/models/admin-specialties.server";
import { changedFields, recordAudit } from "~/server/audit.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/specialties";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Especialidades", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return { specialties: await listSpecialties(getApp(args.context).db) };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const formData = await readFormData(args.request);
  const submission = parseForm(formData, { schema: specialtyActionSchema });
  // Which of the screen's forms answered (several are on the page at once).
  const formId = typeof submission.payload.formId === "string" ? submission.payload.formId : "";
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const ok = async (title: string) =>
    data(
      { formId, result: submission.reply({ resetForm: value.intent === "create" }) },
      { headers: await toastHeaders(app.env, { type: "success", title }) },
    );

  if (value.intent === "create") {
    const { intent: _intent, ...values } = value;
    const row = await createSpecialty(app.db, values);
    await recordAudit(app.db, {
      userId: user.id,
      action: "create",
      entity: "specialty",
      entityId: row.id,
      details: { fields: Object.keys(values), label: row.title },
    });
    return ok("Especialidade criada com sucesso!");
  }

  const before = await getSpecialty(app.db, value.specialtyId);
  if (!before) {
    return data(
      { formId, result: submission.reply({ formErrors: ["Especialidade não encontrada."] }) },
      { status: 404 },
    );
  }
  if (value.intent === "move") {
    await moveSpecialty(app.db, before.id, value.direction);
    return data({ formId, result: submission.reply() });
  }
  if (value.intent === "delete") {
    await deleteSpecialty(app.db, before.id);
    await recordAudit(app.db, {
      userId: user.id,
      action: "delete",
      entity: "specialty",
      entityId: before.id,
      details: { label: before.title },
    });
    return ok("Especialidade excluída com sucesso!");
  }
  const values =
    value.intent === "toggle"
      ? { active: !before.active }
      : {
          title: value.title,
          description: value.description,
          icon: value.icon,
          active: value.active,
        };
  await updateSpecialty(app.db, before.id, values);
  await recordAudit(app.db, {
    userId: user.id,
    action: "update",
    entity: "specialty",
    entityId: before.id,
    details: { fields: changedFields(before, values), label: before.title },
  });
  return ok(
    value.intent === "toggle"
      ? before.active
        ? "Especialidade desativada."
        : "Especialidade ativada."
      : "Especialidade atualizada com sucesso!",
  );
}

export default function Specialties({ loaderData, actionData }: Route.ComponentProps) {
  const { specialties } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formError = actionData?.result.error?.[""]?.[0];
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-neutral-900">Especialidades</h1>
        <p className="text-sm text-neutral-600">
          A mesma lista aparece na seção de expertise de todas as páginas de loja, na ordem abaixo.
          Só as ativas são exibidas.
        </p>
      </header>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      <Section id="lista" title={`Especialidades (${specialties.length})`}>
        {specialties.length === 0 ? (
          <p className="text-sm text-neutral-600">Nenhuma especialidade cadastrada.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {specialties.map((item, index) => (
              <li key={item.id} className="rounded-lg border border-neutral-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex items-start gap-3">
                    <span className="rounded-full bg-brand-50 p-2 text-brand-700">
                      <SpecialtyIconView name={item.icon} className="h-5 w-5" />
                    </span>
                    <div>
                      <p className="font-semibold text-neutral-900">
                        {item.title}{" "}
                        {!item.active ? (
                          <span className="ml-1 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-700">
                            Inativa
                          </span>
                        ) : null}
                      </p>
                      <p className="text-sm text-neutral-600">{item.description}</p>
                    </div>
                  </div>
                  <div className="flex items-center gap-1">
                    {(["up", "down"] as const).map((direction) => (
                      <IconSubmit
                        key={direction}
                        fields={{ intent: "move", specialtyId: item.id, direction }}
                        label={`Mover ${item.title} para ${direction === "up" ? "cima" : "baixo"}`}
                        tooltip={direction === "up" ? "Mover para cima" : "Mover para baixo"}
                        icon={
                          direction === "up" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />
                        }
                        disabled={
                          busy ||
                          (direction === "up" ? index === 0 : index === specialties.length - 1)
                        }
                      />
                    ))}
                    <IconSubmit
                      fields={{ intent: "toggle", specialtyId: item.id }}
                      label={`${item.active ? "Desativar" : "Ativar"} ${item.title}`}
                      tooltip={item.active ? "Desativar" : "Ativar"}
                      icon={item.active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                      disabled={busy}
                    />
                    <ConfirmSubmit
                      message="Tem certeza que deseja excluir esta especialidade?"
                      fields={{ intent: "delete", specialtyId: item.id }}
                      trigger={<Trash2 aria-hidden className="h-4 w-4" />}
                      triggerLabel={`Excluir ${item.title}`}
                      triggerClassName="rounded p-2 text-red-700 hover:bg-red-50"
                    />
                  </div>
                </div>
                <details
                  className="mt-3"
                  open={
                    actionData?.formId === `specialty-${item.id}` &&
                    actionData.result.status === "error"
                  }
                >
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">
                    Editar {item.title}
                  </summary>
                  <div className="mt-3">
                    <SpecialtyForm item={item} actionData={actionData} />
                  </div>
                </details>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id="nova" title="Nova especialidade">
        <SpecialtyForm
          // A fresh form after each creation.
          key={`nova-${specialties.length}`}
          item={null}
          actionData={actionData}
        />
      </Section>
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function SpecialtyForm({ item, actionData }: { item: Specialty | null; actionData: ActionData }) {
  const formId = item ? `specialty-${item.id}` : "specialty-new";
  const schema = item ? specialtyUpdateSchema : specialtyCreateSchema;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  const [form, fields] = useForm({
    id: formId,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    defaultValue: item
      ? { title: item.title, description: item.description, icon: item.icon, active: item.active }
      : { icon: "Sparkles", active: true },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="intent" value={item ? "update" : "create"} />
      {item ? <input type="hidden" name="specialtyId" value={item.id} /> : null}
      <TextField meta={fields.title} label="Título" required />
      <TextAreaField meta={fields.description} label="Descrição" rows={2} />
      <IconPicker meta={fields.icon} />
      <CheckboxField meta={fields.active} label="Ativa (aparece nas páginas das lojas)" />
      <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
        {busy ? "Salvando..." : item ? "Salvar especialidade" : "Criar especialidade"}
      </button>
    </Form>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function IconPicker({ meta }: { meta: FieldMetadata<any, any, string[]> }) {
  const current = (meta.initialValue as string | undefined) ?? "Sparkles";
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-neutral-800">Ícone</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {specialtyIcons.map((icon) => {
          const option = SPECIALTY_ICON_OPTIONS[icon];
          const id = `${meta.id}-${icon}`;
          return (
            <label
              key={icon}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="radio"
                name={meta.name}
                value={icon}
                defaultChecked={current === icon}
                className="sr-only"
              />
              <option.icon aria-hidden className="h-5 w-5 text-brand-700" />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
