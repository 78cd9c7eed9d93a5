import { NavLink } from "react-router";

/** The pages of one store in the restricted area. */
export function StoreTabs({
  storeId,
  pendingTestimonials,
}: {
  storeId: number;
  pendingTestimonials?: number;
}) {
  const tabs = [
    { to: `/restrita/lojas/editar/${storeId}`, label: "Dados da loja" },
    { to: `/restrita/lojas/${storeId}/fotos`, label: "Fotos" },
    { to: `/restrita/lojas/${storeId}/conteudo`, label: "Conteúdo da página" },
    { to: `/restrita/lojas/${storeId}/horarios`, label: "Horários" },
    { to: `/restrita/lojas/${storeId}/agenda`, label: "Agenda" },
    { to: `/restrita/depoimentos?loja=${storeId}`, label: "Depoimentos" },
  ];
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
