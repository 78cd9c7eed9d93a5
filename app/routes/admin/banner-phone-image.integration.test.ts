/** A home banner's optional phone image: stored, replaced, removed and served to the carousel. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { banners, media } from "#db/schema";
import { listActiveBanners } from "~/models/banners.server";
import { describeBannerScreens } from "../../../tests/support/banner-screens";
import { pngImage, refusedFieldErrors } from "../../../tests/support/content-admin";
import { typedValues } from "../../../tests/support/staff-client";

describeBannerScreens("banner phone image", (getDb, screens) => {
  const mediaCount = () => getDb().db.$count(media);
  const bannerNamed = async (description: string) =>
    (await getDb().db.select().from(banners).where(eq(banners.description, description)))[0];
  const mediaOf = async (url: string | null) =>
    url ? (await getDb().db.select().from(media).where(eq(media.url, url)))[0] : undefined;

  it("refuses a phone file that is not an image, keeps what was typed and stores nothing", async () => {
    const before = await mediaCount();
    const answer = await screens.create({
      description: "Banner com celular ruim",
      image: await pngImage("computador.png", 1600, 600),
      phoneImage: new File(["<svg/>"], "celular.png", { type: "image/png" }),
    });
    expect(refusedFieldErrors(answer).phoneImage?.[0]).toMatch(/^Formato não aceito/);
    expect(typedValues(answer).description).toBe("Banner com celular ruim");
    expect(await bannerNamed("Banner com celular ruim")).toBeUndefined();
    // The desktop image already stored for this save is removed with it.
    expect(await mediaCount()).toBe(before);
  });

  it("creates a banner with a phone image that the carousel offers with its widths", async () => {
    const answer = await screens.create({
      description: "Banner com celular",
      active: "on",
      image: await pngImage("computador.png", 1600, 600),
      phoneImage: await pngImage("celular.png", 900, 900),
    });
    expect(answer.status).toBe(302);
    const row = (await bannerNamed("Banner com celular"))!;
    expect(row.phoneImageUrl).toMatch(/^\/media\/banners\/banner-[0-9a-f]{6}-celular-\d{13}/);
    expect((await mediaOf(row.phoneImageUrl))?.id).toBe(row.phoneMediaId);

    const shown = (await listActiveBanners(getDb().db)).find((b) => b.id === row.id)!;
    expect(shown.phone).toMatchObject({ url: row.phoneImageUrl, width: 900, height: 900 });
    expect(shown.phone?.srcSet).toMatch(/-w400\.webp 400w, .*-w800\.webp 800w, .* 900w$/);
    expect(shown.srcSet).toMatch(/ 400w, .* 800w, .* 1200w, .* 1600w$/);
  });

  it("a banner without a phone image gives phones the desktop image", async () => {
    await screens.create({
      description: "Banner só computador",
      active: "on",
      image: await pngImage("computador.png", 320, 120),
    });
    const row = (await bannerNamed("Banner só computador"))!;
    expect(row.phoneImageUrl).toBeNull();
    const shown = (await listActiveBanners(getDb().db)).find((b) => b.id === row.id)!;
    expect(shown.phone).toBeNull();
    expect(shown.imageUrl).toBe(row.imageUrl);
  });

  it("replaces the phone image (the old file goes), then removes it", async () => {
    const row = (await bannerNamed("Banner com celular"))!;
    const edit = (fields: Record<string, string | File>) =>
      screens.edit(row.id, { description: row.description, active: "on", ...fields });

    expect((await edit({ phoneImage: await pngImage("novo.png", 600, 600) })).status).toBe(302);
    const replaced = (await bannerNamed("Banner com celular"))!;
    expect(replaced.phoneImageUrl).not.toBe(row.phoneImageUrl);
    expect(replaced.imageUrl).toBe(row.imageUrl);
    expect(await mediaOf(row.phoneImageUrl)).toBeUndefined();
    expect(await mediaOf(replaced.phoneImageUrl)).toBeDefined();

    expect((await edit({ removePhoneImage: "on" })).status).toBe(302);
    const removed = (await bannerNamed("Banner com celular"))!;
    expect(removed).toMatchObject({ phoneImageUrl: null, phoneMediaId: null });
    expect(await mediaOf(replaced.phoneImageUrl)).toBeUndefined();
    expect(await mediaOf(removed.imageUrl)).toBeDefined();
  });

  it("deleting a banner removes its phone image too", async () => {
    await screens.create({
      description: "Banner para excluir",
      image: await pngImage("computador.png", 320, 120),
      phoneImage: await pngImage("celular.png", 300, 300),
    });
    const row = (await bannerNamed("Banner para excluir"))!;
    expect(await mediaOf(row.phoneImageUrl)).toBeDefined();
    const answer = await screens.onList({
      intent: "delete",
      id: String(row.id),
    });
    expect(answer.status).toBe(302);
    expect(await mediaOf(row.imageUrl)).toBeUndefined();
    expect(await mediaOf(row.phoneImageUrl)).toBeUndefined();
  });
});
