/**
 * Distances for the store locator: haversine on a 6371 km sphere rounded to
 * 3 decimals, coordinate validation, pt-BR distance labels, nearest-first sorting and the
 * closest / nearby (5 km) / others grouping.
 */
import { builtOnce } from "./built-once";

export const EARTH_RADIUS_KM = 6371;
export const DEFAULT_RADIUS_KM = 10;
export const NEARBY_RADIUS_KM = 5;
/** Default map centre, near Goiânia. */
export const DEFAULT_CENTER = Object.freeze({ latitude: -16.6869, longitude: -49.2648 });
/** Informational bounding box of Brazil; the spec checks it but never enforces it. */
export const BRAZIL_BOUNDS = Object.freeze({
  minLatitude: -33.75,
  maxLatitude: 5.27,
  minLongitude: -73.99,
  maxLongitude: -28.84,
});

/** Numbers, or numeric text as typed in the admin form. Anything else is invalid. */
export type CoordinateValue = number | string | null | undefined;
export type GeoPoint = { latitude: CoordinateValue; longitude: CoordinateValue };

/** Raised message per spec: 'Coordenada inválida: {field} = {value}'. */
export class InvalidCoordinateError extends Error {
  constructor(
    readonly field: string,
    readonly value: unknown,
  ) {
    super(`Coordenada inválida: ${field} = ${String(value)}`);
    this.name = "InvalidCoordinateError";
  }
}

/** A finite number from a number or numeric text; null for null, '', 'abc', NaN, Infinity. */
export function toCoordinate(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value.trim().replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** Numeric, finite, latitude within -90..90 and longitude within -180..180. */
export function isValidCoordinate(latitude: unknown, longitude: unknown): boolean {
  const lat = toCoordinate(latitude);
  const lng = toCoordinate(longitude);
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Within Brazil's bounding box (lat -33.75..5.27, lng -73.99..-28.84). Informational only. */
export function isInBrazil(latitude: unknown, longitude: unknown): boolean {
  if (!isValidCoordinate(latitude, longitude)) return false;
  const lat = toCoordinate(latitude) as number;
  const lng = toCoordinate(longitude) as number;
  const b = BRAZIL_BOUNDS;
  return (
    lat >= b.minLatitude && lat <= b.maxLatitude && lng >= b.minLongitude && lng <= b.maxLongitude
  );
}

/** Validated coordinates of a point; throws InvalidCoordinateError naming the first bad field. */
export function assertCoordinates(point: GeoPoint): { latitude: number; longitude: number } {
  const latitude = toCoordinate(point.latitude);
  if (latitude === null || Math.abs(latitude) > 90) {
    throw new InvalidCoordinateError("latitude", point.latitude);
  }
  const longitude = toCoordinate(point.longitude);
  if (longitude === null || Math.abs(longitude) > 180) {
    throw new InvalidCoordinateError("longitude", point.longitude);
  }
  return { latitude, longitude };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km (radius 6371), rounded to 3 decimals. Invalid coordinates on either
 * side give Infinity (shown as 'N/A'), never an exception.
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  let p: { latitude: number; longitude: number };
  let q: { latitude: number; longitude: number };
  try {
    p = assertCoordinates(a);
    q = assertCoordinates(b);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
  const dLat = toRadians(q.latitude - p.latitude);
  const dLng = toRadians(q.longitude - p.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(p.latitude)) * Math.cos(toRadians(q.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 1000) / 1000;
}

const oneDecimal = builtOnce(
  () => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** '850 m' under 1 km, else one decimal with a comma ('2,3 km', '1.234,5 km'); 'N/A' if unknown. */
export function formatDistance(km: number | null | undefined): string {
  if (typeof km !== "number" || !Number.isFinite(km) || km < 0) return "N/A";
  const meters = Math.round(km * 1000);
  if (meters < 1000) return `${meters} m`;
  return `${oneDecimal().format(km)} km`;
}

const collator = builtOnce(() => new Intl.Collator("pt-BR"));

export type WithDistance<T> = T & { distanceKm: number };

/**
 * Stores with their distance from `position`, nearest first; stores without valid coordinates
 * (or every store, when the position is unknown) get Infinity and come last; ties and the rest
 * are ordered by name (pt-BR collation). Returns a new array.
 */
export function sortByDistance<T extends { name: string } & GeoPoint>(
  stores: readonly T[],
  position: GeoPoint | null | undefined,
): WithDistance<T>[] {
  return stores
    .map((store) => ({
      ...store,
      distanceKm: position ? haversineKm(position, store) : Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => {
      if (a.distanceKm !== b.distanceKm) {
        // Infinity - Infinity is NaN: handled by the equality above.
        return a.distanceKm < b.distanceKm ? -1 : 1;
      }
      return collator().compare(a.name, b.name);
    });
}

export type ProximityGroups<T> = { closest: T | null; nearby: T[]; others: T[] };

/**
 * Closest store (smallest finite distance), the others within `nearbyKm` (inclusive) and the
 * rest, each in input order (pass the output of sortByDistance).
 */
export function groupByProximity<T extends { distanceKm: number }>(
  sorted: readonly T[],
  nearbyKm: number = NEARBY_RADIUS_KM,
): ProximityGroups<T> {
  let closest: T | null = null;
  for (const store of sorted) {
    if (Number.isFinite(store.distanceKm) && (!closest || store.distanceKm < closest.distanceKm)) {
      closest = store;
    }
  }
  const nearby: T[] = [];
  const others: T[] = [];
  for (const store of sorted) {
    if (store === closest) continue;
    if (Number.isFinite(store.distanceKm) && store.distanceKm <= nearbyKm) nearby.push(store);
    else others.push(store);
  }
  return { closest, nearby, others };
}
