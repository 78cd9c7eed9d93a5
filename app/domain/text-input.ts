/**
 * Text that arrives from outside (staff forms, CSV cells, query strings) may carry control
 * characters no person types: NUL, which PostgreSQL cannot store in a text column, escape
 * sequences, form feeds, DEL or the C1 block left by a wrong encoding. Forms refuse them with
 * INVALID_CHARACTER_MESSAGE; public search strips them. Tab and line breaks stay: a textarea
 * sends its line breaks as CR LF.
 */

export const INVALID_CHARACTER_MESSAGE = "O texto contém um caractere inválido";

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** True when the text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The text without control characters (tab and line breaks kept). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/** Default length of a search term or filter read from the address. */
export const QUERY_TEXT_MAX = 200;

/**
 * A text parameter of the address as the page may use it: control characters removed, tabs and
 * line breaks turned into spaces, runs of spaces collapsed, trimmed and cut to `max` characters.
 * Missing or blank gives ''. Every search box and list filter reads its parameters through this,
 * so nothing the address carries reaches the database or the page unfiltered.
 */
export function queryText(
  params: URLSearchParams,
  name: string,
  max: number = QUERY_TEXT_MAX,
): string {
  return cleanQueryText(params.get(name), max);
}

/** queryText for a value already read. */
export function cleanQueryText(value: string | null | undefined, max: number = QUERY_TEXT_MAX) {
  if (typeof value !== "string") return "";
  return stripControlCharacters(value).replace(/\s+/g, " ").trim().slice(0, max).trim();
}

/** LIKE metacharacters taken literally (the default escape character is the backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Lower case, no accents, single spaces: the form in which names people type are compared
 * ('GOIÁS ' -> 'goias'), the JS twin of the database's app_unaccent(lower(...)).
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
