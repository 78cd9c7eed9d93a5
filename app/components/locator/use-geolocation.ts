/**
 * The visitor's position for "nearest to me": asked through the browser,
 * kept only in this browser's localStorage for 30 minutes, never stored on our servers.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "~/components/toast";
import type { Position } from "~/domain/locator-query";
import { SAVED_POSITION_MS, STORAGE_KEYS } from "~/domain/locator-storage";

export { SAVED_POSITION_MS, STORAGE_KEYS };

/** A request less than 2 s after the previous one is ignored. */
export const REQUEST_THROTTLE_MS = 2_000;
/** 'Reordenando lojas...' shows for 2 s after the position arrives. */
export const REORDERING_MS = 2_000;
/** Sent to the server with 4 decimals (about 11 m): enough to sort stores, no more. */
const PRECISION = 1e4;

export const GEOLOCATION_ERRORS: Record<number, string> = {
  1: "Permissão negada",
  2: "Localização indisponível",
  3: "Tempo limite excedido",
};
export const UNSUPPORTED_MESSAGE = "Geolocalização não suportada";
/** Sent when the visitor refuses their position: the search field takes the focus and a hint. */
export const TYPE_PLACE_EVENT = "basiquinha:digite-cidade-ou-cep";
export const TYPE_PLACE_HINT = "Digite sua cidade ou CEP";
const UNKNOWN_ERROR = "Erro de localização";

export type LocationStatus = "idle" | "locating" | "reordering" | "active";

export function isMobileViewport(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 767px)").matches;
}

/** Per device: mobile 5 s, no high accuracy, 10 min cache; desktop 8 s, high, 5 min. */
export function geolocationOptions(mobile: boolean): PositionOptions {
  return mobile
    ? { enableHighAccuracy: false, timeout: 5_000, maximumAge: 600_000 }
    : { enableHighAccuracy: true, timeout: 8_000, maximumAge: 300_000 };
}

export function roundPosition(latitude: number, longitude: number): Position {
  return {
    latitude: Math.round(latitude * PRECISION) / PRECISION,
    longitude: Math.round(longitude * PRECISION) / PRECISION,
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes and blocked storage: the feature still works for this page view.
    return null;
  }
}

/** The saved position when younger than 30 minutes; an older one is discarded. */
export function readSavedPosition(now = Date.now()): Position | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(STORAGE_KEYS.position);
  const time = Number(store.getItem(STORAGE_KEYS.positionTime));
  if (!raw) return null;
  if (!Number.isFinite(time) || now - time >= SAVED_POSITION_MS || now < time) {
    store.removeItem(STORAGE_KEYS.position);
    store.removeItem(STORAGE_KEYS.positionTime);
    return null;
  }
  try {
    const value = JSON.parse(raw) as Partial<Position>;
    if (
      typeof value.latitude === "number" &&
      typeof value.longitude === "number" &&
      Number.isFinite(value.latitude) &&
      Number.isFinite(value.longitude)
    ) {
      return { latitude: value.latitude, longitude: value.longitude };
    }
  } catch {
    // fall through: unreadable value
  }
  store.removeItem(STORAGE_KEYS.position);
  store.removeItem(STORAGE_KEYS.positionTime);
  return null;
}

export function wasAsked(): boolean {
  return storage()?.getItem(STORAGE_KEYS.asked) === "true";
}

export function markAsked(): void {
  storage()?.setItem(STORAGE_KEYS.asked, "true");
}

/**
 * Whether this browser has geolocation; null until mounted (the server cannot know). Its own
 * state, in the component that shows the location button: finding it out re-renders nothing
 * else (the list, the search field), whose code may still be on its way.
 */
export function useGeolocationSupported(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    setSupported(typeof navigator !== "undefined" && "geolocation" in navigator);
  }, []);
  return supported;
}

export type Geolocation = {
  position: Position | null;
  status: LocationStatus;
  /** Increments each time a new position arrives from the browser (not a restored one). */
  obtainedCount: number;
  /** The last failure in the spec's words ('Permissão negada' ...), until the next request. */
  error: string | null;
  request(): void;
  clear(): void;
};

export function useGeolocation(): Geolocation {
  const [position, setPosition] = useState<Position | null>(null);
  const [status, setStatus] = useState<LocationStatus>("idle");
  const [obtainedCount, setObtainedCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const lastRequestAt = useRef(0);
  const reorderTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const saved = readSavedPosition();
    // A saved position reorders the list, whose code may still be on its way: as a transition,
    // React keeps the server's list on screen until it can hydrate it (see the locator route).
    if (saved) {
      startTransition(() => {
        setPosition(saved);
        setStatus("active");
      });
    }
    return () => clearTimeout(reorderTimer.current);
  }, []);

  const request = useCallback(() => {
    const now = Date.now();
    if (inFlight.current || now - lastRequestAt.current < REQUEST_THROTTLE_MS) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setError(UNSUPPORTED_MESSAGE);
      toast.error(UNSUPPORTED_MESSAGE);
      return;
    }
    setError(null);
    inFlight.current = true;
    lastRequestAt.current = now;
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (result) => {
        inFlight.current = false;
        const next = roundPosition(result.coords.latitude, result.coords.longitude);
        const store = storage();
        store?.setItem(STORAGE_KEYS.position, JSON.stringify(next));
        store?.setItem(STORAGE_KEYS.positionTime, String(Date.now()));
        startTransition(() => {
          setPosition(next);
          setObtainedCount((n) => n + 1);
          setStatus("reordering");
        });
        clearTimeout(reorderTimer.current);
        reorderTimer.current = setTimeout(() => setStatus("active"), REORDERING_MS);
        toast.success("📍 Localização obtida", {
          description: "Lojas reordenadas por proximidade",
          duration: 2_000,
        });
      },
      (failure) => {
        inFlight.current = false;
        setStatus((current) => (current === "locating" ? (position ? "active" : "idle") : current));
        if (failure.code === 1) {
          // One message, and the way on: the search field, focused, asks for a city or CEP.
          toast.error("Localização negada", { description: TYPE_PLACE_HINT, duration: 3_000 });
          window.dispatchEvent(new Event(TYPE_PLACE_EVENT));
        } else {
          setError(GEOLOCATION_ERRORS[failure.code] ?? UNKNOWN_ERROR);
          toast.error(GEOLOCATION_ERRORS[failure.code] ?? UNKNOWN_ERROR);
        }
      },
      geolocationOptions(isMobileViewport()),
    );
  }, [position]);

  const clear = useCallback(() => {
    const store = storage();
    store?.removeItem(STORAGE_KEYS.position);
    store?.removeItem(STORAGE_KEYS.positionTime);
    clearTimeout(reorderTimer.current);
    startTransition(() => {
      setPosition(null);
      setError(null);
      setStatus("idle");
    });
    toast("Localização removida", { description: "Busque manualmente por cidade" });
  }, []);

  // The same object while nothing changes: the location button is a memoized part of the page.
  return useMemo(
    () => ({ position, status, obtainedCount, error, request, clear }),
    [position, status, obtainedCount, error, request, clear],
  );
}
