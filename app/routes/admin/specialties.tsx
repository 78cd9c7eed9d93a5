import type { z } from "zod";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { Section } from "~/components/admin/stores/fields";
import { FormAlert } from "~/components/admin/specialties-testimonials/screen-forms";
import {
  SpecialtyForm,
  SpecialtyList,
} from "~/components/admin/specialties-testimonials/specialty-list";
import { specialtyActionSchema } from "~/domain/store-schemas";
import {
  createSpecialty,
  deleteSpecialty,
  listSpecialties,
  moveSpecialty,
  toggleSpecialty,
  updateSpecialty,
} from "~/models/admin-specialties.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/specialties";
import { formsAction, type Intents } from "./specialties-testimonials.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Especialidades", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return { specialties: await listSpecialties(getApp(args.context).db) };
}

type SpecialtyIntents = Intents<z.output<typeof specialtyActionSchema>>;

const createIntent: SpecialtyIntents["create"] = async (db, by, { intent: _intent, ...values }) => {
  await createSpecialty(db, by, values);
  return { toast: "Especialidade criada com sucesso!" };
};

const updateIntent: SpecialtyIntents["update"] = async (db, by, value) => {
  const { title, description, icon, active } = value;
  const before = await updateSpecialty(db, by, value.specialtyId, {
    title,
    description,
    icon,
    active,
  });
  return before && { toast: "Especialidade atualizada com sucesso!" };
};

const toggleIntent: SpecialtyIntents["toggle"] = async (db, by, { specialtyId }) => {
  const before = await toggleSpecialty(db, by, specialtyId);
  return (
    before && { toast: before.active ? "Especialidade desativada." : "Especialidade ativada." }
  );
};

/** A move needs no toast: the list shows the new order. */
const moveIntent: SpecialtyIntents["move"] = async (db, by, { specialtyId, direction }) => {
  const found = await moveSpecialty(db, by, specialtyId, direction);
  return found && {};
};

const deleteIntent: SpecialtyIntents["delete"] = async (db, by, { specialtyId }) => {
  const removed = await deleteSpecialty(db, by, specialtyId);
  return removed && { toast: "Especialidade excluída com sucesso!" };
};

export async function action(args: Route.ActionArgs) {
  return formsAction(args, {
    schema: specialtyActionSchema,
    intents: {
      create: createIntent,
      update: updateIntent,
      toggle: toggleIntent,
      move: moveIntent,
      delete: deleteIntent,
    },
    notFound: "Especialidade não encontrada.",
  });
}

export default function Specialties({ loaderData, actionData }: Route.ComponentProps) {
  const { specialties } = loaderData;
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
        <SpecialtyList specialties={specialties} actionData={actionData} />
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
