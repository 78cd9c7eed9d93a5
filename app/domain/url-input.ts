/**
 * Addresses as staff type them: 'instagram.com/basiquinha' or 'www.site.com.br' get 'https://'
 * in front; anything with a scheme already ('http:', 'javascript:') is left for the validator.
 */
export function withHttps(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  if (text.startsWith("//")) return `https:${text}`;
  return /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(?::\d+)?(?:[/?#]|$)/u.test(text) ? `https://${text}` : text;
}
