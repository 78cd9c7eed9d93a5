/**
 * WhatsApp numbers (public spec §5, §7): normalisation to wa.me digits, display and links, and the
 * prefilled messages of the store card, store page and store hero/expertise buttons.
 */

const COUNTRY_CODE = "55";

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

/** '(AA) NNNNN-NNNN' for an 11-digit national number, otherwise the raw text (trimmed). */
export function formatPhoneDisplay(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const normalized = normalizeWhatsapp(raw);
  const national = normalized?.slice(COUNTRY_CODE.length);
  if (national?.length !== 11) return raw.trim();
  return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
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
