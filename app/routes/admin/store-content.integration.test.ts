/**
 * What staff maintain around a store page: photos, sections, structured hours, specialties and
 * testimonials, through the screens' actions on a real database.
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  specialties,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  testimonials,
  type Store,
} from "#db/schema";
import {
  pngImage,
  refusedFieldErrors,
  replyErrors,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { staffWithStore } from "../../../tests/support/store-content";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as hoursRoute from "./store-hours";
import * as photosRoute from "./store-photos";
import * as sectionsRoute from "./store-sections";
import * as specialtiesRoute from "./specialties";
import * as storeForm from "./store-form";
import * as testimonialsRoute from "./testimonials";

describeEachDatabase("store page content", (getDb) => {
  let staff: StaffClient;
  let store: Store;
  let params: { id: string };

  beforeAll(async () => {
    ({ staff, store, params } = await staffWithStore(getDb().db, "Basiquinha Conteúdo"));
  });

  describe("photos", () => {
    it("uploads facade and interior photos; the facade is the cover; removal deletes the file", async () => {
      const url = `/restrita/lojas/${store.id}/fotos`;
      for (const [kind, name] of [
        ["interior", "dentro.png"],
        ["facade", "fachada.png"],
      ] as const) {
        const answer = await staff.post(
          photosRoute.action,
          url,
          { intent: "upload-photo", kind, altText: "", image: await pngImage(name) },
          params,
        );
        expect(await staff.toastOf(answer)).toMatchObject({ title: "Imagem enviada com sucesso!" });
      }
      let page = await staff.get(photosRoute.loader, url, params);
      const photos = page.body?.photos as {
        id: number;
        kind: string;
        altText: string;
        url: string;
      }[];
      expect(photos.map((p) => [p.kind, p.altText])).toEqual([
        ["interior", "Interior da Basiquinha Conteúdo"],
        ["facade", "Fachada da Basiquinha Conteúdo"],
      ]);
      expect(page.body?.coverId).toBe(photos[1]!.id);
      expect(photos[1]!.url).toMatch(new RegExp(`^/media/lojas/${store.id}/fotos/fachada-`));

      // Changing the facade to interior makes the first photo the cover.
      await staff.post(
        photosRoute.action,
        url,
        {
          intent: "update-photo",
          photoId: String(photos[1]!.id),
          kind: "interior",
          altText: "Vitrine",
        },
        params,
      );
      await staff.post(
        photosRoute.action,
        url,
        { intent: "move-photo", photoId: String(photos[1]!.id), direction: "up" },
        params,
      );
      page = await staff.get(photosRoute.loader, url, params);
      const reordered = page.body?.photos as { id: number; altText: string }[];
      expect(reordered.map((p) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);
      expect(reordered[0]!.altText).toBe("Vitrine");
      expect(page.body?.coverId).toBe(photos[1]!.id);

      const file = path.join(staff.env.UPLOADS_DIR, photos[0]!.url.replace(/^\/media\//, ""));
      expect(fs.existsSync(file)).toBe(true);
      await staff.post(
        photosRoute.action,
        url,
        { intent: "remove-photo", photoId: String(photos[0]!.id) },
        params,
      );
      expect(fs.existsSync(file)).toBe(false);
      const left = await getDb()
        .db.select()
        .from(storeImages)
        .where(eq(storeImages.storeId, store.id));
      expect(left.map((p) => p.id)).toEqual([photos[1]!.id]);
    });
  });

  describe("sections", () => {
    const post = (fields: Record<string, string>) =>
      staff.post(sectionsRoute.action, `/restrita/lojas/${store.id}/conteudo`, fields, params);
    const rows = () =>
      getDb()
        .db.select()
        .from(storeSections)
        .where(eq(storeSections.storeId, store.id))
        .orderBy(asc(storeSections.position), asc(storeSections.id));

    it("keeps one row per section key, sanitised; plain-text sections lose their markup", async () => {
      await post({
        intent: "save-section",
        section: "sobre_loja",
        title: "Nossa casa",
        bodyHtml: "<p>Olá <em>Goiânia</em></p><script>alert(1)</script>",
        active: "on",
      });
      await post({
        intent: "save-section",
        section: "sobre_loja",
        title: "Nossa casa em Goiânia",
        bodyHtml: "<p>Texto novo</p>",
        active: "on",
      });
      await post({
        intent: "save-section",
        section: "meta_description",
        bodyHtml: "<b>Loja</b> de cosméticos no Setor Central",
        active: "on",
      });
      const saved = await rows();
      expect(saved.filter((s) => s.section === "sobre_loja")).toMatchObject([
        { title: "Nossa casa em Goiânia", bodyHtml: "<p>Texto novo</p>" },
      ]);
      expect(saved.find((s) => s.section === "meta_description")?.bodyHtml).toBe(
        "Loja de cosméticos no Setor Central",
      );

      const tooLong = await post({
        intent: "save-section",
        section: "meta_description",
        bodyHtml: "x".repeat(161),
        active: "on",
      });
      expect(refusedFieldErrors(tooLong).bodyHtml).toEqual(["Use no máximo 160 caracteres"]);
    });

    it("adds several differentials, reorders and removes them", async () => {
      for (const title of ["Atendimento", "Marcas", "Estacionamento"]) {
        const answer = await post({
          intent: "save-section",
          section: "diferenciais",
          title,
          bodyHtml: `<p>${title}</p>`,
          active: "on",
        });
        expect(answer.status).toBe(200);
      }
      const empty = await post({
        intent: "save-section",
        section: "diferenciais",
        title: "",
        bodyHtml: "",
        active: "on",
      });
      expect(replyErrors(empty).title).toEqual(["Informe o título ou o texto do diferencial"]);

      let list = (await rows()).filter((s) => s.section === "diferenciais");
      expect(list.map((s) => s.title)).toEqual(["Atendimento", "Marcas", "Estacionamento"]);
      await post({ intent: "move-section", sectionId: String(list[2]!.id), direction: "up" });
      await post({ intent: "delete-section", sectionId: String(list[0]!.id) });
      list = (await rows()).filter((s) => s.section === "diferenciais");
      expect(list.map((s) => s.title)).toEqual(["Estacionamento", "Marcas"]);
    });

    it("saves every section of the one form together; an invalid section writes nothing", async () => {
      const before = await rows();
      const sobre = before.find((s) => s.section === "sobre_loja")!;
      const [first, second] = before.filter((s) => s.section === "diferenciais");
      const form = (extra: Record<string, string>, firstTitle = "Primeiro") => ({
        intent: "save-all",
        "sections[0].section": "sobre_loja",
        "sections[0].sectionId": String(sobre.id),
        "sections[0].title": "Sobre nós",
        "sections[0].bodyHtml": "<p>Tudo junto</p>",
        "sections[0].active": "on",
        "sections[1].section": "cta_principal",
        "sections[1].title": "Venha nos visitar",
        "sections[1].bodyHtml": "<p>Chame no WhatsApp</p>",
        "sections[1].active": "on",
        "sections[2].section": "diferenciais",
        "sections[2].sectionId": String(first!.id),
        "sections[2].title": firstTitle,
        "sections[2].bodyHtml": "",
        "sections[3].section": "diferenciais",
        "sections[3].sectionId": String(second!.id),
        "sections[3].title": second!.title ?? "",
        "sections[3].bodyHtml": second!.bodyHtml,
        "sections[3].active": "on",
        // A blank new differential and a blank new section are not created.
        "sections[4].section": "diferenciais",
        "sections[4].title": "",
        "sections[4].bodyHtml": "",
        "sections[5].section": "expertise",
        "sections[5].title": "",
        "sections[5].bodyHtml": "",
        ...extra,
      });

      const invalid = await post(form({}, ""));
      expect(refusedFieldErrors(invalid)["sections[2].title"]).toEqual([
        "Informe o título ou o texto do diferencial",
      ]);
      expect(await rows()).toEqual(before);

      const saved = await post(form({ move: `${second!.id}:up` }));
      expect(saved.status).toBe(200);
      const after = await rows();
      expect(after.find((s) => s.section === "sobre_loja")).toMatchObject({
        title: "Sobre nós",
        bodyHtml: "<p>Tudo junto</p>",
      });
      expect(after.find((s) => s.section === "cta_principal")?.title).toBe("Venha nos visitar");
      expect(after.some((s) => s.section === "expertise")).toBe(false);
      const differentials = after.filter((s) => s.section === "diferenciais");
      expect(differentials.map((s) => s.title)).toEqual([second!.title, "Primeiro"]);
      expect(differentials.find((s) => s.id === first!.id)?.active).toBe(false);

      // Removing a differential (even one left blank) saves the rest and deletes only that row.
      const removed = await post(form({ remove: String(first!.id) }, ""));
      expect(removed.status).toBe(200);
      expect((await rows()).filter((s) => s.section === "diferenciais").map((s) => s.id)).toEqual([
        second!.id,
      ]);
    });
  });

  describe("structured hours", () => {
    const postHours = (fields: Record<string, string>) =>
      staff.post(hoursRoute.action, `/restrita/lojas/${store.id}/horarios`, fields, params);
    const dayFields = (days: Record<number, [string, string]>) => {
      const fields: Record<string, string> = {};
      for (let d = 0; d < 7; d++) {
        const span = days[d];
        fields[`days[${d}].open1`] = span?.[0] ?? "";
        fields[`days[${d}].close1`] = span?.[1] ?? "";
      }
      return fields;
    };

    it("saves weekly periods and special dates, refuses bad times, and clears back to the text", async () => {
      const answer = await postHours({
        intent: "save-hours",
        ...dayFields({ 1: ["09:00", "18:00"], 6: ["9:00", "13:00"] }),
        "days[1].open2": "19:00",
        "days[1].close2": "21:00",
        "special[0].date": "2030-12-25",
        "special[0].label": "Natal",
        "special[0].closed": "on",
        "special[1].date": "2030-12-24",
        "special[1].open": "09:00",
        "special[1].close": "14:00",
      });
      expect(answer.status).toBe(200);
      const [saved] = await getDb().db.select().from(stores).where(eq(stores.id, store.id));
      expect(saved?.weeklyHours).toEqual({
        week: [
          { day: 1, open: "09:00", close: "18:00" },
          { day: 1, open: "19:00", close: "21:00" },
          { day: 6, open: "09:00", close: "13:00" },
        ],
        special: [
          { date: "2030-12-24", open: "09:00", close: "14:00" },
          { date: "2030-12-25", closed: true, label: "Natal" },
        ],
      });

      const bad = await postHours({
        intent: "save-hours",
        ...dayFields({ 2: ["25:00", "18:00"], 3: ["09:00", ""] }),
        "special[0].date": "2030-02-30",
        "special[0].open": "09:00",
      });
      expect(refusedFieldErrors(bad)).toMatchObject({
        "days[2].open1": ["Horário inválido (use HH:MM)"],
        "days[3].close1": ["Informe abertura e fechamento"],
        "special[0].date": ["Data inválida"],
        "special[0].close": ["Informe o horário ou marque como fechado"],
      });

      await postHours({ intent: "clear-hours" });
      const [cleared] = await getDb().db.select().from(stores).where(eq(stores.id, store.id));
      expect(cleared?.weeklyHours).toBeNull();
    });
  });

  describe("activity log", () => {
    const auditsSince = (id: number) =>
      getDb().db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));
    const lastAuditId = async () =>
      (await getDb().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

    // Each of a store's lists: a record of it, and the screen that moves it.
    const lists = [
      {
        entity: "store_banner",
        table: storeBanners,
        record: { url: "/media/b.webp", altText: "Banner" },
        move: {
          handler: storeForm.action,
          url: "/restrita/lojas/editar/:id",
          intent: "move-banner",
          id: "bannerId",
        },
      },
      {
        entity: "store_image",
        table: storeImages,
        record: { url: "/media/f.webp", altText: "Foto" },
        move: {
          handler: photosRoute.action,
          url: "/restrita/lojas/:id/fotos",
          intent: "move-photo",
          id: "photoId",
        },
      },
      {
        entity: "store_section",
        table: storeSections,
        record: { section: "diferenciais", title: "Diferencial", position: 100 },
        move: {
          handler: sectionsRoute.action,
          url: "/restrita/lojas/:id/conteudo",
          intent: "move-section",
          id: "sectionId",
        },
      },
    ] as const;

    it.each(lists)("a $entity move leaves one row; at the end of the list, none", async (list) => {
      const add = async () => {
        const table = list.table as typeof storeImages;
        const values = { storeId: store.id, ...list.record } as typeof table.$inferInsert;
        return (await getDb().db.insert(table).values(values).returning())[0]!.id;
      };
      const { handler, url, intent, id } = list.move;
      const move = (record: number, direction: string) =>
        staff.post(
          handler,
          url.replace(":id", params.id),
          { intent, [id]: String(record), direction },
          params,
        );
      await add();
      const last = await add();
      const before = await lastAuditId();
      expect((await move(last, "down")).status).toBe(200);
      expect(await auditsSince(before)).toEqual([]);
      await move(last, "up");
      const audits = await auditsSince(before);
      expect(audits).toMatchObject([
        { action: "update", entity: list.entity, entityId: String(last), userId: staff.user.id },
      ]);
      expect(audits[0]!.details).toMatchObject({ fields: ["position"] });
    });

    it("saving the page content leaves one row; a save that changes nothing, none", async () => {
      const form = {
        intent: "save-all",
        "sections[0].section": "expertise",
        "sections[0].title": "Nossa expertise",
        "sections[0].bodyHtml": "<p>Pele</p>",
        "sections[0].active": "on",
        "sections[1].section": "localizacao_estrategica",
        "sections[1].bodyHtml": "<p>Ao lado do terminal</p>",
        "sections[1].active": "on",
      };
      const url = `/restrita/lojas/${store.id}/conteudo`;
      let before = await lastAuditId();
      await staff.post(sectionsRoute.action, url, form, params);
      expect(await auditsSince(before)).toMatchObject([
        {
          action: "update",
          entity: "store_section",
          entityId: null,
          details: {
            fields: ["Expertise", "Localização estratégica"],
            label: "Basiquinha Conteúdo · Conteúdo da página",
          },
        },
      ]);

      const idOf = async (section: "expertise" | "localizacao_estrategica") =>
        String(
          (
            await getDb()
              .db.select()
              .from(storeSections)
              .where(and(eq(storeSections.storeId, store.id), eq(storeSections.section, section)))
          )[0]!.id,
        );
      before = await lastAuditId();
      const again = await staff.post(
        sectionsRoute.action,
        url,
        {
          ...form,
          "sections[0].sectionId": await idOf("expertise"),
          "sections[1].sectionId": await idOf("localizacao_estrategica"),
        },
        params,
      );
      expect(await staff.toastOf(again)).toMatchObject({ title: "Nenhuma alteração para salvar." });
      expect(await auditsSince(before)).toEqual([]);
    });
  });

  describe("specialties", () => {
    it("creates, edits, reorders, switches off and deletes; the icon is one of the 8", async () => {
      const post = (fields: Record<string, string>) =>
        staff.post(specialtiesRoute.action, "/restrita/especialidades", fields);
      const bad = await post({
        intent: "create",
        title: "M",
        description: "",
        icon: "Rocket",
        active: "on",
      });
      expect(replyErrors(bad)).toMatchObject({
        title: ["Título deve ter pelo menos 2 caracteres"],
        icon: ["Escolha um ícone"],
      });

      await post({
        intent: "create",
        title: "Maquiagem",
        description: "Técnicas para cada ocasião",
        icon: "Palette",
        active: "on",
      });
      await post({
        intent: "create",
        title: "Skincare",
        description: "Rotina para cada pele",
        icon: "Droplets",
        active: "on",
      });
      let rows = await getDb().db.select().from(specialties).orderBy(asc(specialties.position));
      expect(rows.map((r) => [r.title, r.icon, r.position])).toEqual([
        ["Maquiagem", "Palette", 0],
        ["Skincare", "Droplets", 1],
      ]);

      await post({
        intent: "update",
        specialtyId: String(rows[0]!.id),
        title: "Maquiagem Profissional",
        description: "Técnicas",
        icon: "Crown",
        active: "on",
      });
      await post({ intent: "move", specialtyId: String(rows[1]!.id), direction: "up" });
      await post({ intent: "toggle", specialtyId: String(rows[1]!.id) });
      rows = await getDb().db.select().from(specialties).orderBy(asc(specialties.position));
      expect(rows.map((r) => [r.title, r.icon, r.active])).toEqual([
        ["Skincare", "Droplets", false],
        ["Maquiagem Profissional", "Crown", true],
      ]);

      await post({ intent: "delete", specialtyId: String(rows[0]!.id) });
      expect((await getDb().db.select().from(specialties)).map((r) => r.title)).toEqual([
        "Maquiagem Profissional",
      ]);
    });
  });

  describe("testimonials", () => {
    it("adds, approves, corrects and rejects; only approved ones are public", async () => {
      const url = `/restrita/depoimentos?loja=${store.id}`;
      const post = (fields: Record<string, string>) =>
        staff.post(testimonialsRoute.action, url, fields);
      const bad = await post({
        intent: "create",
        storeId: "999999",
        customerName: "A",
        rating: "6",
        text: "curto",
      });
      expect(replyErrors(bad)).toMatchObject({
        customerName: ["Nome deve ter pelo menos 2 caracteres"],
        rating: ["Escolha uma nota de 1 a 5"],
        text: ["O depoimento deve ter pelo menos 10 caracteres"],
      });
      const noStore = await post({
        intent: "create",
        storeId: "999999",
        customerName: "Ana Paula",
        rating: "5",
        text: "Atendimento maravilhoso, voltarei!",
      });
      expect(replyErrors(noStore).storeId).toEqual(["Escolha a loja"]);

      await post({
        intent: "create",
        storeId: String(store.id),
        customerName: "Ana Paula",
        city: "Goiânia",
        rating: "5",
        text: "Atendimento maravilhozo, voltarei!",
      });
      await post({
        intent: "create",
        storeId: String(store.id),
        customerName: "Bruna",
        rating: "4",
        text: "Recebido pelo WhatsApp: adorei a loja.",
        approved: "on",
      });
      let page = await staff.get(testimonialsRoute.loader, url);
      expect(page.body).toMatchObject({ pending: 1, approvedCount: 1 });
      const [pending] = page.body?.testimonials as { id: number; customerName: string }[];
      expect(pending?.customerName).toBe("Ana Paula");

      await post({
        intent: "update",
        testimonialId: String(pending!.id),
        customerName: "Ana Paula",
        city: "Goiânia",
        rating: "5",
        text: "Atendimento maravilhoso, voltarei!",
      });
      await post({ intent: "approve", testimonialId: String(pending!.id) });
      const publicRows = await getDb()
        .db.select()
        .from(testimonials)
        .where(and(eq(testimonials.storeId, store.id), eq(testimonials.approved, true)));
      expect(publicRows.map((t) => t.text).sort()).toEqual([
        "Atendimento maravilhoso, voltarei!",
        "Recebido pelo WhatsApp: adorei a loja.",
      ]);

      const bruna = publicRows.find((t) => t.customerName === "Bruna")!;
      await post({ intent: "delete", testimonialId: String(bruna.id) });
      page = await staff.get(testimonialsRoute.loader, `${url}&status=aprovados`);
      expect(
        (page.body?.testimonials as { customerName: string }[]).map((t) => t.customerName),
      ).toEqual(["Ana Paula"]);
    });
  });
});
