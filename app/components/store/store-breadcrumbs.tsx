import { Breadcrumbs } from "~/components/breadcrumbs";
import type { Crumb } from "~/domain/seo";

/**
 * Início, 'Nossas Lojas' (/nossas-lojas), the store's state and city directory pages when the
 * store has them, then the store name.
 */
export function StoreBreadcrumbs({
  storeName,
  places = [],
}: {
  storeName: string;
  /** The state's and the city's directory pages ('Goiás' /nossas-lojas/go, 'Goiânia' ...). */
  places?: readonly Crumb[];
}) {
  return (
    <Breadcrumbs
      crumbs={[
        { name: "Início", path: "/" },
        { name: "Nossas Lojas", path: "/nossas-lojas" },
        ...places,
        { name: storeName, path: "#" },
      ]}
    />
  );
}
