/**
 * What the store locator keeps in the visitor's browser (localStorage, never sent to us): the
 * position for "near me", when it was saved, whether the visitor was already asked, and that
 * they chose to see the map (whose images come from another site). The privacy notice lists the
 * same keys and duration.
 */
export const STORAGE_KEYS = {
  position: "basiquinha:localizacao",
  positionTime: "basiquinha:localizacao-salva-em",
  asked: "basiquinha:localizacao-perguntada",
  mapOpened: "basiquinha:mapa-aberto",
} as const;

/** Saved position valid for 30 minutes (1,800,000 ms). */
export const SAVED_POSITION_MS = 1_800_000;
