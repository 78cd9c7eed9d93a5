import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, newsletterSubscribers } from "#db/schema";
import { getSiteSettings } from "~/models/site-settings.server";
import {
  describeContentScreens,
  refusedFieldErrors,
  staffClient,
  staffSession,
  type StaffClient,
} from "../../../tests/support/content-admin";
import { testEnv } from "../../../tests/support/route-context";
import { tableRowCounts } from "../../../tests/support/test-db";
import * as exportCsv from "./newsletter-export";
import * as newsletter from "./newsletter";
import * as settings from "./settings";

describeContentScreens("site settings and newsletter subscribers", (getDb, client) => {
  // The settings are the administrators' (app/domain/permissions.ts); `client` is an editor.
  let admin: StaffClient;
  beforeAll(async () => {
    const { db } = getDb();
    admin = staffClient(db, await staffSession(db, testEnv(), "admin"));
  });

  it("refuses an editor: 403 on the screen and on a save, and nothing changes", async () => {
    const { db } = getDb();
    expect((await client.get(settings.loader, "/restrita/configuracoes")).status).toBe(403);
    const before = { settings: await getSiteSettings(db), rows: await tableRowCounts(db) };
    const answer = await client.post(settings.action, "/restrita/configuracoes", {
      brandName: "Basiquinha",
      contactEmail: "sac@basiquinha.com.br",
      contactPhone: "(62) 4002-8922",
      onlineShopUrl: "https://golpe.example.com",
    });
    expect(answer.status).toBe(403);
    expect({ settings: await getSiteSettings(db), rows: await tableRowCounts(db) }).toEqual(before);
  });

  it("refuses invalid settings and keeps the public ones untouched", async () => {
    const before = await getSiteSettings(getDb().db);
    const answer = await admin.post(settings.action, "/restrita/configuracoes", {
      brandName: "Basiquinha",
      contactEmail: "nao-e-email",
      contactPhone: "123",
      instagramUrl: "javascript:alert(1)",
    });
    expect(refusedFieldErrors(answer)).toEqual({
      contactEmail: ["Email inválido"],
      contactPhone: ["Telefone inválido (inclua o DDD)"],
      instagramUrl: ["URL inválida"],
    });
    expect(await getSiteSettings(getDb().db)).toEqual(before);
  });

  it("saves and the public settings change at once (cache dropped)", async () => {
    const { db } = getDb();
    await getSiteSettings(db); // warm the public cache
    const answer = await admin.post(settings.action, "/restrita/configuracoes", {
      brandName: "Basiquinha",
      contactEmail: "SAC@Basiquinha.com.br",
      contactPhone: "(62) 4002-8922",
      whatsapp: "(62) 99100-2030",
      instagramUrl: "https://www.instagram.com/basiquinha/",
      onlineShopUrl: "https://loja.basiquinha.com.br",
      mapTileUrl: "https://tiles.basiquinha.com.br/{z}/{x}/{y}.png",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/restrita/configuracoes");
    expect(await getSiteSettings(db)).toMatchObject({
      contactEmail: "sac@basiquinha.com.br",
      contactPhone: "(62) 4002-8922",
      facebookUrl: null,
      mapTileUrl: "https://tiles.basiquinha.com.br/{z}/{x}/{y}.png",
    });
    const loaded = await admin.get(settings.loader, "/restrita/configuracoes");
    expect(loaded.body?.settings).toMatchObject({ contactPhone: "(62) 4002-8922" });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    expect(audit?.details).toMatchObject({
      fields: expect.arrayContaining(["contactPhone", "contactEmail"]),
    });
  });

  it("lists subscribers with search, state and dates, exports CSV and deletes on request", async () => {
    const { db } = getDb();
    await db.insert(newsletterSubscribers).values([
      {
        email: "ana@exemplo.com.br",
        source: "footer",
        status: "legacy",
        createdAt: new Date("2026-03-10T15:00:00Z"),
      },
      {
        email: "bia@exemplo.com.br",
        source: "newsletter",
        status: "confirmed",
        confirmedAt: new Date("2026-05-02T12:05:00Z"),
        consentPage: "/blog",
        noticeVersion: "2026-11-27",
        createdAt: new Date("2026-05-02T12:00:00Z"),
      },
      {
        email: "=cmd@evil.example",
        source: "contact",
        status: "legacy",
        createdAt: new Date("2026-05-20T12:00:00Z"),
      },
      {
        email: "espera@exemplo.com.br",
        source: "contact",
        status: "pending",
        createdAt: new Date("2026-05-21T12:00:00Z"),
      },
    ]);
    let loaded = await client.get(newsletter.loader, "/restrita/newsletter?q=BIA");
    expect((loaded.body?.subscribers as { email: string }[]).map((s) => s.email)).toEqual([
      "bia@exemplo.com.br",
    ]);
    loaded = await client.get(
      newsletter.loader,
      "/restrita/newsletter?de=2026-05-01&ate=2026-05-31",
    );
    expect(loaded.body?.total).toBe(2);
    // Nonsense filters fall back to everything rather than failing.
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?de=ontem&page=-4&q=%25");
    expect(loaded.status).toBe(200);
    expect(loaded.body?.total).toBe(0);
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?q=%00ana&de=2026-02-30");
    expect(loaded.body?.total).toBe(1);
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?de=ontem&page=abc");
    expect(loaded.body?.total).toBe(3);
    // An address waiting for its confirmation is not a subscriber: listed only when asked for.
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?situacao=pendentes");
    expect((loaded.body?.subscribers as { email: string }[]).map((s) => s.email)).toEqual([
      "espera@exemplo.com.br",
    ]);
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?situacao=todos");
    expect(loaded.body?.total).toBe(4);
    loaded = await client.get(newsletter.loader, "/restrita/newsletter?situacao=x");
    expect(loaded.body?.total).toBe(3);

    const csvAnswer = await csvOf(client, "/restrita/newsletter/exportar.csv?de=2026-05-01");
    expect(csvAnswer.type).toBe("text/csv; charset=utf-8");
    expect(csvAnswer.disposition).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csvAnswer.text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "E-mail,Origem,Situação,Data de inscrição,Consentimento em,Página do consentimento,Versão da política",
      "'=cmd@evil.example,Contato,Anterior à confirmação,2026-05-20 09:00,,,",
      "bia@exemplo.com.br,Newsletter,Confirmado,2026-05-02 09:00,2026-05-02 09:05,/blog,2026-11-27",
      "",
    ]);

    const [ana] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ana@exemplo.com.br"));
    const removed = await client.post(newsletter.action, "/restrita/newsletter?q=ana", {
      intent: "delete",
      id: String(ana!.id),
    });
    expect(removed.status).toBe(302);
    expect(removed.location).toBe("/restrita/newsletter?q=ana");
    expect(await db.$count(newsletterSubscribers)).toBe(3);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "newsletter_subscriber"));
    // The activity log must not keep the address the person asked us to forget.
    expect(JSON.stringify(audit)).not.toContain("ana@exemplo.com.br");
    expect(audit?.details).toMatchObject({ label: "an***@exemplo.com.br" });
  });
});

async function csvOf(client: StaffClient, url: string) {
  const answer = await client.raw(exportCsv.loader, url);
  return {
    type: answer.headers.get("Content-Type"),
    disposition: answer.headers.get("Content-Disposition"),
    text: await answer.text(),
  };
}
