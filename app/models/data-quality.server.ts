/**
 * "Qualidade dos dados": what is missing or wrong in the active stores' data, for the whole
 * network at once (ADR 0027). One query reads every active store with what PostgreSQL answers
 * set-based (photos, banner, text sections, stores sharing an address or a point, the city's
 * coordinates); the checks that need the app's parsers (hours, WhatsApp, CEP, municipalities)
 * run in memory once per distinct value, with the next 30 days' undecided holidays. 10,000
 * stores take a few hundred milliseconds (`npm run bench -- --only quality`). The report is
 * kept in a `dataCache` until a change to what it reads or for a minute, so the Painel's count
 * costs nothing.
 */
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { storeBanners, storeImages, storeSections, stores, type WeeklyHours } from "#db/schema";
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
import { normalizeWhatsapp } from "~/domain/phone";
import { isValidWhatsapp } from "~/domain/phone-number";
import { LRUCache } from "lru-cache";
import { dataCache } from "~/server/cache.server";
import type { Database } from "~/server/db.server";
import { allMunicipalities, type Municipality } from "~/server/places.server";
import { holidayPlaceCounts, undecidedHolidays } from "./holidays.server";

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

/**
 * What a store's report reads, in one query: every active store, and whether it has a facade,
 * an interior photo, a banner on or to come and an active text section, which PostgreSQL
 * answers set-based (one pass over each table, grouped and hash-joined to the stores).
 */
function storeRows(db: Database, now: Date) {
  const media = db
    .select({
      storeId: storeImages.storeId,
      facade: sql<boolean>`bool_or(${storeImages.kind} = 'facade')`.as("facade"),
      interior: sql<boolean>`bool_or(${storeImages.kind} <> 'facade')`.as("interior"),
    })
    .from(storeImages)
    .groupBy(storeImages.storeId)
    .as("media");
  const banners = db
    .selectDistinct({ storeId: storeBanners.storeId })
    .from(storeBanners)
    .where(or(isNull(storeBanners.endsAt), gt(storeBanners.endsAt, now)))
    .as("banners");
  const sections = db
    .selectDistinct({ storeId: storeSections.storeId })
    .from(storeSections)
    .where(and(eq(storeSections.active, true), sql`length(trim(${storeSections.bodyHtml})) > 0`))
    .as("sections");
  return db
    .select({
      id: stores.id,
      name: stores.name,
      street: stores.street,
      number: stores.number,
      city: stores.city,
      state: stores.state,
      postalCode: stores.postalCode,
      whatsapp: stores.whatsapp,
      hoursText: stores.hoursText,
      // The grid as its JSON text: a network repeats a few grids, each is read once a report.
      week: sql<string | null>`(${stores.weeklyHours} -> 'week')::text`,
      latitude: stores.latitude,
      longitude: stores.longitude,
      updatedAt: stores.updatedAt,
      facade: sql<boolean>`coalesce(${media.facade}, false)`,
      interior: sql<boolean>`coalesce(${media.interior}, false)`,
      banner: sql<boolean>`${banners.storeId} is not null`,
      section: sql<boolean>`${sections.storeId} is not null`,
    })
    .from(stores)
    .leftJoin(media, eq(media.storeId, stores.id))
    .leftJoin(banners, eq(banners.storeId, stores.id))
    .leftJoin(sections, eq(sections.storeId, stores.id))
    .where(eq(stores.active, true))
    .orderBy(stores.name, stores.id);
}

/**
 * A pure function's answers kept across reports: the same WhatsApp, hours text, grid or place
 * name gives the same answer until the code changes, so a report rebuilt after a staff change
 * only works out the values that are new. Bounded, least recently used first out.
 */
function remembered<T>(max: number, make: (key: string) => T): (key: string) => T {
  const values = new LRUCache<string, { value: T }>({ max });
  return (key) => {
    let entry = values.get(key);
    if (!entry) {
      entry = { value: make(key) };
      values.set(key, entry);
    }
    return entry.value;
  };
}

/** Room for every distinct value of a network of 10,000 stores and then some. */
const REMEMBERED = 50_000;

const folded = remembered(REMEMBERED, (text) => foldPlaceName(text));
const fold = (text: string | null) => folded(text ?? "");
const validPhone = remembered(REMEMBERED, (phone) => isValidWhatsapp(phone));
const ownState = remembered(1_000, (state) => stateCode(state) ?? null);
/** The week a free text gives, as a comparable key; null when the parser finds no hours. */
const textWeek = remembered(REMEMBERED, (text) => {
  const week = parseHours(text).week;
  return week.some((spans) => spans.length > 0) ? weekKey(week) : null;
});
/** The week a stored grid gives (its JSON text), as the same key; null for an empty grid. */
const gridWeek = remembered(1_000, (json) => {
  const week = JSON.parse(json) as WeeklyHours["week"] | null;
  return week?.length ? weekKey(hoursFromWeekly({ week, special: [] }).week) : null;
});
const dayFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

/** Each distinct place once per report (its holidays depend on the day and the decisions). */
function memo<T>(make: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined && !values.has(key)) {
      value = make(key);
      values.set(key, value);
    }
    return value as T;
  };
}

