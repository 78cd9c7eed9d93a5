/**
 * Schemas of the store screens of the restricted area, shared by the forms (Conform) and the
 * actions (and by the CSV import, which applies the same store rules row by row). Messages are the
 * admin spec's §5 words where the spec gives them.
 */
import { z } from "zod";
import { specialtyIcons, storeImageKinds, storeSectionKeys } from "#db/constants";
import { stateName } from "./brazilian-states";
import { displayWindowFields } from "./content-schemas";
import { optionalParsed } from "./form-input";
import { withHttps } from "./url-input";
import { isValidWhatsapp } from "./phone-number";
import { brazilTimeZone, TIME_ZONE_INVALID } from "./time-zones";
import { hoursTextProblem, spanProblem } from "./hours-rule";

export const STORE_MESSAGES = {
  name: "Nome deve ter pelo menos 5 caracteres",
  state: "Estado é obrigatório",
  stateInvalid: "Estado inválido",
  city: "Cidade é obrigatória",
  neighborhood: "Bairro é obrigatório",
  street: "Logradouro é obrigatório",
  number: "Número é obrigatório",
  postalCode: "CEP inválido",
  whatsapp: "Número de WhatsApp inválido",
  url: "URL inválida. Use um endereço completo, como https://instagram.com/sua-loja",
  hoursText: "Horário de funcionamento é obrigatório",
  latitude: "Latitude deve estar entre -90 e 90",
  longitude: "Longitude deve estar entre -180 e 180",
  email: "Email inválido",
  openedOn: "Data de inauguração inválida",
} as const;

export const STORE_LIMITS = {
  name: 5,
  neighborhood: 2,
  street: 3,
  number: 1,
  postalCode: 8,
  whatsapp: 10,
  hoursText: 5,
} as const;

const tooLong = (max: number) => `Use no máximo ${max} caracteres`;

/** Required text: trimmed, at least `min` characters, the same message when missing or short. */
function requiredText(min: number, message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(max) });
}

/** Optional text: blank becomes null (the spec stores empty optional fields as null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((value) => (value ? value : null));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A link: empty (null) or an http(s) address. Other schemes (javascript:, data:) are refused. */
const optionalUrl = z
  .string()
  .trim()
  .max(2000, { error: STORE_MESSAGES.url })
  .optional()
  // 'instagram.com/loja' means https://instagram.com/loja.
  .transform((value) => (value ? withHttps(value) : value))
  .refine((value) => !value || isHttpUrl(value), { error: STORE_MESSAGES.url })
  .transform((value) => (value ? value : null));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A decimal written by a person: '-16.7052', '-16,7052' (Brazilian comma) or ' 16.7 '. Null when
 * it is not a plain number.
 */
export function parseDecimal(value: string | null | undefined): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, "");
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  const number = Number(text.replace(",", "."));
  return Number.isFinite(number) ? number : null;
}

const NUMBER = String.raw`[+-]?\d+(?:[.,]\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:[;,]\s*|\s+)(${NUMBER})\s*$`);

/**
 * A coordinate pair pasted from a maps service ('-16.7052, -49.2704', '-16,7052; -49,2704'):
 * [latitude, longitude] as typed, or null when the text is a single value.
 */
export function splitCoordinatePair(value: string | null | undefined): [string, string] | null {
  if (typeof value !== "string" || parseDecimal(value) !== null) return null;
  const match = PAIR.exec(value);
  return match ? [match[1]!, match[2]!] : null;
}

function coordinate(min: number, max: number, message: string) {
  return optionalParsed((value) => {
    const number = parseDecimal(value);
    return number !== null && number >= min && number <= max ? number : null;
  }, message);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900;
}

/** Moves a pasted 'lat, lng' pair out of the latitude field into both fields. */
function splitPastedPair(input: unknown): unknown {
  if (!input || typeof input !== "object") return input;
  const values = input as Record<string, unknown>;
  const pair = splitCoordinatePair(typeof values.latitude === "string" ? values.latitude : null);
  if (!pair) return input;
  const longitude = typeof values.longitude === "string" ? values.longitude.trim() : "";
  if (longitude && parseDecimal(longitude) !== parseDecimal(pair[1])) return input;
  return { ...values, latitude: pair[0], longitude: pair[1] };
}

