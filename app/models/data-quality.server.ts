/**
 * "Qualidade dos dados": what is missing or wrong in the active stores' data, for the whole
 * network at once (ADR 0027). Five queries read everything (stores, photos, banners, page
 * sections, the next 30 days' holidays); the checks run in memory, so 10,000 stores take well
 * under two seconds (`npm run bench -- --only quality`). The report is kept until any staff
 * change (contentChanged) or for a minute, so the Painel's count costs nothing.
 */
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { storeBanners, storeImages, storeSections, stores } from "#db/schema";
import { stateCode } from "~/domain/brazilian-states";
import { stateOfCep } from "~/domain/cep";
import {
  qualityFixPath,
  qualityScore,
  QUALITY_KINDS,
  type QualityFinding,
  type QualityKind,
} from "~/domain/data-quality";
import { haversineKm } from "~/domain/geo";
import { decisionFor, foldPlaceName } from "~/domain/holidays";
import { hoursFromWeekly, parseHours } from "~/domain/hours";
import { isValidWhatsapp, normalizeWhatsapp } from "~/domain/phone";
import { onContentChange, PUBLIC_CONTENT } from "~/server/content-changes.server";
import type { Database } from "~/server/db.server";
import { allMunicipalities, type Municipality } from "~/server/places.server";
import { undecidedHolidays } from "./holidays.server";

/** A store's seat farther than this from its municipality's seat is worth a look. */
export const FAR_FROM_MUNICIPALITY_KM = 60;
const STALE_DAYS = 365;

export type StoreQuality = {
  id: number;
  name: string;
  city: string;
  state: string;
  score: number;
  findings: (QualityFinding & { path: string })[];
};

export type QualityReport = {
  /** When the report was made (ISO). */
  at: string;
  stores: StoreQuality[];
  /** Mean of the stores' scores (100 with no store). */
  score: number;
  /** How many findings of each kind. */
  counts: Record<QualityKind, number>;
  total: number;
};

let municipalityIndex: Map<string, Municipality> | null = null;

/** 'GO/goiania' → Goiânia: the municipality a store names (ADR 0017's data, loaded once). */
function municipalityOf(state: string, city: string): Municipality | null {
  if (!municipalityIndex) {
    municipalityIndex = new Map();
    for (const m of allMunicipalities()) {
      municipalityIndex.set(`${m.state}/${foldPlaceName(m.name)}`, m);
      for (const alias of m.aliases) municipalityIndex.set(`${m.state}/${foldPlaceName(alias)}`, m);
    }
  }
  return municipalityIndex.get(`${stateCode(state) ?? ""}/${foldPlaceName(city)}`) ?? null;
}

const weekKey = (week: { open: number; close: number }[][]) =>
  week.map((spans) => spans.map((s) => `${s.open}-${s.close}`).join(",")).join("|");

/** Free texts repeat across a network: each is parsed once per report. */
function textWeek(memo: Map<string, string | null>, text: string): string | null {
  let key = memo.get(text);
  if (key === undefined) {
    const week = parseHours(text).week;
    key = week.some((spans) => spans.length > 0) ? weekKey(week) : null;
    memo.set(text, key);
  }
  return key;
}

const fold = (text: string | null) => foldPlaceName(text ?? "").replace(/\s+/g, " ");

async function countsByStore(db: Database, now: Date) {
  const [images, banners, sections] = await Promise.all([
    db
      .select({
        storeId: storeImages.storeId,
        kind: storeImages.kind,
        n: sql<number>`count(*)::int`,
      })
      .from(storeImages)
      .groupBy(storeImages.storeId, storeImages.kind),
    db
      .select({ storeId: storeBanners.storeId, n: sql<number>`count(*)::int` })
      .from(storeBanners)
      .where(or(isNull(storeBanners.endsAt), gt(storeBanners.endsAt, now)))
      .groupBy(storeBanners.storeId),
    db
      .select({ storeId: storeSections.storeId, n: sql<number>`count(*)::int` })
      .from(storeSections)
      .where(and(eq(storeSections.active, true), sql`length(trim(${storeSections.bodyHtml})) > 0`))
      .groupBy(storeSections.storeId),
  ]);
  const facades = new Set<number>();
  const interiors = new Set<number>();
  for (const row of images) (row.kind === "facade" ? facades : interiors).add(row.storeId);
  return {
    facades,
    interiors,
    banners: new Set(banners.map((b) => b.storeId)),
    sections: new Set(sections.map((s) => s.storeId)),
  };
}

