/**
 * Phone numbers: WhatsApp normalisation to wa.me digits, wa.me and tel: links, and the prefilled
 * messages of the store card, store page and store hero/expertise buttons. Plain string rules, so
 * pages can build links in the browser; checking a number against Brazil's numbering plan and
 * its display format are in phone-number.ts (libphonenumber-js and its metadata).
 */

export const COUNTRY_CODE = "55";

/**
 * Normalises a Brazilian phone for wa.me, exactly per spec: strip non-digits; drop a leading 55
 * when longer than 11 digits; drop a leading zero; a 10-digit number whose first digit after the
 * 2-digit area code is 6-9 (a mobile written without the 9) gets a 9 inserted after the area
 * code; when still longer than 11 keep the last 11; prefix 55. Returns null when nothing usable
 * is left (empty, letters only, or fewer than 10 digits: a number without its area code).
 */
export function normalizeWhatsapp(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  let digits = raw.replace(/\D/g, "");
  if (digits.length > 11 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10 && /^\d{2}[6-9]/.test(digits)) {
    digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  }
  if (digits.length > 11) digits = digits.slice(-11);
  if (digits.length < 10) return null;
  return `${COUNTRY_CODE}${digits}`;
}

/** https://wa.me/55AANNNNNNNNN, with ?text= (URI-encoded) when a message is given; else null. */
export function whatsappUrl(
  raw: string | null | undefined,
  message?: string | null,
): string | null {
  const number = normalizeWhatsapp(raw);
  if (!number) return null;
  const text = message?.trim();
  return text
    ? `https://wa.me/${number}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${number}`;
}

/** Store card button ('Falar com a Loja - Via WhatsApp'). */
export function storeCardMessage(storeName: string): string {
  return `Olá! Gostaria de mais informações sobre a loja ${storeName.trim()}.`;
}

/** Store page side card. */
export function storePageMessage(storeName: string): string {
  return `Olá! Vim pelo site da ${storeName.trim()} e gostaria de mais informações.`;
}

/** Store hero, expertise and main call-to-action buttons: names the store and its city. */
export function storeHeroMessage(storeName: string, city?: string | null): string {
  const where = city?.trim() ? ` em ${city.trim()}` : "";
  return `Olá! Vim pela página da ${storeName.trim()}${where} e gostaria de saber mais sobre os produtos e serviços.`;
}

/**
 * A tel: link for a store's number (landline or WhatsApp), with the country code so it dials
 * from any phone: 'tel:+5562999990000'. Null when the number is not usable (fewer than 10 or
 * more than 11 national digits).
 */
export function telUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  let digits = raw.replace(/\D/g, "");
  if (digits.length > 11 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length < 10 || digits.length > 11) return null;
  return `tel:+${COUNTRY_CODE}${digits}`;
}

/** tel: link for a number written any way: telUrl, or the digits as typed when it is not usable. */
export function telHref(phone: string): string {
  return telUrl(phone) ?? `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The number in E.164 ('+5562981234567') for structured data, or undefined when not usable. */
export function phoneE164(phone: string | null | undefined): string | undefined {
  const digits = normalizeWhatsapp(phone);
  return digits ? `+${digits}` : undefined;
}