export const storeFields = {
  name: requiredText(STORE_LIMITS.name, STORE_MESSAGES.name, 120),
  state: z
    .string({ error: STORE_MESSAGES.state })
    .trim()
    .min(1, { error: STORE_MESSAGES.state })
    .transform((value, ctx) => {
      const name = stateName(value);
      if (!name) {
        ctx.addIssue({ code: "custom", message: STORE_MESSAGES.stateInvalid });
        return z.NEVER;
      }
      return name;
    }),
  city: requiredText(1, STORE_MESSAGES.city, 120),
  neighborhood: requiredText(STORE_LIMITS.neighborhood, STORE_MESSAGES.neighborhood, 120),
  street: requiredText(STORE_LIMITS.street, STORE_MESSAGES.street, 200),
  number: requiredText(STORE_LIMITS.number, STORE_MESSAGES.number, 20),
  complement: optionalText(200),
  postalCode: z
    .string({ error: STORE_MESSAGES.postalCode })
    .trim()
    .min(STORE_LIMITS.postalCode, { error: STORE_MESSAGES.postalCode })
    .max(12, { error: STORE_MESSAGES.postalCode }),
  reference: optionalText(300),
  // Only what normalises to a Brazilian number with a real area code: anything else would leave
  // the store without its WhatsApp button on the site.
  whatsapp: z
    .string({ error: STORE_MESSAGES.whatsapp })
    .trim()
    .min(STORE_LIMITS.whatsapp, { error: STORE_MESSAGES.whatsapp, abort: true })
    .max(30, { error: STORE_MESSAGES.whatsapp, abort: true })
    .refine(isValidWhatsapp, { error: STORE_MESSAGES.whatsapp }),
  instagramUrl: optionalUrl,
  mapsUrl: optionalUrl,
  hoursText: requiredText(STORE_LIMITS.hoursText, STORE_MESSAGES.hoursText, 500).superRefine(
    (text, ctx) => {
      const problem = hoursTextProblem(text);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    },
  ),
  notes: optionalText(2000),
  active: z.boolean().optional().default(false),
  latitude: coordinate(-90, 90, STORE_MESSAGES.latitude),
  longitude: coordinate(-180, 180, STORE_MESSAGES.longitude),
  email: z
    .string()
    .trim()
    .max(254, { error: STORE_MESSAGES.email })
    .optional()
    .refine((value) => !value || EMAIL.test(value), { error: STORE_MESSAGES.email })
    .transform((value) => (value ? value.toLowerCase() : null)),
  openedOn: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), { error: STORE_MESSAGES.openedOn })
    .transform((value) => (value ? value : null)),
  historyHtml: optionalText(50_000),
  // '' follows the municipality (the model writes its zone); otherwise one of Brazil's zones.
  timezone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || brazilTimeZone(value) !== null, {
      error: TIME_ZONE_INVALID,
    })
    .transform((value) => (value === "" ? "" : (brazilTimeZone(value) as string))),
};

const storeObjectSchema = z.object(storeFields);

/** The store form. Output: the stores row fields, optional blanks as null. */
export const storeFormSchema = z.preprocess(splitPastedPair, storeObjectSchema);

type StoreField = keyof typeof storeFields;

/** A field kept as the store has it: any text, stored trimmed or as null. */
const keptAsStored = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * The fields of an edit that fail today's rules with the very value the store already has (old
 * data: a demo store without WhatsApp, hours typed before the hours rule). The person did not
 * touch them, so they are kept as they are rather than blocking the save, as the spreadsheet
 * import does; the site never shows an invalid WhatsApp, so nothing wrong gets published.
 */
