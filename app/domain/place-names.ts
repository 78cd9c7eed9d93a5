/**
 * Brazilian place names as people type them. Pure and isomorphic (the index that uses it is
 * app/server/places.server.ts).
 *
 * - `placeTokens` folds a name to comparable words: case, accents and punctuation go; hyphens
 *   split words; an elided word joins the next ("Pau-d'Arco", "Pau D Arco" -> pau darco;
 *   "Sant'Ana" -> santana); abbreviations are written out ("Sto." -> santo, "Pres." ->
 *   presidente, "N. Sra." -> nossa senhora). Names and queries go through the same function, so
 *   every rule holds both ways.
 * - `placeKey` is the tokens one space apart, the key a name is found under; `compactKey` drops
 *   the spaces, a second chance for names typed run together ("Jiparana" -> Ji-Paraná).
 *   `queryKeys` adds the reading of a first word "S."/"S" as São, Santo or Santa (the only
 *   abbreviation that stands for several words).
 * - `parsePlaceQuery` splits "Goiânia - GO", "Goiânia/GO", "goiania go", "Bom Jesus (GO)",
 *   "Natal, Rio Grande do Norte" into name and state, in the order the readings should be tried.
 */
import { stateByCode, stateCode, type StateCode } from "./brazilian-states";
import { cleanQueryText } from "./text-input";

/** Longest text read as a place; longer input is cut. */
export const PLACE_QUERY_MAX = 120;

/** Abbreviations written in addresses and the word each stands for. */
export const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = Object.freeze({
  sto: "santo",
  sta: "santa",
  sra: "senhora",
  pres: "presidente",
  gov: "governador",
  dr: "doutor",
  cel: "coronel",
  mal: "marechal",
  sen: "senador",
  dep: "deputado",
  prof: "professor",
  gen: "general",
  gal: "general",
  ten: "tenente",
  eng: "engenheiro",
  mons: "monsenhor",
});
/** First words that "S." may stand for. */
export const SAINT_WORDS = ["sao", "santo", "santa"] as const;
/** Words that join the next one: elisions ("d'Oeste", "Sant'Ana"). */
const ELIDED = new Set(["d", "sant"]);
/** Words a place name is not looked up by on their own (suggestions by word start). */
export const PLACE_STOPWORDS: ReadonlySet<string> = new Set(["de", "do", "da", "dos", "das", "e"]);

const APOSTROPHES = /['’‘`´ʼ]/g;
const MARKS = /[\u0300-\u036f]/g;

/**
 * Lower-case words of a place name, folded and with abbreviations written out. With
 * `partialLast` the last word is left as typed (type-ahead: "Mal" may be the start of "Malta").
 */
export function placeTokens(text: string, partialLast = false): string[] {
  const raw = text
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(APOSTROPHES, "' ")
    .split(/[^a-z0-9']+/)
    .filter((t) => t !== "" && t !== "'");
  const tokens: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let token = raw[i] as string;
    const elided = token.endsWith("'");
    token = token.replace(/'/g, "");
    if ((elided || ELIDED.has(token)) && i + 1 < raw.length) {
      tokens.push(token + (raw[++i] as string).replace(/'/g, ""));
      continue;
    }
    const last = partialLast && i === raw.length - 1;
    tokens.push((!last && PLACE_ABBREVIATIONS[token]) || token);
  }
  // "N. Sra.", "Nsa. Sra.", "N. S." -> nossa senhora
  for (let i = 0; i + 1 < tokens.length; i++) {
    const next = tokens[i + 1];
    if (["n", "ns", "nsa"].includes(tokens[i] as string) && (next === "senhora" || next === "s")) {
      tokens[i] = "nossa";
      tokens[i + 1] = "senhora";
    }
  }
  return tokens;
}

/** The key a name is found under: its words, one space apart ('Pau-d'Arco' -> 'pau darco'). */
export function placeKey(text: string): string {
  return placeTokens(text).join(" ");
}

/** The same without spaces, which finds names typed run together ('Jiparana' -> 'jiparana'). */
export function compactKey(key: string): string {
  return key.replace(/ /g, "");
}

/**
 * The keys to look a typed name up by (placeKey form): one, or three when it starts with "S."
 * (São/Santo/Santa). With `prefix`, the last word is also tried as typed, since it may be cut.
 */
export function queryKeys(text: string, options: { prefix?: boolean } = {}): string[] {
  const variants = [placeTokens(text)];
  if (options.prefix) {
    const asTyped = placeTokens(text, true);
    if (asTyped.join(" ") !== variants[0]?.join(" ")) variants.push(asTyped);
  }
  const keys: string[] = [];
  for (const tokens of variants) {
    if (tokens.length === 0) continue;
    const firsts = tokens[0] === "s" && tokens.length > 1 ? SAINT_WORDS : [tokens[0] as string];
    for (const first of firsts) {
      const key = [first, ...tokens.slice(1)].join(" ");
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** One way to read a typed place: a name (may be '' for a state alone) and the state given. */
export type PlaceReading = { name: string; state: StateCode | null };

// Only after a separator: "Novo Brasil" is a municipality.
const TRAILING_COUNTRY = /\s*[,/|–—-]\s*(brasil|brazil)\s*$/i;
const SEPARATORS = [" - ", " – ", " — ", "/", ",", "|", " -", "- "];

/** A state named by code or name ('go', 'Goiás', 'GOIAS'), null otherwise. */
function stateOf(text: string): StateCode | null {
  const t = text.trim();
  return t ? stateCode(t) : null;
}

/**
 * The readings of a typed place, most likely first. An explicit separator ("Goiânia - GO",
 * "Goiânia/GO", "Goiânia, Goiás", "Bom Jesus (GO)", "Goiânia-GO") puts its split first; a state
 * after a space ("goiania go", "Natal Rio Grande do Norte") comes after the whole text, so a name
 * that ends like a state ("Santa Maria do Pará") is still found as typed. A text that is a state
 * alone ("GO", "Goiás") also reads as that state, after the whole text.
 */
export function parsePlaceQuery(input: string | null | undefined): PlaceReading[] {
  let text = cleanQueryText(input, PLACE_QUERY_MAX);
  text = text.replace(TRAILING_COUNTRY, "").trim();
  if (!text) return [];
  const readings: PlaceReading[] = [];
  const add = (name: string, state: StateCode | null) => {
    const clean = name.replace(/[\s,/|\-–—(]+$/, "").trim();
    if (!readings.some((r) => r.name === clean && r.state === state))
      readings.push({ name: clean, state });
  };

  const paren = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(text);
  const parenState = paren ? stateOf(paren[2] as string) : null;
  if (paren && parenState) add(paren[1] as string, parenState);
  for (const sep of SEPARATORS) {
    const at = text.lastIndexOf(sep);
    if (at <= 0) continue;
    const state = stateOf(text.slice(at + sep.length));
    if (state) add(text.slice(0, at), state);
  }
  const hyphen = /^(.+)-([A-Za-z]{2})$/.exec(text);
  const hyphenState = hyphen ? stateByCode(hyphen[2])?.code : null;
  if (hyphen && hyphenState) add(hyphen[1] as string, hyphenState);

  add(text, null);

  // A state after a space: the last 1 to 4 words ("go", "goias", "rio grande do norte").
  const words = text.split(" ");
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const state = stateOf(words.slice(-n).join(" "));
    if (state) {
      add(words.slice(0, -n).join(" "), state);
      break;
    }
  }
  const whole = stateOf(text);
  if (whole) add("", whole);
  return readings;
}
