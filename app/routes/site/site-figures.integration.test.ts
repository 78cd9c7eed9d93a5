/**
 * No number on a public page contradicts the database: each page's loader and the section that
 * shows its figures are rendered, and every store count, franchisee count and claim read from the
 * HTML is compared with a query of its own.
 */
import { eq, sql } from "drizzle-orm";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { siteSettings, stores } from "#db/schema";
import { ClubPage } from "~/components/club/club-page";
import { FranchisePage } from "~/components/franchise/franchise-page";
import { EssenceSection } from "~/components/home/essence";
import { FranchiseTeaserSection } from "~/components/home/franchise-teaser";
import { LocatorExtras } from "~/components/locator/locator-extras";
import { formatCount } from "~/domain/count-format";
import {
  saveSettings,
  getSettingsForAdmin,
  ClaimsContradicted,
} from "~/models/admin-settings.server";
import { contentChanged } from "~/server/content-changes.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import { routeArgs, routeContext } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader as clubLoader } from "./club";
import { loader as franchiseLoader } from "./franchise";
import { loader as homeLoader } from "./home";
import { loader as locatorLoader } from "./store-locator";

const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element)).replace(/<[^>]+>/g, " ");

describeEachDatabase("figures on public pages", (getDb) => {
  beforeAll(async () => {
    await seedDemoSite(getDb().db);
  });

  /** The truth, asked of the database directly. */
  async function truth() {
    const { rows } = (await getDb().db.execute(sql`
      select count(*)::int as stores, count(distinct state)::int as states
      from stores where active
    `)) as unknown as { rows: { stores: number; states: number }[] };
    const [settings] = await getDb().db.select().from(siteSettings);
    return { ...rows[0]!, settings };
  }

  async function pages() {
    contentChanged(["site_settings", "store"]);
    const context = routeContext(getDb().db);
    const home = await homeLoader(routeArgs("/", context));
    const locator = (await locatorLoader(routeArgs("/nossas-lojas", context))) as unknown as {
      data: Awaited<ReturnType<typeof locatorLoader>> extends { data: infer D } ? D : never;
    };
    const franchise = await franchiseLoader(routeArgs("/seja-um-franqueado", context));
    const club = await clubLoader(routeArgs("/clube-basiquinha", context));
    return {
      home:
        html(createElement(EssenceSection, { brandName: "B", figures: home.figures })) +
        html(createElement(FranchiseTeaserSection, { brandName: "B", figures: home.figures })),
      locator: html(
        createElement(LocatorExtras, { whatsappUrl: null, figures: locator.data.figures }),
      ),
      franchise: html(
        createElement(FranchisePage, {
          brandName: "B",
          franchiseUrl: "https://example.com",
          figures: franchise.figures,
        }),
      ),
      club: html(
        createElement(ClubPage, { brandName: "B", signupUrl: "/", figures: club.figures }),
      ),
    };
  }

  const squash = (text: string) => text.replace(/\s+/g, " ");
  /** A figure's value next to its caption, in either order (lists put the caption first). */
  const figure = (value: string, label: string) =>
    new RegExp(` (${value} ${label}|${label} ${value}) `);

  it("every store count, franchisee count and claim on the pages is what the database holds", async () => {
    const { stores: count, states, settings } = await truth();
    const page = await pages();
    const reach = `${count} lojas em ${states} estados`;
    expect(squash(page.home)).toMatch(figure(String(count), `lojas em ${states} estados`));
    expect(squash(page.home)).toContain(`hoje somos ${reach},`);
    expect(squash(page.locator)).toContain(`${reach} reunidas em um só lugar`);
    expect(squash(page.locator)).toMatch(figure(String(count), `lojas em ${states} estados`));
    for (const text of Object.values(page)) {
      // The old fixed copy is gone everywhere.
      expect(squash(text)).not.toMatch(/15\+|\+20|14 lojas|20 lojas em todo|mais de 15/);
    }
    // Claims: the settings row, or the defaults it starts with.
    const franchisees = settings?.franchisees ?? 20;
    const members = settings?.clubMembers ?? 12847;
    expect(franchisees).toBeLessThanOrEqual(count);
    expect(squash(page.home)).toMatch(figure(formatCount(franchisees), "franqueados na rede"));
    expect(squash(page.franchise)).toMatch(figure(formatCount(franchisees), "franqueados"));
    expect(squash(page.franchise)).toContain(` ${formatCount(franchisees)} franqueados trocando`);
    expect(squash(page.club)).toContain(` ${formatCount(members)} membros aproveitando`);
    expect(squash(page.club)).toMatch(figure(formatCount(members), "membros ativos"));
  });

  it("closing a store and editing the claims change the pages; more franchisees than stores is refused", async () => {
    const db = getDb().db;
    const [open] = await db.select().from(stores).where(eq(stores.active, true)).limit(1);
    await db.update(stores).set({ active: false }).where(eq(stores.id, open!.id));
    const before = await getSettingsForAdmin(db);
    const { id: _id, version, ...values } = before;
    await saveSettings(db, null, { ...values, clubMembers: 15321, franchisees: 12 }, version);
    const { stores: count, states } = await truth();
    const page = await pages();
    expect(squash(page.home)).toMatch(figure(String(count), `lojas em ${states} estados`));
    expect(squash(page.club)).toContain(" 15.321 membros aproveitando");
    expect(squash(page.franchise)).toMatch(figure("12", "franqueados"));

    const saved = await getSettingsForAdmin(db);
    await expect(
      saveSettings(db, null, { ...values, franchisees: count + 1 }, saved.version),
    ).rejects.toThrow(ClaimsContradicted);
    expect((await getSettingsForAdmin(db)).franchisees).toBe(12);
  });
});
