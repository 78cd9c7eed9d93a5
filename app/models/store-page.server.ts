/**
 * Public store landing page (/{slug}): the queries and the page's view model, SEO and JSON-LD.
 * Everything returned is plain, serialisable data: rich text is served as stored, which is
 * sanitised HTML (app/server/rich-text-content.server.ts).
 */
import { and, asc, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import {
  media,
  specialties,
  specialtyIcons,
  storeBanners,
  storeImages,
  storeSections,
  storeSlugHistory,
  stores,
  testimonials,
  type MediaVariant,
  type SpecialtyIcon,
  type Store,
  type StoreSection,
  type StoreSectionKey,
} from "#db/schema";
import { mediaColumns, phoneMedia, phoneMediaColumns } from "./media-columns.server";
import { stateByCode, stateByName, stateCode } from "~/domain/brazilian-states";
import { directionsUrl, safeHttpUrl } from "~/domain/directions";
import { srcSetOf } from "~/domain/responsive-image";
import { storeBannerIsShown, storePhotoIsShown } from "./publish-window.server";
import { EARTH_RADIUS_KM, isValidCoordinate, toCoordinate } from "~/domain/geo";
import {
  abbreviateHours,
  formatClock,
  hoursForStore,
  resolveTimeZone,
  toOpeningHoursSpecification,
  type ParsedHours,
  type SpecialDay,
} from "~/domain/hours";
import { builtOnce } from "~/domain/built-once";
import { openStatusView, type OpenStatusView } from "~/domain/open-status-view";
import { withHolidays } from "~/domain/holidays";
import { formatPhoneDisplay } from "~/domain/phone-number";
import {
  normalizeWhatsapp,
  telUrl,
  storeCardMessage,
  storeHeroMessage,
  storePageMessage,
  whatsappUrl,
} from "~/domain/phone";
import { clampDescription, type Crumb, type JsonLd } from "~/domain/seo";
import { breadcrumbJsonLd, storePageJsonLd } from "~/domain/structured-data";
import type { SanitizedHtml } from "~/domain/sanitized-html";
import { isReservedSlug, slugify } from "~/domain/slug";
import { preparedPerDatabase } from "~/server/prepared-query.server";
import { closureNotice, closureOpeningHoursSpecification } from "~/domain/temporary-closure";
import { addDays, localIsoDate } from "~/domain/zoned-date";
import {
  directoryCityPath,
  directoryStatePath,
  type ClosedStorePage,
} from "~/domain/store-directory";
import type { PublicSiteSettings } from "~/models/site-settings.server";
import type { Database } from "~/server/db.server";
import { htmlToPlainText, safeHtml } from "~/server/sanitize.server";

/** What a stored slug may look like (admin slug rule); anything else is not looked up at all. */
const SLUG_SHAPE = /^[a-z0-9_-]{1,160}$/;
const STORE_ID_SHAPE = /^[1-9]\d{0,9}$/;

/** The newest six approved testimonials. */
export const TESTIMONIALS_LIMIT = 6;

export const DEFAULT_EXPERTISE_TITLE = "Nossa Expertise em Beleza";
export const DEFAULT_CTA_TITLE = "Pronta para uma experiência única?";

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const activeStoreBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, sql.placeholder("slug")), eq(stores.active, true)))
    .limit(1)
    .prepare("store_page_store"),
);

/** The active store with this exact slug; reserved words and malformed slugs never match. */
export async function findActiveStoreBySlug(db: Database, slug: string): Promise<Store | null> {
  if (!SLUG_SHAPE.test(slug) || isReservedSlug(slug)) return null;
  const [row] = await activeStoreBySlug(db).execute({ slug });
  return row ?? null;
}

/**
 * The store an address names, active or not: its current slug or any slug it had before (case,
 * accents and spaces do not matter: '/Basiquinha Jardim Goiás' names /basiquinha-jardim-goias),
 * or, for the old /loja/{id} addresses, its id. Null when nothing matches.
 */
