/** The restricted-area routes, enumerated from the route configuration (app/routes.ts). */
import routes from "~/routes";

type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] };
export type RestrictedRoute = { file: string; pattern: string };

export const RESTRICTED_LAYOUT = "routes/admin/layout.tsx";

export function restrictedRoutes(): RestrictedRoute[] {
  const out: RestrictedRoute[] = [];
  const walk = (entries: Entry[], base: string, inside: boolean) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      const guarded = inside || entry.file === RESTRICTED_LAYOUT;
      if (guarded) out.push({ file: entry.file, pattern: pattern || "/" });
      if (!guarded && /^\/?(restrita|admin)(\/|$)/.test(pattern.replace(/^\//, ""))) {
        throw new Error(`${entry.file} (${pattern}) is outside the restricted-area layout`);
      }
      if (entry.children) walk(entry.children, pattern, guarded);
    }
  };
  walk(routes as Entry[], "", false);
  return out;
}

/** A URL for a route pattern with every parameter filled in. */
export function concreteUrl(pattern: string, param = "1"): string {
  const path = pattern
    .replace(/:\w+\?/g, param)
    .replace(/:\w+/g, param)
    .replace(/\*$/, "lojas/editar/1");
  return `http://localhost${path.startsWith("/") ? path : `/${path}`}`;
}
