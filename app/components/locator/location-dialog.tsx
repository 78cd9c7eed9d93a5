/**
 * The location question ('Encontrar lojas próximas a você'), a small non-modal prompt anchored
 * under the location button rather than a dialog over the list: when it opens by itself, 3 s
 * after the page works, it is a short note beside the button and not the largest thing ever
 * painted on the page, so it never becomes the page's LCP (ADR 0024). Focus moves into it and
 * returns where it was; Escape, 'Não permitir' or a click elsewhere decline. Loaded on demand by
 * location-controls.tsx: most visits never open it.
 */
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef } from "react";

export default function LocationDialog({
  onAnswer,
}: {
  /** true: 'Permitir localização'; false: 'Não permitir', Escape or a click elsewhere. */
  onAnswer(allow: boolean): void;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    const node = panel.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node?.querySelector<HTMLButtonElement>("button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") answer.current(false);
    };
    // A press anywhere but the prompt and its button declines.
    const onPointer = (event: PointerEvent) => {
      if (!node?.parentElement?.contains(event.target as Node | null)) answer.current(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer, true);
      if (node?.contains(document.activeElement) || document.activeElement === document.body) {
        previous?.focus();
      }
    };
  }, []);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="absolute top-full left-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-neutral-200 bg-white p-4 shadow-xl"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold text-neutral-900">
        <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        Encontrar lojas próximas a você
      </p>
      <div id={`${id}-text`} className="mt-1 text-xs text-neutral-600">
        <p>Permita o acesso à sua localização para ver as lojas mais perto de você.</p>
        <p>
          Ela é usada apenas para calcular as distâncias e não é armazenada em nossos servidores.
        </p>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => onAnswer(false)}
          className="min-h-11 rounded-full border border-neutral-300 px-4 py-2 text-xs font-semibold text-neutral-700 hover:bg-neutral-100"
        >
          Não permitir
        </button>
        <button
          type="button"
          onClick={() => onAnswer(true)}
          className="min-h-11 rounded-full bg-brand-600 px-4 py-2 text-xs font-semibold text-white hover:bg-brand-700"
        >
          Permitir localização
        </button>
      </div>
    </div>
  );
}
