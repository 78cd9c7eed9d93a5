/** The newsletter form's schema for the server action: the same rule the browser applies. */
import { z } from "zod";
import { NEWSLETTER_SOURCES, newsletterEmailError, normalizeEmail } from "./newsletter";

export const newsletterEmailSchema = z.unknown().transform((raw, ctx) => {
  const problem = newsletterEmailError(raw);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return normalizeEmail(raw);
});

export const newsletterSchema = z.object({
  email: newsletterEmailSchema,
  // An unknown source is not the visitor's fault: record it as the main form.
  source: z.enum(NEWSLETTER_SOURCES).catch("newsletter"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
