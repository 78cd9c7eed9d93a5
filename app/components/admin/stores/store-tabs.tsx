import { NavLink } from "react-router";
import type { Permission } from "~/domain/permissions";
import { useCan } from "~/components/admin/use-can";

/** The pages of one store in the restricted area. */
export function StoreTabs({
  storeId,
  pendingTestimonials,
}: {
  storeId: number;
  pendingTestimonials?: number;
}) {
  const can = useCan();
  // A store manager proposes changes to the store's data and banners, page texts, hours, photos
  // and which of its testimonials are published.
  type Tab = { to: string; label: string; permission: Permission };
  const all: Tab[] = [
    {
      to: `/restrita/lojas/${can("stores.edit") ? "editar" : "visualizar"}/${storeId}`,
      label: "Dados da loja",
      permission: "stores.view",
    },
    { to: `/restrita/lojas/${storeId}/fotos`, label: "Fotos", permission: "stores.edit" },
    {
      to: `/restrita/lojas/${storeId}/conteudo`,
      label: "Conteúdo da página",
      permission: "stores.edit",
    },
    { to: `/restrita/lojas/${storeId}/horarios`, label: "Horários", permission: "stores.edit" },
    { to: `/restrita/lojas/${storeId}/agenda`, label: "Agenda", permission: "stores.publish" },
    {
      to: `/restrita/depoimentos?loja=${storeId}`,
      label: "Depoimentos",
      permission: "testimonials.view",
    },
  ];
  const tabs = all.filter((tab) => can(tab.permission));
  return (
    <nav aria-label="Páginas da loja" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-neutral-200 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-neutral-600 hover:text-neutral-900"
                }`
              }
            >
              {tab.label}
              {tab.label === "Depoimentos" && pendingTestimonials ? (
                <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-800">
                  {pendingTestimonials}
                  <span className="sr-only"> pendentes</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
