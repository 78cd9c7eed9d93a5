import { isReservedSlug, storeSlugBase } from "./slug";

/**
 * Whether a stored slug is the one its name gives: the base itself or the base with a collision
 * suffix (-1, -2 ...). Such a slug is kept on save, so a store's address does not move when a
 * namesake is deleted or its name is saved again unchanged; slug regeneration skips it too.
 */
export function slugFitsName(slug: string, name: string): boolean {
  const base = storeSlugBase(name);
  if (isReservedSlug(slug)) return false;
  if (slug === base) return true;
  return slug.startsWith(`${base}-`) && /^[1-9]\d*$/.test(slug.slice(base.length + 1));
}
