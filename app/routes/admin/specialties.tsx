import type { z } from "zod";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { Section } from "~/components/admin/stores/fields";
import { FormAlert } from "~/components/admin/specialties-testimonials/screen-forms";
import {
  SpecialtyForm,
  SpecialtyList,
} from "~/components/admin/specialties-testimonials/specialty-list";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import { specialtyActionSchema, specialtyUpdateSchema } from "~/domain/store-schemas";
import {
  createSpecialty,
  deleteSpecialty,
  findSpecialty,
  listSpecialties,
  moveSpecialty,
  specialtiesVersion,
  toggleSpecialty,
  updateSpecialty,
} from "~/models/admin-specialties.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/specialties";
import { openEdit } from "./edit-version.server";
import { formsAction, recordIntent, rowEdits } from "./specialties-testimonials.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Especialidades", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "specialties.view");
  const { db } = getApp(args.context);
  const [specialties, version] = await Promise.all([listSpecialties(db), specialtiesVersion(db)]);
  return {
    specialties,
    edit: openEdit(version),
    edits: rowEdits(specialties, specialtyUpdateSchema),
  };
}

export const shouldRevalidate = revalidateOnConflict;

type SpecialtyAction = z.output<typeof specialtyActionSchema>;
type Value<K extends SpecialtyAction["intent"]> = Extract<SpecialtyAction, { intent: K }>;

const createIntent = recordIntent(
  (db, by, { intent: _intent, ...values }: Value<"create">) => createSpecialty(db, by, values),
  "Especialidade criada com sucesso!",
);

const updateIntent = recordIntent(
  (db, by, { intent: _intent, specialtyId, ...values }: Value<"update">, edit) =>
    updateSpecialty(db, by, specialtyId, values, edit.record),
  "Especialidade atualizada com sucesso!",
);

const toggleIntent = recordIntent(
  (db, by, { specialtyId }: Value<"toggle">, edit) =>
    toggleSpecialty(db, by, specialtyId, edit.record),
  (row) => (row.active ? "Especialidade ativada." : "Especialidade desativada."),
);

/** A move needs no toast: the list shows the new order. */
const moveIntent = recordIntent(
  (db, by, { specialtyId, direction }: Value<"move">, edit) =>
    moveSpecialty(db, by, specialtyId, direction, edit.list),
  null,
);

export async function action(args: Route.ActionArgs) {
  return formsAction(args, {
    permission: "specialties.edit",
    schema: specialtyActionSchema,
    intents: {
      create: createIntent,
      update: updateIntent,
      toggle: toggleIntent,
      move: moveIntent,
      delete: recordIntent(
        (db, by, { specialtyId }: Value<"delete">, edit) =>
          deleteSpecialty(db, by, specialtyId, edit.record),
        "Especialidade excluída com sucesso!",
      ),
    },
    notFound: "Especialidade não encontrada.",
    entity: "specialty",
    find: findSpecialty,
    update: specialtyUpdateSchema,
  });
}

export default function Specialties({ loaderData, actionData }: Route.ComponentProps) {
  const { specialties, edit, edits } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-neutral-900">Especialidades</h1>
        <p className="text-sm text-neutral-600">
          A mesma lista aparece na seção de expertise de todas as páginas de loja, na ordem abaixo.
          Só as ativas são exibidas.
        </p>
      </header>
      <FormAlert actionData={actionData} />

      <Section id="lista" title={`Especialidades (${specialties.length})`}>
        <SpecialtyList
          specialties={specialties}
          edit={edit}
          edits={edits}
          actionData={actionData}
        />
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
