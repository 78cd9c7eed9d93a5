import { List, Map as MapIcon } from "lucide-react";

export type LocatorView = "list" | "map";

const VIEWS = [
  { view: "list", label: "Lista", Icon: List },
  { view: "map", label: "Mapa", Icon: MapIcon },
] as const;

/** On phones the list and the map take turns on screen; this switch picks which one shows. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: LocatorView;
  onChange: (view: LocatorView) => void;
}) {
  return (
    <div
      className="flex rounded-full bg-white p-1 shadow-sm ring-1 ring-neutral-200 md:hidden"
      role="group"
      aria-label="Exibição"
    >
      {VIEWS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
