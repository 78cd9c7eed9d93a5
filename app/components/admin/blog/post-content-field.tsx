import type { FieldMetadata } from "@conform-to/react";
import { FieldError, inputClass } from "~/components/admin/admin-ui";
import { RichTextInput } from "~/components/admin/rich-text-input";
import { BLOG_CONTENT_MIN } from "~/domain/content-schemas";

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
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <RichTextInput
        id={meta.id}
        name={meta.name}
        label="Conteúdo"
        defaultValue={String(meta.initialValue ?? "")}
        rows={14}
        className={`${inputClass} font-mono text-sm`}
        describedBy={[hintId, invalid ? meta.errorId : null].filter(Boolean).join(" ")}
        invalid={invalid}
        onChange={onChange}
        onBlur={onBlur}
      />
      <p id={hintId} className="text-xs text-neutral-500">
        Pelo menos {BLOG_CONTENT_MIN} caracteres de texto. Use a barra para títulos, listas, links,
        citações e imagens.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