export async function findStoreByAddress(db: Database, slugOrId: string): Promise<Store | null> {
  const value = slugOrId.trim();
  if (STORE_ID_SHAPE.test(value)) {
    const [row] = await db
      .select()
      .from(stores)
      .where(eq(stores.id, Number(value)))
      .limit(1);
    if (row) return row;
  }
  const slug = slugify(value);
  if (!SLUG_SHAPE.test(slug) || isReservedSlug(slug)) return null;
  const [current] = await db.select().from(stores).where(eq(stores.slug, slug)).limit(1);
  if (current) return current;
  const [old] = await db
    .select(getTableColumns(stores))
    .from(storeSlugHistory)
    .innerJoin(stores, eq(stores.id, storeSlugHistory.storeId))
    .where(eq(storeSlugHistory.slug, slug))
    .limit(1);
  return old ?? null;
}

// ---------------------------------------------------------------------------------------------
// A store that closed: the 410 page
// ---------------------------------------------------------------------------------------------

export const NEARBY_CLOSED_STORE_LIMIT = 4;

/**
 * What the page of a store that no longer operates shows: the nearest active stores (by distance
 * when the closed store has coordinates, else the same city first, then the same state).
 */
export async function buildClosedStorePage(db: Database, store: Store): Promise<ClosedStorePage> {
  const hasPoint = isValidCoordinate(store.latitude, store.longitude);
  const lat = toCoordinate(store.latitude) ?? 0;
  const lng = toCoordinate(store.longitude) ?? 0;
  // Equirectangular distance: exact enough to rank stores a few hundred kilometres apart.
  const distance = sql<number>`(${EARTH_RADIUS_KM} * sqrt(power(radians(${stores.latitude} - ${lat}), 2) + power(radians(${stores.longitude} - ${lng}) * cos(radians(${lat})), 2)))`;
  const columns = {
    name: stores.name,
    slug: stores.slug,
    neighborhood: stores.neighborhood,
    city: stores.city,
    state: stores.state,
    whatsapp: stores.whatsapp,
  };
  const others = and(eq(stores.active, true), ne(stores.id, store.id));
  const rows = hasPoint
    ? await db
        .select({ ...columns, distanceKm: distance })
        .from(stores)
        .where(and(others, sql`${stores.latitude} is not null and ${stores.longitude} is not null`))
        .orderBy(distance, asc(stores.name))
        .limit(NEARBY_CLOSED_STORE_LIMIT)
    : await db
        .select({ ...columns, distanceKm: sql<number | null>`null` })
        .from(stores)
        .where(others)
        .orderBy(
          sql`(app_unaccent(lower(${stores.city})) = app_unaccent(lower(${store.city}))) desc`,
          sql`(app_unaccent(lower(${stores.state})) = app_unaccent(lower(${store.state}))) desc`,
          asc(stores.name),
        )
        .limit(NEARBY_CLOSED_STORE_LIMIT);
  return {
    kind: "store-closed",
    name: store.name,
    city: store.city,
    state: store.state,
    stateCode: stateCode(store.state),
    cityPath: directoryCityPath(store.state, store.city),
    nearby: rows.map((row) => {
      const phone = normalizeWhatsapp(row.whatsapp);
      return {
        name: row.name,
        path: storePath(row.slug),
        neighborhood: row.neighborhood,
        city: row.city,
        stateCode: stateCode(row.state),
        distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
        whatsappUrl: phone ? whatsappUrl(phone, storeCardMessage(row.name)) : null,
      };
    }),
  };
}

type ImageRow = {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
  variants: MediaVariant[] | null;
};

/** A store banner's optional phone image, read beside the desktop one. */
type PhoneImageRow = {
  phoneUrl: string | null;
  phoneWidth: number | null;
  phoneHeight: number | null;
  phoneVariants: MediaVariant[] | null;
};

