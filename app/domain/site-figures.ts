/**
 * The figures public pages state. Store counts come from the stores table, never from copy;
 * marketing claims (club members, satisfaction, franchisees) are staff's settings, checked
 * against the data where the data can say something (a network cannot have more franchisees
 * than stores).
 */
export type SiteFigures = {
  /** Active stores and the states they are in; `onlyState` when there is just one. */
  stores: number;
  states: number;
  onlyState: string | null;
  clubMembers: number;
  customerSatisfaction: number;
  franchisees: number;
  franchiseSatisfaction: number;
};

export type MarketingClaims = Pick<
  SiteFigures,
  "clubMembers" | "customerSatisfaction" | "franchisees" | "franchiseSatisfaction"
>;

/** The claims as the site said them before they were settings. */
export const DEFAULT_MARKETING_CLAIMS: MarketingClaims = {
  clubMembers: 12847,
  customerSatisfaction: 97,
  franchisees: 20,
  franchiseSatisfaction: 97,
};

/** 'lojas em 5 estados', 'lojas em Goiás', 'loja em Goiás' (the caption under the count). */
export function storeReachLabel(f: Pick<SiteFigures, "stores" | "states" | "onlyState">) {
  const noun = f.stores === 1 ? "loja" : "lojas";
  if (f.onlyState) return `${noun} em ${f.onlyState}`;
  return `${noun} em ${f.states} ${f.states === 1 ? "estado" : "estados"}`;
}

/** '21 lojas em 5 estados' */
export const storeReach = (f: Pick<SiteFigures, "stores" | "states" | "onlyState">) =>
  `${f.stores} ${storeReachLabel(f)}`;

/** What in the claims the data contradicts, by field; empty when nothing does. */
export function claimsContradictions(
  claims: MarketingClaims,
  data: Pick<SiteFigures, "stores">,
): Partial<Record<keyof MarketingClaims, string>> {
  if (claims.franchisees > data.stores) {
    return {
      franchisees: `A rede tem ${data.stores} ${data.stores === 1 ? "loja ativa" : "lojas ativas"}: o número de franqueados não pode ser maior.`,
    };
  }
  return {};
}
