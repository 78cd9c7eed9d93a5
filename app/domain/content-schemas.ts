/**
 * Form schemas of the content screens: banners, brands, YouTube videos, blog
 * posts, newsletter subscribers and site settings. The same schema validates in the browser
 * (Conform) and in the action, so both sides show the same pt-BR messages. Control characters
 * are refused for every field at once by parseForm (form-input.ts), not field by field.
 */
import { z } from "zod";
import { BLOG_CATEGORIES, htmlToText } from "./blog";
import { optionalParsed } from "./form-input";
import { isValidWhatsapp, WHATSAPP_INVALID } from "./phone-number";
import { formatCount } from "./count-format";
import { parseSaoPauloLocal } from "./sao-paulo-time";
import { withHttps } from "./url-input";
import { parseYoutubeId } from "./youtube";

/** Home carousel limit. */
export const MAX_BANNERS = 6;
/** Mirrors the upload service's limit (server-only module), for the friendly client check. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const VIDEO_DESCRIPTION_MAX = 200;
export const BLOG_TITLE_MIN = 5;
export const BLOG_EXCERPT_MIN = 10;
export const BLOG_CONTENT_MIN = 50;

export const CONTENT_TEXT = {
  imageHint: "PNG, JPG até 5MB",
  imageTooLarge: "A imagem deve ter no máximo 5MB",
  invalidUrl: "URL inválida",
  bannerLimitTitle: "Limite excedido",
  invalidYoutubeUrl: "URL do YouTube inválida",
  youtubeUrlHelp: "Por favor, insira uma URL válida do YouTube",
} as const;

/** Trimmed text: `message` when shorter than `min` characters, `tooLong` when longer than `max`. */
function requiredText(min: number, message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong });
}

/** Optional trimmed text of at most `max` characters (`tooLong` beyond): empty becomes null. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value || null);
}

/** An absolute http(s) address with a real host name ('https://loja.exemplo.com.br/x'). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    if (url.username || url.password) return false;
    return url.hostname === "localhost" || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** An optional link: empty is fine (Conform turns '' into undefined), anything else must be http(s). */
const optionalUrl = z
  .string()
  .trim()
  .max(2000, { error: CONTENT_TEXT.invalidUrl })
  // 'instagram.com/basiquinha' means https://instagram.com/basiquinha.
  .transform(withHttps)
  .refine(isHttpUrl, { error: CONTENT_TEXT.invalidUrl })
  .optional();

const imageFile = z.file().max(MAX_IMAGE_BYTES, { error: CONTENT_TEXT.imageTooLarge });

/** The image a new record cannot do without; `message` says which one is missing. */
function requiredImage(message: string) {
  return z.file({ error: message }).max(MAX_IMAGE_BYTES, { error: CONTENT_TEXT.imageTooLarge });
}

const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** What a list screen does to one of its rows, by record id; each list picks the ones it offers. */
const rowIntent = {
  toggle: z.object({ intent: z.literal("toggle"), id: recordId }),
  delete: z.object({ intent: z.literal("delete"), id: recordId }),
  move: z.object({ intent: z.literal("move"), id: recordId, direction: z.enum(["up", "down"]) }),
};

/** What the content list screens (banners, brands) do to a record: show or hide, delete, move. */
export const contentListActionSchema = z.discriminatedUnion("intent", [
  rowIntent.toggle,
  rowIntent.delete,
  rowIntent.move,
]);

// ---------------------------------------------------------------- banners

/** An optional São Paulo date and time ('AAAA-MM-DDTHH:mm') as a moment, or null. */
const saoPauloMoment = (message: string) => optionalParsed(parseSaoPauloLocal, message);

/** A display window ('Exibir de … até …'), São Paulo wall-clock times; either end may stay empty. */
export const displayWindowFields = {
  startsAt: saoPauloMoment("Informe a data e a hora do início"),
  endsAt: saoPauloMoment("Informe a data e a hora do fim"),
};

export const bannerFields = {
  description: requiredText(
    3,
    "Descrição deve ter pelo menos 3 caracteres",
    300,
    "Descrição deve ter no máximo 300 caracteres",
  ),
  url: optionalUrl,
  active: z.boolean().optional(),
  ...displayWindowFields,
};

