/** The home loader on a real database: every section's data, and each section failing alone. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { brands, stores, type NewStore } from "#db/schema";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader } from "./home";

type LoaderArgs = Parameters<typeof loader>[0];
const env = testEnv({ PUBLIC_SITE_URL: "https://www.basiquinha.com.br" });

const storeRow = (name: string, whatsapp: string | null): NewStore => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  city: "Goiânia",
  state: "Goiás",
  neighborhood: "Setor Bueno",
  street: "Avenida T-4",
  number: "10",
  postalCode: "74230-030",
  hoursText: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
  whatsapp,
});

describeEachDatabase("home loader", (getDb) => {
  const load = () => {
    const request = new Request("https://www.basiquinha.com.br/");
    const args = {
      request,
      url: new URL(request.url),
      pattern: "/",
      params: {},
      context: routeContext(getDb().db, env),
    };
    return loader(args as LoaderArgs);
  };

  it("says 'Nenhuma loja encontrada' while there is no active store", async () => {
    const data = await load();
    expect(data.stores).toEqual({ status: "error", message: "Nenhuma loja encontrada" });
    expect(data.brands).toEqual({ status: "loaded", banners: [], brands: [] });
  });

  it("highlights three stores of the city with the most stores, by name, with their WhatsApp link", async () => {
    const { db } = getDb();
    await db.insert(stores).values([
      storeRow("Loja Delta", "62 99999-0004"),
      storeRow("Loja Alfa", "(62) 98123-4567"),
      storeRow("Loja Charlie", null),
      storeRow("Loja Bravo", "6232123456"),
      // First by name, but in a city with fewer stores: not the flagship city.
      { ...storeRow("Loja Aaa Anápolis", null), city: "Anápolis" },
    ]);
    await db.insert(brands).values({ name: "Aurora Beauty", logoUrl: "/a.webp" });
    const data = await load();

    expect(data.stores.status).toBe("loaded");
    const highlighted = data.stores.status === "loaded" ? data.stores.stores : [];
    expect(highlighted.map((s) => s.name)).toEqual(["Loja Alfa", "Loja Bravo", "Loja Charlie"]);
    expect(highlighted[0]).toMatchObject({
      address: "Avenida T-4, 10 - Setor Bueno, Goiânia - GO",
      hours: "Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h",
      whatsappUrl: `https://wa.me/5562981234567?text=${encodeURIComponent("Olá! Gostaria de mais informações sobre a loja Loja Alfa.")}`,
    });
    expect(highlighted[2]!.whatsappUrl).toBeNull();
    expect(data.brands).toEqual({
      status: "loaded",
      banners: [],
      brands: [{ id: expect.any(Number), name: "Aurora Beauty", logoUrl: "/a.webp" }],
    });
    expect(data.seo.canonical).toBe("https://www.basiquinha.com.br/");
    const org = data.seo.jsonLd?.[0] as { location: unknown[] };
    expect(org.location).toHaveLength(5);
  });

  it("shows a section's error state when its data fails, and the rest of the page", async () => {
    const { db } = getDb();
    await db.execute(sql`drop table banners cascade`);
    await db.execute(sql`drop table stores cascade`);
    const data = await load();
    expect(data.brands).toEqual({ status: "error" });
    expect(data.stores).toEqual({
      status: "error",
      message: "Não foi possível carregar as lojas agora.",
    });
    expect(data.featured).toEqual([]);
    expect(data.brandName).toBe("Basiquinha");
    expect(data.seo.title).toBe("Basiquinha | Cosméticos e Beleza em Goiás");
  });
});
