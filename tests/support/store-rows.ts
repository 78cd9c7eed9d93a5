/** Store rows written straight into a test database, for tests about what reads them. */
import type { NewStore } from "#db/schema";

/**
 * An active store in central Goiânia with the fields every store must have, its slug made from
 * its name; `extra` sets whatever the test is about (city, slug, active, position...).
 */
export function storeRow(name: string, extra: Partial<NewStore> = {}): NewStore {
  return {
    name,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua 1",
    number: "10",
    postalCode: "74000-000",
    hoursText: "Seg. a Sex.: 9h às 19h",
    ...extra,
  };
}
