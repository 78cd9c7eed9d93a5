/** GET /api/lojas/proximas on a real database: the three nearest stores, never cached. */
import { expect, it } from "vitest";
import { stores } from "#db/schema";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { storeRow } from "../../../tests/support/store-rows";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader, type NearestStoresReply } from "./nearest-stores";

type LoaderArgs = Parameters<typeof loader>[0];
const env = testEnv({ PUBLIC_SITE_URL: "https://www.basiquinha.com.br" });

const store = (name: string, city: string, latitude: number, longitude: number) =>
  storeRow(name, { city, whatsapp: "(62) 98123-4567", latitude, longitude });

describeEachDatabase("nearest stores", (getDb) => {
  const get = async (query: string) => {
    const request = new Request(`https://www.basiquinha.com.br/api/lojas/proximas?${query}`);
    const args = { request, params: {}, context: routeContext(getDb().db, env) };
    const response = (await loader(args as unknown as LoaderArgs)) as Response;
    return { response, body: (await response.json()) as NearestStoresReply };
  };

  it("answers the three nearest active stores with their distance, closest first", async () => {
    await getDb()
      .db.insert(stores)
      .values([
        store("Loja Anápolis", "Anápolis", -16.3281, -48.953),
        store("Loja Bueno", "Goiânia", -16.7049, -49.2709),
        store("Loja Marista", "Goiânia", -16.7, -49.26),
        store("Loja Formosa", "Formosa", -15.5372, -47.3345),
        { ...store("Loja Fechada", "Goiânia", -16.705, -49.271), active: false },
      ]);
    const { response, body } = await get("lat=-16.7049&lng=-49.2709");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    if (!("stores" in body)) throw new Error("no stores");
    expect(body.stores.map((s) => s.name)).toEqual(["Loja Bueno", "Loja Marista", "Loja Anápolis"]);
    expect(body.stores[0]).toMatchObject({
      slug: "loja-bueno",
      place: "Centro · Goiânia - GO",
      distance: "0 m",
    });
    expect(body.stores[2]!.distance).toMatch(/^\d+,\d km$/);
  });

  it("refuses a missing or impossible position", async () => {
    for (const query of ["", "lat=abc&lng=1", "lat=95&lng=10"]) {
      const { response, body } = await get(query);
      expect(response.status, query).toBe(400);
      expect(body).toEqual({ error: "Localização inválida" });
    }
  });
});
