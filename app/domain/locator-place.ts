/**
 * What the locator understood of a typed place (a municipality, a state or a CEP) and the words
 * it answers with. Resolved on the server (app/models/store-places.server.ts) and sent to the
 * page as plain data; the municipalities themselves never reach the browser.
 */
import { formatCep } from "./cep";
import { formatCount } from "./count-format";
import type { CepPrecision } from "./cep-inference";

export type PlacePoint = { latitude: number; longitude: number };

export type LocatorPlace =
  /** A municipality with active stores: they come first, by distance from its seat. */
  | {
      kind: "city";
      label: string;
      /** The official name, whose words also find stores on streets named after it. */
      name: string;
      state: string;
      point: PlacePoint;
      /** Folded spellings of the city and of the state as the stores have them. */
      cityKeys: string[];
      stateKeys: string[];
      /** Its active stores. */
      count: number;
    }
  /** A municipality without stores: the nearest stores to its seat. */
  | {
      kind: "municipality";
      label: string;
      state: string;
      point: PlacePoint;
      /** The visitor named the state too ('Campinas - SP'): the place, not a word, was meant. */
      stateTyped: boolean;
      /** The name as a search, when it is also a word of some store's name or address. */
      name: string;
    }
  /** A CEP: its point as precisely as the stores' CEPs tell (null: its state's stores). */
  | {
      kind: "cep";
      label: string;
      cep: string;
      precision: CepPrecision;
      state: string;
      point: PlacePoint | null;
      /** The state's capital: where distances are measured from when the state has no store. */
      capital: PlacePoint;
      capitalLabel: string;
    }
  /** A state ('GO', 'Rio Grande do Sul'): its stores; its capital when it has none. */
  | { kind: "state"; label: string; state: string; capital: PlacePoint; capitalLabel: string }
  | { kind: "invalid-cep"; message: string };

/** What the page says about the place (plain text, built on the server). */
export type PlaceView = {
  kind: LocatorPlace["kind"];
  /** 'Anápolis - GO', 'CEP 74505-010', 'Goiás'. */
  label: string;
  /** How precise the answer is: 'Lojas mais próximas da região do CEP 74505-010'. */
  notice: string | null;
  /** Where "não temos loja" is said of: 'em Palmas - TO', 'no Tocantins'. */
  where: string;
  /** A city with stores: its name, which the map filters its stores by. */
  city?: string;
};

/** 'no Tocantins', 'na Bahia', 'em Goiás', 'em Minas Gerais', 'no Distrito Federal'. */
export function inState(state: string): string {
  const masculine = new Set([
    "Acre",
    "Amazonas",
    "Amapá",
    "Ceará",
    "Distrito Federal",
    "Espírito Santo",
    "Maranhão",
    "Mato Grosso",
    "Mato Grosso do Sul",
    "Pará",
    "Paraná",
    "Piauí",
    "Rio de Janeiro",
    "Rio Grande do Norte",
    "Rio Grande do Sul",
    "Tocantins",
  ]);
  const feminine = new Set(["Bahia", "Paraíba"]);
  if (masculine.has(state)) return `no ${state}`;
  if (feminine.has(state)) return `na ${state}`;
  return `em ${state}`;
}

/** The page's words for a resolved place (null for an invalid CEP, which has its message). */
export function placeView(place: LocatorPlace): PlaceView | null {
  switch (place.kind) {
    case "city":
      return {
        kind: "city",
        label: place.label,
        notice: null,
        where: `em ${place.label}`,
        city: place.name,
      };
    case "municipality":
      return { kind: place.kind, label: place.label, notice: null, where: `em ${place.label}` };
    case "state":
      return {
        kind: "state",
        label: place.state,
        notice: `Mostrando lojas ${inState(place.state)}`,
        where: inState(place.state),
      };
    case "cep": {
      const cep = formatCep(place.cep);
      const notice =
        place.precision === "store"
          ? `Lojas mais próximas do CEP ${cep}`
          : place.precision === "state"
            ? `Não conhecemos a região do CEP ${cep}: mostrando lojas ${inState(place.state)}, com a distância a partir de ${place.capitalLabel}`
            : `Lojas mais próximas da região do CEP ${cep}`;
      return {
        kind: "cep",
        label: `CEP ${cep}`,
        notice,
        where: place.precision === "state" ? inState(place.state) : `na região do CEP ${cep}`,
      };
    }
    default:
      return null;
  }
}

/** The count line of a place search: '6 lojas · mais próximas de Anápolis - GO'. */
export function placeCountLine(
  total: number,
  place: LocatorPlace,
  options: { capped?: boolean; outsideRadius?: boolean; radiusKm?: number } = {},
): string {
  const n = formatCount(total);
  const count = options.capped ? `Mais de ${n} lojas` : `${n} ${total === 1 ? "loja" : "lojas"}`;
  const view = placeView(place);
  if (!view) return count;
  if (options.outsideRadius) {
    const within = options.radiusKm ? ` a até ${options.radiusKm} km` : "";
    const from =
      place.kind === "city" || place.kind === "municipality"
        ? `${within} de ${place.label}`
        : place.kind === "cep" && place.precision !== "state"
          ? `${within} da região do CEP ${formatCep(place.cep)}`
          : ` ${view.where}`;
    return `Nenhuma loja${from} · veja as mais próximas`;
  }
  switch (place.kind) {
    case "city":
    case "municipality":
      return `${count} · mais próximas de ${place.label}`;
    case "state":
      return `${count} ${inState(place.state)}`;
    case "cep":
      return place.precision === "state"
        ? `${count} ${inState(place.state)} · a partir de ${place.capitalLabel}`
        : place.precision === "store"
          ? `${count} · mais próximas do CEP ${formatCep(place.cep)}`
          : `${count} · mais próximas da região do CEP ${formatCep(place.cep)}`;
    default:
      return count;
  }
}
