/**
 * The store card: what every public list of stores shows of a store (the locator's list, the
 * home's highlight, the nearest stores, the directory's city pages) and the one way its address
 * is written. Pure and isomorphic: the loaders build the view, components only render it.
 *
 * Address format, everywhere:
 * - street line: 'Avenida T-4, 1478 - Qd. 150, Lt. 12' (street, number, then the complement);
 * - place line: 'Setor Bueno · Goiânia - GO' (neighbourhood, city, state code);
 * - full address: 'Avenida T-4, 1478 - Setor Bueno, Goiânia - GO';
 * - the CEP on its own: 'CEP 74230-030'.
 */
import { stateCode } from "./brazilian-states";
import { directionsUrl, safeHttpUrl } from "./directions";
import type { CoordinateValue } from "./geo";
import { storeCardMessage, telUrl, whatsappUrl } from "./phone";
import { formatPhoneDisplay, isValidWhatsapp } from "./phone-number";

export type StoreAddress = {
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string;
  /** The state's name or code: written as its code ('GO') when it is a Brazilian state. */
  state: string;
  postalCode: string | null;
};

/** 'GO' for 'Goiás' or 'go'; a state that is not Brazilian stays as typed. */
export function storeStateCode(state: string): string {
  return stateCode(state) ?? state.trim();
}

/** 'Avenida T-4, 1478 - Qd. 150, Lt. 12'. */
export function storeStreetLine(
  address: Pick<StoreAddress, "street" | "number" | "complement">,
): string {
  const street = [address.street, address.number]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  const complement = address.complement?.trim();
  if (!complement) return street;
  return street ? `${street} - ${complement}` : complement;
}

/** 'Goiânia - GO'. */
export function storeCityLine(address: Pick<StoreAddress, "city" | "state">): string {
  return `${address.city.trim()} - ${storeStateCode(address.state)}`;
}

/** 'Setor Bueno · Goiânia - GO' (the city line alone without a neighbourhood). */
export function storePlaceLine(
  address: Pick<StoreAddress, "neighborhood" | "city" | "state">,
): string {
  const neighborhood = address.neighborhood?.trim();
  return neighborhood ? `${neighborhood} · ${storeCityLine(address)}` : storeCityLine(address);
}

/** 'Avenida T-4, 1478 - Setor Bueno, Goiânia - GO'. */
export function storeAddressLine(address: Omit<StoreAddress, "postalCode">): string {
  const local = [storeStreetLine(address), address.neighborhood?.trim()]
    .filter(Boolean)
    .join(" - ");
  return local ? `${local}, ${storeCityLine(address)}` : storeCityLine(address);
}

/** 'CEP 74230-030', or null without one. */
export function storePostalCodeLine(postalCode: string | null | undefined): string | null {
  const cep = postalCode?.trim();
  return cep ? `CEP ${cep}` : null;
}

/** What a store record gives its card. */
export type StoreCardFacts = StoreAddress & {
  id: number;
  name: string;
  slug: string | null;
  whatsapp: string | null;
  mapsUrl?: string | null;
  instagramUrl?: string | null;
  latitude?: CoordinateValue;
  longitude?: CoordinateValue;
  /** The card's hours line, already abbreviated ('Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h'). */
  hours: string;
};

/** Everything a store card shows, as plain data. */
export type StoreCardView = {
  id: number;
  name: string;
  /** null when the store has no page ('Ver Página da Loja' is then not shown). */
  slug: string | null;
  /** '/basiquinha-setor-bueno', or null without a page. */
  path: string | null;
  city: string;
  /** The state's code when it is a Brazilian state ('GO'). */
  state: string;
  neighborhood: string;
  /** 'Setor Bueno · Goiânia - GO' */
  place: string;
  /** 'Avenida T-4, 1478 - Qd. 150, Lt. 12' */
  street: string;
  /** 'Avenida T-4, 1478 - Qd. 150, Lt. 12 - Setor Bueno, Goiânia - GO' */
  address: string;
  postalCode: string;
  /** '' when the store has no hours at all. */
  hours: string;
  /** wa.me link with the card message; null without a usable number. */
  whatsappUrl: string | null;
  /** '(62) 98123-4567'; null without a usable number (an old invalid one is never shown). */
  whatsappDisplay: string | null;
  /** tel: link of the store's number; null without a usable one. */
  phoneUrl: string | null;
  directionsUrl: string | null;
  instagramUrl: string | null;
};

export function storeCardView(store: StoreCardFacts): StoreCardView {
  const slug = store.slug?.trim() || null;
  const whatsapp = whatsappUrl(store.whatsapp, storeCardMessage(store.name));
  return {
    id: store.id,
    name: store.name,
    slug,
    path: slug ? `/${slug}` : null,
    city: store.city.trim(),
    state: storeStateCode(store.state),
    neighborhood: store.neighborhood?.trim() ?? "",
    place: storePlaceLine(store),
    street: storeStreetLine(store),
    address: storeAddressLine(store),
    postalCode: store.postalCode?.trim() ?? "",
    hours: store.hours.trim(),
    whatsappUrl: whatsapp,
    whatsappDisplay:
      whatsapp && isValidWhatsapp(store.whatsapp) ? formatPhoneDisplay(store.whatsapp) : null,
    phoneUrl: telUrl(store.whatsapp),
    directionsUrl: directionsUrl(store),
    instagramUrl: safeHttpUrl(store.instagramUrl),
  };
}
