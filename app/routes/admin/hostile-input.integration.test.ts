/**
 * Hostile input at the restricted area's boundary, on a real database: control characters in
 * any staff form field answer 400 with 'O texto contém um caractere inválido' on that field,
 * write nothing and give the typed values back; a WhatsApp that is not a Brazilian number is
 * refused; a request without the fields a form always sends is a 400 with a message, not a
 * crash; list filters in the address with control characters do not reach the database.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  media,
  specialties,
  storeImages,
  storeSections,
  stores,
  testimonials,
  users,
  type Store,
} from "#db/schema";
import { getSiteSettings } from "~/models/site-settings.server";
import type { Database } from "~/server/db.server";
import { newStaffSession, staffRequests, typedValues } from "../../../tests/support/staff-client";
import {
  pngImage,
  refusedFieldErrors,
  validStoreFields,
  type Answer,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { staffWithStore } from "../../../tests/support/store-content";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as auditLogRoute from "./audit-log";
import * as imageUploadRoute from "./image-upload";
import * as hoursRoute from "./store-hours";
import * as importRoute from "./stores-import";
import * as photosRoute from "./store-photos";
import * as sectionsRoute from "./store-sections";
import * as settingsRoute from "./settings";
import * as specialtiesRoute from "./specialties";
import * as storeForm from "./store-form";
import * as storeList from "./stores";
import * as testimonialsRoute from "./testimonials";
import * as usersRoute from "./users";

const INVALID = "O texto contém um caractere inválido";
const WHATSAPP_INVALID = "Número de WhatsApp inválido";

/** Everything these screens could write, to prove a refused request wrote nothing. */
async function snapshot(db: Database) {
  const [s, sections, t, sp, u, images, log, settings, files] = await Promise.all([
    db.select().from(stores).orderBy(asc(stores.id)),
    db.select().from(storeSections).orderBy(asc(storeSections.id)),
    db.select().from(testimonials).orderBy(asc(testimonials.id)),
    db.select().from(specialties).orderBy(asc(specialties.id)),
    db.select({ id: users.id, name: users.name, email: users.email }).from(users),
    db.select().from(storeImages).orderBy(asc(storeImages.id)),
    db.select({ id: auditLog.id }).from(auditLog),
    getSiteSettings(db),
    db.select({ id: media.id }).from(media),
  ]);
  return { s, sections, t, sp, u, images, log, settings, files };
}

