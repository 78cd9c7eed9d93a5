/**
 * The Tiptap editor behind RichTextField. Loaded on demand (it is most of the editor's weight),
 * only in the browser; the HTML it produces is sanitised again by the server on save.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Tooltip } from "~/components/ui/tooltip";

export type RichTextEditorProps = {
  name: string;
  labelId: string;
  describedBy?: string;
  defaultValue: string;
  invalid?: boolean;
};

export default function RichTextEditor({
  name,
  labelId,
  describedBy,
  defaultValue,
  invalid,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "min-h-32 px-3 py-2 focus:outline-none [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-2",
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  const tools: { label: string; icon: LucideIcon; active?: boolean; run: () => void }[] = editor
    ? [
        {
          label: "Negrito",
          icon: Bold,
          active: state?.bold,
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          label: "Itálico",
          icon: Italic,
          active: state?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          label: "Título",
          icon: Heading2,
          active: state?.h2,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          label: "Subtítulo",
          icon: Heading3,
          active: state?.h3,
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        {
          label: "Lista",
          icon: List,
          active: state?.bullet,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          label: "Lista numerada",
          icon: ListOrdered,
          active: state?.ordered,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          label: "Citação",
          icon: Quote,
          active: state?.quote,
          run: () => editor.chain().focus().toggleBlockquote().run(),
        },
        {
          label: "Link",
          icon: Link2,
          active: state?.link,
          run: () => {
            const previous = editor.getAttributes("link").href as string | undefined;
            const url = window.prompt("Endereço do link (https://...)", previous ?? "https://");
            if (url === null) return;
            if (url.trim() === "" || url.trim() === "https://") {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
            } else {
              editor.chain().focus().extendMarkRange("link").setLink({ href: url.trim() }).run();
            }
          },
        },
        { label: "Desfazer", icon: Undo2, run: () => editor.chain().focus().undo().run() },
        { label: "Refazer", icon: Redo2, run: () => editor.chain().focus().redo().run() },
      ]
    : [];

  return (
    <div
      className={`rounded-lg border bg-white ${invalid ? "border-red-500" : "border-neutral-300"} focus-within:border-brand-500`}
    >
      <div
        role="toolbar"
        aria-label="Formatação"
        className="flex flex-wrap gap-1 border-b border-neutral-200 p-1"
      >
        {tools.map((tool) => (
          <Tooltip key={tool.label} label={tool.label}>
            <button
              type="button"
              aria-label={tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              onClick={tool.run}
              className={`rounded p-1.5 text-neutral-700 hover:bg-neutral-100 ${tool.active ? "bg-brand-50 text-brand-700" : ""}`}
            >
              <tool.icon aria-hidden className="h-4 w-4" />
            </button>
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
