/**
 * Store addresses that survive change: every slug a store has had answers 301 to its current
 * page (renames, regeneration, the spreadsheet, /loja/{id}), an old address of one store goes to
 * another only when the staff choose it, and a store that closed answers 410 with the nearest
 * active stores.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storeSlugHistory, stores, type Store } from "#db/schema";
import type { ClosedStorePage } from "~/domain/store-directory";
import { applyStoreImport } from "~/models/store-csv.server";
import {
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { testEnv } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as storeForm from "../admin/store-form";
import * as storeList from "../admin/stores";
import * as storePage from "./store";
import * as storeRedirect from "./store-redirect";

describeEachDatabase("permanent store addresses", (getDb) => {
  let staff: StaffClient;
  beforeAll(async () => {
    // An administrator: the list's deletion and address regeneration are theirs.
    staff = await signedInStaff(getDb().db, testEnv(), "admin");
  });

  const storeById = async (id: number) => {
    const [row] = await getDb().db.select().from(stores).where(eq(stores.id, id));
    return row!;
  };
  const storeNamed = async (name: string) => {
    const [row] = await getDb().db.select().from(stores).where(eq(stores.name, name));
    return row!;
  };
  const create = async (name: string, fields: Record<string, string> = {}) => {
    const answer = await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({ name, ...fields }),
    );
    expect(answer.status, name).toBe(302);
    return storeNamed(name);
  };
  const rename = (store: Store, name: string, extra: Record<string, string> = {}) =>
    staff.post(
      storeForm.action,
      `/restrita/lojas/editar/${store.id}`,
      validStoreFields({ name, ...extra }),
      { id: String(store.id) },
    );
  const visit = (slug: string) => staff.get(storePage.loader, `/${slug}`, { slug });

  it("keeps every old address of a renamed store answering 301 to its current page", async () => {
    const store = await create("Basiquinha Parque Amazônia");
    expect(store.slug).toBe("basiquinha-parque-amazonia");

    expect((await rename(store, "Basiquinha Avenida Rio Verde")).status).toBe(302);
    expect((await rename(await storeById(store.id), "Basiquinha Rio Verde Sul")).status).toBe(302);
    const current = await storeById(store.id);
    expect(current.slug).toBe("basiquinha-rio-verde-sul");

    // A -> B -> C: both old addresses go straight to C, never through B.
    for (const old of ["basiquinha-parque-amazonia", "basiquinha-avenida-rio-verde"]) {
      expect(await visit(old), old).toMatchObject({
        status: 301,
        location: "/basiquinha-rio-verde-sul",
      });
    }
    expect((await visit("basiquinha-rio-verde-sul")).status).toBe(200);
    expect(await visit("Basiquinha-Parque-Amazonia")).toMatchObject({
      status: 301,
      location: "/basiquinha-rio-verde-sul",
    });
    // The old /loja/{id} and /loja/{old slug} addresses too.
    for (const slugOrId of [String(store.id), "basiquinha-parque-amazonia"]) {
      expect(
        await staff.get(storeRedirect.loader, `/loja/${slugOrId}`, { slugOrId }),
      ).toMatchObject({ status: 301, location: "/basiquinha-rio-verde-sul" });
    }

    // The staff form lists the old addresses that lead to the store.
    const form = await staff.get(storeForm.loader, `/restrita/lojas/editar/${store.id}`, {
      id: String(store.id),
    });
    expect([...(form.body?.oldSlugs as string[])].sort()).toEqual([
      "basiquinha-avenida-rio-verde",
      "basiquinha-parque-amazonia",
    ]);

    // Taking an old name back makes it the address again: no redirect loop.
    expect((await rename(current, "Basiquinha Parque Amazônia")).status).toBe(302);
    expect((await storeById(store.id)).slug).toBe("basiquinha-parque-amazonia");
    expect((await visit("basiquinha-parque-amazonia")).status).toBe(200);
    expect(await visit("basiquinha-rio-verde-sul")).toMatchObject({
      status: 301,
      location: "/basiquinha-parque-amazonia",
    });
    const history = await getDb()
      .db.select({ slug: storeSlugHistory.slug })
      .from(storeSlugHistory)
      .where(eq(storeSlugHistory.storeId, store.id))
      .orderBy(asc(storeSlugHistory.slug));
    expect(history.map((h) => h.slug)).toEqual([
      "basiquinha-avenida-rio-verde",
      "basiquinha-rio-verde-sul",
    ]);
  });

  it("gives an old address to another store only when the staff choose it", async () => {
    const first = await create("Basiquinha Jardim Goiás");
    expect((await rename(first, "Basiquinha Flamboyant")).status).toBe(302);

    // The new store's name gives the freed address: the save stops and asks.
    const asked = await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({ name: "Basiquinha Jardim Goiás" }),
    );
    expect(asked.status).toBe(409);
    expect(asked.body?.slugConflict).toMatchObject({
      slug: "basiquinha-jardim-goias",
      storeName: "Basiquinha Flamboyant",
    });
    expect(
      await getDb().db.select().from(stores).where(eq(stores.name, "Basiquinha Jardim Goiás")),
    ).toHaveLength(0);

    // Keeping the old address where it leads gives the new store a numbered one.
    const kept = await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({ name: "Basiquinha Jardim Goiás", slugHistoryChoice: "keep" }),
    );
    expect(kept.status).toBe(302);
    const second = await storeNamed("Basiquinha Jardim Goiás");
    expect(second.slug).toBe("basiquinha-jardim-goias-1");
    expect(await visit("basiquinha-jardim-goias")).toMatchObject({
      status: 301,
      location: "/basiquinha-flamboyant",
    });

    // Taking it over on purpose (a rename here): the old address now opens that store.
    const third = await create("Basiquinha Loja Nova Provisória");
    const claimed = await rename(third, "Basiquinha Jardim Goiás", {
      slugHistoryChoice: "claim",
    });
    expect(claimed.status).toBe(302);
    expect((await storeById(third.id)).slug).toBe("basiquinha-jardim-goias");
    const page = await visit("basiquinha-jardim-goias");
    expect(page.status).toBe(200);
    expect((page.body?.store as { id: number }).id).toBe(third.id);
    // Its own previous address now leads to it; the first store keeps its current page.
    expect(await visit("basiquinha-loja-nova-provisoria")).toMatchObject({
      status: 301,
      location: "/basiquinha-jardim-goias",
    });
    expect((await visit("basiquinha-flamboyant")).status).toBe(200);
  });

  it("previews a regeneration without writing, then keeps the replaced addresses", async () => {
    const { db } = getDb();
    const store = await create("Basiquinha Setor Marista");
    await db.update(stores).set({ slug: "marista-antigo" }).where(eq(stores.id, store.id));

    const preview = await staff.post(storeList.action, "/restrita/lojas", {
      intent: "preview-slugs",
    });
    expect(preview.body?.changes).toContain(
      "Basiquinha Setor Marista: /marista-antigo → /basiquinha-setor-marista",
    );
    expect((await storeById(store.id)).slug).toBe("marista-antigo");

    const applied = await staff.post(storeList.action, "/restrita/lojas", {
      intent: "regenerate-slugs",
    });
    expect((applied.body?.message as { text: string }).text).toMatch(
      /Os endereços antigos continuam funcionando/,
    );
    expect((await storeById(store.id)).slug).toBe("basiquinha-setor-marista");
    expect(await visit("marista-antigo")).toMatchObject({
      status: 301,
      location: "/basiquinha-setor-marista",
    });
  });

  it("lets a spreadsheet row name a store by an old address, and never reuses one", async () => {
    const store = await create("Basiquinha Setor Oeste");
    expect((await rename(store, "Basiquinha Praça Tamandaré")).status).toBe(302);

    const csv = [
      "slug,nome,estado,cidade,bairro,logradouro,numero,cep,whatsapp,horario_funcionamento,observacoes",
      "basiquinha-setor-oeste,Basiquinha Praça Tamandaré,Goiás,Goiânia,Setor Oeste,Rua 1,10,74110-010,(62) 99999-0001,Seg. a Sex.: 9h às 19h,atualizada pela planilha",
      ",Basiquinha Setor Oeste,Goiás,Goiânia,Setor Oeste,Rua 2,20,74110-020,(62) 99999-0002,Seg. a Sex.: 9h às 19h,",
    ].join("\n");
    const outcome = await applyStoreImport(getDb().db, null, csv);
    expect(outcome.ok, JSON.stringify(outcome.plan.errors)).toBe(true);
    expect((await storeById(store.id)).notes).toBe("atualizada pela planilha");
    const [newcomer] = await getDb()
      .db.select()
      .from(stores)
      .where(eq(stores.name, "Basiquinha Setor Oeste"));
    expect(newcomer?.slug).toBe("basiquinha-setor-oeste-1");
    expect(await visit("basiquinha-setor-oeste")).toMatchObject({
      status: 301,
      location: "/basiquinha-praca-tamandare",
    });
  });

  describe("a store that closed", () => {
    it("answers 410 at its current and old addresses with the nearest active stores", async () => {
      const near = await create("Basiquinha Setor Pedro Ludovico", {
        latitude: "-16.7200",
        longitude: "-49.2500",
      });
      await create("Basiquinha Anápolis Centro", {
        city: "Anápolis",
        latitude: "-16.3281",
        longitude: "-48.9530",
      });
      const closing = await create("Basiquinha Vila Redenção", {
        latitude: "-16.7250",
        longitude: "-49.2450",
      });
      expect((await rename(closing, "Basiquinha Redenção")).status).toBe(302);
      const renamed = await storeById(closing.id);
      const off = await staff.post(
        storeForm.action,
        `/restrita/lojas/editar/${closing.id}`,
        validStoreFields({
          name: renamed.name,
          active: undefined,
          latitude: "-16.7250",
          longitude: "-49.2450",
        }),
        { id: String(closing.id) },
      );
      expect(off.status).toBe(302);
      expect((await storeById(closing.id)).active).toBe(false);

      for (const slug of ["basiquinha-redencao", "basiquinha-vila-redencao"]) {
        const answer = await visit(slug);
        expect(answer.status, slug).toBe(410);
        const gone = answer.body as unknown as ClosedStorePage;
        expect(gone).toMatchObject({
          kind: "store-closed",
          name: "Basiquinha Redenção",
          cityPath: "/nossas-lojas/go/goiania",
        });
        expect(gone.nearby[0]).toMatchObject({
          name: near.name,
          path: `/${near.slug}`,
        });
        expect(gone.nearby[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/55/);
        expect(gone.nearby.map((s) => s.name)).not.toContain("Basiquinha Redenção");
        const distances = gone.nearby.map((s) => s.distanceKm ?? Infinity);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
      expect(
        (
          await staff.get(storeRedirect.loader, `/loja/${closing.id}`, {
            slugOrId: String(closing.id),
          })
        ).status,
      ).toBe(410);
      expect((await visit("nunca-existiu")).status).toBe(404);
    });
  });
});
