/**
 * The specialties list and the testimonials moderation, each change checked against the one
 * activity-log row it leaves (its action, record, changed fields and label) and the toast it
 * answers; what changes nothing (a move past the end, a record deleted meanwhile, a store that
 * does not exist) answers without a row.
 */
import { asc, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, specialties, testimonials } from "#db/schema";
import {
  replyErrors,
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as specialtiesRoute from "./specialties";
import * as storeForm from "./store-form";
import * as testimonialsRoute from "./testimonials";

type Expected = {
  status?: number;
  /** The success toast's title (null: none). */
  toast?: string | null;
  /** The activity-log row the change leaves, or null for none. */
  audit: { action: string; entityId?: number; fields?: string[]; label: string } | null;
};

describeEachDatabase("specialties and testimonials in the activity log", (getDb) => {
  let staff: StaffClient;
  beforeAll(async () => {
    staff = await signedInStaff(getDb().db);
  });

  const lastAudit = async () =>
    (await getDb().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  /** Posts one form of the screen and checks its answer and the row it left (or none). */
  const step =
    (handler: typeof specialtiesRoute.action | typeof testimonialsRoute.action, url: string) =>
    async (fields: Record<string, string>, expected: Expected) => {
      const before = await lastAudit();
      const answer = await staff.post(handler, url, fields);
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status ?? 200);
      if (expected.toast !== undefined) {
        expect((await staff.toastOf(answer))?.title ?? null).toBe(expected.toast);
      }
      const after = await lastAudit();
      if (!expected.audit) {
        expect(after?.id).toBe(before?.id);
        return answer;
      }
      const { action, entityId, fields: changed, label } = expected.audit;
      expect(after?.id).not.toBe(before?.id);
      expect(after).toMatchObject({
        action,
        entity: url.includes("especialidades") ? "specialty" : "testimonial",
        entityId: entityId === undefined ? expect.any(String) : String(entityId),
        userId: staff.user.id,
        details: changed ? { fields: changed, label } : { label },
      });
      return answer;
    };

  it("specialties: create, edit, move, hide and delete, one row each", async () => {
    const { db } = getDb();
    const post = step(specialtiesRoute.action, "/restrita/especialidades");
    const create = (title: string) => ({ intent: "create", title, description: "", icon: "Crown" });
    const titles = async () =>
      (await db.select().from(specialties).orderBy(asc(specialties.position))).map((s) => s.title);
    await db.delete(specialties);

    // The row names every field of the form, the unticked checkbox too.
    const created = (label: string) => ({
      action: "create",
      fields: ["title", "description", "icon", "active"],
      label,
    });
    await post(create("Maquiagem"), {
      toast: "Especialidade criada com sucesso!",
      audit: created("Maquiagem"),
    });
    const [makeup] = await db.select().from(specialties);
    expect((await lastAudit())?.entityId).toBe(String(makeup!.id));
    await post(create("Skincare"), { audit: created("Skincare") });
    const [, skincare] = await db.select().from(specialties).orderBy(asc(specialties.position));
    const id = (item: { id: number }) => String(item.id);

    await post(
      {
        intent: "update",
        specialtyId: id(makeup!),
        title: "Maquiagem Profissional",
        description: "",
        icon: "Palette",
      },
      {
        toast: "Especialidade atualizada com sucesso!",
        audit: {
          action: "update",
          entityId: makeup!.id,
          fields: ["title", "icon"],
          label: "Maquiagem",
        },
      },
    );
    const move = { intent: "move", specialtyId: id(skincare!), direction: "up" };
    await post(move, {
      toast: null,
      audit: { action: "update", entityId: skincare!.id, fields: ["position"], label: "Skincare" },
    });
    expect(await titles()).toEqual(["Skincare", "Maquiagem Profissional"]);
    // Already first: nothing moves, nothing is logged.
    await post(move, { toast: null, audit: null });
    await post(
      { intent: "toggle", specialtyId: id(skincare!) },
      {
        toast: "Especialidade ativada.",
        audit: { action: "update", entityId: skincare!.id, fields: ["active"], label: "Skincare" },
      },
    );
    await post(
      { intent: "toggle", specialtyId: id(skincare!) },
      {
        toast: "Especialidade desativada.",
        audit: { action: "update", entityId: skincare!.id, fields: ["active"], label: "Skincare" },
      },
    );
    await post(
      { intent: "delete", specialtyId: id(skincare!) },
      {
        toast: "Especialidade excluída com sucesso!",
        audit: { action: "delete", entityId: skincare!.id, label: "Skincare" },
      },
    );
    expect(await titles()).toEqual(["Maquiagem Profissional"]);

    // Deleted meanwhile (another tab): every intent answers 404, nothing is logged.
    for (const intent of ["update", "move", "toggle", "delete"]) {
      const answer = await post(
        { ...create("Skincare"), intent, specialtyId: id(skincare!), direction: "down" },
        { status: 404, audit: null },
      );
      expect(replyErrors(answer)[""]).toEqual(["Especialidade não encontrada."]);
    }
  });

  it("testimonials: add, correct, approve, withdraw and delete, one row each", async () => {
    const { db } = getDb();
    // A new store, found in the moderation's store filter.
    const name = "Basiquinha Depoimentos";
    await staff.post(storeForm.action, "/restrita/lojas/nova", validStoreFields({ name }));
    const options = (await staff.get(testimonialsRoute.loader, "/restrita/depoimentos")).body
      ?.stores as { id: number; name: string }[];
    const store = options.find((s) => s.name === name)!;
    const post = step(testimonialsRoute.action, `/restrita/depoimentos?loja=${store.id}`);
    const values = {
      customerName: "Ana Paula",
      city: "Goiânia",
      rating: "5",
      text: "Atendimento maravilhozo, voltarei!",
    };

    const noStore = await post(
      { intent: "create", storeId: "999999", ...values },
      { status: 400, audit: null },
    );
    expect(replyErrors(noStore).storeId).toEqual(["Escolha a loja"]);
    await post(
      { intent: "create", storeId: String(store.id), ...values },
      {
        toast: "Depoimento salvo como pendente.",
        audit: {
          action: "create",
          fields: ["storeId", "customerName", "city", "rating", "text", "approved"],
          label: "Ana Paula",
        },
      },
    );
    const [ana] = await db.select().from(testimonials).where(eq(testimonials.storeId, store.id));
    expect((await lastAudit())?.entityId).toBe(String(ana!.id));
    const testimonialId = String(ana!.id);
    const logged = (fields?: string[]) => ({
      action: fields ? "update" : "delete",
      entityId: ana!.id,
      fields,
      label: "Ana Paula",
    });

    await post(
      { intent: "update", testimonialId, ...values, text: "Atendimento maravilhoso, voltarei!" },
      { toast: "Depoimento atualizado com sucesso!", audit: logged(["text"]) },
    );
    await post(
      { intent: "approve", testimonialId },
      { toast: "Depoimento aprovado: já aparece na página da loja.", audit: logged(["approved"]) },
    );
    await post(
      { intent: "unapprove", testimonialId },
      { toast: "Depoimento retirado da página.", audit: logged(["approved"]) },
    );
    await post(
      { intent: "delete", testimonialId },
      { toast: "Depoimento excluído.", audit: logged() },
    );

    for (const intent of ["update", "approve", "unapprove", "delete"]) {
      const answer = await post({ intent, testimonialId, ...values }, { status: 404, audit: null });
      expect(replyErrors(answer)[""]).toEqual(["Depoimento não encontrado."]);
    }
  });
});
