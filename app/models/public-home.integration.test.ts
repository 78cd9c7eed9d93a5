/** The read-only public queries behind the home page and the site map. */
import { expect, it } from "vitest";
import { banners, brands, media, storeImages, stores, videos } from "#db/schema";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { listActiveBanners } from "./banners.server";
import { listActiveBrands } from "./brands.server";
import {
  countActiveStores,
  listFeaturedStores,
  listFirstActiveStores,
  listStoreDirectory,
} from "./stores.server";
import { listPublicVideos } from "./videos.server";

describeEachDatabase("public home queries", (getDb) => {
  it("lists only active banners, newest first, with the image size when known", async () => {
    const { db } = getDb();
    const [photo] = await db
      .insert(media)
      .values({
        storageKey: "banners/1.webp",
        url: "/media/banners/1.webp",
        mimeType: "image/webp",
        byteSize: 100,
        width: 1600,
        height: 600,
      })
      .returning();
    const now = Date.now();
    await db.insert(banners).values([
      { description: "Antigo", imageUrl: "/a.webp", createdAt: new Date(now - 60_000) },
      {
        description: "Novo",
        imageUrl: "/media/banners/1.webp",
        url: "https://loja.example.com/promo",
        mediaId: photo!.id,
        createdAt: new Date(now),
      },
      { description: "Inativo", imageUrl: "/c.webp", active: false, createdAt: new Date(now) },
    ]);
    const list = await listActiveBanners(db);
    expect(list.map((b) => b.description)).toEqual(["Novo", "Antigo"]);
    expect(list[0]).toMatchObject({ url: "https://loja.example.com/promo", width: 1600 });
    expect(list[1]).toMatchObject({ url: null, width: null });
  });

  it("lists only active brands by name", async () => {
    const { db } = getDb();
    await db.insert(brands).values([
      { name: "Zeta", logoUrl: "/z.webp" },
      { name: "Alfa", logoUrl: "/a.webp" },
      { name: "Oculta", logoUrl: "/o.webp", active: false },
    ]);
    expect((await listActiveBrands(db)).map((b) => b.name)).toEqual(["Alfa", "Zeta"]);
  });

  it("lists videos in the staff's order", async () => {
    const { db } = getDb();
    await db.insert(videos).values([
      { url: "u", youtubeId: "bbbbbbbbbbb", title: "Segundo", position: 1 },
      { url: "u", youtubeId: "aaaaaaaaaaa", title: "Primeiro", position: 0 },
      { url: "u", youtubeId: "ccccccccccc", title: "Terceiro", position: 2 },
    ]);
    expect((await listPublicVideos(db, 2)).map((v) => v.title)).toEqual(["Primeiro", "Segundo"]);
  });

  it("picks the first active stores by name, featured stores with their cover photo and the directory", async () => {
    const { db } = getDb();
    const inserted = await db
      .insert(stores)
      .values([
        storeRow("Loja Bravo", { openedOn: "2016-01-01" }),
        storeRow("Loja Alfa", { openedOn: "2018-01-01", whatsapp: "62 99999-0000" }),
        storeRow("Loja Charlie", { city: "Anápolis" }),
        storeRow("Loja Delta", { openedOn: "2010-01-01" }),
        storeRow("Loja Antiga Fechada", { active: false, openedOn: "2001-01-01" }),
      ])
      .returning({ id: stores.id, name: stores.name });
    const id = (name: string) => inserted.find((s) => s.name === name)!.id;
    await db.insert(storeImages).values([
      { storeId: id("Loja Bravo"), url: "/bravo-interior.webp", kind: "interior", position: 0 },
      { storeId: id("Loja Bravo"), url: "/bravo-fachada.webp", kind: "facade", position: 3 },
      { storeId: id("Loja Alfa"), url: "/alfa-interior.webp", kind: "interior", position: 1 },
      { storeId: id("Loja Antiga Fechada"), url: "/x.webp", kind: "facade" },
    ]);

    expect(await countActiveStores(db)).toBe(4);
    const first = await listFirstActiveStores(db, 3);
    expect(first.map((s) => s.name)).toEqual(["Loja Alfa", "Loja Bravo", "Loja Charlie"]);
    expect(first[0]).toMatchObject({ slug: "loja-alfa", whatsapp: "62 99999-0000" });

    const featured = await listFeaturedStores(db, 4);
    expect(featured.map((s) => [s.name, s.imageUrl])).toEqual([
      ["Loja Bravo", "/bravo-fachada.webp"],
      ["Loja Alfa", "/alfa-interior.webp"],
    ]);

    const directory = await listStoreDirectory(db);
    expect(directory).toHaveLength(4);
    expect(directory.map((s) => s.slug)).not.toContain("loja-antiga-fechada");
  });
});
