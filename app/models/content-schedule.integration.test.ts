import { expect, it } from "vitest";
import { banners, blogPosts, storeBanners, stores } from "#db/schema";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { nextScheduleChange } from "./content-schedule.server";
import { storedHtml } from "../../tests/support/stored-html";

describeEachDatabase("nextScheduleChange", (getDb) => {
  const now = new Date("2026-12-01T12:00:00Z");
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it("is the earliest future opening or closing of a window, or a post's publishing time", async () => {
    const { db } = getDb();
    expect(await nextScheduleChange(db, now)).toBeNull();

    const [store] = await db.insert(stores).values(storeRow("Loja Agenda")).returning();
    // Past moments and switched-off banners never count.
    await db.insert(banners).values([
      { description: "passado", imageUrl: "/a.webp", startsAt: at(-5), endsAt: at(-1) },
      { description: "desligado", imageUrl: "/b.webp", active: false, startsAt: at(1) },
      { description: "campanha", imageUrl: "/c.webp", startsAt: at(-2), endsAt: at(30) },
    ]);
    expect(await nextScheduleChange(db, now)).toEqual(at(30));

    await db.insert(blogPosts).values([
      {
        slug: "rascunho-agendado",
        title: "Rascunho",
        excerpt: "x",
        contentHtml: storedHtml("<p>x</p>"),
        category: "Dicas",
        published: false,
        publishAt: at(2),
      },
      {
        slug: "agendado",
        title: "Agendado",
        excerpt: "x",
        contentHtml: storedHtml("<p>x</p>"),
        category: "Dicas",
        published: true,
        publishAt: at(10),
      },
    ]);
    expect(await nextScheduleChange(db, now)).toEqual(at(10));

    await db.insert(storeBanners).values({ storeId: store!.id, url: "/d.webp", startsAt: at(3) });
    expect(await nextScheduleChange(db, now)).toEqual(at(3));
  });
});
