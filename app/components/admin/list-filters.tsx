/**
 * The filters of the staff screens read by period, person or store (the activity log, the
 * newsletter subscribers, the dashboard). The filters travel in the address (GET forms), so the
 * page links keep them.
 */
import { Link, useSearchParams } from "react-router";

/** The look of a filter's control and of the button that applies the filters. */
export const filterControl =
  "rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none";
export const filterButton =
  "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

/** 'Filtrar' and 'Limpar': apply the filters, or go back to `clearTo` without any. */
export function FilterActions({ clearTo }: { clearTo: string }) {
  return (
    <>
      <button type="submit" className={filterButton}>
        Filtrar
      </button>
      <Link to={clearTo} className="px-2 py-2 text-sm text-neutral-600 underline">
        Limpar
      </Link>
    </>
  );
}

/**
 * A labelled select of a GET filter form; `all` ('Todas', 'Todos') is the first option, the
 * one that does not filter.
 */
export function FilterSelect({
  label,
  name,
  defaultValue,
  all,
  options,
}: {
  label: string;
  name: string;
  defaultValue: string;
  all?: string;
  options: { value: string | number; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-neutral-700">{label}</span>
      <select name={name} defaultValue={defaultValue} className={filterControl}>
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 'De' and 'Até': the date range of a GET filter form (fields 'de' and 'ate'). */
export function DateRangeFields({
  idPrefix,
  inputClass,
}: {
  idPrefix: string;
  inputClass: string;
}) {
  const [params] = useSearchParams();
  return (
    <>
      {[
        { name: "de", id: `${idPrefix}-from`, label: "De" },
        { name: "ate", id: `${idPrefix}-to`, label: "Até" },
      ].map((f) => (
        <div key={f.name} className="flex flex-col gap-1 text-sm">
          <label htmlFor={f.id} className="font-medium text-neutral-700">
            {f.label}
          </label>
          <input
            id={f.id}
            type="date"
            name={f.name}
            defaultValue={params.get(f.name) ?? ""}
            className={inputClass}
          />
        </div>
      ))}
    </>
  );
}