export function keptStoreFields(
  sent: FormData,
  stored: Partial<Record<string, unknown>> | null | undefined,
): StoreField[] {
  if (!stored) return [];
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return (Object.keys(storeFields) as StoreField[]).filter((field) => {
    if (field === "active" || !(field in stored)) return false;
    const value = sent.get(field) ?? "";
    if (text(value) !== text(stored[field])) return false;
    return !storeFields[field].safeParse(text(value) || undefined).success;
  });
}

const keptSchemas = new Map<string, typeof storeFormSchema>();

/** The store form's schema with `kept` fields (keptStoreFields) taken as they are. */
export function storeFormSchemaKeeping(kept: readonly StoreField[]): typeof storeFormSchema {
  if (kept.length === 0) return storeFormSchema;
  const key = [...kept].sort().join(",");
  let schema = keptSchemas.get(key);
  if (!schema) {
    const shape = Object.fromEntries(kept.map((field) => [field, keptAsStored]));
    schema = z.preprocess(
      splitPastedPair,
      storeObjectSchema.extend(shape),
    ) as unknown as typeof storeFormSchema;
    keptSchemas.set(key, schema);
  }
  return schema;
}

export type StoreFormInput = z.input<typeof storeObjectSchema>;
export type StoreFormValues = z.output<typeof storeFormSchema>;

// ---------------------------------------------------------------------------------------------
// Store list, banners and photos
// ---------------------------------------------------------------------------------------------

const id = z.coerce.number({ error: "Registro inválido" }).int().positive();

/** A list row's edit: intent "update", the row's id under `idKey` and the list's fields. */
function rowUpdateSchema<IdKey extends string, Fields extends z.ZodRawShape>(
  idKey: IdKey,
  fields: Fields,
) {
  const rowId = { [idKey]: id } as Record<IdKey, typeof id>;
  return z.object({ intent: z.literal("update"), ...rowId, ...fields });
}

export const storeListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), storeId: id }),
  z.object({ intent: z.literal("preview-slugs") }),
  z.object({ intent: z.literal("regenerate-slugs") }),
]);

export const moveDirection = z.enum(["up", "down"]);

/** A store banner's description for screen readers and when the image does not load. */
export const STORE_BANNER_ALT_MAX = 200;
export const storeBannerAltSchema = z
  .string({ error: "Descreva o banner em pelo menos 3 caracteres" })
  .trim()
  .min(3, "Descreva o banner em pelo menos 3 caracteres")
  .max(STORE_BANNER_ALT_MAX, `Use no máximo ${STORE_BANNER_ALT_MAX} caracteres`);

export const storeBannerActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove-banner"), bannerId: id }),
  z.object({ intent: z.literal("move-banner"), bannerId: id, direction: moveDirection }),
  // A banner's details: its text, display window and phone image (the image itself is read by
  // the upload service once these fields have passed).
  z.object({
    intent: z.literal("banner-details"),
    bannerId: id,
    altText: storeBannerAltSchema,
    ...displayWindowFields,
    removePhoneImage: z.boolean().optional(),
  }),
]);

export const STORE_IMAGE_KIND_LABELS: Record<(typeof storeImageKinds)[number], string> = {
  facade: "Fachada",
  interior: "Interior",
};

export const storeImageKindSchema = z.enum(storeImageKinds, { error: "Escolha o tipo da foto" });

export const storePhotoActionSchema = z.discriminatedUnion("intent", [
  // The image itself is read by the upload service once these fields have passed.
  z.object({
    intent: z.literal("upload-photo"),
    kind: storeImageKindSchema,
    altText: optionalText(300),
  }),
  z.object({
    intent: z.literal("update-photo"),
    photoId: id,
    kind: storeImageKindSchema,
    altText: optionalText(300),
  }),
  z.object({ intent: z.literal("move-photo"), photoId: id, direction: moveDirection }),
  z.object({ intent: z.literal("remove-photo"), photoId: id }),
]);

// ---------------------------------------------------------------------------------------------
// Page sections
// ---------------------------------------------------------------------------------------------

