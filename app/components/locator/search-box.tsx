import { MapPin, Search, Store } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { StoreSuggestion } from "~/models/store-search.server";
import { TYPE_PLACE_EVENT, TYPE_PLACE_HINT } from "./use-geolocation";

export const SUGGESTIONS_URL = "/api/lojas/sugestoes";
const MIN_CHARS = 2;
const DEBOUNCE_MS = 300;
const BLUR_CLOSE_MS = 200;

function describe(s: StoreSuggestion): string {
  if (s.kind === "place") {
    return s.nearestKm === null ? "sem lojas perto" : `loja mais próxima a ${s.nearestKm} km`;
  }
  const stores = `${s.count} ${s.count === 1 ? "loja" : "lojas"}`;
  return s.kind === "city" ? `${s.state} · ${stores}` : `${s.city} - ${s.state} · ${stores}`;
}

/**
 * The search field as an ARIA combobox: suggestions of real places (cities and neighbourhoods
 * with stores) after 2 characters and a 300 ms pause; arrows move through them, Enter picks the
 * highlighted one or, with none highlighted, applies the typed text; Escape, leaving the field
 * (after 200 ms) and picking one close them. Without JavaScript it is a plain search field.
 */
export function SearchBox({
  name,
  defaultValue,
  onPick,
}: {
  name: string;
  defaultValue: string;
  onPick(suggestion: StoreSuggestion): void;
}) {
  const id = useId();
  const listId = `${id}-sugestoes`;
  const [value, setValue] = useState(defaultValue);
  const [items, setItems] = useState<StoreSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const input = useRef<HTMLInputElement>(null);

  // Text typed into the server-rendered field before the page became interactive is kept.
  useLayoutEffect(() => {
    const typedBefore = input.current?.value ?? "";
    if (typedBefore !== defaultValue) {
      typed.current = true;
      setValue(typedBefore);
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A navigation (chip removed, suggestion picked, back button) brings a new applied search. Not
  // on arrival: the field already shows it, or what was typed before the page became interactive.
  const applied = useRef(defaultValue);
  useEffect(() => {
    if (applied.current === defaultValue) return;
    applied.current = defaultValue;
    typed.current = false;
    setValue(defaultValue);
    setOpen(false);
  }, [defaultValue]);

  useEffect(() => {
    const term = value.trim();
    if (!typed.current || term.length < MIN_CHARS) {
      setItems([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`${SUGGESTIONS_URL}?q=${encodeURIComponent(term)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { suggestions?: StoreSuggestion[] };
        const next = (body.suggestions ?? []).slice(0, 5);
        setItems(next);
        setActive(-1);
        setOpen(next.length > 0);
      } catch {
        // Aborted by the next keystroke, or offline: suggestions are a nicety, search still works.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // The visitor refused their position: the field asks for a city or CEP instead.
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const ask = () => {
      setHint(true);
      input.current?.focus();
    };
    window.addEventListener(TYPE_PLACE_EVENT, ask);
    return () => window.removeEventListener(TYPE_PLACE_EVENT, ask);
  }, []);

  const pick = (suggestion: StoreSuggestion) => {
    typed.current = false;
    setOpen(false);
    setActive(-1);
    setValue(
      suggestion.kind === "neighborhood"
        ? suggestion.neighborhood
        : suggestion.kind === "place"
          ? suggestion.search
          : "",
    );
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (!open) return step === 1 ? 0 : items.length - 1;
        return (current + step + items.length) % items.length;
      });
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Enter") {
      const chosen = open && active >= 0 ? items[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else {
        // The form submits the typed text.
        typed.current = false;
        setOpen(false);
      }
    }
  };

  const expanded = open && items.length > 0;

  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Buscar lojas por cidade, CEP, bairro, endereço ou nome
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-neutral-400"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={id}
        name={name}
        // HTML allows role="combobox" on a text field, not on type="search" (Nu HTML Checker).
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opcao-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={80}
        placeholder={hint ? TYPE_PLACE_HINT : "Busque por cidade, CEP, bairro ou endereço"}
        aria-describedby={hint ? `${id}-dica` : undefined}
        value={value}
        onChange={(event) => {
          typed.current = true;
          setValue(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        className="min-h-12 w-full rounded-full border border-neutral-300 bg-white py-3 pr-4 pl-12 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      {hint ? (
        <p id={`${id}-dica`} className="mt-1 pl-4 text-sm font-medium text-brand-800">
          {TYPE_PLACE_HINT}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugestões de busca"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-2 overflow-hidden rounded-2xl border border-neutral-200 bg-white py-1 shadow-xl"
      >
        {items.map((s, index) => {
          const Icon = s.kind === "neighborhood" ? Store : MapPin;
          return (
            <li
              key={`${s.kind}-${s.label}-${"city" in s ? `${s.city}-${s.state}` : ""}`}
              id={`${id}-opcao-${index}`}
              role="option"
              aria-selected={index === active}
              // Picked on press, keeping the focus in the field (the keyboard path is the
              // field's own handler, as in every ARIA combobox).
              onMouseDown={(event) => {
                event.preventDefault();
                pick(s);
              }}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm ${
                index === active
                  ? "bg-brand-50 text-brand-900"
                  : "text-neutral-800 hover:bg-neutral-50"
              }`}
            >
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="flex flex-col">
                <span className="font-medium">{s.label}</span>
                <span className="text-xs text-neutral-500">{describe(s)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {expanded
          ? `${items.length} ${items.length === 1 ? "sugestão disponível" : "sugestões disponíveis"}. Use as setas para navegar.`
          : ""}
      </p>
    </div>
  );
}
