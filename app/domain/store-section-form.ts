/**
 * The page-content form of a store: every section of the page in one form.
 */
import { z } from "zod";
import { SECTION_BODY_LIMITS, storeSectionFields } from "./store-schemas";

const tooLong = (max: number) => `Use no máximo ${max} caracteres`;
const id = z.coerce.number({ error: "Registro inválido" }).int().positive();

/**
 * The page-content screen saves every section in one form, so nothing typed in one section is
 * lost by saving another. A blank section that does not exist yet is skipped, not created; an
 * existing differential must keep a title or a text unless it is the one being removed. The
 * optional `move` ("id:up"/"id:down") and `remove` (an id) run after everything is saved.
 */
export const storeSectionItemSchema = z.object(storeSectionFields);

export const storeSectionsFormSchema = z
  .object({
    intent: z.literal("save-all"),
    sections: z.array(storeSectionItemSchema).max(200).optional().default([]),
    move: z
      .string()
      .regex(/^\d+:(up|down)$/, { error: "Movimento inválido" })
      .optional(),
    remove: id.optional(),
  })
  .superRefine((value, ctx) => {
    value.sections.forEach((item, index) => {
      const limit = SECTION_BODY_LIMITS[item.section];
      if (limit && item.bodyHtml.trim().length > limit) {
        ctx.addIssue({
          code: "custom",
          path: ["sections", index, "bodyHtml"],
          message: tooLong(limit),
        });
      }
      const blank = !item.title && !item.bodyHtml.trim();
      if (
        item.section === "diferenciais" &&
        item.sectionId !== undefined &&
        item.sectionId !== value.remove &&
        blank
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["sections", index, "title"],
          message: "Informe o título ou o texto do diferencial",
        });
      }
    });
  });
