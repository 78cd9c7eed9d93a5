import type { Database } from "./db.server";

/**
 * A query built once per database handle and prepared under a name: a request then only binds
 * its values (`sql.placeholder`). Building a query with Drizzle is a visible share of a page's
 * server time, and PostgreSQL parses and plans a named statement once per connection.
 *
 * Only for queries whose text never changes: anything computed when the query is built (a date,
 * a list of ids) would be frozen in it. `now()` in SQL is evaluated at each run. A connection
 * pooler in front of PostgreSQL must keep named statements per client (PgBouncer 1.21 or later
 * with `max_prepared_statements`, or session pooling).
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const prepared = new WeakMap<Database, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
