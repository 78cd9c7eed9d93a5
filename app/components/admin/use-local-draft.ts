/**
 * A copy of a form kept in this browser's localStorage while staff type, so a closed tab, a
 * crash or a failed save loses nothing. Saved a moment after each change and when the page is
 * hidden; removed once the server has accepted the form.
 */
import { useCallback, useEffect, useRef } from "react";

export type LocalDraft = { savedAt: number; values: Record<string, string> };

const SAVE_DELAY_MS = 400;

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.savedAt !== "number" || !parsed.values || typeof parsed.values !== "object") {
      return null;
    }
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.values)) if (typeof v === "string") values[k] = v;
    return { savedAt: parsed.savedAt, values };
  } catch {
    return null;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, quota): nothing to remove.
  }
}

/** The text fields of a form (files are never kept). */
function snapshot(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * Returns `schedule` (call after any change) and `flush` (save now). `fields` are the form
 * field names to keep.
 */
export function useLocalDraft(
  key: string,
  formRef: React.RefObject<HTMLFormElement | null>,
  fields: readonly string[],
) {
  const timer = useRef<number | undefined>(undefined);
  const dirty = useRef(false);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || !dirty.current) return;
    try {
      const draft: LocalDraft = { savedAt: Date.now(), values: snapshot(form, fields) };
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the form still works, only the safety net is missing.
    }
  }, [key, formRef, fields]);

  const schedule = useCallback(() => {
    dirty.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
  }, [flush]);

  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    dirty.current = false;
    removeLocalDraft(key);
  }, [key]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);

  return { schedule, flush, discard };
}
