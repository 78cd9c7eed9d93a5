import type { FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { FieldError, inputClass } from "~/components/admin/admin-ui";
import { BLOG_CONTENT_MIN } from "~/domain/content-schemas";

// Tiptap is large: only the post editor downloads it, and only in the browser.
const RichTextEditor = lazy(() => import("~/components/admin/rich-text-editor"));

/**
 * The post's text. Before the editor has loaded (and without JavaScript) a plain HTML textarea
 * stands in; the server sanitises whatever arrives either way.
 */
export function PostContentField({
  meta,
  onChange,
  onBlur,
}: {
  meta: FieldMetadata<string | undefined>;
  onChange: () => void;
  onBlur: () => void;
}) {
  const [html, setHtml] = useState(String(meta.initialValue ?? ""));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const labelId = `${meta.id}-label`;
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hintId, invalid ? meta.errorId : null].filter(Boolean).join(" ");
  const fallback = (
    <textarea
      id={meta.id}
      name={meta.name}
      defaultValue={html}
      rows={14}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      readOnly={mounted}
      className={`${inputClass} font-mono text-sm`}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      {/* The editor is a contenteditable, not a form control: it points at this text instead. */}
      {mounted ? (
        <p id={labelId} className="text-sm font-medium text-neutral-800">
          Conteúdo
        </p>
      ) : (
        <label id={labelId} htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
          Conteúdo
        </label>
      )}
      {mounted ? (
        <Suspense fallback={fallback}>
          <input type="hidden" name={meta.name} value={html} />
          <RichTextEditor
            initialHtml={html}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
            onChange={(next) => {
              setHtml(next);
              onChange();
            }}
            onBlur={onBlur}
          />
        </Suspense>
      ) : (
        fallback
      )}
      <p id={hintId} className="text-xs text-neutral-500">
        Pelo menos {BLOG_CONTENT_MIN} caracteres de texto. Use a barra para títulos, listas, links,
        citações e imagens.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
