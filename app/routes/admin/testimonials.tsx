import { Link } from "react-router";
import type { z } from "zod";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { Section } from "~/components/admin/stores/fields";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import { FormAlert } from "~/components/admin/specialties-testimonials/screen-forms";
import {
  TestimonialPagination,
  TestimonialStatusTabs,
  TestimonialStoreFilter,
} from "~/components/admin/specialties-testimonials/testimonial-filters";
import {
  TestimonialCard,
  TestimonialForm,
} from "~/components/admin/specialties-testimonials/testimonial-list";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import {
  TESTIMONIAL_MESSAGES,
  testimonialActionSchema,
  testimonialUpdateSchema,
} from "~/domain/store-schemas";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listTestimonials,
  updateTestimonial,
} from "~/models/admin-testimonials.server";
import { getStore, listStoreOptions } from "~/models/admin-stores.server";
import { testimonialsWithOpenRequests } from "~/models/store-change-requests.server";
import type { StaffActor } from "~/models/staff-change.server";
import type { Database } from "~/server/db.server";
import { can } from "~/domain/permissions";
import { requirePermission, storeNotFound, storeScope } from "~/server/auth.server";
import { staffQuery } from "./staff-request.server";
import { proposeTestimonialAction } from "./testimonial-proposals.server";
import type { Route } from "./+types/testimonials";
import { formsAction, recordIntent, rowEdits } from "./specialties-testimonials.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Depoimentos", matches);
}

export const shouldRevalidate = revalidateOnConflict;

export async function loader(args: Route.LoaderArgs) {
  const { user, db, query } = await staffQuery(args, "testimonials.view");
  // A store manager reads its own stores' testimonials only: another store is a 404.
  const scope = storeScope(user, "testimonials.view");
  const storeParam = query.get("loja") ?? "";
  const storeId = /^\d{1,10}$/.test(storeParam) ? Number(storeParam) : undefined;
  if (storeId && scope && !scope.includes(storeId)) storeNotFound();
  const store = storeId ? await getStore(db, storeId) : null;
  const approved = query.get("status") === "aprovados";
  const page = Math.min(10_000, Math.max(1, Number.parseInt(query.get("page") ?? "", 10) || 1));
  const [list, stores, asked] = await Promise.all([
    listTestimonials(db, { storeId: store?.id, storeIds: scope, approved, page }),
    listStoreOptions(db),
    testimonialsWithOpenRequests(db, scope),
  ]);
  return {
    ...list,
    edits: rowEdits(list.testimonials, testimonialUpdateSchema),
    approved,
    store: store ? { id: store.id, name: store.name } : null,
    stores: scope ? stores.filter((s) => scope.includes(s.id)) : stores,
    // A store manager proposes publishing or withdrawing; head office moderates.
    proposes: !can(user, "testimonials.edit"),
    /** The listed testimonials an open request in Aprovações names. */
    asked: list.testimonials.filter((t) => asked.has(t.id)).map((t) => t.id),
  };
}

type TestimonialAction = z.output<typeof testimonialActionSchema>;
type Value<K extends TestimonialAction["intent"]> = Extract<TestimonialAction, { intent: K }>;

/** A store deleted meanwhile is the store field's error, like a store never chosen. */
async function createIntent(db: Database, by: StaffActor, value: Value<"create">) {
  const { intent: _intent, ...values } = value;
  const row = await createTestimonial(db, by, values);
  if (!row) return { fieldErrors: { storeId: [TESTIMONIAL_MESSAGES.store] } };
  return {
    toast: row.approved ? "Depoimento publicado com sucesso!" : "Depoimento salvo como pendente.",
  };
}

const updateIntent = recordIntent(
  (db, by, { intent: _intent, testimonialId, ...values }: Value<"update">, edit) =>
    updateTestimonial(db, by, testimonialId, values, edit.record),
  "Depoimento atualizado com sucesso!",
);

/** Publishes a testimonial on its store's page, or withdraws it. */
const approval = (approved: boolean, toast: string) =>
  recordIntent(
    (db, by, { testimonialId }: Value<"approve" | "unapprove">, edit) =>
      updateTestimonial(db, by, testimonialId, { approved }, edit.record),
    toast,
  );
const approveIntent = approval(true, "Depoimento aprovado: já aparece na página da loja.");
const unapproveIntent = approval(false, "Depoimento retirado da página.");

const deleteIntent = recordIntent(
  (db, by, { testimonialId }: Value<"delete">, edit) =>
    deleteTestimonial(db, by, testimonialId, edit.record),
  "Depoimento excluído.",
);

export async function action(args: Route.ActionArgs) {
  // Publishing or withdrawing by a store manager is a change request (its own stores' only).
  const user = await requirePermission(args, "testimonials.moderate");
  if (!can(user, "testimonials.edit")) return proposeTestimonialAction(args, user);
  return formsAction(args, {
    permission: "testimonials.edit",
    schema: testimonialActionSchema,
    intents: {
      create: createIntent,
      update: updateIntent,
      approve: approveIntent,
      unapprove: unapproveIntent,
      delete: deleteIntent,
    },
    notFound: "Depoimento não encontrado.",
    entity: "testimonial",
    find: findTestimonial,
    update: testimonialUpdateSchema,
  });
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, edits, total, page, pages, approved, pending, approvedCount } = loaderData;
  const { store, stores, proposes, asked } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        {store ? (
          <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
            ← Voltar para Lojas
          </Link>
        ) : null}
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Depoimentos</h1>
          <p className="text-sm text-neutral-600">
            {store ? store.name : proposes ? "Suas lojas" : "Todas as lojas"} · só depoimentos
            aprovados aparecem nas páginas das lojas (os 6 mais recentes).
          </p>
          {proposes ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Publicar ou retirar um depoimento vira uma solicitação: a página da loja só muda
              quando a matriz aprovar, em Aprovações.
            </p>
          ) : null}
        </div>
        {store ? <StoreTabs storeId={store.id} pendingTestimonials={pending} /> : null}
      </header>

      <TestimonialStoreFilter stores={stores} storeId={store?.id} approved={approved} />
      <TestimonialStatusTabs approved={approved} pending={pending} approvedCount={approvedCount} />
      <FormAlert actionData={actionData} />

      {testimonials.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-neutral-600 shadow-sm">
          {approved ? "Nenhum depoimento aprovado." : "Nenhum depoimento aguardando aprovação."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {testimonials.map((item) => (
            <TestimonialCard
              key={item.id}
              item={item}
              edit={edits[item.id]}
              showStore={!store}
              proposes={proposes}
              asked={asked.includes(item.id)}
              actionData={actionData}
            />
          ))}
        </ul>
      )}
      <TestimonialPagination page={page} pages={pages} total={total} />

      {proposes ? null : (
        <Section
          id="novo"
          title="Adicionar depoimento"
          description="Para depoimentos recebidos por outro canal (WhatsApp, Instagram, pessoalmente). Peça autorização da cliente antes de publicar."
        >
          <TestimonialForm
            key={`novo-${total}-${pending}`}
            item={null}
            stores={stores}
            storeId={store?.id ?? null}
            actionData={actionData}
          />
        </Section>
      )}
    </div>
  );
}
