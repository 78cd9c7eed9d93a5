/**
 * A small RFC 4180 CSV reader and writer for spreadsheets staff open in Excel, LibreOffice or
 * Google Sheets: comma or semicolon separator (pt-BR Excel writes ';'), quoted fields with
 * doubled quotes, fields spanning lines, CRLF/LF/CR line ends and a UTF-8 byte-order mark
 * (without it Excel reads 'Goiânia' as 'GoiÃ¢nia').
 */

export type CsvSeparator = "," | ";";

export const UTF8_BOM = "\uFEFF";

export type CsvRecord = {
  /** 1-based record number as a spreadsheet shows it (the header is record 1). */
  row: number;
  /** Physical line the record starts on (differs from `row` when a field spans lines). */
  line: number;
  fields: string[];
};

export type CsvParseResult =
  | { ok: true; separator: CsvSeparator; records: CsvRecord[] }
  | { ok: false; error: string; line: number };

/**
 * The separator of a file: the one that occurs more often, outside quotes, on its first line.
 * A tie (or neither) means comma, the RFC's default.
 */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of stripBom(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

export function stripBom(text: string): string {
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

/**
 * Parses CSV text. Blank lines are skipped; a quote left open is an error naming the line where
 * its field began. Characters after a closing quote (`"a"b`) are kept, as spreadsheets do.
 */
export function parseCsv(input: string, separator?: CsvSeparator): CsvParseResult {
  const text = stripBom(input);
  const sep = separator ?? detectSeparator(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  let row = 0;

  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === "" && !fieldStarted;
    if (!blank) {
      row++;
      records.push({ row, line: recordLine, fields });
    }
    fields = [];
    field = "";
    fieldStarted = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (ch === sep) {
      fields.push(field);
      field = "";
      fieldStarted = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) {
    return {
      ok: false,
      error: `Aspas não fechadas a partir da linha ${quoteLine}.`,
      line: quoteLine,
    };
  }
  if (field !== "" || fields.length > 0 || fieldStarted) endRecord();
  return { ok: true, separator: sep, records };
}

/** Quotes a field only when it must be quoted: separator, quote, line break or edge spaces. */
export function formatCsvField(value: string, separator: CsvSeparator): string {
  const needsQuotes =
    value.includes(separator) ||
    value.includes('"') ||
    value.includes("\n") ||
    value.includes("\r") ||
    value !== value.trim();
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text with CRLF line ends (RFC 4180) and, by default, the UTF-8 BOM spreadsheets need. */
export function writeCsv(
  rows: readonly (readonly string[])[],
  options: { separator?: CsvSeparator; bom?: boolean } = {},
): string {
  const separator = options.separator ?? ",";
  const body = rows
    .map((row) => row.map((value) => formatCsvField(value, separator)).join(separator))
    .join("\r\n");
  return `${options.bom === false ? "" : UTF8_BOM}${body}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula (CSV injection): text cells get
 * an apostrophe in front, which spreadsheets hide. Plain numbers (-16.7) are left alone.
 */
export function protectFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Undoes `protectFormula` on import, so an export read back is unchanged. */
export function unprotectFormula(value: string): string {
  return value.length > 1 && value.startsWith("'") && FORMULA_START.test(value.slice(1))
    ? value.slice(1)
    : value;
}
