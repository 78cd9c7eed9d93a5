/**
 * The date filter of the staff lists read by period (the activity log, the newsletter
 * subscribers). The filters travel in the address (GET forms), so the page links keep them.
 */
import { useSearchParams } from "react-router";

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