/** Every active store's findings, its score and the network's. */
export async function buildQualityReport(db: Database, now = new Date()): Promise<QualityReport> {
  const [rows, counts, holidays] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        city: stores.city,
        state: stores.state,
        street: stores.street,
        number: stores.number,
        postalCode: stores.postalCode,
        whatsapp: stores.whatsapp,
        hoursText: stores.hoursText,
        weeklyHours: stores.weeklyHours,
        latitude: stores.latitude,
        longitude: stores.longitude,
        updatedAt: stores.updatedAt,
      })
      .from(stores)
      .where(eq(stores.active, true))
      .orderBy(stores.name, stores.id),
    countsByStore(db, now),
    undecidedHolidays(db, now, 30),
  ]);

  // Stores sharing an address, a WhatsApp or a point.
  const groups = {
    address: new Map<string, number[]>(),
    phone: new Map<string, number[]>(),
    point: new Map<string, number[]>(),
  };
  const add = (map: Map<string, number[]>, key: string | null, id: number) => {
    if (!key) return;
    const ids = map.get(key);
    if (ids) ids.push(id);
    else map.set(key, [id]);
  };
  // The city's stores, for a city the municipality data does not know.
  const cityPoints = new Map<string, { lat: number; lng: number; n: number }>();
  for (const s of rows) {
    add(
      groups.address,
      `${fold(s.street)}|${fold(s.number)}|${fold(s.city)}|${fold(s.state)}`,
      s.id,
    );
    add(groups.phone, normalizeWhatsapp(s.whatsapp), s.id);
    if (s.latitude !== null && s.longitude !== null) {
      add(groups.point, `${s.latitude.toFixed(5)},${s.longitude.toFixed(5)}`, s.id);
      const key = `${fold(s.state)}/${fold(s.city)}`;
      const c = cityPoints.get(key) ?? { lat: 0, lng: 0, n: 0 };
      cityPoints.set(key, { lat: c.lat + s.latitude, lng: c.lng + s.longitude, n: c.n + 1 });
    }
  }
  const names = new Map(rows.map((s) => [s.id, s.name]));
  const others = (ids: number[] | undefined, id: number) =>
    (ids ?? [])
      .filter((other) => other !== id)
      .slice(0, 3)
      .map((other) => names.get(other))
      .join(", ");

  // Each place's holidays that no decision covers, from the places each holiday reaches.
  const undecidedByPlace = new Map<string, string[]>();
  for (const h of holidays) {
    const label = `${h.name} (${h.date.split("-").reverse().join("/")})`;
    for (const c of h.cities) {
      const place = { uf: c.uf, city: foldPlaceName(c.city) };
      if (decisionFor(h, place, h.decisions)) continue;
      const key = `${place.uf}/${place.city}`;
      const list = undecidedByPlace.get(key);
      if (list) list.push(label);
      else undecidedByPlace.set(key, [label]);
    }
  }
  const undecidedAt = (state: string, city: string) =>
    undecidedByPlace.get(`${stateCode(state)}/${foldPlaceName(city)}`) ?? [];

  const textMemo = new Map<string, string | null>();
  const staleBefore = now.getTime() - STALE_DAYS * 24 * 60 * 60 * 1000;
  const report: StoreQuality[] = [];
  const tally = Object.fromEntries(Object.keys(QUALITY_KINDS).map((k) => [k, 0])) as Record<
    QualityKind,
    number
  >;
  let total = 0;
  for (const s of rows) {
    const found: QualityFinding[] = [];
    const finding = (kind: QualityKind, detail: string) => found.push({ kind, detail });

    if (!counts.facades.has(s.id)) finding("no_facade", "Nenhuma foto da fachada");
    if (!counts.interiors.has(s.id)) finding("no_photo", "Nenhuma foto do interior");
    if (!counts.banners.has(s.id)) finding("no_banner", "Nenhum banner no ar ou agendado");
    if (!counts.sections.has(s.id)) finding("no_sections", "Nenhuma seção de texto ativa");

    const text = s.hoursText.trim();
    const grid = s.weeklyHours?.week.length ? weekKey(hoursFromWeekly(s.weeklyHours).week) : null;
    const fromText = text ? textWeek(textMemo, text) : null;
    if (!text && !grid) finding("no_hours", "Nem grade semanal nem texto");
    else if (text && !grid && !fromText) finding("unparsed_hours", `“${text.slice(0, 60)}”`);
    else if (grid && fromText && grid !== fromText)
      finding("hours_mismatch", `O texto diz “${text.slice(0, 60)}”`);

    const whatsapp = s.whatsapp?.trim() ?? "";
    if (!whatsapp) finding("no_contact", "Nenhum número para contato");
    else if (!isValidWhatsapp(whatsapp)) finding("invalid_phone", whatsapp);

    if (s.latitude !== null && s.longitude !== null) {
      const point = { latitude: s.latitude, longitude: s.longitude };
      const seat = municipalityOf(s.state, s.city);
      const city = cityPoints.get(`${fold(s.state)}/${fold(s.city)}`);
      const reference =
        seat ??
        (city && city.n > 2
          ? {
              latitude: (city.lat - s.latitude) / (city.n - 1),
              longitude: (city.lng - s.longitude) / (city.n - 1),
            }
          : null);
      const km = reference ? haversineKm(point, reference) : 0;
      if (km > FAR_FROM_MUNICIPALITY_KM)
        finding("far_coordinates", `${Math.round(km)} km de ${seat ? seat.name : s.city}`);
    }

    const cepState = stateOfCep(s.postalCode);
    const ownState = stateCode(s.state);
    if (ownState && cepState !== ownState)
      finding(
        "cep_state",
        `${s.postalCode} ${cepState ? `é de ${cepState}` : "não é de nenhum estado"}`,
      );

    const address = groups.address.get(
      `${fold(s.street)}|${fold(s.number)}|${fold(s.city)}|${fold(s.state)}`,
    );
    if (address && address.length > 1) finding("duplicate_address", others(address, s.id));
    const phone = normalizeWhatsapp(s.whatsapp);
    const samePhone = phone ? groups.phone.get(phone) : undefined;
    if (samePhone && samePhone.length > 1) finding("duplicate_phone", others(samePhone, s.id));
    if (s.latitude !== null && s.longitude !== null) {
      const samePoint = groups.point.get(`${s.latitude.toFixed(5)},${s.longitude.toFixed(5)}`);
      if (samePoint && samePoint.length > 1)
        finding("duplicate_coordinates", others(samePoint, s.id));
    }

    const undecided = undecidedAt(s.state, s.city);
    if (undecided.length) finding("holiday_undecided", undecided.join(", "));

    if (new Date(s.updatedAt).getTime() < staleBefore)
      finding(
        "stale",
        `Última alteração em ${new Date(s.updatedAt).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" })}`,
      );

    for (const f of found) tally[f.kind] += 1;
    total += found.length;
    report.push({
      id: s.id,
      name: s.name,
      city: s.city,
      state: s.state,
      score: qualityScore(found),
      findings: found.map((f) => ({ ...f, path: qualityFixPath(s.id, f.kind) })),
    });
  }
  const score = report.length
    ? Math.round(report.reduce((sum, s) => sum + s.score, 0) / report.length)
    : 100;
  return { at: now.toISOString(), stores: report, score, counts: tally, total };
}

const KEEP_MS = 60_000;
let cached: { db: Database; at: number; value: Promise<QualityReport> } | null = null;

onContentChange(() => {
  cached = null;
}, PUBLIC_CONTENT);

/** The report, made again after any staff change or once a minute has passed. */
export async function qualityReport(db: Database): Promise<QualityReport> {
  if (cached && cached.db === db && Date.now() - cached.at < KEEP_MS) return cached.value;
  const value = buildQualityReport(db);
  cached = { db, at: Date.now(), value };
  value.catch(() => {
    if (cached?.value === value) cached = null;
  });
  return value;
}
