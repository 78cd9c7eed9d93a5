import { asc, desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, brands, media } from "#db/schema";
import { listActiveBrands } from "~/models/brands.server";
import {
  describeContentScreens,
  pngImage,
  refusedFieldErrors,
} from "../../../tests/support/content-admin";
import * as list from "./brands";
import * as form from "./brands-form";

describeContentScreens("brand screens", (getDb, client) => {
  it("validates name and logo with the spec's messages", async () => {
    const answer = await client.post(form.action, "/restrita/marcas/novo", { name: "A" });
    expect(refusedFieldErrors(answer)).toEqual({
      name: ["Nome deve ter pelo menos 2 caracteres"],
      image: ["Logo é obrigatória"],
    });
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const fake = new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" });
    const answer = await client.post(form.action, "/restrita/marcas/novo", {
      name: "Marca Falsa",
      image: fake,
    });
    expect(refusedFieldErrors(answer).image?.[0]).toMatch(/Formato não aceito/);
    expect(await getDb().db.$count(brands)).toBe(0);
  });

  it("creates, renames with a new logo, toggles and deletes; the home grid follows", async () => {
    const { db } = getDb();
    let answer = await client.post(form.action, "/restrita/marcas/novo", {
      name: "Zeta Cosméticos",
      active: "on",
      image: await pngImage("zeta.png", 300, 150),
    });
    expect(answer.status).toBe(302);
    const [created] = await db.select().from(brands);
    expect(created).toMatchObject({ name: "Zeta Cosméticos", active: true });
    expect((await listActiveBrands(db)).map((b) => b.name)).toEqual(["Zeta Cosméticos"]);

    answer = await client.post(
      form.action,
      `/restrita/marcas/editar/${created!.id}`,
      { name: "Alfa Cosméticos", active: "on", image: await pngImage("alfa.png", 200, 100) },
      { id: String(created!.id) },
    );
    expect(answer.status).toBe(302);
    const [renamed] = await db.select().from(brands);
    expect(renamed!.name).toBe("Alfa Cosméticos");
    expect(renamed!.logoUrl).not.toBe(created!.logoUrl);
    // The replaced logo is gone from storage and the media table.
    expect(await db.select().from(media).where(eq(media.url, created!.logoUrl))).toEqual([]);

    answer = await client.post(list.action, "/restrita/marcas", {
      intent: "toggle",
      id: String(renamed!.id),
    });
    expect(answer.status).toBe(302);
    expect(await listActiveBrands(db)).toEqual([]);
    const loaded = await client.get(list.loader, "/restrita/marcas");
    expect(loaded.body?.records).toMatchObject([{ name: "Alfa Cosméticos", active: false }]);

    answer = await client.post(list.action, "/restrita/marcas", {
      intent: "delete",
      id: String(renamed!.id),
    });
    expect(answer.status).toBe(302);
    expect(await db.$count(brands)).toBe(0);
    const trail = (await db.select().from(auditLog).where(eq(auditLog.entity, "brand"))).map(
      (a) => a.action,
    );
    expect(trail).toEqual(["create", "update", "update", "delete"]);
  });

  it("moves a brand in the home's order, audited; a move from a stale list is refused", async () => {
    const { db } = getDb();
    for (const name of ["Alfa", "Beta", "Gama"]) {
      const answer = await client.post(form.action, "/restrita/marcas/novo", {
        name,
        active: "on",
        image: await pngImage(`${name}.png`, 200, 100),
      });
      expect(answer.status).toBe(302);
    }
    const names = async () => (await listActiveBrands(db)).map((b) => b.name);
    // New brands go last.
    expect(await names()).toEqual(["Alfa", "Beta", "Gama"]);
    const [, , gama] = await db.select().from(brands).orderBy(asc(brands.position));
    const logRows = () => db.$count(auditLog);
    const opened = await client.get(list.loader, "/restrita/marcas");
    const listVersion = (opened.body?.edit as { version: string }).version;
    expect(listVersion).toMatch(/^[\w-]{22}$/);

    const move = { intent: "move", id: String(gama!.id), direction: "up" };
    let answer = await client.post(list.action, "/restrita/marcas", {
      ...move,
      editVersion: listVersion,
    });
    expect(answer.status).toBe(302);
    expect(await client.toastOf(answer)).toMatchObject({ title: "Marca atualizada" });
    // The public grid and the list screen follow the new order.
    expect(await names()).toEqual(["Alfa", "Gama", "Beta"]);
    const reloaded = await client.get(list.loader, "/restrita/marcas");
    expect((reloaded.body?.records as { name: string }[]).map((b) => b.name)).toEqual([
      "Alfa",
      "Gama",
      "Beta",
    ]);
    const [logged] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(logged).toMatchObject({
      action: "update",
      entityId: String(gama!.id),
      details: { fields: ["position"], label: "Gama" },
    });

    const rowsAfterMove = await logRows();
    // The same screen, opened before the move, names a list that is no longer there.
    answer = await client.post(list.action, "/restrita/marcas", {
      ...move,
      editVersion: listVersion,
    });
    expect(answer.status).toBe(409);
    expect(await names()).toEqual(["Alfa", "Gama", "Beta"]);
    expect(await logRows()).toBe(rowsAfterMove);

    // Already first: nothing moves, nothing is logged.
    const first = (await db.select().from(brands).orderBy(asc(brands.position)))[0]!;
    answer = await client.post(list.action, "/restrita/marcas", {
      intent: "move",
      id: String(first.id),
      direction: "up",
    });
    expect(answer.status).toBe(302);
    expect(await logRows()).toBe(rowsAfterMove);
  });

  it("answers 404 for an unknown brand", async () => {
    const answer = await client.get(form.loader, "/restrita/marcas/editar/31337", { id: "31337" });
    expect(answer.status).toBe(404);
  });
});
