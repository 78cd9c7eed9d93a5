/**
 * Several store photos at once: the photos screen's form without JavaScript sends every file in
 * one request, the screen with JavaScript sends one file per request to the upload endpoint.
 * Each file is checked by the one upload service; a refused file has its own message and the
 * others are still stored.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, storeImages, stores, type Store } from "#db/schema";
import type { Database } from "~/server/db.server";
import { routeContext } from "../../../tests/support/route-context";
import {
  pngImage,
  signedInStaff,
  validStoreFields,
  type StaffClient,
} from "../../../tests/support/store-admin";
import { newStaffSession } from "../../../tests/support/staff-client";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as uploadRoute from "./store-photo-upload";
import * as photosRoute from "./store-photos";
import * as storeForm from "./store-form";

type Handler = (args: never) => Promise<unknown>;

describeEachDatabase("store photos, several at once", (getDb) => {
  let db: Database;
  let staff: StaffClient;
  let cookie: string;
  let store: Store;

  beforeAll(async () => {
    db = getDb().db;
    staff = await signedInStaff(db);
    await staff.post(
      storeForm.action,
      "/restrita/lojas/nova",
      validStoreFields({ name: "Basiquinha Várias Fotos" }),
    );
    [store] = (await db
      .select()
      .from(stores)
      .where(eq(stores.name, "Basiquinha Várias Fotos"))) as [Store];
  });

  // The staff client sends one value per field: a multi-file form is built here.
  async function postFiles(
    handler: Handler,
    url: string,
    files: File[],
    altText = "",
    more: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.set("intent", "upload-photo");
    form.set("kind", "interior");
    form.set("altText", altText);
    for (const [name, value] of Object.entries(more)) form.set(name, value);
    for (const file of files) form.append("image", file);
    cookie ??= (await newStaffSession(db, { env: staff.env })).cookie;
    const request = new Request(`http://localhost${url}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    });
    try {
      return await handler({
        request,
        params: { id: String(store.id) },
        context: routeContext(db, staff.env),
      } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  const photoCount = async () =>
    (await db.select().from(storeImages).where(eq(storeImages.storeId, store.id))).length;

  const notAnImage = () =>
    new File([new TextEncoder().encode("isto não é uma imagem")], "anotacoes.png", {
      type: "image/png",
    });

  it("the form without JavaScript stores every good file and names each refused one", async () => {
    const before = await photoCount();
    const answer = (await postFiles(
      photosRoute.action as Handler,
      `/restrita/lojas/${store.id}/fotos`,
      [await pngImage("balcao.png"), notAnImage(), await pngImage("vitrine.png")],
    )) as { data: { error: string | null; uploads: { name: string; error: string | null }[] } };
    expect(answer.data.uploads).toEqual([
      { name: "balcao.png", error: null },
      {
        name: "anotacoes.png",
        error:
          "Formato não aceito. Envie uma imagem JPG, PNG, WebP, AVIF ou GIF (SVG não é aceito).",
      },
      { name: "vitrine.png", error: null },
    ]);
    expect(answer.data.error).toBe(
      "2 de 3 fotos enviadas; veja o motivo de cada arquivo recusado.",
    );
    expect(await photoCount()).toBe(before + 2);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, "store_image"));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("all files stored: one success message for the batch", async () => {
    const answer = (await postFiles(
      photosRoute.action as Handler,
      `/restrita/lojas/${store.id}/fotos`,
      [await pngImage("a.png"), await pngImage("b.png")],
    )) as { data: { error: string | null }; init: ResponseInit };
    expect(answer.data.error).toBeNull();
    const toast = await staff.toastOf({
      status: 200,
      location: null,
      body: null,
      headers: new Headers(answer.init.headers),
    });
    expect(toast).toMatchObject({ title: "2 fotos enviadas com sucesso!" });
  });

  it("no file chosen: the spec's message and nothing stored", async () => {
    const before = await photoCount();
    const answer = (await postFiles(
      photosRoute.action as Handler,
      `/restrita/lojas/${store.id}/fotos`,
      [],
    )) as { data: { error: string } };
    expect(answer.data.error).toBe("Selecione uma imagem para upload.");
    expect(await photoCount()).toBe(before);
  });

  it("the upload endpoint answers each file's outcome as JSON", async () => {
    const url = `/restrita/lojas/${store.id}/fotos/enviar`;
    const good = (await postFiles(uploadRoute.action as Handler, url, [
      await pngImage("fachada.png"),
    ])) as { data: unknown; init: ResponseInit | null };
    expect(good.data).toEqual({ results: [{ name: "fachada.png", error: null }] });
    const refused = (await postFiles(uploadRoute.action as Handler, url, [notAnImage()])) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      results: [
        {
          name: "anotacoes.png",
          error:
            "Formato não aceito. Envie uma imagem JPG, PNG, WebP, AVIF ou GIF (SVG não é aceito).",
        },
      ],
    });
    const tooLong = (await postFiles(
      uploadRoute.action as Handler,
      url,
      [await pngImage("x.png")],
      "x".repeat(301),
    )) as { data: { error: string }; init: ResponseInit };
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.error).toMatch(/300/);
  });

  it("a moment that has passed is the moment field's message, the typed fields kept", async () => {
    const before = await photoCount();
    /** One photo, "Vitrine", of the facade from a moment long gone. */
    const postPastPhoto = async (handler: Handler, url: string) =>
      (await postFiles(handler, url, [await pngImage("a.png")], "Vitrine", {
        effectiveAt: "2020-01-01T08:00",
        kind: "facade",
      })) as { data: unknown; init: ResponseInit };
    const endpoint = await postPastPhoto(
      uploadRoute.action as Handler,
      `/restrita/lojas/${store.id}/fotos/enviar`,
    );
    expect(endpoint.init.status).toBe(400);
    expect(endpoint.data).toEqual({
      error: "Escolha uma data e hora futuras",
      fieldErrors: { effectiveAt: ["Escolha uma data e hora futuras"] },
    });
    // Without JavaScript: the same message on the field, and what was typed comes back.
    const form = await postPastPhoto(
      photosRoute.action as Handler,
      `/restrita/lojas/${store.id}/fotos`,
    );
    expect(form.init.status).toBe(400);
    expect(form.data).toMatchObject({
      fieldErrors: { effectiveAt: ["Escolha uma data e hora futuras"] },
      typed: { altText: "Vitrine", kind: "facade", effectiveAt: "2020-01-01T08:00" },
    });
    expect(await photoCount()).toBe(before);
  });

  it("the upload endpoint sends a signed-out visitor to the login", async () => {
    const request = new Request(`http://localhost/restrita/lojas/${store.id}/fotos/enviar`, {
      method: "POST",
      body: new FormData(),
    });
    const answer = await (uploadRoute.action as Handler)({
      request,
      params: { id: String(store.id) },
      context: routeContext(db, staff.env),
    } as never).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/login/);
  });
});
