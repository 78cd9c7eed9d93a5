/**
 * The data-quality screen's test network: stores given everything a complete page has (a facade
 * and an interior photo, a banner, a text section), and one defect of a known kind injected into
 * chosen stores, as hand-written SQL would leave it. Used by the integration test and by
 * `npm run bench -- --only quality`.
 */
import { sql } from "drizzle-orm";
import type { QualityKind } from "~/domain/data-quality";
import type { Database } from "~/server/db.server";

/** Gives every store without them a facade and an interior photo, a banner and a section. */
export async function completeStores(db: Database): Promise<void> {
  await db.execute(sql`
    insert into store_images (store_id, url, kind)
    select s.id, '/media/teste/fachada.webp', k.kind from stores s
    cross join (values ('facade'), ('interior')) as k(kind)
    where not exists (select 1 from store_images i where i.store_id = s.id and i.kind = k.kind)`);
  await db.execute(sql`
    insert into store_banners (store_id, url)
    select s.id, '/media/teste/banner.webp' from stores s
    where not exists (select 1 from store_banners b where b.store_id = s.id)`);
  await db.execute(sql`
    insert into store_sections (store_id, section, body_html)
    select s.id, 'sobre_loja', '<p>Uma loja completa.</p>' from stores s
    where not exists (select 1 from store_sections c where c.store_id = s.id and c.active)`);
}

/** The kinds injected (the holidays' is a fact of the calendar, not of one store). */
export const INJECTED_KINDS = [
  "no_facade",
  "no_photo",
  "no_banner",
  "no_sections",
  "no_hours",
  "unparsed_hours",
  "hours_mismatch",
  "no_contact",
  "invalid_phone",
  "far_coordinates",
  "cep_state",
  "duplicate_address",
  "duplicate_phone",
  "duplicate_coordinates",
  "stale",
] as const satisfies readonly QualityKind[];

export type InjectedKind = (typeof INJECTED_KINDS)[number];

/** Leaves store `id` with a defect of `kind`; the duplicates copy store `twin`'s value. */
export async function injectDefect(
  db: Database,
  kind: InjectedKind,
  id: number,
  twin: number,
): Promise<void> {
  const statements: Record<InjectedKind, ReturnType<typeof sql>> = {
    no_facade: sql`delete from store_images where store_id = ${id} and kind = 'facade'`,
    no_photo: sql`delete from store_images where store_id = ${id} and kind = 'interior'`,
    no_banner: sql`delete from store_banners where store_id = ${id}`,
    no_sections: sql`delete from store_sections where store_id = ${id}`,
    no_hours: sql`update stores set hours_text = '', weekly_hours = null where id = ${id}`,
    unparsed_hours: sql`update stores set hours_text = 'Consulte a loja pelo WhatsApp', weekly_hours = null where id = ${id}`,
    hours_mismatch: sql`update stores set hours_text = 'Seg. a Sex.: 9h às 19h',
      weekly_hours = '{"week":[{"day":1,"open":"08:00","close":"12:00"}],"special":[]}'::jsonb
      where id = ${id}`,
    no_contact: sql`update stores set whatsapp = null where id = ${id}`,
    invalid_phone: sql`update stores set whatsapp = '(62) 1234' where id = ${id}`,
    far_coordinates: sql`update stores set latitude = latitude + case when latitude > 0 then -4 else 4 end where id = ${id}`,
    cep_state: sql`update stores set postal_code =
      case when state = 'São Paulo' then '70040-000' else '01001-000' end where id = ${id}`,
    duplicate_address: sql`update stores s set street = t.street, number = t.number,
      city = t.city, state = t.state from stores t where s.id = ${id} and t.id = ${twin}`,
    duplicate_phone: sql`update stores s set whatsapp = t.whatsapp
      from stores t where s.id = ${id} and t.id = ${twin}`,
    duplicate_coordinates: sql`update stores s set latitude = t.latitude, longitude = t.longitude
      from stores t where s.id = ${id} and t.id = ${twin}`,
    stale: sql`update stores set updated_at = now() - interval '2 years' where id = ${id}`,
  };
  await db.execute(statements[kind]);
}
