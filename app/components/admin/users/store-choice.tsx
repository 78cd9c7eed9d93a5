/**
 * The stores a store manager ("Gestor de loja") looks after, chosen on the Usuários screen: one
 * checkbox per store, in a scrolling box. Only read for the "Gestor de loja" role.
 */
export type StoreOption = { id: number; name: string; city: string };

export function StoreChoice({
  idPrefix,
  stores,
  checked,
  legend,
  errorId,
  errors,
}: {
  idPrefix: string;
  stores: StoreOption[];
  checked: readonly number[];
  legend: string;
  errorId?: string;
  errors?: string[];
}) {
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      {stores.length === 0 ? (
        <p className="text-sm text-neutral-500">Nenhuma loja cadastrada.</p>
      ) : (
        <ul className="max-h-48 overflow-y-auto rounded-lg border border-neutral-300 px-3 py-2">
          {stores.map((store) => (
            <li key={store.id}>
              <label className="inline-flex items-center gap-2 py-0.5 text-sm">
                <input
                  type="checkbox"
                  name="storeIds"
                  value={store.id}
                  id={`${idPrefix}-${store.id}`}
                  defaultChecked={checked.includes(store.id)}
                />
                {store.name}
                <span className="text-neutral-500">· {store.city}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700">
          {errors![0]}
        </p>
      ) : null}
    </fieldset>
  );
}
