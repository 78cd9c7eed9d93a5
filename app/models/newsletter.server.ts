import { count, eq, sql } from "drizzle-orm";
import { newsletterSubscribers, type NewsletterSource } from "#db/schema";
import { normalizeEmail } from "~/domain/newsletter";
import type { Database } from "~/server/db.server";

/**
 * Adds a subscriber. An address already on the list (in any letter case) is left as it is, with
 * its original source and date: the visitor sees the same success either way.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; source: NewsletterSource },
): Promise<{ created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!email) throw new Error("An e-mail is required");
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source: input.source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}

export async function findNewsletterSubscriber(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function countNewsletterSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}
