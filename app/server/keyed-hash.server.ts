/**
 * Keyed hashes (HMAC-SHA-256 with the session secret) for personal data the site must recognise
 * without keeping: the address a newsletter consent came from, and the pseudonym that replaces
 * an erased person in the activity log. Without the secret a hash cannot be reversed by trying
 * every address; with the same secret the same value always gives the same hash.
 */
import { createHmac } from "node:crypto";
import { normalizeEmail } from "~/domain/newsletter";
import type { Env } from "./env.server";

export function keyedHash(env: Pick<Env, "SESSION_SECRET">, purpose: string, value: string) {
  return createHmac("sha256", env.SESSION_SECRET)
    .update(`${purpose}\0${value}`)
    .digest("base64url");
}

/** 'titular-3fA9…': what the activity log shows instead of an erased person's e-mail. */
export function dataSubjectPseudonym(env: Pick<Env, "SESSION_SECRET">, email: string): string {
  return `titular-${keyedHash(env, "data-subject", normalizeEmail(email)).slice(0, 12)}`;
}
