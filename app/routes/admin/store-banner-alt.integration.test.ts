/** A store banner's alternative text, edited from the store form. */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { storeBanners, stores, type Store } from "#db/schema";
import {
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as storeForm from "./store-form";

describeEachDatabase("store banner alternative text", (getDb) => {
  let staff: StaffClient;
  let store: Store;
  let url: string;
  let params: { id: string };
  let bannerId: number;

  beforeAll(async () => {
    const { db } = getDb();
    staff = await signedInStaff(db);
    await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({ name: "Basiquinha Texto Alternativo" }),
    );
    [store] = (await db
      .select()
      .from(stores)
      .where(eq(stores.name, "Basiquinha Texto Alternativo"))) as [Store];
    params = { id: String(store.id) };
    url = `/restrita/lojas/editar/${store.id}`;
    const [banner] = await db
      .insert(storeBanners)
      .values({ storeId: store.id, url: "/media/b.webp", altText: "Banner da loja" })
      .returning();
    bannerId = banner!.id;
  });

  const altOf = async () =>
    (await getDb().db.select().from(storeBanners).where(eq(storeBanners.id, bannerId)))[0]?.altText;

  it("saves the new text and says so", async () => {
    const answer = await staff.post(
      storeForm.action,
      url,
      { intent: "banner-alt", bannerId: String(bannerId), altText: "  Vitrine de Natal da loja  " },
      params,
    );
    expect(answer.status).toBe(200);
    expect(await staff.toastOf(answer)).toMatchObject({ title: "Texto alternativo salvo" });
    expect(await altOf()).toBe("Vitrine de Natal da loja");
  });

  it("refuses a too short text with a message, keeps what was typed and changes nothing", async () => {
    const answer = await staff.post(
      storeForm.action,
      url,
      { intent: "banner-alt", bannerId: String(bannerId), altText: "ab" },
      params,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      kind: "banner-alt",
      bannerId,
      value: "ab",
      error: "Descreva o banner em pelo menos 3 caracteres",
    });
    expect(await altOf()).toBe("Vitrine de Natal da loja");
  });
});
