import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Editor } from "@tiptap/react";
import type { RichTextEditorProps } from "./rich-text-editor";

// Tiptap is large: only the forms that edit rich text download it, and only in the browser.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * A rich-text input: a plain HTML textarea in the server's page (it works without JavaScript),
 * handed over in the browser to the Tiptap editor once its code has come.
 *
 * The textarea stays on screen, editable, until the editor is ready; the editor then opens with
 * whatever was typed (before or after the page's code ran) and, when the textarea had the focus,
 * takes the focus with the caret at the end. Once the page's code runs, a hidden input of the
 * field's name carries the text and the textarea has no name of its own: a form field that
 * leaves the page while focused is "left" (blurred) while React updates the page, and the form's
 * check on leaving a field would then send the form itself, not through React.
 */
export function RichTextInput({
  id,
  name,
  label,
  defaultValue,
  rows,
  className,
  onChange,
  onBlur,
  ...editor
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  rows: number;
  /** The textarea's classes. */
  className: string;
  onChange?: () => void;
  onBlur?: () => void;
} & Omit<RichTextEditorProps, "initialHtml" | "onChange" | "onBlur" | "labelledBy" | "onReady">) {
  const [html, setHtml] = useState(defaultValue);
  const [enhanced, setEnhanced] = useState(false);
  const [ready, setReady] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Typed before the page's code ran: React saw none of it.
    if (textarea.current) setHtml(textarea.current.value);
    setEnhanced(true);
  }, []);
  const labelId = `${id}-label`;

  function update(next: string) {
    setHtml(next);
    onChange?.();
  }

  function takeOver(tiptap: Editor) {
    const typed = textarea.current;
    if (!typed) return;
    const focused = document.activeElement === typed;
    // The text as it is now: keys may have come while the editor was being built. Not a step
    // to undo.
    tiptap
      .chain()
      .command(({ tr }) => Boolean(tr.setMeta("addToHistory", false)))
      .setContent(typed.value, { emitUpdate: false })
      .run();
    flushSync(() => setReady(true));
    if (focused) tiptap.commands.focus("end");
  }

  return (
    <>
      {/* The editor is a contenteditable, not a form control: it points at this text instead. */}
      {ready ? (
        <p id={labelId} className="text-sm font-medium text-neutral-800">
          {label}
        </p>
      ) : (
        <label id={labelId} htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
      )}
      {enhanced ? <input type="hidden" name={name} value={html} /> : null}
      {ready ? null : (
        <textarea
          ref={textarea}
          id={id}
          name={enhanced ? undefined : name}
          defaultValue={defaultValue}
          rows={rows}
          aria-labelledby={labelId}
          aria-describedby={editor.describedBy}
          aria-invalid={editor.invalid || undefined}
          onChange={(event) => update(event.currentTarget.value)}
          onBlur={onBlur}
          className={className}
        />
      )}
      {enhanced ? (
        <Suspense fallback={null}>
          <div hidden={!ready}>
            <RichTextEditor
              {...editor}
              initialHtml={html}
              labelledBy={labelId}
              onChange={update}
              onBlur={onBlur}
              onReady={takeOver}
            />
          </div>
        </Suspense>
      ) : null}
    </>
  );
}
