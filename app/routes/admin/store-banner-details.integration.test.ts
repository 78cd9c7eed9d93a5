/**
 * A store banner's details, edited from the store form: alternative text, display window
 * ('Exibir de … até …' in São Paulo time) and the optional phone image.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { media, storeBanners, type Store } from "#db/schema";
import { listStoreBanners } from "~/models/admin-store-content.server";
import { loadStoreContent } from "~/models/store-page.server";
import { pngImage, type StaffClient } from "../../../tests/support/store-admin";
import { staffWithStore } from "../../../tests/support/store-content";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { storeBannerView } from "./store-banner-actions.server";
import * as storeForm from "./store-form";

describeEachDatabase("store banner details", (getDb) => {
  let staff: StaffClient;
  let store: Store;
  let url: string;
  let params: { id: string };
  let bannerId: number;

  beforeAll(async () => {
    const { db } = getDb();
    ({ staff, store, params } = await staffWithStore(db, "Basiquinha Detalhes Banner"));
    url = `/restrita/lojas/editar/${store.id}`;
    const [banner] = await db
      .insert(storeBanners)
      .values({ storeId: store.id, url: "/media/b.webp", altText: "Banner da loja" })
      .returning();
    bannerId = banner!.id;
  });

  const bannerRow = async (id = bannerId) =>
    (await getDb().db.select().from(storeBanners).where(eq(storeBanners.id, id)))[0]!;
  const mediaOf = async (mediaUrl: string | null) =>
    mediaUrl
      ? (await getDb().db.select().from(media).where(eq(media.url, mediaUrl)))[0]
      : undefined;
  const details = (fields: Record<string, string | File>) =>
    staff.post(
      storeForm.action,
      url,
      {
        intent: "banner-details",
        bannerId: String(bannerId),
        altText: "Banner da loja",
        ...fields,
      },
      params,
    );

  it("saves the text and a display window in São Paulo time; the form says 'Agendado para …'", async () => {
    const answer = await details({
      altText: "  Vitrine de Natal da loja  ",
      startsAt: "2099-12-01T09:00",
      endsAt: "2099-12-26T00:00",
    });
    expect(answer.status).toBe(200);
    expect(await staff.toastOf(answer)).toMatchObject({ title: "Banner atualizado" });
    const row = await bannerRow();
    expect(row.altText).toBe("Vitrine de Natal da loja");
    // 09:00 in São Paulo (UTC-3) is 12:00 UTC.
    expect(row.startsAt?.toISOString()).toBe("2099-12-01T12:00:00.000Z");
    const [view] = (await listStoreBanners(getDb().db, store.id)).map((b) => storeBannerView(b));
    expect(view).toMatchObject({
      startsAt: "2099-12-01T09:00",
      endsAt: "2099-12-26T00:00",
      windowState: "scheduled",
      windowLabel: "Agendado para 01/12/2099 às 09:00",
    });
    // The public page leaves it out until then.
    expect((await loadStoreContent(getDb().db, store.id, new Date())).banners).toEqual([]);
  });

  it("says 'Encerrado em …' once the window has ended, and the page leaves it out", async () => {
    expect(
      (await details({ startsAt: "2020-01-01T09:00", endsAt: "2020-01-31T18:00" })).status,
    ).toBe(200);
    const [view] = (await listStoreBanners(getDb().db, store.id)).map((b) => storeBannerView(b));
    expect(view).toMatchObject({
      windowState: "ended",
      windowLabel: "Encerrado em 31/01/2020 às 18:00",
    });
    expect((await loadStoreContent(getDb().db, store.id, new Date())).banners).toEqual([]);
  });

  it("refuses a too short text or an end before the start, keeps what was typed and changes nothing", async () => {
    await details({ startsAt: "", endsAt: "" });
    let answer = await details({ altText: "ab", startsAt: "2099-01-02T10:00" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      kind: "banner-details",
      bannerId,
      values: { altText: "ab", startsAt: "2099-01-02T10:00" },
      errors: { altText: "Descreva o banner em pelo menos 3 caracteres" },
    });
    answer = await details({ startsAt: "2099-01-02T10:00", endsAt: "2099-01-01T10:00" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { endsAt: "O fim da exibição deve ser depois do início" },
      values: { startsAt: "2099-01-02T10:00", endsAt: "2099-01-01T10:00" },
    });
    answer = await details({ startsAt: "amanhã" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { startsAt: "Informe a data e a hora do início" },
    });
    const row = await bannerRow();
    expect(row).toMatchObject({ altText: "Banner da loja", startsAt: null, endsAt: null });
  });

  it("adds, replaces and removes the phone image; the store page offers it to phones", async () => {
    let answer = await details({
      phoneImage: new File(["<svg/>"], "celular.png", { type: "image/png" }),
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors.phoneImage).toMatch(
      /^Formato não aceito/,
    );
    expect((await bannerRow()).phoneUrl).toBeNull();

    answer = await details({ phoneImage: await pngImage("celular.png", 900, 900) });
    expect(answer.status).toBe(200);
    const first = await bannerRow();
    expect(first.phoneUrl).toMatch(new RegExp(`^/media/lojas/${store.id}/banners/banner-celular-`));
    const [shown] = (await loadStoreContent(getDb().db, store.id, new Date())).banners;
    expect(shown).toMatchObject({ phoneUrl: first.phoneUrl, phoneWidth: 900, phoneHeight: 900 });

    answer = await details({ phoneImage: await pngImage("novo.png", 500, 500) });
    const second = await bannerRow();
    expect(second.phoneUrl).not.toBe(first.phoneUrl);
    expect(await mediaOf(first.phoneUrl)).toBeUndefined();

    answer = await details({ removePhoneImage: "on" });
    expect(answer.status).toBe(200);
    expect(await bannerRow()).toMatchObject({ phoneUrl: null, phoneMediaId: null });
    expect(await mediaOf(second.phoneUrl)).toBeUndefined();
  });

  it("adds a banner with a phone image, refuses a bad phone file without storing anything, and removal deletes both", async () => {
    const before = (await getDb().db.select().from(media)).length;
    let answer = await staff.post(
      storeForm.action,
      url,
      {
        intent: "upload-banner",
        image: await pngImage("computador.png", 800, 300),
        phoneImage: new File(["<svg/>"], "x.png", { type: "image/png" }),
      },
      params,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ kind: "banner", field: "phoneImage" });
    expect((await getDb().db.select().from(media)).length).toBe(before);

    answer = await staff.post(
      storeForm.action,
      url,
      {
        intent: "upload-banner",
        image: await pngImage("computador.png", 800, 300),
        phoneImage: await pngImage("celular.png", 400, 400),
      },
      params,
    );
    expect(answer.status).toBe(200);
    const rows = await listStoreBanners(getDb().db, store.id);
    const added = rows.at(-1)!;
    expect(added.phoneUrl).toMatch(/banner-celular-/);

    answer = await staff.post(
      storeForm.action,
      url,
      { intent: "remove-banner", bannerId: String(added.id) },
      params,
    );
    expect(answer.status).toBe(200);
    expect(await mediaOf(added.url)).toBeUndefined();
    expect(await mediaOf(added.phoneUrl)).toBeUndefined();
  });
});