/** The end of a display window must come after its start. */
export function bannerWindowError(startsAt: Date | null, endsAt: Date | null): string | null {
  return startsAt && endsAt && endsAt <= startsAt
    ? "O fim da exibição deve ser depois do início"
    : null;
}

/**
 * The optional phone image: shown on phone screens instead of the desktop image. Editing keeps
 * the current one unless a new one is chosen or staff tick 'remove'.
 */
export const bannerPhoneFields = {
  phoneImage: imageFile.optional(),
  removePhoneImage: z.boolean().optional(),
};

/** Editing keeps the current image unless a new one is chosen. */
export const bannerSchema = z.object({
  ...bannerFields,
  ...bannerPhoneFields,
  image: imageFile.optional(),
});
export const newBannerSchema = z.object({
  ...bannerFields,
  ...bannerPhoneFields,
  image: requiredImage("Imagem é obrigatória"),
  /** Where the new banner goes in the carousel (0 first); empty: last. */
  position: z.number({ error: "Escolha a posição" }).int().min(0).max(999).optional(),
});

// ---------------------------------------------------------------- brands

export const brandFields = {
  name: requiredText(
    2,
    "Nome deve ter pelo menos 2 caracteres",
    120,
    "Nome deve ter no máximo 120 caracteres",
  ),
  active: z.boolean().optional(),
};

export const brandSchema = z.object({ ...brandFields, image: imageFile.optional() });
export const newBrandSchema = z.object({
  ...brandFields,
  image: requiredImage("Logo é obrigatória"),
});

// ---------------------------------------------------------------- videos

/** 'URL inválida' when it is not an address at all; 'URL do YouTube inválida' when it is another site. */
export function youtubeUrlError(value: string): string | null {
  if (!isHttpUrl(value)) return CONTENT_TEXT.invalidUrl;
  return parseYoutubeId(value) ? null : CONTENT_TEXT.invalidYoutubeUrl;
}

const POSITION_MESSAGE = "A ordem deve ser um número inteiro maior ou igual a 0";

export const videoFields = {
  url: z
    .string({ error: CONTENT_TEXT.invalidUrl })
    .trim()
    .max(2000, { error: CONTENT_TEXT.invalidUrl })
    .superRefine((value, ctx) => {
      const message = youtubeUrlError(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  title: requiredText(
    1,
    "O título é obrigatório",
    200,
    "O título deve ter no máximo 200 caracteres",
  ),
  description: z
    .string()
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, {
      error: `A descrição deve ter no máximo ${VIDEO_DESCRIPTION_MAX} caracteres`,
    })
    .optional(),
  position: z
    .number({ error: POSITION_MESSAGE })
    .int({ error: POSITION_MESSAGE })
    .min(0, { error: POSITION_MESSAGE })
    .max(100_000, { error: POSITION_MESSAGE })
    .optional(),
};

export const videoSchema = z.object(videoFields);

export const videoActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...videoFields }),
  z.object({ intent: z.literal("update"), id: recordId, ...videoFields }),
  rowIntent.delete,
  rowIntent.move,
]);

// ---------------------------------------------------------------- blog posts

