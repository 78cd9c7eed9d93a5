/**
 * Brazilian phone numbers as libphonenumber-js reads them (Brazil's metadata only): whether staff
 * typed a WhatsApp number the site can link to, and a number's display format. Kept apart from
 * phone.ts so that public pages, which only build links, do not load the numbering plan.
 */
import {
  parsePhoneNumberFromString,
  type MetadataJson,
  type PhoneNumber,
} from "libphonenumber-js/core";
import brazilJson from "./phone-metadata.br.json";
import { COUNTRY_CODE, normalizeWhatsapp } from "./phone";

const brazil = brazilJson as unknown as MetadataJson;

export const WHATSAPP_INVALID = "Número de WhatsApp inválido";

/** A Brazilian number as libphonenumber-js reads it (Brazil's metadata only), or undefined. */
function parseBrazilian(national: string): PhoneNumber | undefined {
  return parsePhoneNumberFromString(national, "BR", brazil);
}

/**
 * The national number (area code + subscriber, 10 or 11 digits) of a phone typed by staff, or
 * null when it is not a Brazilian number: only digits, spaces, brackets, dots, hyphens and a
 * leading '+' are allowed; a 55 country code or a 0 trunk prefix may come first; then
 * libphonenumber-js must find a valid Brazilian mobile or landline (an existing area code, a
 * mobile's 9, a landline's first digit). A 10-digit mobile written without its 9 (subscriber
 * starting 6-9) is valid when it is with the 9. What passes here always gives a wa.me link
 * through normalizeWhatsapp.
 */
export function whatsappNationalNumber(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length);
  } else if ((digits.length === 11 || digits.length === 12) && digits.startsWith("0")) {
    digits = digits.slice(1);
  }
  if (digits.length !== 10 && digits.length !== 11) return null;
  const dialled =
    digits.length === 10 && /^\d{2}[6-9]/.test(digits)
      ? `${digits.slice(0, 2)}9${digits.slice(2)}`
      : digits;
  const phone = parseBrazilian(dialled);
  if (!phone?.isValid() || phone.nationalNumber !== dialled) return null;
  return digits;
}

/** True when the text is a WhatsApp number the site can link to (see whatsappNationalNumber). */
export function isValidWhatsapp(raw: string | null | undefined): boolean {
  return whatsappNationalNumber(raw) !== null;
}

/** '(AA) NNNNN-NNNN' for an 11-digit national number, otherwise the raw text (trimmed). */
export function formatPhoneDisplay(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const normalized = normalizeWhatsapp(raw);
  const national = normalized?.slice(COUNTRY_CODE.length);
  if (national?.length !== 11) return raw.trim();
  return parseBrazilian(national)?.formatNational() ?? raw.trim();
}
