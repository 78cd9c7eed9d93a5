import { asc, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, banners, media } from "#db/schema";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { listActiveBanners } from "~/models/banners.server";
import { describeBannerScreens } from "../../../tests/support/banner-screens";
import { typedValues } from "../../../tests/support/staff-client";
import { pngImage, refusedFieldErrors, replyErrors } from "../../../tests/support/content-admin";

describeBannerScreens("banner screens", (getDb, screens, client) => {
  const bannerCount = () => getDb().db.$count(banners);

  it("validates with the spec's messages and keeps what was typed", async () => {
    const answer = await screens.create({
      description: "ab",
      url: "javascript:alert(1)",
    });
    expect(refusedFieldErrors(answer)).toMatchObject({
      description: ["Descrição deve ter pelo menos 3 caracteres"],
      url: ["URL inválida"],
      image: ["Imagem é obrigatória"],
    });
    expect(typedValues(answer).description).toBe("ab");
    expect(await bannerCount()).toBe(0);
  });

  it("creates a banner where staff put it in the carousel, image stored and audited", async () => {
    await getDb()
      .db.insert(banners)
      .values({ description: "Banner antigo", imageUrl: "/media/antigo.webp", position: 0 });
    const answer = await screens.create({
      description: "Semana da Maquiagem",
      url: "https://loja.basiquinha.com.br/maquiagem",
      active: "on",
      position: "0",
      image: await pngImage("imagem.png", 320, 120),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/restrita/banners");
    const rows = await getDb().db.select().from(banners).orderBy(asc(banners.position));
    expect(rows.map((r) => r.description)).toEqual(["Semana da Maquiagem", "Banner antigo"]);
    expect(rows[0]!.imageUrl).toMatch(
      /^\/media\/banners\/banner-[0-9a-f]{6}-\d{13}-[0-9a-f]{6}\.webp$/,
    );
    const [stored] = await getDb().db.select().from(media).where(eq(media.url, rows[0]!.imageUrl));
    expect(stored?.width).toBe(320);
    const [audit] = await getDb().db.select().from(auditLog).where(eq(auditLog.entity, "banner"));
    expect(audit).toMatchObject({ action: "create", entityId: String(rows[0]!.id) });
  });

  it("toggles (the public carousel follows), moves and deletes from the list", async () => {
    const [first, second] = await getDb().db.select().from(banners).orderBy(asc(banners.position));
    let answer = await screens.onList({
      intent: "toggle",
      id: String(first!.id),
    });
    expect(answer.status).toBe(302);
    expect((await listActiveBanners(getDb().db)).map((b) => b.id)).toEqual([second!.id]);
    await screens.onList({
      intent: "toggle",
      id: String(first!.id),
    });

    answer = await screens.onList({
      intent: "move",
      id: String(second!.id),
      direction: "up",
    });
    expect(answer.status).toBe(302);
    const loaded = await screens.load();
    const ids = (loaded.body?.records as { id: number }[]).map((b) => b.id);
    expect(ids).toEqual([second!.id, first!.id]);

    answer = await screens.onList({
      intent: "delete",
      id: String(first!.id),
    });
    expect(answer.status).toBe(302);
    expect(await bannerCount()).toBe(1);
    const [gone] = await getDb().db.select().from(media).where(eq(media.url, first!.imageUrl));
    expect(gone).toBeUndefined();
  });

  it("edits a banner keeping its image when none is chosen", async () => {
    const [row] = await getDb().db.select().from(banners);
    const answer = await screens.edit(row!.id, { description: "Descrição revisada", url: "" });
    expect(answer.status).toBe(302);
    const [after] = await getDb().db.select().from(banners).where(eq(banners.id, row!.id));
    expect(after).toMatchObject({
      description: "Descrição revisada",
      url: null,
      active: false,
      imageUrl: row!.imageUrl,
    });
    // Saved again as it is: nothing changed, so no "Alteração" in the log and the same version.
    const rows = await getDb().db.$count(auditLog);
    const same = await screens.edit(row!.id, { description: "Descrição revisada", url: "" });
    expect(same.status).toBe(302);
    expect(await getDb().db.$count(auditLog)).toBe(rows);
    const [unchanged] = await getDb().db.select().from(banners).where(eq(banners.id, row!.id));
    expect(unchanged?.version).toBe(after?.version);
  });

  it("sets a display window in São Paulo time; the list says when it is scheduled", async () => {
    const [row] = await getDb().db.select().from(banners);
    const edit = (fields: Record<string, string>) =>
      screens.edit(row!.id, { description: "Campanha de verão", url: "", active: "on", ...fields });
    const backwards = await edit({ startsAt: "2099-01-10T09:00", endsAt: "2099-01-01T09:00" });
    expect(refusedFieldErrors(backwards).endsAt).toEqual([
      "O fim da exibição deve ser depois do início",
    ]);

    expect((await edit({ startsAt: "2099-01-01T09:00", endsAt: "" })).status).toBe(302);
    const [after] = await getDb().db.select().from(banners).where(eq(banners.id, row!.id));
    expect(after!.startsAt?.toISOString()).toBe("2099-01-01T12:00:00.000Z");
    expect(after!.endsAt).toBeNull();
    expect((await listActiveBanners(getDb().db)).map((b) => b.id)).not.toContain(row!.id);
    const loaded = await screens.load();
    const shown = (loaded.body?.records as { id: number; window: string }[]).find(
      (b) => b.id === row!.id,
    );
    expect(shown?.window).toBe("scheduled");

    expect((await edit({ startsAt: "", endsAt: "" })).status).toBe(302);
    expect((await listActiveBanners(getDb().db)).map((b) => b.id)).toContain(row!.id);
  });

  it.each([
    ["a move past the end of the carousel", "move", "last", "Banner atualizado"],
    ["a switch of an unknown banner", "toggle", 999999, "Erro ao atualizar banner"],
    ["a removal of an unknown banner", "delete", 999999, "Erro ao excluir banner"],
  ] as const)("%s changes nothing and leaves no audit row", async (_name, intent, which, title) => {
    const { db } = getDb();
    const rows = await db.select().from(banners).orderBy(asc(banners.position));
    const id = which === "last" ? rows.at(-1)!.id : which;
    const audits = await db.$count(auditLog);
    const answer = await screens.onList({
      intent,
      id: String(id),
      direction: "down",
    });
    expect(answer.status).toBe(302);
    expect(await client.toastOf(answer)).toMatchObject({ title });
    expect(await db.select().from(banners).orderBy(asc(banners.position))).toEqual(rows);
    expect(await db.$count(auditLog)).toBe(audits);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const answer = await screens.open(id);
      expect(answer.status).toBe(404);
    }
  });

  it("ten simultaneous creations beside five live banners leave six shown at once", async () => {
    const { db } = getDb();
    await db.delete(banners);
    await db.insert(banners).values(
      Array.from({ length: 5 }, (_, i) => ({
        description: `Banner existente ${i + 1}`,
        imageUrl: `/media/existente-${i}.webp`,
        position: i,
      })),
    );
    const image = await pngImage("corrida.png", 64, 24);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        screens.create({
          description: `Banner simultâneo ${i + 1}`,
          active: "on",
          image,
        }),
      ),
    );
    expect(await bannerCount()).toBe(6);
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    const toast = refused[0]!.body?.toast as { title: string; description: string };
    expect(toast.title).toBe("Limite excedido");
    expect(toast.description).toMatch(
      /^Já há 6 banners no ar a partir de \d\d\/\d\d\/\d{4} às \d\d:\d\d: “Banner existente 1”, .*“Banner simultâneo \d+”\. Escolha outro período ou desative um deles\.$/,
    );
    // Refused uploads leave no files or media rows behind.
    const [orphans] = await db.select({ n: count() }).from(media);
    expect(Number(orphans?.n)).toBe(1);
  });

  it("queues a 7th banner for next week; refuses one overlapping the live window", async () => {
    const { db } = getDb();
    await db.delete(banners);
    const day = 24 * 60 * 60 * 1000;
    const sunday = new Date(Date.now() + 3 * day);
    await db.insert(banners).values(
      Array.from({ length: 6 }, (_, i) => ({
        description: `No ar ${i + 1}`,
        imageUrl: `/media/no-ar-${i}.webp`,
        position: i,
        endsAt: i === 0 ? sunday : null,
      })),
    );
    const local = (date: Date) => toSaoPauloLocal(date);
    const image = await pngImage("natal.png", 64, 24);
    const nextWeek = { startsAt: local(new Date(sunday.getTime() + day)), endsAt: "" };
    let answer = await screens.create({
      description: "Natal",
      active: "on",
      position: "1",
      ...nextWeek,
      image,
    });
    expect(answer.status).toBe(302);
    const order = await db.select().from(banners).orderBy(asc(banners.position));
    expect(order.map((b) => b.description)).toEqual([
      "No ar 1",
      "Natal",
      "No ar 2",
      "No ar 3",
      "No ar 4",
      "No ar 5",
      "No ar 6",
    ]);

    answer = await screens.create({
      description: "Black Friday",
      active: "on",
      startsAt: "",
      endsAt: local(new Date(Date.now() + day)),
      image,
    });
    expect(answer.status).toBe(409);
    const errors = replyErrors(answer);
    expect(errors.startsAt?.[0]).toMatch(
      /^Já há 6 banners no ar de .* a .*: “No ar 1”, “No ar 2”, “No ar 3”, “No ar 4”, “No ar 5”, “No ar 6”\./,
    );
    expect(typedValues(answer).description).toBe("Black Friday");
    expect(await bannerCount()).toBe(7);

    // An inactive banner does not count, and switching it on is refused the same way.
    answer = await screens.create({
      description: "Guardado",
      image,
    });
    expect(answer.status).toBe(302);
    const [kept] = await db.select().from(banners).where(eq(banners.description, "Guardado"));
    answer = await screens.onList({
      intent: "toggle",
      id: String(kept!.id),
    });
    expect(answer.status).toBe(302);
    const [still] = await db.select().from(banners).where(eq(banners.id, kept!.id));
    expect(still?.active).toBe(false);
  });
});