export const STORE_SECTION_LABELS: Record<(typeof storeSectionKeys)[number], string> = {
  hero_description: "Descrição do topo da página",
  sobre_loja: "Sobre a loja",
  diferenciais: "Diferenciais",
  expertise: "Expertise",
  localizacao_estrategica: "Localização estratégica",
  cta_principal: "Chamada principal",
  meta_description: "Descrição para buscadores",
  palavras_chave: "Palavras-chave",
};

/** Sections the public page shows as plain text (no editor, no HTML). */
export const PLAIN_TEXT_SECTIONS = new Set<string>([
  "hero_description",
  "meta_description",
  "palavras_chave",
]);

/** Sections whose title the public page shows. */
export const TITLED_SECTIONS = new Set<string>([
  "sobre_loja",
  "diferenciais",
  "expertise",
  "localizacao_estrategica",
  "cta_principal",
]);

export const SECTION_BODY_LIMITS: Partial<Record<(typeof storeSectionKeys)[number], number>> = {
  hero_description: 400,
  meta_description: 160,
  palavras_chave: 300,
};

const sectionKey = z.enum(storeSectionKeys, { error: "Seção inválida" });

/** One section of a store's page as a form sends it (the section screen and the all-in-one form). */
export const storeSectionFields = {
  sectionId: id.optional(),
  section: sectionKey,
  title: optionalText(160),
  bodyHtml: z
    .string()
    .max(50_000, { error: tooLong(50_000) })
    .optional()
    .default(""),
  active: z.boolean().optional().default(false),
};

export const storeSectionSchema = z
  .object({ intent: z.literal("save-section"), ...storeSectionFields })
  .superRefine((value, ctx) => {
    const limit = SECTION_BODY_LIMITS[value.section];
    if (limit && value.bodyHtml.trim().length > limit) {
      ctx.addIssue({ code: "custom", path: ["bodyHtml"], message: tooLong(limit) });
    }
    if (value.section === "diferenciais" && !value.title && !value.bodyHtml.trim()) {
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: "Informe o título ou o texto do diferencial",
      });
    }
  });

export const storeSectionActionSchema = z.discriminatedUnion("intent", [
  storeSectionSchema,
  z.object({ intent: z.literal("delete-section"), sectionId: id }),
  z.object({ intent: z.literal("move-section"), sectionId: id, direction: moveDirection }),
]);

// ---------------------------------------------------------------------------------------------
// Structured hours
// ---------------------------------------------------------------------------------------------

const CLOCK = /^([01]?\d|2[0-4]):[0-5]\d$/;
const clock = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || (CLOCK.test(v) && (!v.startsWith("24") || v === "24:00")), {
    error: "Horário inválido (use HH:MM)",
  })
  .transform((v) => (v ? v.padStart(5, "0") : null));

/** The 'fecha no dia seguinte' checkbox of a period. */
const overnight = z.boolean().optional().default(false);

const daySchema = z
  .object({
    open1: clock,
    close1: clock,
    overnight1: overnight,
    open2: clock,
    close2: clock,
    overnight2: overnight,
  })
  .superRefine((day, ctx) => {
    for (const n of [1, 2] as const) {
      const open = day[`open${n}`];
      const close = day[`close${n}`];
      if (Boolean(open) !== Boolean(close)) {
        ctx.addIssue({
          code: "custom",
          path: [open ? `close${n}` : `open${n}`],
          message: "Informe abertura e fechamento",
        });
      }
      const problem = spanProblem(open, close, day[`overnight${n}`]);
      if (problem) ctx.addIssue({ code: "custom", path: [`close${n}`], message: problem });
    }
    if (!day.open1 && day.open2) {
      ctx.addIssue({ code: "custom", path: ["open1"], message: "Preencha o primeiro período" });
    }
  });

