import { LoaderCircle, LocateFixed, Navigation, X } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { deferred } from "~/components/ui/deferred";
import { markAsked, useGeolocationSupported, wasAsked, type Geolocation } from "./use-geolocation";

/** Its code comes on demand: when the pointer or focus reaches the button, or before it opens. */
const LocationDialog = deferred(() => import("./location-dialog").then((m) => m.default));
const loadDialog = () => LocationDialog.preload().catch(() => undefined);

/**
 * The permission dialog may open by itself once, after this long without any action from the
 * visitor. Anything they do first (typing, a tap, a click, a key, scrolling with the wheel or a
 * finger) cancels it for this visit: the question never lands on top of what they asked for.
 */
const DIALOG_DELAY_MS = 3_000;
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "input", "wheel", "touchstart"] as const;

const BUTTON_LABELS = {
  idle: "Encontrar Lojas Próximas",
  locating: "Localizando...",
  reordering: "Reordenando lojas...",
  active: "Localização Ativa",
} as const;

async function hasPermission(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "granted";
  } catch {
    return false;
  }
}

/**
 * 'Encontrar Lojas Próximas' and its states, the permission prompt under it and, on phones without
 * geolocation, the hint to search by hand.
 */
export function LocationControls({
  geo,
  autoAsk = true,
  listReordered = false,
}: {
  geo: Geolocation;
  /**
   * Whether the list already shows the stores ordered around the new position: 'Reordenando
   * lojas...' lasts until then (at most its 2 s), never longer than the list takes.
   */
  listReordered?: boolean;
  /**
   * Whether the question may open by itself. Not when the page already answers a search or a
   * filter: the visitor asked for those results (perhaps before the page could react) and sees
   * them first.
   */
  autoAsk?: boolean;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const supported = useGeolocationSupported();

  useEffect(() => {
    if (!autoAsk || !supported || geo.position || wasAsked()) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      stopListening();
      if (cancelled || wasAsked() || (await hasPermission())) return;
      await loadDialog();
      if (!cancelled) setDialogOpen(true);
    }, DIALOG_DELAY_MS);
    function cancel() {
      cancelled = true;
      clearTimeout(timer);
      stopListening();
    }
    function stopListening() {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, cancel, true);
    }
    for (const type of ACTIVITY_EVENTS) {
      document.addEventListener(type, cancel, { capture: true, passive: true });
    }
    return cancel;
    // Only on arrival: a later change of position must not schedule the dialog again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  const answer = (allow: boolean) => {
    markAsked();
    setDialogOpen(false);
    if (allow) geo.request();
  };

  const status = geo.status === "reordering" && listReordered ? "active" : geo.status;
  const busy = status === "locating" || status === "reordering";
  const active = status === "active";
  const onClick = () => {
    if (busy) return;
    // Active: refresh the position. Inactive: explain first, in the dialog.
    if (active) geo.request();
    else void loadDialog().then(() => setDialogOpen(true));
  };

  if (supported === false) {
    return (
      <p className="text-sm text-neutral-600 md:hidden" role="note">
        Use a busca manual para encontrar lojas
      </p>
    );
  }

  return (
    <div className="relative flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onClick}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-busy={busy}
          disabled={supported === null}
          className={
            active
              ? "inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800 disabled:opacity-60"
              : "inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:opacity-60"
          }
        >
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : active ? (
            <LocateFixed className="size-4" aria-hidden="true" />
          ) : (
            <Navigation className="size-4" aria-hidden="true" />
          )}
          {BUTTON_LABELS[status]}
        </button>
        {geo.position ? (
          <button
            type="button"
            onClick={geo.clear}
            className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-700 transition-colors hover:bg-neutral-100"
            aria-label="Remover localização"
            title="Remover localização"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <p className="min-h-4 text-xs text-red-700" role="status">
        {geo.error ?? <span className="sr-only">{busy ? BUTTON_LABELS[status] : ""}</span>}
      </p>

      {dialogOpen ? (
        <Suspense fallback={null}>
          <LocationDialog onAnswer={answer} />
        </Suspense>
      ) : null}
    </div>
  );
}
