/**
 * A rich-text field of a store form: the editor (see RichTextInput), or on a read-only screen
 * the stored (sanitised) HTML shown as it is.
 */
import { RichTextInput } from "~/components/admin/rich-text-input";
import type { SanitizedHtml } from "~/domain/sanitized-html";
import { FieldNote, inputClass } from "./fields";

export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  readOnly,
  storedHtml,
}: {
  id: string;
  name: string;
  label: string;
  /** What the editor starts with (the stored text, or what was typed). */
  defaultValue: string;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  /** What a read-only screen shows: the stored HTML, as the sanitiser left it. */
  storedHtml?: SanitizedHtml | null;
}) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-1">
      {readOnly ? (
        <>
          <p id={labelId} className="text-sm font-medium text-neutral-800">
            {label}
          </p>
          {storedHtml ? (
            <div
              id={id}
              role="region"
              aria-labelledby={labelId}
              className="min-h-16 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-800 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: storedHtml }}
            />
          ) : (
            <div
              id={id}
              role="region"
              aria-labelledby={labelId}
              className="min-h-16 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-800"
            >
              <p>—</p>
            </div>
          )}
        </>
      ) : (
        <RichTextInput
          id={id}
          name={name}
          label={label}
          defaultValue={defaultValue}
          rows={6}
          className={`${inputClass} font-mono text-sm`}
          describedBy={describedBy || undefined}
          invalid={Boolean(error)}
          imageFolder={null}
          compact
          toolbarLabel="Formatação"
        />
      )}
      <FieldNote id={hintId} note={hint} />
      <FieldNote id={errorId} note={error} tone="error" />
    </div>
  );
}
