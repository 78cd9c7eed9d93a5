/**
 * 'Como Chegar': the store's own maps link, else Google Maps driving directions
 * to its coordinates, else a map search by 'street, number, city, state'.
 */
import { isValidCoordinate, toCoordinate, type CoordinateValue } from "./geo";

export type DirectionsTarget = {
  mapsUrl?: string | null;
  latitude?: CoordinateValue;
  longitude?: CoordinateValue;
  street?: string | null;
  number?: string | null;
  city?: string | null;
  state?: string | null;
};

/** Only http(s) links are used as they are, so a stored 'javascript:' link never reaches an href. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The directions link, or null when the store has no link, coordinates or address at all. */
export function directionsUrl(store: DirectionsTarget): string | null {
  const own = safeHttpUrl(store.mapsUrl);
  if (own) return own;
  if (isValidCoordinate(store.latitude, store.longitude)) {
    const destination = `${toCoordinate(store.latitude)},${toCoordinate(store.longitude)}`;
    return `https://www.google.com/maps/dir/?api=1&destination=${destination}&travelmode=driving`;
  }
  const address = [store.street, store.number, store.city, store.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  if (!address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