export const blogPostSchema = z.object({
  title: z
    .string({ error: `O título precisa ter pelo menos ${BLOG_TITLE_MIN} caracteres` })
    .trim()
    .min(BLOG_TITLE_MIN, { error: `O título precisa ter pelo menos ${BLOG_TITLE_MIN} caracteres` })
    .max(200, { error: "O título deve ter no máximo 200 caracteres" }),
  category: z.enum(BLOG_CATEGORIES, { error: "Selecione uma categoria" }),
  excerpt: z
    .string({ error: `O resumo precisa ter pelo menos ${BLOG_EXCERPT_MIN} caracteres` })
    .trim()
    .min(BLOG_EXCERPT_MIN, {
      error: `O resumo precisa ter pelo menos ${BLOG_EXCERPT_MIN} caracteres`,
    })
    .max(500, { error: "O resumo deve ter no máximo 500 caracteres" }),
  // Counted on the visible text: markup alone ('<p></p>' x 20) is not content.
  content: z
    .string({ error: `O conteúdo precisa ter pelo menos ${BLOG_CONTENT_MIN} caracteres` })
    .max(500_000, { error: "O conteúdo é longo demais" })
    .refine((html) => htmlToText(html).length >= BLOG_CONTENT_MIN, {
      error: `O conteúdo precisa ter pelo menos ${BLOG_CONTENT_MIN} caracteres`,
    }),
  image: requiredText(1, "Selecione uma imagem de capa", 2000, "Selecione uma imagem de capa"),
  readingTime: z
    .number({ error: "Informe os minutos de leitura (de 1 a 120)" })
    .int({ error: "Informe os minutos de leitura (de 1 a 120)" })
    .min(1, { error: "Informe os minutos de leitura (de 1 a 120)" })
    .max(120, { error: "Informe os minutos de leitura (de 1 a 120)" })
    .optional(),
  published: z.boolean().optional(),
  /** São Paulo wall-clock time; empty: public as soon as it is published. */
  publishAt: saoPauloMoment("Informe a data e a hora da publicação"),
  author: optionalText(100, "O nome do autor deve ter no máximo 100 caracteres"),
  /** 'Tópicos': separated by commas. */
  tags: z
    .string()
    .max(300, { error: "Use no máximo 300 caracteres nos tópicos" })
    .optional()
    .transform((value) =>
      Array.from(
        new Set(
          (value ?? "")
            .split(",")
            .map((tag) => tag.trim().replace(/\s+/g, " "))
            .filter(Boolean),
        ),
      ).slice(0, 10),
    ),
  seoDescription: optionalText(
    160,
    "A descrição para buscadores deve ter no máximo 160 caracteres",
  ),
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** The post editor's form without JavaScript: the cover comes as a file, not as an address. */
export const blogPostWithCoverFileSchema = blogPostSchema.extend({
  image: z.string().trim().max(2000).optional().default(""),
});

export const blogListActionSchema = rowIntent.delete;

// ---------------------------------------------------------------- newsletter

export const newsletterActionSchema = rowIntent.delete;

// ---------------------------------------------------------------- site settings

/** A map tile template must be an http(s) address with the {z}, {x} and {y} placeholders. */
export function isTileUrlTemplate(value: string): boolean {
  return (
    ["{z}", "{x}", "{y}"].every((p) => value.includes(p)) &&
    isHttpUrl(value.replace(/\{[a-z]+\}/g, "0"))
  );
}

function whole(max: number) {
  const message = `Informe um número inteiro entre 0 e ${formatCount(max)}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().max(max, { error: message }));
}

/** The settings form's claims; one left out of a post keeps its current value. */
const marketingClaimsFields = {
  clubMembers: whole(100_000_000).optional(),
  customerSatisfaction: whole(100).optional(),
  franchisees: whole(100_000).optional(),
  franchiseSatisfaction: whole(100).optional(),
};

export const siteSettingsSchema = z.object({
  brandName: requiredText(
    2,
    "Nome da marca deve ter pelo menos 2 caracteres",
    80,
    "Nome da marca deve ter no máximo 80 caracteres",
  ),
  contactEmail: z.email({ error: "Email inválido" }).max(200, { error: "Email inválido" }),
  contactPhone: z
    .string({ error: "Telefone inválido" })
    .trim()
    .max(40, { error: "Telefone inválido" })
    .refine((v) => v.replace(/\D/g, "").length >= 10 && /^[\d\s()+.-]+$/.test(v), {
      error: "Telefone inválido (inclua o DDD)",
    }),
  whatsapp: z
    .string()
    .trim()
    .max(40, { error: WHATSAPP_INVALID, abort: true })
    .refine(isValidWhatsapp, { error: WHATSAPP_INVALID })
    .optional(),
  instagramUrl: optionalUrl,
  facebookUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  tiktokUrl: optionalUrl,
  onlineShopUrl: optionalUrl,
  franchiseUrl: optionalUrl,
  clubSignupUrl: optionalUrl,
  webmailUrl: optionalUrl,
  mapTileUrl: z
    .string()
    .trim()
    .max(2000, { error: "URL dos mapas inválida" })
    .refine(isTileUrlTemplate, {
      error: "URL dos mapas inválida: use http(s) com {z}, {x} e {y}",
    })
    .optional(),
  ...marketingClaimsFields,
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

/** A route's numeric id ('12' -> 12); anything else (letters, zero, huge numbers) is null. */
export function parseRecordId(value: string | undefined | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
