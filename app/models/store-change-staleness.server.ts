/**
 * Whether a store change request's field changed since the request saw it: the comparison head
 * office's approval makes (store-change-requests.server.ts), and the one a request's scheduled
 * change makes again at its moment (store-changes.server.ts, ADR 0028).
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  testimonials,
  type ProposedBanner,
  type ProposedSection,
  type Store,
  type StoreFieldChange,
  type StoreSection,
  type Testimonial,
} from "#db/schema";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { BannerLimitError, crowdedWindow, crowdedWindowMessage } from "~/domain/display-window";
import type { Database } from "~/server/db.server";
import { listStoreBanners, listStoreSections } from "./admin-store-content.server";

/** A saved section as a request records it (what it replaces). */
export const sectionSnapshot = (row: StoreSection): ProposedSection => ({
  sectionId: row.id,
  section: row.section,
  title: row.title ?? null,
  bodyHtml: row.bodyHtml,
  active: row.active,
});

/**
 * The saved section a proposed one changes, as the model's saveSection finds it: by its id, or
 * the store's one row of a key other than 'diferenciais'; undefined for a new one.
 */
export function sectionTarget(
  sections: readonly StoreSection[],
  input: { sectionId?: number | null; section: ProposedSection["section"] },
): StoreSection | undefined {
  if (input.sectionId != null) {
    return sections.find((s) => s.id === input.sectionId && s.section === input.section);
  }
  return input.section === "diferenciais"
    ? undefined
    : sections.find((s) => s.section === input.section);
}

/** The store as a request's changes are compared with: its row, page sections and banners. */
export type StoreNow = {
  store: Store;
  sections: readonly StoreSection[];
  banners: readonly { startsAt: Date | null; endsAt: Date | null }[];
  /** The store's testimonials the request names, as they are now (a gone one is absent). */
  testimonials: readonly Testimonial[];
};

/**
 * What isStale needs to judge `changes`: the store, and its sections, banners and the
 * testimonials they name only when a change is of that kind (a value or hours change reads the
 * row alone).
 */
export async function storeNow(
  db: Database,
  store: Store,
  changes: readonly StoreFieldChange[],
): Promise<StoreNow> {
  const ids = changes.flatMap((c) => (c.field === "testimonial" ? [c.old.testimonialId] : []));
  const has = (field: StoreFieldChange["field"]) => changes.some((c) => c.field === field);
  const [sections, banners, named] = await Promise.all([
    has("section") ? listStoreSections(db, store.id) : Promise.resolve([]),
    has("banner") ? listStoreBanners(db, store.id) : Promise.resolve([]),
    ids.length
      ? db
          .select()
          .from(testimonials)
          .where(and(eq(testimonials.storeId, store.id), inArray(testimonials.id, ids)))
      : Promise.resolve([] as Testimonial[]),
  ]);
  return { store, sections, banners, testimonials: named };
}

/** Why a proposed banner cannot be added to these banners now (too many shown at once), or null. */
export function bannerCrowding(
  banners: StoreNow["banners"],
  banner: Pick<ProposedBanner, "startsAt" | "endsAt">,
): BannerLimitError | null {
  const shown = banners.map((b, index) => ({ ...b, label: `Banner ${index + 1}` }));
  const crowding = crowdedWindow(shown, banner, MAX_BANNERS);
  return crowding ? new BannerLimitError(crowdedWindowMessage(crowding, MAX_BANNERS)) : null;
}

/** The value a change would replace, as the store is now (a new photo replaces nothing). */
function currentValue(now: StoreNow, change: StoreFieldChange): unknown {
  const { store, sections } = now;
  switch (change.field) {
    case "banner":
      // No room for it any more (banners added since): not the page the request saw.
      return bannerCrowding(now.banners, change.new) ? "crowded" : null;
    case "testimonial": {
      const row = now.testimonials.find((t) => t.id === change.old.testimonialId);
      return row ? { ...change.old, approved: row.approved } : null;
    }
    case "section": {
      const target = sectionTarget(sections, change.new);
      return target ? sectionSnapshot(target) : null;
    }
    case "weeklyHours":
      return store.weeklyHours ?? null;
    case "photo":
      return null;
    default:
      return store[change.field] ?? null;
  }
}

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the field changed since the request was made (its recorded old value is not current). */
export function isStale(now: StoreNow, change: StoreFieldChange): boolean {
  return !same(currentValue(now, change), change.old);
}