export type StoreContentRows = {
  banners: (ImageRow & PhoneImageRow)[];
  images: (ImageRow & { kind: "facade" | "interior" })[];
  sections: StoreSection[];
  specialties: { id: number; title: string; description: string; icon: string }[];
  testimonials: {
    id: number;
    customerName: string;
    text: string;
    rating: number;
    city: string | null;
    createdAt: Date;
  }[];
};

type Warn = (error: unknown, what: string) => void;

/** A failing secondary query leaves its part of the page empty, never the page. */
async function orEmpty<T>(query: Promise<T[]>, what: string, warn?: Warn): Promise<T[]> {
  try {
    return await query;
  } catch (error) {
    warn?.(error, what);
    return [];
  }
}

const storeIdParam = sql.placeholder("storeId");

// The page's queries, prepared once per database (see preparedPerDatabase).
const storePageQueries = preparedPerDatabase((db) => ({
  banners: db
    .select({
      url: storeBanners.url,
      altText: storeBanners.altText,
      ...mediaColumns,
      phoneUrl: storeBanners.phoneUrl,
      ...phoneMediaColumns,
    })
    .from(storeBanners)
    .leftJoin(media, eq(media.id, storeBanners.mediaId))
    .leftJoin(phoneMedia, eq(phoneMedia.id, storeBanners.phoneMediaId))
    .where(and(eq(storeBanners.storeId, storeIdParam), storeBannerIsShown()))
    .orderBy(asc(storeBanners.position), asc(storeBanners.createdAt), asc(storeBanners.id))
    .prepare("store_page_banners"),
  images: db
    .select({
      url: storeImages.url,
      altText: storeImages.altText,
      kind: storeImages.kind,
      ...mediaColumns,
    })
    .from(storeImages)
    .leftJoin(media, eq(media.id, storeImages.mediaId))
    .where(
      and(
        eq(storeImages.storeId, storeIdParam),
        storePhotoIsShown(sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    .orderBy(asc(storeImages.position), asc(storeImages.id))
    .prepare("store_page_images"),
  sections: db
    .select(getTableColumns(storeSections))
    .from(storeSections)
    .where(and(eq(storeSections.storeId, storeIdParam), eq(storeSections.active, true)))
    .orderBy(asc(storeSections.position), asc(storeSections.id))
    .prepare("store_page_sections"),
  specialties: db
    .select({
      id: specialties.id,
      title: specialties.title,
      description: specialties.description,
      icon: specialties.icon,
    })
    .from(specialties)
    .where(eq(specialties.active, true))
    .orderBy(asc(specialties.position), asc(specialties.id))
    .prepare("store_page_specialties"),
  testimonials: db
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      text: testimonials.text,
      rating: testimonials.rating,
      city: testimonials.city,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(and(eq(testimonials.storeId, storeIdParam), eq(testimonials.approved, true)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIALS_LIMIT)
    .prepare("store_page_testimonials"),
}));

/** Everything shown on a store's page besides the store row, read in parallel. */
export async function loadStoreContent(
  db: Database,
  storeId: number,
  /** The page's clock: photos shown from a later moment are left out. */
  now: Date,
  warn?: Warn,
): Promise<StoreContentRows> {
  const queries = storePageQueries(db);
  const values = { storeId };
  const [bannerRows, imageRows, sectionRows, specialtyRows, testimonialRows] = await Promise.all([
    orEmpty(queries.banners.execute(values), "store banners", warn),
    orEmpty(queries.images.execute({ ...values, now: now.toISOString() }), "store images", warn),
    orEmpty(queries.sections.execute(values), "store sections", warn),
    orEmpty(queries.specialties.execute(), "specialties", warn),
    orEmpty(queries.testimonials.execute(values), "testimonials", warn),
  ]);
  return {
    banners: bannerRows,
    images: imageRows,
    sections: sectionRows,
    specialties: specialtyRows,
    testimonials: testimonialRows,
  };
}

// ---------------------------------------------------------------------------------------------
// View model
// ---------------------------------------------------------------------------------------------

export type PageImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  /** A banner's image for phone screens, when staff gave one. */
  phone?: { src: string; width: number; height: number; srcSet?: string };
};

export type RichBlock = { title: string; html: SanitizedHtml };

export type StorePageView = {
  id: number;
  name: string;
  slug: string;
  city: string;
  neighborhood: string;
  /** 'Goiás' as stored, and its code 'GO' when known. */
  state: string;
  stateCode: string | null;
  /** 'Avenida T-4, 1478 - Qd. 150, Lt. 12', 'Setor Bueno, Goiânia - GO', 'CEP 74230-030'. */
  addressLines: string[];
  reference: string | null;
  email: string | null;
  phoneDisplay: string | null;
  /** 'tel:+5562...' for the store's number (landline or WhatsApp), so a visitor can call. */
  telUrl: string | null;
  instagramUrl: string | null;
  directionsUrl: string | null;
  whatsapp: {
    /** Side card: the spec's store page message. */
    page: string;
    /** Hero, expertise and main call to action: names the store and city. */
    hero: string;
  } | null;
  hero: { description: string; banners: PageImage[] };
  about: {
    title: string;
    html: SanitizedHtml;
    facade: PageImage | null;
    interiors: PageImage[];
    historyHtml: SanitizedHtml | null;
    /** '15 de março de 2014' */
    openedOn: string | null;
  };
  hours: {
    /** The engine's reading, evaluated again in the browser once `status` no longer holds. */
    parsed: ParsedHours;
    timeZone: string;
    /** Open or closed at the render instant, and until when that holds. */
    status: OpenStatusView;
    /** 'Seg. à Sex.: 9h às 19h' per line, or the text as written when it does not parse. */
    lines: string[];
    /** Holidays and one-off changes of the next weeks: 'Natal (25/12): fechado'. */
    upcoming: string[];
    /** 'Fechada temporariamente de … até …' (or '… até …' while it holds); null without one. */
    closure: string | null;
  };
  differentials: RichBlock[];
  expertise: {
    title: string;
    html: SanitizedHtml;
    specialties: { id: number; title: string; description: string; icon: SpecialtyIcon }[];
  };
  location: RichBlock | null;
  testimonials: {
    id: number;
    name: string;
    text: string;
    rating: number;
    city: string | null;
    /** 'novembro de 2026', worked out here: the browser builds no date formatter for it. */
    dateLabel: string;
  }[];
  cta: { title: string; html: SanitizedHtml };
};

const UPCOMING_DAYS = 30;

const testimonialDate = builtOnce(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      month: "long",
      year: "numeric",
      timeZone: "America/Sao_Paulo",
    }),
);

const FALLBACK_SIZES = {
  banner: { width: 1600, height: 600 },
  photo: { width: 800, height: 600 },
};

function toPageImage(row: ImageRow, fallbackAlt: string, kind: keyof typeof FALLBACK_SIZES) {
  const size =
    row.width && row.height ? { width: row.width, height: row.height } : FALLBACK_SIZES[kind];
  const variants = (row.variants ?? []).filter((v) => v.url && v.width > 0);
  const image: PageImage = { src: row.url, alt: row.altText?.trim() || fallbackAlt, ...size };
  if (variants.length > 0) {
    image.srcSet = [...variants, { url: row.url, width: size.width }]
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  }
  return image;
}

/** Phones get a banner's phone image, at its own proportion (square when its size is unknown). */
function withPhoneImage(image: PageImage, row: PhoneImageRow): PageImage {
  if (!row.phoneUrl) return image;
  const known = row.phoneWidth && row.phoneHeight;
  const width = known ? row.phoneWidth! : 800;
  const height = known ? row.phoneHeight! : 800;
  const srcSet = srcSetOf(row.phoneUrl, width, row.phoneVariants);
  return { ...image, phone: { src: row.phoneUrl, width, height, ...(srcSet ? { srcSet } : {}) } };
}

function sectionsByKey(sections: StoreSection[]): Map<StoreSectionKey, StoreSection[]> {
  const map = new Map<StoreSectionKey, StoreSection[]>();
  for (const section of sections) {
    const list = map.get(section.section) ?? [];
    list.push(section);
    map.set(section.section, list);
  }
  return map;
}

const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2014-03-15' -> '15 de março de 2014'; null for anything that is not a calendar date. */
export function formatOpenedOn(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(date.getTime()) ? longDate.format(date) : null;
}

function upcomingSpecials(hours: ParsedHours, now: Date, timeZone: string): string[] {
  const today = localIsoDate(now, timeZone);
  const until = addDays(today, UPCOMING_DAYS);
  return hours.special
    .filter((s) => s.date >= today && s.date <= until)
    .map((s) => {
      const [, month, day] = s.date.split("-");
      const when = `${s.holiday ? "Feriado: " : ""}${s.label ? `${s.label} ` : ""}(${day}/${month})`;
      const what =
        s.closed || s.spans.length === 0
          ? "fechado"
          : s.spans
              .map((span) => `${formatClock(span.open)} às ${formatClock(span.close)}`)
              .join(" e ");
      return `${when}: ${what}`;
    });
}

function streetLine(store: Store): string {
  const street = [store.street, store.number]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ");
  return store.complement?.trim() ? `${street} - ${store.complement.trim()}` : street;
}

/** The page's plain data, built from the store and its content rows. */
/**
 * The hours every part of the page shows: the store's week (or its text) with the network's
 * holiday decisions, the store's own special dates winning over them.
 */
export function storePageHours(store: Store, holidayDays: readonly SpecialDay[] = []): ParsedHours {
  return withHolidays(hoursForStore(store), holidayDays);
}

/** Structured data carries the special openings of the next 60 days. */
export const JSON_LD_SPECIAL_DAYS = 60;

export function buildStorePageView(
  store: Store,
  content: StoreContentRows,
  now: Date,
  holidayDays: readonly SpecialDay[] = [],
): StorePageView {
  const sections = sectionsByKey(content.sections);
  const first = (key: StoreSectionKey) => sections.get(key)?.[0];
  const uf = stateCode(store.state);
  const timeZone = resolveTimeZone(store.timezone);
  const parsed = storePageHours(store, holidayDays);
  const abbreviated = abbreviateHours(parsed);
  const hoursLines = abbreviated
    ? abbreviated.split(" | ")
    : [store.hoursText.trim()].filter(Boolean);
  const whatsappNumber = normalizeWhatsapp(store.whatsapp);

  const heroSection = first("hero_description");
  const heroText = htmlToPlainText(heroSection?.bodyHtml);
  const place = `bairro ${store.neighborhood}, em ${store.city}`;

  const about = first("sobre_loja");
  const aboutHtml = about?.bodyHtml ?? "";
  const facadeRow = content.images.find((img) => img.kind === "facade");
  const interiorRows = content.images.filter((img) => img.kind === "interior");

  const expertise = first("expertise");
  const expertiseHtml = expertise?.bodyHtml ?? "";
  const location = first("localizacao_estrategica");
  const locationHtml = location?.bodyHtml ?? "";
  const cta = first("cta_principal");
  const ctaHtml = cta?.bodyHtml ?? "";

  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    city: store.city,
    neighborhood: store.neighborhood,
    state: store.state,
    stateCode: uf,
    addressLines: [
      streetLine(store),
      `${store.neighborhood}, ${store.city} - ${uf ?? store.state}`,
      store.postalCode?.trim() ? `CEP ${store.postalCode.trim()}` : "",
    ].filter(Boolean),
    reference: store.reference?.trim() || null,
    email: store.email?.trim() || null,
    phoneDisplay: whatsappNumber ? formatPhoneDisplay(store.whatsapp) : null,
    telUrl: telUrl(store.whatsapp),
    instagramUrl: safeHttpUrl(store.instagramUrl),
    directionsUrl: directionsUrl(store),
    whatsapp: whatsappNumber
      ? {
          page: whatsappUrl(whatsappNumber, storePageMessage(store.name)) ?? "",
          hero: whatsappUrl(whatsappNumber, storeHeroMessage(store.name, store.city)) ?? "",
        }
      : null,
    hero: {
      description:
        heroText ||
        `Maquiagem, skincare, cabelos e perfumaria com atendimento especializado no ${place}.`,
      banners: content.banners.map((b, i) =>
        withPhoneImage(toPageImage(b, `Banner ${i + 1} da ${store.name}`, "banner"), b),
      ),
    },
    about: {
      title: about?.title?.trim() || `Sobre a ${store.name}`,
      html:
        aboutHtml ||
        safeHtml`<p>A ${store.name} fica no ${place} e reúne maquiagem, skincare, cabelos e perfumaria das melhores marcas, com uma equipe pronta para ajudar você a escolher.</p>`,
      facade: facadeRow ? toPageImage(facadeRow, `Fachada da ${store.name}`, "photo") : null,
      interiors: interiorRows.map((img, i) =>
        toPageImage(img, `Interior da ${store.name}, foto ${i + 1}`, "photo"),
      ),
      historyHtml: store.historyHtml || null,
      openedOn: formatOpenedOn(store.openedOn),
    },
    hours: {
      parsed,
      timeZone,
      status: openStatusView(parsed, now, timeZone),
      lines: hoursLines,
      upcoming: upcomingSpecials(parsed, now, timeZone),
      closure: closureNotice(parsed, now, timeZone),
    },
    differentials: (sections.get("diferenciais") ?? [])
      .map((s) => ({ title: s.title?.trim() ?? "", html: s.bodyHtml }))
      .filter((d) => d.title || d.html),
    expertise: {
      title: expertise?.title?.trim() || DEFAULT_EXPERTISE_TITLE,
      html:
        expertiseHtml ||
        safeHtml`<p>Na ${store.name}, nossa equipe é especialista em beleza e está pronta para indicar os produtos certos para a sua pele, o seu cabelo e o seu estilo, com atendimento próximo e sem pressa.</p>`,
      specialties: content.specialties.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        icon: (specialtyIcons as readonly string[]).includes(s.icon)
          ? (s.icon as SpecialtyIcon)
          : "Sparkles",
      })),
    },
    location: locationHtml
      ? { title: location?.title?.trim() || "Localização Estratégica", html: locationHtml }
      : null,
    testimonials: content.testimonials.map((t) => ({
      id: t.id,
      name: t.customerName,
      text: t.text,
      rating: Math.min(5, Math.max(1, Math.round(t.rating))),
      city: t.city?.trim() || null,
      dateLabel: testimonialDate().format(t.createdAt),
    })),
    cta: {
      title: cta?.title?.trim() || DEFAULT_CTA_TITLE,
      html:
        ctaHtml ||
        safeHtml`<p>Venha nos visitar no ${place} ou fale com a gente: separamos seus produtos e tiramos todas as suas dúvidas.</p>`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SEO
// ---------------------------------------------------------------------------------------------

export function storePath(slug: string): string {
  return `/${slug}`;
}

/** The page title: '{store} | Cosméticos e Beleza em {city}'. */
export function storeTitle(store: Pick<Store, "name" | "city">): string {
  return `${store.name} | Cosméticos e Beleza em ${store.city}`;
}

/** The store's meta_description section, else a default built from city, neighbourhood and state. */
export function storeDescription(store: Store, sections: StoreSection[]): string {
  const own = htmlToPlainText(sections.find((s) => s.section === "meta_description")?.bodyHtml);
  if (own) return clampDescription(own);
  const uf = stateCode(store.state) ?? store.state;
  return clampDescription(
    `Visite a ${store.name} no bairro ${store.neighborhood}, em ${store.city} - ${uf}: maquiagem, skincare, cabelos e perfumaria. Veja endereço, horário de funcionamento e fale pelo WhatsApp.`,
  );
}

/** The store's palavras_chave section, else defaults built from city, neighbourhood and state. */
export function storeKeywords(store: Store, sections: StoreSection[], brandName: string): string {
  const own = htmlToPlainText(sections.find((s) => s.section === "palavras_chave")?.bodyHtml);
  if (own) return own;
  return [
    `loja de cosméticos ${store.city}`,
    `maquiagem ${store.neighborhood}`,
    `skincare ${store.city}`,
    `perfumaria ${store.city}`,
    `cosméticos ${store.state}`,
    brandName,
  ].join(", ");
}

/** The Open Graph image: the facade photo, else the first photo, else the first banner. */
export function storeCoverImage(content: StoreContentRows): string | null {
  const facade = content.images.find((img) => img.kind === "facade");
  return facade?.url ?? content.images[0]?.url ?? content.banners[0]?.url ?? null;
}

/** The page's schema.org Store node (app/domain/structured-data.ts) with its hours. */
export function storeJsonLd(input: {
  origin: string;
  store: Store;
  content: StoreContentRows;
  description: string;
  settings: PublicSiteSettings;
  /** The network's holiday days of this store (see storePageHours). */
  holidayDays?: readonly SpecialDay[];
  /** Special openings are listed from this day for JSON_LD_SPECIAL_DAYS days. */
  now?: Date;
}): JsonLd {
  const { origin, store, content, description, settings } = input;
  const hours = storePageHours(store, input.holidayDays);
  const timeZone = resolveTimeZone(store.timezone);
  const now = input.now ?? new Date();
  const firstDay = localIsoDate(now, timeZone);
  const lastDay = addDays(firstDay, JSON_LD_SPECIAL_DAYS);
  // Holidays and one-off dates of the next 60 days, each valid on its own date only.
  const special = [
    ...closureOpeningHoursSpecification(hours.closures, timeZone, now),
    ...toOpeningHoursSpecification(
      {
        alwaysOpen: false,
        week: [[], [], [], [], [], [], []],
        special: hours.special.filter((s) => s.date >= firstDay && s.date <= lastDay),
      },
      null,
    ),
  ];
  return storePageJsonLd(origin, settings, {
    ...store,
    path: storePath(store.slug),
    description,
    images: [
      ...content.images.filter((i) => i.kind === "facade"),
      ...content.images.filter((i) => i.kind !== "facade"),
      ...content.banners,
    ].map((img) => img.url),
    mapUrl: directionsUrl(store),
    openingHours: toOpeningHoursSpecification({ ...hours, special: [] }),
    specialOpeningHours: special,
  });
}

/** The store's state and city directory pages, when its state is a Brazilian one. */
export function storePlaceCrumbs(store: Pick<Store, "state" | "city">): Crumb[] {
  const statePath = directoryStatePath(store.state);
  const cityPath = directoryCityPath(store.state, store.city);
  const state = stateByName(store.state) ?? stateByCode(store.state);
  if (!statePath || !cityPath || !state) return [];
  return [
    { name: state.name, path: statePath },
    { name: store.city.trim(), path: cityPath },
  ];
}

export function storeBreadcrumbJsonLd(
  origin: string,
  store: Pick<Store, "name" | "slug" | "state" | "city">,
) {
  return breadcrumbJsonLd(origin, [
    { name: "Início", path: "/" },
    { name: "Nossas Lojas", path: "/nossas-lojas" },
    ...storePlaceCrumbs(store),
    { name: store.name, path: storePath(store.slug) },
  ]);
}
