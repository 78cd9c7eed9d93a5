/**
 * How the locator's list is laid out: its page links and, ordered by distance, its groups. Pure,
 * and apart from locator-query.ts so that only the list's own code (loaded after the page's first
 * download) carries it.
 */
import { groupByProximity, NEARBY_RADIUS_KM, type ProximityGroups } from "~/domain/geo";

/**
 * Page numbers to link, with null for a gap: [1, null, 4, 5, 6, null, 20]. Always the first and
 * last page and `around` pages on each side of the current one.
 */
export function paginationItems(current: number, count: number, around = 1): (number | null)[] {
  if (count <= 1) return [1];
  const pages = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) {
    if (p >= 1 && p <= count) pages.add(p);
  }
  // Fill a gap of exactly one page instead of showing an ellipsis for it.
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push(null);
    items.push(p);
  });
  return items;
}

/**
 * The list's sections when ordered by distance: the closest store, those within 5 km and the
 * others (a store without coordinates, distance null, is always among the others). Only the
 * first page has a "closest": on later pages the closest of the page is not the closest store.
 */
export function groupForDisplay<T extends { distanceKm: number | null }>(
  stores: readonly T[],
  page: number,
): ProximityGroups<T> {
  const measured = stores.map((store) => ({ store, distanceKm: store.distanceKm ?? Infinity }));
  const groups =
    page === 1
      ? groupByProximity(measured)
      : {
          closest: null,
          nearby: measured.filter((m) => m.distanceKm <= NEARBY_RADIUS_KM),
          others: measured.filter((m) => !(m.distanceKm <= NEARBY_RADIUS_KM)),
        };
  return {
    closest: groups.closest?.store ?? null,
    nearby: groups.nearby.map((m) => m.store),
    others: groups.others.map((m) => m.store),
  };
}
