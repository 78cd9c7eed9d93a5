/**
 * Toasts without the toast library in every page's first load (about 10 KB compressed): sonner
 * loads when the browser is idle after hydration, or at once when something asks for a toast.
 * Sonner keeps toasts created before its Toaster subscribes and replays them, so nothing shown
 * early is lost.
 */
import { useEffect, useState, type ComponentType } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const load = () => (sonner ??= import("sonner"));

let requested = false;
let mountNow: (() => void) | null = null;

function show(kind: "message" | "success" | "error", message: string, data?: ExternalToast) {
  requested = true;
  mountNow?.();
  void load().then(({ toast }) => {
    if (kind === "message") toast(message, data);
    else toast[kind](message, data);
  });
}

export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show("message", message, data),
  {
    success: (message: string, data?: ExternalToast) => show("success", message, data),
    error: (message: string, data?: ExternalToast) => show("error", message, data),
  },
);

export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const mount = () => {
      mountNow = null;
      void load().then((module) => {
        if (!cancelled) setLoaded(() => module.Toaster);
      });
    };
    if (requested) {
      mount();
      return () => {
        cancelled = true;
      };
    }
    mountNow = mount;
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(mount, { timeout: 4_000 })
        : window.setTimeout(mount, 2_000);
    return () => {
      cancelled = true;
      mountNow = null;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return Loaded ? <Loaded {...props} /> : null;
}
