/** Helpers to address databases on the PostgreSQL server named by TEST_DATABASE_URL. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The maintenance database, used to create and drop test databases. */
export function adminUrl(base: string): string {
  return databaseUrl(base, "postgres");
}
