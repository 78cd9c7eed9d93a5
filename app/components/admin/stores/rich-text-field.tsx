/**
 * A rich-text field: a plain HTML textarea in the server-rendered page (works without
 * JavaScript), replaced in the browser by the Tiptap editor, loaded only when the field is shown.
 * The editor's HTML is posted by a hidden input of the field's name.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { FieldNote, inputClass } from "./fields";

const RichTextEditor = lazy(() => import("~/components/admin/rich-text-editor"));

export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  readOnly,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  readOnly?: boolean;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [html, setHtml] = useState(defaultValue);
  useEffect(() => setEnhanced(true), []);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");

  const fallback = (
    <textarea
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={6}
      readOnly={readOnly}
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className={`${inputClass} font-mono text-sm`}
    />
  );

  return (
    <div className="flex flex-col gap-1">
      {/* The label names the textarea (by id) and the editor (aria-labelledby). */}
      {readOnly ? (
        <p id={labelId} className="text-sm font-medium text-neutral-800">
          {label}
        </p>
      ) : (
        <label id={labelId} htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
      )}
      {readOnly ? (
        <div
          id={id}
          role="region"
          aria-labelledby={labelId}
          className="min-h-16 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-800 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          // Read-only preview of staff's own HTML, already sanitised on save.
          dangerouslySetInnerHTML={{ __html: defaultValue || "<p>—</p>" }}
        />
      ) : enhanced ? (
        <Suspense fallback={fallback}>
          <input type="hidden" name={name} value={html} />
          <RichTextEditor
            initialHtml={defaultValue}
            onChange={setHtml}
            labelledBy={labelId}
            describedBy={describedBy || undefined}
            invalid={Boolean(error)}
            imageFolder={null}
            compact
            toolbarLabel="Formatação"
          />
        </Suspense>
      ) : (
        fallback
      )}
      <FieldNote id={hintId} note={hint} />
      <FieldNote id={errorId} note={error} tone="error" />
    </div>
  );
}
