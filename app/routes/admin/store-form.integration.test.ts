/**
 * The store form and list actions on a real database: every validation message of the admin
 * the form's rules, the slug rule, slug regeneration, concurrent creation, banners and deletion with files.
 */
import fs from "node:fs";
import path from "node:path";
import { asc, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, media, storeBanners, stores, type Store } from "#db/schema";
import { parseForm } from "~/domain/form-input";
import { storeFormSchema } from "~/domain/store-schemas";
import { editFields, type EditConflict, type EditState } from "~/domain/edit-version";
import { createStore } from "~/models/admin-stores.server";
import {
  pngImage,
  refusedFieldErrors,
  replyErrors,
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { testEnv } from "../../../tests/support/route-context";
import { newStaffSession, staffRequests, typedValues } from "../../../tests/support/staff-client";
import { storeRow } from "../../../tests/support/store-rows";
import { storedHtml } from "../../../tests/support/stored-html";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { auditChangeLines, auditRecordName, auditRecordPath } from "~/domain/audit-labels";
import * as activityLog from "./audit-log";
import * as storeForm from "./store-form";
import * as storeList from "./stores";

const STORE_URL_MESSAGE =
  "URL inválida. Use um endereço completo, como https://instagram.com/sua-loja";

describeEachDatabase("store form and list", (getDb) => {
  let staff: StaffClient;
  beforeAll(async () => {
    // An administrator: the list's deletion and address regeneration are theirs.
    staff = await signedInStaff(getDb().db, testEnv(), "admin");
  });

  const storeCount = async () => {
    const [row] = await getDb().db.select({ n: count() }).from(stores);
    return Number(row?.n);
  };
  const byName = async (name: string) =>
    getDb().db.select().from(stores).where(eq(stores.name, name)).orderBy(asc(stores.id));
  /** The form's fields as the model receives them once parsed. */
  const formValues = (name: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validStoreFields({ name })))
      form.set(key, value ?? "");
    const submission = parseForm(form, { schema: storeFormSchema });
    if (submission.status !== "success") throw new Error("the valid store form was refused");
    return submission.value;
  };
  const create = (fields: Record<string, string | undefined>) =>
    staff.post(storeForm.action, "/restrita/lojas/nova", validStoreFields(fields));
  /** The edit form of `store` sent by `client` with exactly `fields`. */
  const saveAs = (
    client: Pick<StaffClient, "post">,
    store: { id: number },
    fields: Record<string, string | File | undefined>,
  ) =>
    client.post(storeForm.action, `/restrita/lojas/editar/${store.id}`, fields, {
      id: String(store.id),
    });
  const update = (store: Store, fields: Record<string, string | undefined>) =>
    saveAs(staff, store, validStoreFields({ name: store.name, ...fields }));

  it("answers 'Nenhuma loja encontrada' when regenerating slugs with no store", async () => {
    const answer = await staff.post(storeList.action, "/restrita/lojas", {
      intent: "regenerate-slugs",
    });
    expect(answer.body).toMatchObject({
      message: { text: "Nenhuma loja encontrada" },
      changes: [],
    });
  });

  describe("validation", () => {
    it.each([
      ["name", "Loja", "Nome deve ter pelo menos 5 caracteres"],
      ["name", "    Abc    ", "Nome deve ter pelo menos 5 caracteres"],
      ["name", "", "Nome deve ter pelo menos 5 caracteres"],
      ["state", "", "Estado é obrigatório"],
      ["state", "Narnia", "Estado inválido"],
      ["city", "", "Cidade é obrigatória"],
      ["neighborhood", "A", "Bairro é obrigatório"],
      ["street", "Av", "Logradouro é obrigatório"],
      ["number", "", "Número é obrigatório"],
      ["postalCode", "7400501", "CEP inválido"],
      ["whatsapp", "629999000", "Número de WhatsApp inválido"],
      ["whatsapp", "", "Número de WhatsApp inválido"],
      ["instagramUrl", "instagram", STORE_URL_MESSAGE],
      ["instagramUrl", "javascript:alert(1)", STORE_URL_MESSAGE],
      ["mapsUrl", "não é um endereço", STORE_URL_MESSAGE],
      ["hoursText", "9-18", "Horário de funcionamento é obrigatório"],
      ["latitude", "91", "Latitude deve estar entre -90 e 90"],
      ["latitude", "-90,01", "Latitude deve estar entre -90 e 90"],
      ["latitude", "norte", "Latitude deve estar entre -90 e 90"],
      ["longitude", "-180.5", "Longitude deve estar entre -180 e 180"],
      ["longitude", "181", "Longitude deve estar entre -180 e 180"],
      ["email", "loja@", "Email inválido"],
      ["email", "loja basiquinha.com.br", "Email inválido"],
    ])("%s = %j -> %s, nothing written, the typed values kept", async (field, value, message) => {
      const before = await storeCount();
      const answer = await create({ [field]: value, city: field === "city" ? value : "Anápolis" });
      expect(refusedFieldErrors(answer)[field]).toEqual([message]);
      // Only the field under test fails.
      expect(Object.keys(replyErrors(answer))).toEqual([field]);
      expect(typedValues(answer).city).toBe(field === "city" ? undefined : "Anápolis");
      if (value) expect(typedValues(answer)[field]).toBe(value);
      expect(await storeCount()).toBe(before);
    });

    it("completes an address typed without https://", async () => {
      const answer = await create({
        name: "Basiquinha Endereço Curto",
        instagramUrl: "instagram.com/basiquinha.curto",
      });
      expect(answer.status).toBe(302);
      const [row] = await getDb()
        .db.select()
        .from(stores)
        .where(eq(stores.name, "Basiquinha Endereço Curto"));
      expect(row?.instagramUrl).toBe("https://instagram.com/basiquinha.curto");
    });

    it("stores empty optional fields as null, the state's full name and parsed coordinates", async () => {
      const answer = await create({
        name: "Basiquinha Opcionais Vazios",
        state: "GO",
        latitude: "-16,7052",
        longitude: " -49.2704 ",
        email: "Loja@Basiquinha.com.br",
      });
      expect(answer.status).toBe(302);
      const [store] = await byName("Basiquinha Opcionais Vazios");
      expect(store).toMatchObject({
        state: "Goiás",
        complement: null,
        reference: null,
        instagramUrl: null,
        mapsUrl: null,
        notes: null,
        openedOn: null,
        historyHtml: null,
        latitude: -16.7052,
        longitude: -49.2704,
        email: "loja@basiquinha.com.br",
        active: true,
      });
      expect(answer.location).toBe(`/restrita/lojas/editar/${store!.id}#banners`);
      expect(await staff.toastOf(answer)).toMatchObject({ title: "Loja cadastrada com sucesso!" });
    });

    it("splits a pasted 'lat, lng' pair into both coordinates; blank coordinates are null", async () => {
      await create({ name: "Basiquinha Par Colado", latitude: "-16.686900, -49.264800" });
      await create({ name: "Basiquinha Sem Coordenadas", latitude: "", longitude: "" });
      const [pasted] = await byName("Basiquinha Par Colado");
      expect([pasted?.latitude, pasted?.longitude]).toEqual([-16.6869, -49.2648]);
      const [none] = await byName("Basiquinha Sem Coordenadas");
      expect([none?.latitude, none?.longitude]).toEqual([null, null]);
    });

    it("accepts the limits themselves: ±90, ±180 and a 5-character name", async () => {
      const answer = await create({ name: "Abcde", latitude: "-90", longitude: "180" });
      expect(answer.status).toBe(302);
    });

    it("sanitises the store history on save", async () => {
      await create({
        name: "Basiquinha História Segura",
        historyHtml:
          '<p>Desde 2014 <strong>com você</strong></p><script>alert(1)</script><img src=x onerror="alert(1)">',
      });
      const [store] = await byName("Basiquinha História Segura");
      expect(store?.historyHtml).toContain("<strong>com você</strong>");
      expect(store?.historyHtml).not.toMatch(/script|onerror/);
    });
  });

  describe("slugs", () => {
    it.each([
      ["Basiquinha São José", "basiquinha-sao-jose"],
      ["Loja & Cia. (Centro)!", "loja-cia-centro"],
      ["Loja  --  Dupla", "loja-dupla"],
      ["  -Loja Borda-  ", "loja-borda"],
      ["Perfumaria_Bela 24h", "perfumaria_bela-24h"],
      ["LOGIN", "loja-login"],
      ["Nossas Lojas", "loja-nossas-lojas"],
      ["Mapa do Site", "loja-mapa-do-site"],
      ["!!!!!", "loja-1"],
    ])("%j -> /%s", async (name, slug) => {
      const answer = await create({ name });
      expect(answer.status).toBe(302);
      const [store] = await byName(name.trim());
      expect(store?.slug).toBe(slug);
    });

    it("takes -1, -2 on collisions and excludes the store being edited", async () => {
      for (let i = 0; i < 3; i++) await create({ name: "Basiquinha Colisão" });
      const rows = await byName("Basiquinha Colisão");
      expect(rows.map((r) => r.slug)).toEqual([
        "basiquinha-colisao",
        "basiquinha-colisao-1",
        "basiquinha-colisao-2",
      ]);
      // Saving a store again keeps its own slug (no -3 against itself).
      for (const row of rows) {
        expect((await update(row, { city: "Trindade" })).status).toBe(302);
      }
      expect((await byName("Basiquinha Colisão")).map((r) => r.slug)).toEqual(
        rows.map((r) => r.slug),
      );
      // Renaming takes the new name's slug; renaming onto a taken one gets a suffix.
      await update(rows[1]!, { name: "Basiquinha Renomeada" });
      await update(rows[2]!, { name: "Basiquinha Renomeada" });
      const renamed = await byName("Basiquinha Renomeada");
      expect(renamed.map((r) => r.slug)).toEqual([
        "basiquinha-renomeada",
        "basiquinha-renomeada-1",
      ]);
    });

    it("gives two stores created at the same moment two distinct slugs, without an error", async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => create({ name: "Basiquinha Simultânea" })),
      );
      expect(answers.map((a) => a.status)).toEqual([302, 302, 302, 302]);
      const slugs = (await byName("Basiquinha Simultânea")).map((r) => r.slug).sort();
      expect(slugs).toEqual([
        "basiquinha-simultanea",
        "basiquinha-simultanea-1",
        "basiquinha-simultanea-2",
        "basiquinha-simultanea-3",
      ]);
      // The model alone, racing on the unique index.
      const values = formValues("Basiquinha Corrida");
      const created = await Promise.all([
        createStore(getDb().db, staff.user.id, values),
        createStore(getDb().db, staff.user.id, values),
      ]);
      expect(new Set(created.map((s) => s.slug)).size).toBe(2);
    });
  });

  describe("two people editing one store", () => {
    /** The edit form as `client` opens it: its fields and the hidden version fields. */
    async function open(client: Pick<StaffClient, "get">, store: Store) {
      const answer = await client.get(storeForm.loader, `/restrita/lojas/editar/${store.id}`, {
        id: String(store.id),
      });
      const edit = answer.body?.edit as EditState;
      return { ...validStoreFields({ name: store.name }), ...editFields(edit) };
    }

    it("refuses the second save (409) with who changed what, keeps what was typed, and reapplies it on top", async () => {
      const { db } = getDb();
      const store = await createStore(db, staff.user.id, formValues("Basiquinha Dois Balcões"));
      const ana = staff;
      const bia = staffRequests(
        db,
        await newStaffSession(db, { env: staff.env, name: "Bia Souza" }),
      );
      const auditCount = () => db.$count(auditLog);
      const [formA, formB] = [await open(ana, store), await open(bia, store)];

      const saved = await saveAs(ana, store, { ...formA, whatsapp: "(62) 98888-7777" });
      expect(saved.status).toBe(302);
      const auditBefore = await auditCount();
      const refused = await saveAs(bia, store, { ...formB, notes: "Vitrine trocada pela Bia" });
      expect(refused.status).toBe(409);
      expect(await auditCount()).toBe(auditBefore);
      const conflict = refused.body?.conflict as EditConflict;
      expect(conflict.kind).toBe("record");
      expect(conflict.changes).toEqual([
        expect.objectContaining({
          author: "Equipe de Lojas",
          what: expect.stringContaining("WhatsApp"),
        }),
      ]);
      // Bia's typed text, on top of Ana's WhatsApp: nothing of either is lost.
      expect(conflict.values).toMatchObject({
        notes: "Vitrine trocada pela Bia",
        whatsapp: "(62) 98888-7777",
      });
      expect(conflict.clashes).toEqual([]);
      const [kept] = await byName("Basiquinha Dois Balcões");
      expect(kept).toMatchObject({ whatsapp: "(62) 98888-7777", notes: null });

      const reapplied = await saveAs(bia, store, {
        ...(conflict.values as Record<string, string>),
        ...editFields(conflict.edit),
      });
      expect(reapplied.status).toBe(302);
      const [both] = await byName("Basiquinha Dois Balcões");
      expect(both).toMatchObject({
        whatsapp: "(62) 98888-7777",
        notes: "Vitrine trocada pela Bia",
      });
    });

    it("the activity log shows what a save changed; saving unchanged leaves no row", async () => {
      const { db } = getDb();
      const name = "Basiquinha Log Legível";
      const store = await createStore(db, staff.user.id, {
        ...formValues(name),
        whatsapp: "(62) 98456-1122",
      });
      const url = `/restrita/lojas/editar/${store.id}`;
      const saved = await saveAs(staff, store, await open(staff, store));
      expect(saved.status).toBe(302);
      const log = await staff.get(activityLog.loader, "/restrita/atividades");
      const [entry] = log.body?.entries as {
        action: string;
        entity: string;
        entityId: string;
        details: Record<string, unknown>;
      }[];
      expect(entry).toMatchObject({ action: "update", entity: "store" });
      expect(auditChangeLines(entry!.details).map((l) => l.text)).toEqual([
        "WhatsApp: (62) 98456-1122 → (62) 99999-0000",
      ]);
      expect(auditRecordName(entry!.entityId, entry!.details)).toBe(name);
      expect(auditRecordPath(entry!, entry!.details)).toBe(url);

      const rows = await db.$count(auditLog);
      const [current] = await byName(name);
      const again = await saveAs(staff, store, await open(staff, current!));
      expect(again.status).toBe(302);
      expect(await db.$count(auditLog)).toBe(rows);
      const [unchanged] = await byName(name);
      expect(unchanged?.version).toBe(current?.version);
    });

    it("names a field both changed: the form keeps the person's value", async () => {
      const { db } = getDb();
      const store = await createStore(db, staff.user.id, formValues("Basiquinha Mesmo Campo"));
      const [formA, formB] = [await open(staff, store), await open(staff, store)];
      await saveAs(staff, store, { ...formA, whatsapp: "(62) 98888-1111" });
      const refused = await saveAs(staff, store, { ...formB, whatsapp: "(62) 98888-2222" });
      const conflict = refused.body?.conflict as EditConflict;
      expect(conflict.values).toMatchObject({ whatsapp: "(62) 98888-2222" });
      expect(conflict.clashes).toEqual(["WhatsApp"]);
    });
  });

  describe("audit", () => {
    it("a store whose audit row cannot be written is not saved; saving again creates one", async () => {
      const { db } = getDb();
      const audits = async () => (await db.select({ id: auditLog.id }).from(auditLog)).length;
      const name = "Basiquinha Auditoria Recusada";
      const before = await audits();
      // An author who does not exist: the audit row's foreign key refuses it.
      await expect(createStore(db, 2_147_483_000, formValues(name))).rejects.toThrow();
      expect(await byName(name)).toEqual([]);
      expect(await audits()).toBe(before);

      const store = await createStore(db, staff.user.id, formValues(name));
      expect(await byName(name)).toHaveLength(1);
      const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(row).toMatchObject({
        action: "create",
        entity: "store",
        entityId: String(store.id),
        userId: staff.user.id,
        details: { label: name },
      });
      expect(await audits()).toBe(before + 1);
    });
  });

  describe("slug regeneration", () => {
    it("touches only stores whose slug differs from their name's and reports the counts", async () => {
      const { db } = getDb();
      const [stale, reserved, suffixed, correct] = await db
        .insert(stores)
        .values([
          storeRow("Basiquinha Vila Nova", { slug: "endereco-antigo" }),
          storeRow("Blog da Beleza", { slug: "blog" }),
          storeRow("Basiquinha Setor Sul", { slug: "basiquinha-setor-sul-1" }),
          storeRow("Basiquinha Setor Leste"),
        ])
        .returning();
      const before = await db.select().from(stores).orderBy(asc(stores.id));

      const answer = await staff.post(storeList.action, "/restrita/lojas", {
        intent: "regenerate-slugs",
      });
      expect(answer.body).toMatchObject({
        message: {
          type: "success",
          text: "2 endereços atualizados com sucesso. Os endereços antigos continuam funcionando e levam às páginas novas",
        },
        changes: [
          "Basiquinha Vila Nova: /endereco-antigo → /basiquinha-vila-nova",
          "Blog da Beleza: /blog → /blog-da-beleza",
        ],
      });
      const after = await db.select().from(stores).orderBy(asc(stores.id));
      const changedIds = after
        .filter((s) => {
          const old = before.find((b) => b.id === s.id)!;
          return old.slug !== s.slug || old.updatedAt.getTime() !== s.updatedAt.getTime();
        })
        .map((s) => s.id);
      expect(changedIds).toEqual([stale!.id, reserved!.id]);
      expect(after.find((s) => s.id === suffixed!.id)?.slug).toBe("basiquinha-setor-sul-1");
      expect(after.find((s) => s.id === correct!.id)?.slug).toBe("basiquinha-setor-leste");

      const again = await staff.post(storeList.action, "/restrita/lojas", {
        intent: "regenerate-slugs",
      });
      expect(again.body).toMatchObject({
        message: { text: "Todos os endereços já estão corretos" },
        changes: [],
      });
      const audits = await db.select().from(auditLog).where(eq(auditLog.entity, "store"));
      expect(
        audits.filter((a) => (a.details as { fields?: string[] })?.fields?.[0] === "slug"),
      ).toHaveLength(2);
    });
  });

  describe("banners and deletion", () => {
    it("adds, reorders and removes banners; deleting the store deletes its files", async () => {
      const { db } = getDb();
      await create({ name: "Basiquinha Com Banners" });
      const [store] = await byName("Basiquinha Com Banners");
      const url = `/restrita/lojas/editar/${store!.id}`;
      const params = { id: String(store!.id) };

      for (const name of ["um.png", "dois.png"]) {
        const answer = await staff.post(
          storeForm.action,
          url,
          { intent: "upload-banner", image: await pngImage(name) },
          params,
        );
        expect(answer.status).toBe(200);
        expect(await staff.toastOf(answer)).toMatchObject({
          title: "Banner adicionado com sucesso!",
        });
      }
      const banners = await db
        .select()
        .from(storeBanners)
        .where(eq(storeBanners.storeId, store!.id))
        .orderBy(asc(storeBanners.position));
      expect(banners).toHaveLength(2);
      expect(banners[0]!.altText).toBe("Banner da Basiquinha Com Banners");
      expect(banners[0]!.url).toMatch(new RegExp(`^/media/lojas/${store!.id}/banners/banner-`));

      // Not an image: refused with the upload message, nothing stored.
      const bad = await staff.post(
        storeForm.action,
        url,
        { intent: "upload-banner", image: new File(["<svg/>"], "x.png", { type: "image/png" }) },
        params,
      );
      expect(bad.status).toBe(400);
      expect(await staff.toastOf(bad)).toMatchObject({ title: "Erro ao fazer upload do banner" });

      await staff.post(
        storeForm.action,
        url,
        { intent: "move-banner", bannerId: String(banners[1]!.id), direction: "up" },
        params,
      );
      const loaded = await staff.get(storeForm.loader, url, params);
      const listed = (loaded.body?.banners as { id: number }[]).map((b) => b.id);
      expect(listed).toEqual([banners[1]!.id, banners[0]!.id]);

      const fileOf = (mediaUrl: string) =>
        path.join(staff.env.UPLOADS_DIR, mediaUrl.replace(/^\/media\//, ""));
      expect(fs.existsSync(fileOf(banners[0]!.url))).toBe(true);
      const removed = await staff.post(
        storeForm.action,
        url,
        { intent: "remove-banner", bannerId: String(banners[0]!.id) },
        params,
      );
      expect(await staff.toastOf(removed)).toMatchObject({ title: "Banner removido com sucesso!" });
      expect(fs.existsSync(fileOf(banners[0]!.url))).toBe(false);
      expect(await db.select().from(media).where(eq(media.url, banners[0]!.url))).toEqual([]);

      const deleted = await staff.post(storeList.action, "/restrita/lojas", {
        intent: "delete",
        storeId: String(store!.id),
      });
      expect(await staff.toastOf(deleted)).toMatchObject({ title: "Loja excluída com sucesso!" });
      expect(await byName("Basiquinha Com Banners")).toEqual([]);
      expect(fs.existsSync(fileOf(banners[1]!.url))).toBe(false);
      expect(
        await db.select().from(storeBanners).where(eq(storeBanners.storeId, store!.id)),
      ).toEqual([]);
    });

    it("gives a store its municipality's time zone unless one is chosen", async () => {
      await create({ name: "Basiquinha Fuso Cuiabá", state: "Mato Grosso", city: "Cuiabá" });
      const [store] = await byName("Basiquinha Fuso Cuiabá");
      expect(store?.timezone).toBe("America/Cuiaba");
      const params = { id: String(store!.id) };
      const url = `/restrita/lojas/editar/${store!.id}`;
      // The form shows it as automatic, naming the municipality's zone.
      const loaded = await staff.get(storeForm.loader, url, params);
      expect(loaded.body).toMatchObject({ automaticZone: "America/Cuiaba" });
      expect((loaded.body?.store as Store).timezone).toBe("");

      // Moved to Goiânia, an automatic zone follows; a chosen one stays.
      await update(store!, { state: "Goiás", city: "Goiânia", timezone: "" });
      expect((await byName("Basiquinha Fuso Cuiabá"))[0]?.timezone).toBe("America/Sao_Paulo");
      await update(store!, { timezone: "America/Rio_Branco" });
      const [chosen] = await byName("Basiquinha Fuso Cuiabá");
      expect(chosen?.timezone).toBe("America/Rio_Branco");
      const shown = await staff.get(storeForm.loader, url, params);
      expect((shown.body?.store as Store).timezone).toBe("America/Rio_Branco");

      const refused = await update(chosen!, { timezone: "Europe/Lisbon" });
      expect(refusedFieldErrors(refused).timezone).toEqual([
        "Fuso horário inválido: escolha um fuso do Brasil",
      ]);
    });

    it("shows a store read-only with its history sanitised", async () => {
      await create({ name: "Basiquinha Somente Leitura" });
      const [store] = await byName("Basiquinha Somente Leitura");
      await getDb()
        .db.update(stores)
        .set({ historyHtml: storedHtml('<p>Antiga</p><img src=x onerror="alert(1)">') })
        .where(eq(stores.id, store!.id));
      const url = `/restrita/lojas/visualizar/${store!.id}`;
      const view = await staff.get(storeForm.loader, url, { id: String(store!.id) });
      expect(view.body).toMatchObject({ mode: "view" });
      expect((view.body?.store as Store).historyHtml).not.toContain("onerror");
      const post = await staff.post(storeForm.action, url, validStoreFields(), {
        id: String(store!.id),
      });
      expect(post.status).toBe(405);
    });

    it("sends an unknown store back to the list with 'Loja não encontrada'", async () => {
      const answer = await staff.get(storeForm.loader, "/restrita/lojas/editar/999999", {
        id: "999999",
      });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/restrita/lojas");
      expect(await staff.toastOf(answer)).toMatchObject({ title: "Loja não encontrada" });
    });
  });

  describe("old values left as they were", () => {
    it("a store saved without WhatsApp (demo data) saves when only its name changes; the site shows no number; a number typed now must be valid", async () => {
      const created = await createStore(getDb().db, null, formValues("Basiquinha Sem WhatsApp"));
      await getDb()
        .db.update(stores)
        .set({ whatsapp: null, hoursText: "Todos os dias: 18h às 02h" })
        .where(eq(stores.id, created.id));
      const [store] = await byName("Basiquinha Sem WhatsApp");

      const saved = await update(store!, {
        name: "Basiquinha Sem WhatsApp Centro",
        whatsapp: "",
        hoursText: "Todos os dias: 18h às 02h",
      });
      expect(saved.status).toBe(302);
      expect(await staff.toastOf(saved)).toMatchObject({
        title: "Loja atualizada com sucesso!",
        description: expect.stringContaining("WhatsApp, Horário de funcionamento"),
      });
      const [after] = await byName("Basiquinha Sem WhatsApp Centro");
      expect(after).toMatchObject({ whatsapp: null, hoursText: "Todos os dias: 18h às 02h" });

      // What the person types is checked: a new invalid number or inverted hours are refused.
      const typed = await update(after!, {
        whatsapp: "123",
        hoursText: "Todos os dias: 18h às 02h",
      });
      expect(typed.status).toBe(400);
      expect(replyErrors(typed)).toMatchObject({ whatsapp: ["Número de WhatsApp inválido"] });
      const hours = await update(after!, { whatsapp: "", hoursText: "Todos os dias: 19h às 02h" });
      expect(hours.status).toBe(400);
      expect(replyErrors(hours)).toMatchObject({
        hoursText: [expect.stringContaining("19h às 2h")],
      });
    });
  });
});