const specialSchema = z
  .object({
    date: z
      .string({ error: "Informe a data" })
      .trim()
      .refine(isCalendarDate, { error: "Data inválida" }),
    label: optionalText(60),
    closed: z.boolean().optional().default(false),
    open: clock,
    close: clock,
    overnight,
  })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (!day.open || !day.close) {
      ctx.addIssue({
        code: "custom",
        path: [day.open ? "close" : "open"],
        message: "Informe o horário ou marque como fechado",
      });
    }
    const problem = spanProblem(day.open, day.close, day.overnight);
    if (problem) ctx.addIssue({ code: "custom", path: ["close"], message: problem });
  });

export const HOURS_DAYS_MISSING = "Informe os horários dos sete dias da semana";

export const weeklyHoursSchema = z.object({
  intent: z.literal("save-hours"),
  /** Index 0 = Sunday ... 6 = Saturday (as WeeklyHours). */
  days: z.array(daySchema).length(7, { error: HOURS_DAYS_MISSING }),
  special: z
    .array(specialSchema)
    .max(60, { error: "Use no máximo 60 datas especiais" })
    .default([]),
});

export type WeeklyHoursFormValues = z.output<typeof weeklyHoursSchema>;

export const hoursActionSchema = z.discriminatedUnion("intent", [
  weeklyHoursSchema,
  z.object({ intent: z.literal("clear-hours") }),
]);

// ---------------------------------------------------------------------------------------------
// Specialties and testimonials
// ---------------------------------------------------------------------------------------------

export const specialtyIconSchema = z.enum(specialtyIcons, { error: "Escolha um ícone" });

const specialtyFields = {
  title: requiredText(2, "Título deve ter pelo menos 2 caracteres", 80),
  description: z
    .string()
    .trim()
    .max(400, { error: tooLong(400) })
    .optional()
    .transform((v) => v ?? ""),
  icon: specialtyIconSchema,
  active: z.boolean().optional().default(false),
};

export const specialtyCreateSchema = z.object({ intent: z.literal("create"), ...specialtyFields });
export const specialtyUpdateSchema = rowUpdateSchema("specialtyId", specialtyFields);

export const specialtyActionSchema = z.discriminatedUnion("intent", [
  specialtyCreateSchema,
  specialtyUpdateSchema,
  z.object({ intent: z.literal("move"), specialtyId: id, direction: moveDirection }),
  z.object({ intent: z.literal("toggle"), specialtyId: id }),
  z.object({ intent: z.literal("delete"), specialtyId: id }),
]);

export const TESTIMONIAL_MESSAGES = {
  customerName: "Nome deve ter pelo menos 2 caracteres",
  text: "O depoimento deve ter pelo menos 10 caracteres",
  rating: "Escolha uma nota de 1 a 5",
  store: "Escolha a loja",
} as const;

const testimonialFields = {
  customerName: requiredText(2, TESTIMONIAL_MESSAGES.customerName, 80),
  city: optionalText(80),
  rating: z.coerce
    .number({ error: TESTIMONIAL_MESSAGES.rating })
    .int({ error: TESTIMONIAL_MESSAGES.rating })
    .min(1, { error: TESTIMONIAL_MESSAGES.rating })
    .max(5, { error: TESTIMONIAL_MESSAGES.rating }),
  text: requiredText(10, TESTIMONIAL_MESSAGES.text, 1000),
};

export const testimonialCreateSchema = z.object({
  intent: z.literal("create"),
  storeId: z.coerce
    .number({ error: TESTIMONIAL_MESSAGES.store })
    .int({ error: TESTIMONIAL_MESSAGES.store })
    .positive({ error: TESTIMONIAL_MESSAGES.store }),
  ...testimonialFields,
  approved: z.boolean().optional().default(false),
});

export const testimonialUpdateSchema = rowUpdateSchema("testimonialId", testimonialFields);

export const testimonialActionSchema = z.discriminatedUnion("intent", [
  testimonialCreateSchema,
  testimonialUpdateSchema,
  z.object({ intent: z.literal("approve"), testimonialId: id }),
  z.object({ intent: z.literal("unapprove"), testimonialId: id }),
  z.object({ intent: z.literal("delete"), testimonialId: id }),
]);