describeEachDatabase("hostile input in the restricted area", (getDb) => {
  let staff: StaffClient;
  let admin: ReturnType<typeof staffRequests>;
  let store: Store;
  let params: { id: string };
  const db = () => getDb().db;

  beforeAll(async () => {
    ({ staff, store, params } = await staffWithStore(db(), "Basiquinha Fronteira"));
    admin = staffRequests(db(), await newStaffSession(db(), { role: "admin" }));
  });

  /** Saves the store form of the store under test with `fields` changed. */
  const editStore = (fields: Record<string, string>) =>
    staff.post(
      storeForm.action,
      `/restrita/lojas/editar/${store.id}`,
      validStoreFields({ name: store.name, ...fields }),
      params,
    );

  /** Posts to one of that store's own screens, `/restrita/lojas/{id}/{screen}`. */
  const postToStore = (
    action: Parameters<StaffClient["post"]>[0],
    screen: string,
    fields: Record<string, string | File>,
  ) => staff.post(action, `/restrita/lojas/${store.id}/${screen}`, fields, params);

  /** Saves the settings form (an administrator's) as staff fill it, with `change` applied. */
  const saveSettings = (change: Record<string, string>) =>
    admin.post(settingsRoute.action, "/restrita/configuracoes", {
      brandName: "Basiquinha",
      contactEmail: "contato@basiquinha.com.br",
      contactPhone: "(62) 3212-3456",
      whatsapp: "(62) 98123-4567",
      ...change,
    });

  /** Posts, expects a 400 with `errors`, unchanged tables, and returns the answer. */
  async function refused(
    post: () => Promise<Answer>,
    errors: Record<string, string[]>,
  ): Promise<Answer> {
    const before = await snapshot(db());
    const answer = await post();
    expect(refusedFieldErrors(answer)).toEqual(errors);
    expect(await snapshot(db())).toEqual(before);
    return answer;
  }

  describe("store form", () => {
    it.each([
      ["name", "Basiquinha\u0000 Centro"],
      ["city", "Goi\u0000ânia"],
      ["notes", "Entrada pela lateral\u0007"],
      ["historyHtml", "<p>Desde 2010\u001b[31m</p>"],
      ["reference", "Ao lado do \u007f mercado"],
    ])(
      "%s with a control character: 400 on the field, nothing written, text kept",
      async (field, value) => {
        const fields = validStoreFields({ name: "Basiquinha Nova Loja", [field]: value });
        const created = await refused(
          () => staff.post(storeForm.action, "/restrita/lojas/nova", fields),
          { [field]: [INVALID] },
        );
        expect(typedValues(created)).toMatchObject({ [field]: value, street: fields.street });

        const edited = await refused(() => editStore({ [field]: value }), { [field]: [INVALID] });
        expect(typedValues(edited)[field]).toBe(value);
      },
    );

    it.each(["(62) 9812-345", "abcdefghijk", "(20) 98123-4567", "62 98123-4567 ramal 3"])(
      "WhatsApp %j: 'Número de WhatsApp inválido', nothing written, text kept",
      async (whatsapp) => {
        const answer = await refused(() => editStore({ whatsapp }), {
          whatsapp: [WHATSAPP_INVALID],
        });
        expect(typedValues(answer).whatsapp).toBe(whatsapp);
      },
    );

    it("accepts a Brazilian number written with the country code", async () => {
      const answer = await editStore({ whatsapp: "+55 (62) 3212-3456" });
      expect(answer.status).toBe(302);
      const [row] = await db().select().from(stores).where(eq(stores.id, store.id));
      expect(row?.whatsapp).toBe("+55 (62) 3212-3456");
    });
  });

  describe("store screens", () => {
    it("page section title with NUL", async () => {
      const title = "Sobre\u0000 nós";
      const answer = await refused(
        () =>
          postToStore(sectionsRoute.action, "conteudo", {
            intent: "save-all",
            "sections[0].section": "sobre_loja",
            "sections[0].title": title,
            "sections[0].bodyHtml": "<p>Texto</p>",
            "sections[0].active": "on",
          }),
        { "sections[0].title": [INVALID] },
      );
      expect(JSON.stringify(typedValues(answer))).toContain(JSON.stringify(title));
    });

    it("photo description with a control character", async () => {
      const before = await snapshot(db());
      const answer = await postToStore(photosRoute.action, "fotos", {
        intent: "upload-photo",
        kind: "facade",
        altText: "Fachada\u0000",
        image: await pngImage("fachada.png"),
      });
      expect(answer.status).toBe(400);
      // What was typed comes back for the form to show again, as typed.
      expect(answer.body).toEqual({
        error: INVALID,
        typed: { altText: "Fachada\u0000", effectiveAt: "", kind: "facade" },
      });
      expect(await snapshot(db())).toEqual(before);
    });

    it("editor image upload: a description with NUL or an unknown folder", async () => {
      for (const [fields, error] of [
        [{ alt: "Capa\u0000" }, INVALID],
        [{ folder: "../../etc" }, "Pasta de destino inválida."],
      ] as const) {
        const before = await snapshot(db());
        const answer = await staff.post(imageUploadRoute.action, "/restrita/api/imagens", {
          ...fields,
          image: await pngImage("capa.png"),
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ error });
        expect(await snapshot(db())).toEqual(before);
      }
    });

    it("hours without the day fields: 400 with a message and seven rows to draw", async () => {
      const answer = await refused(
        () => postToStore(hoursRoute.action, "horarios", { intent: "save-hours" }),
        { days: ["Informe os horários dos sete dias da semana"] },
      );
      expect(typedValues(answer).days).toEqual([{}, {}, {}, {}, {}, {}, {}]);
    });

    it("hours with some days only keep what was typed", async () => {
      const answer = await refused(
        () =>
          postToStore(hoursRoute.action, "horarios", {
            intent: "save-hours",
            "days[1].open1": "09:00",
            "days[1].close1": "18:00",
          }),
        { days: ["Informe os horários dos sete dias da semana"] },
      );
      const days = typedValues(answer).days as unknown[];
      expect(days).toHaveLength(7);
      expect(days[1]).toEqual({ open1: "09:00", close1: "18:00" });
    });

    it("hours and special dates with control characters", async () => {
      const fields: Record<string, string> = { intent: "save-hours" };
      for (let d = 0; d < 7; d++) {
        fields[`days[${d}].open1`] = "09:00";
        fields[`days[${d}].close1`] = "18:00";
      }
      fields["days[2].open1"] = "09:00\u0000";
      fields["special[0].date"] = "2026-12-25";
      fields["special[0].label"] = "Natal\u001b";
      fields["special[0].closed"] = "on";
      await refused(() => postToStore(hoursRoute.action, "horarios", fields), {
        "days[2].open1": [INVALID],
        "special[0].label": [INVALID],
      });
    });

    it("testimonial customer name with NUL", async () => {
      const answer = await refused(
        () =>
          staff.post(testimonialsRoute.action, "/restrita/depoimentos", {
            intent: "create",
            formId: "novo-depoimento",
            storeId: String(store.id),
            customerName: "Maria\u0000",
            city: "Goiânia",
            rating: "5",
            text: "Atendimento excelente, voltarei sempre.",
          }),
        { customerName: [INVALID] },
      );
      expect(answer.body?.formId).toBe("novo-depoimento");
      expect(typedValues(answer)).toMatchObject({
        customerName: "Maria\u0000",
        text: "Atendimento excelente, voltarei sempre.",
      });
    });

    it("specialty title and description with control characters", async () => {
      await refused(
        () =>
          staff.post(specialtiesRoute.action, "/restrita/especialidades", {
            intent: "create",
            formId: "nova-especialidade",
            title: "Skincare\u0000",
            description: "Rotina\u000c completa",
            icon: "Palette",
            active: "on",
          }),
        { title: [INVALID], description: [INVALID] },
      );
    });
  });

  describe("settings and users", () => {
    it("settings brand name with NUL", async () => {
      const answer = await refused(() => saveSettings({ brandName: "Basiquinha\u0000" }), {
        brandName: [INVALID],
      });
      expect(typedValues(answer).brandName).toBe("Basiquinha\u0000");
    });

    it("settings WhatsApp that is not Brazilian", async () => {
      await refused(() => saveSettings({ whatsapp: "abcdefghijk" }), {
        whatsapp: [WHATSAPP_INVALID],
      });
    });

    it("a new staff member's name with NUL; the password is not echoed", async () => {
      const answer = await refused(
        () =>
          admin.post(usersRoute.action, "/restrita/usuarios", {
            intent: "create",
            name: "Ana\u0000",
            email: "ana.nova@basiquinha.com.br",
            role: "editor",
            password: "senha-segura-123",
          }),
        { name: [INVALID] },
      );
      expect(typedValues(answer)).toMatchObject({
        name: "Ana\u0000",
        email: "ana.nova@basiquinha.com.br",
      });
      expect(typedValues(answer).password).toBeUndefined();
    });
  });

  describe("store spreadsheet", () => {
    it("refuses rows with control characters or a bad WhatsApp, per cell, and writes nothing", async () => {
      const csv =
        "slug,cidade,whatsapp,observacoes\r\n" +
        `${store.slug},Goi\u0000ânia,(62) 98123-4567,\r\n` +
        `${store.slug}-nova,Goiânia,(62) 9812-345,\r\n` +
        `${store.slug}-outra,Goiânia,(62) 98123-4567,nota\u001b\r\n`;
      const before = await snapshot(db());
      const answer = await staff.post(
        importRoute.action,
        "/restrita/lojas/importar",
        { arquivo: new File([csv], "lojas.csv", { type: "text/csv" }) },
        {},
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.errors).toEqual(
        expect.arrayContaining([
          { row: 2, column: "cidade", message: INVALID },
          { row: 3, column: "whatsapp", message: WHATSAPP_INVALID },
          { row: 4, column: "observacoes", message: INVALID },
        ]),
      );
      expect(await snapshot(db())).toEqual(before);
    });
  });

  describe("list filters in the address", () => {
    it("/restrita/lojas?q=%00 lists stores as without a filter", async () => {
      const answer = await staff.get(storeList.loader, "/restrita/lojas?q=%00");
      expect(answer.status).toBe(200);
      expect(answer.body?.term).toBe("");
      expect((answer.body?.stores as unknown[]).length).toBeGreaterThan(0);
      const filtered = await staff.get(storeList.loader, "/restrita/lojas?q=Fronteira%00%1b");
      expect(filtered.body?.term).toBe("Fronteira");
    });

    it("/restrita/atividades?entidade=%00 answers the log", async () => {
      const answer = await staff.get(auditLogRoute.loader, "/restrita/atividades?entidade=%00");
      expect(answer.status).toBe(200);
      expect((answer.body?.entries as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
    });
  });
});