/** Every active store's findings, its score and the network's. */
export async function buildQualityReport(db: Database, now = new Date()): Promise<QualityReport> {
  const rows = await storeRows(db, now);
  // The holidays of the places of the stores just read (no second pass over the stores).
  const places = new Map<string, { state: string; city: string; n: number }>();
  for (const s of rows) {
    const place = places.get(`${s.state}\u0000${s.city}`);
    if (place) place.n += 1;
    else places.set(`${s.state}\u0000${s.city}`, { state: s.state, city: s.city, n: 1 });
  }
  const holidays = await undecidedHolidays(db, now, 30, holidayPlaceCounts(places.values()));

  // Stores sharing an address, a WhatsApp or a point (each store keeps its groups' lists);
  // the city's stores, for a city the municipality data does not know.
  const groups = new Map<string, number[]>();
  const group = (key: string | null, index: number): number[] | null => {
    if (key === null) return null;
    let list = groups.get(key);
    if (list) list.push(index);
    else groups.set(key, (list = [index]));
    return list;
  };
  const cityPoints = new Map<string, { lat: number; lng: number; n: number }>();
  const keys = rows.map((s, index) => {
    const city = `${fold(s.state)}/${fold(s.city)}`;
    const located = s.latitude !== null && s.longitude !== null;
    if (located) {
      const c = cityPoints.get(city);
      if (c) {
        c.lat += s.latitude!;
        c.lng += s.longitude!;
        c.n += 1;
      } else cityPoints.set(city, { lat: s.latitude!, lng: s.longitude!, n: 1 });
    }
    const phone = normalizeWhatsapp(s.whatsapp);
    return {
      city,
      address: group(`a:${fold(s.street)}|${fold(s.number)}|${city}`, index)!,
      phone: group(phone && `p:${phone}`, index),
      point: group(
        located ? `c:${s.latitude!.toFixed(5)},${s.longitude!.toFixed(5)}` : null,
        index,
      ),
    };
  });
  /** The other stores of a shared group (up to three names), or null when none shares it. */
  const others = (list: number[] | null, index: number) => {
    if (!list || list.length < 2) return null;
    return list
      .filter((other) => other !== index)
      .slice(0, 3)
      .map((other) => rows[other]!.name)
      .join(", ");
  };

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
  const placeOf = memo((key) => {
    const [state = "", city = ""] = key.split("\u0000");
    return {
      seat: municipalityOf(state, city),
      undecided: undecidedByPlace.get(`${ownState(state)}/${fold(city)}`)?.join(", ") ?? "",
    };
  });

  const staleBefore = now.getTime() - STALE_DAYS * 24 * 60 * 60 * 1000;
  const report: StoreQuality[] = [];
  const tally = Object.fromEntries(Object.keys(QUALITY_KINDS).map((k) => [k, 0])) as Record<
    QualityKind,
    number
  >;
  let total = 0;
  rows.forEach((s, index) => {
    const key = keys[index]!;
    const found: QualityFinding[] = [];
    const finding = (kind: QualityKind, detail: string) => found.push({ kind, detail });

    if (!s.facade) finding("no_facade", "Nenhuma foto da fachada");
    if (!s.interior) finding("no_photo", "Nenhuma foto do interior");
    if (!s.banner) finding("no_banner", "Nenhum banner no ar ou agendado");
    if (!s.section) finding("no_sections", "Nenhuma seção de texto ativa");

    const text = s.hoursText.trim();
    const grid = s.week ? gridWeek(s.week) : null;
    const fromText = text ? textWeek(text) : null;
    if (!text && !grid) finding("no_hours", "Nem grade semanal nem texto");
    else if (text && !grid && !fromText) finding("unparsed_hours", `“${text.slice(0, 60)}”`);
    else if (grid && fromText && grid !== fromText)
      finding("hours_mismatch", `O texto diz “${text.slice(0, 60)}”`);

    const whatsapp = s.whatsapp?.trim() ?? "";
    if (!whatsapp) finding("no_contact", "Nenhum número para contato");
    else if (!validPhone(whatsapp)) finding("invalid_phone", whatsapp);

    const place = placeOf(`${s.state}\u0000${s.city}`);
    if (s.latitude !== null && s.longitude !== null) {
      const point = { latitude: s.latitude, longitude: s.longitude };
      const { seat } = place;
      const city = cityPoints.get(key.city);
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
    const state = ownState(s.state);
    if (state && cepState !== state)
      finding(
        "cep_state",
        `${s.postalCode} ${cepState ? `é de ${cepState}` : "não é de nenhum estado"}`,
      );

    const sameAddress = others(key.address, index);
    if (sameAddress !== null) finding("duplicate_address", sameAddress);
    const samePhone = others(key.phone, index);
    if (samePhone !== null) finding("duplicate_phone", samePhone);
    const samePoint = others(key.point, index);
    if (samePoint !== null) finding("duplicate_coordinates", samePoint);

    if (place.undecided) finding("holiday_undecided", place.undecided);

    if (s.updatedAt.getTime() < staleBefore)
      finding("stale", `Última alteração em ${dayFormat.format(s.updatedAt)}`);

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
  });
  const score = report.length
    ? Math.round(report.reduce((sum, s) => sum + s.score, 0) / report.length)
    : 100;
  return { at: now.toISOString(), stores: report, score, counts: tally, total };
}

/**
 * The report as the screens read it: kept until a staff change to what it is read from (on any
 * instance) or for a minute, which bounds how late a time-based finding (a banner that ended,
 * a holiday entering the 30 days, a store turning stale) can appear.
 */
const reportCache = dataCache<QualityReport>({
  dependsOn: ["store", "store_image", "store_banner", "store_section", "holiday_decision"],
  ttlMs: 60_000,
  max: 1,
});

/** The report, made again after a change it depends on or once a minute has passed. */
export function qualityReport(db: Database): Promise<QualityReport> {
  return reportCache.get(db, "network", () => buildQualityReport(db));
}
