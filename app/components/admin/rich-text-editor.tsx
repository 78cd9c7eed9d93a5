/**
 * The restricted area's rich-text editor (Tiptap), for blog posts and the texts of a store's
 * page. Loaded on demand by the fields that show it, so the public site never downloads it. It
 * edits HTML; the server sanitises whatever arrives, so this is a convenience, never a security
 * boundary.
 */
import * as Dialog from "@radix-ui/react-dialog";
import Image from "@tiptap/extension-image";
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Loader2,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { Fragment, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { CONTENT_TEXT, isHttpUrl } from "~/domain/content-schemas";
import { inputClass, primaryButton, secondaryButton } from "./admin-ui";
import { FileInput } from "./file-input";
import { IMAGE_ACCEPT } from "./image-field";
import { useImageUpload } from "./blog/use-image-upload";
import { withHttps } from "~/domain/url-input";
import { Tooltip } from "~/components/ui/tooltip";

export type RichTextEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /**
   * Upload folder for inline images (the upload endpoint refuses any other); null: the editor
   * offers no images.
   */
  imageFolder?: string | null;
  /** A short text (a store page's section) rather than an article: a lower box. */
  compact?: boolean;
  /** The toolbar's accessible name. */
  toolbarLabel?: string;
  /** Called once the editor is on screen and can take commands (e.g. focus). */
  onReady?: (editor: Editor) => void;
};

function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the selection in the editor while clicking the toolbar.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className={`inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 disabled:opacity-40 ${
          active ? "bg-brand-50 text-brand-700" : ""
        }`}
      >
        {children}
      </button>
    </Tooltip>
  );
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  imageFolder = "blog-images",
  compact = false,
  toolbarLabel = "Formatação do conteúdo",
  onReady,
}: RichTextEditorProps) {
  const minHeight = compact ? "min-h-32" : "min-h-72";
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
      ...(imageFolder === null ? [] : [Image.configure({ inline: false, allowBase64: false })]),
    ],
    content: initialHtml,
    onCreate: ({ editor }) => onReady?.(editor),
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${minHeight} px-4 py-3 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-500 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6`,
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
    onBlur: () => onBlur?.(),
  });

  if (!editor) {
    return (
      <div className={`flex ${minHeight} items-center justify-center text-sm text-neutral-500`}>
        Carregando editor...
      </div>
    );
  }
  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 ${
        invalid ? "border-red-500" : "border-neutral-300"
      }`}
    >
      <Toolbar editor={editor} imageFolder={imageFolder} label={toolbarLabel} />
      <EditorContent editor={editor} data-testid="rich-text-editor" />
    </div>
  );
}

type ToolbarState = {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/** A toolbar button: what it applies, and the state that presses it or makes it available. */
type Tool = {
  label: string;
  icon: LucideIcon;
  run: (chain: ChainedCommands) => ChainedCommands;
  pressed?: keyof ToolbarState;
  enabled?: keyof ToolbarState;
};

/** The formatting buttons, in the toolbar's groups (headings, marks, blocks). */
const FORMAT_TOOLS: Tool[][] = [
  [
    { label: "Título", icon: Heading2, pressed: "h2", run: (c) => c.toggleHeading({ level: 2 }) },
    {
      label: "Subtítulo",
      icon: Heading3,
      pressed: "h3",
      run: (c) => c.toggleHeading({ level: 3 }),
    },
  ],
  [
    { label: "Negrito", icon: Bold, pressed: "bold", run: (c) => c.toggleBold() },
    { label: "Itálico", icon: Italic, pressed: "italic", run: (c) => c.toggleItalic() },
    { label: "Sublinhado", icon: Underline, pressed: "underline", run: (c) => c.toggleUnderline() },
  ],
  [
    { label: "Lista", icon: List, pressed: "bullet", run: (c) => c.toggleBulletList() },
    {
      label: "Lista numerada",
      icon: ListOrdered,
      pressed: "ordered",
      run: (c) => c.toggleOrderedList(),
    },
    { label: "Citação", icon: Quote, pressed: "quote", run: (c) => c.toggleBlockquote() },
  ],
];

const HISTORY_TOOLS: Tool[] = [
  { label: "Desfazer", icon: Undo2, enabled: "canUndo", run: (c) => c.undo() },
  { label: "Refazer", icon: Redo2, enabled: "canRedo", run: (c) => c.redo() },
];

function Separator() {
  return <span aria-hidden className="mx-1 h-6 w-px bg-neutral-200" />;
}

function Toolbar({
  editor,
  imageFolder,
  label,
}: {
  editor: Editor;
  imageFolder: string | null;
  label: string;
}) {
  const state: ToolbarState = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const buttons = (tools: Tool[]) =>
    tools.map(({ label, icon: Icon, run, pressed, enabled }) => (
      <ToolbarButton
        key={label}
        label={label}
        active={pressed ? state[pressed] : undefined}
        disabled={enabled ? !state[enabled] : undefined}
        onClick={() => run(editor.chain().focus()).run()}
      >
        <Icon aria-hidden className="size-4" />
      </ToolbarButton>
    ));
  return (
    <div
      role="toolbar"
      aria-label={label}
      className="flex flex-wrap items-center gap-0.5 border-b border-neutral-200 bg-neutral-50 px-2 py-1"
    >
      {FORMAT_TOOLS.map((group, i) => (
        <Fragment key={i}>
          {i > 0 ? <Separator /> : null}
          {buttons(group)}
        </Fragment>
      ))}
      <Separator />
      <LinkDialog editor={editor} active={state.link} />
      {imageFolder === null ? null : <ImageDialog editor={editor} folder={imageFolder} />}
      <Separator />
      {buttons(HISTORY_TOOLS)}
    </div>
  );
}

function EditorDialog({
  open,
  onOpenChange,
  title,
  label,
  icon,
  pressed,
  children,
  editor,
  doneRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The toolbar button that opens it: its name (also the tooltip) and icon. */
  label: string;
  icon: ReactNode;
  /** Whether what it edits is under the cursor (a link): the button shows pressed. */
  pressed?: boolean;
  children: ReactNode;
  editor: Editor;
  /** Set when the dialog did its job: the focus then goes back to the text, not the toolbar. */
  doneRef: React.RefObject<boolean>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Tooltip label={label}>
          <button
            type="button"
            aria-label={label}
            aria-pressed={pressed}
            // Keep the selection in the editor while clicking the toolbar.
            onMouseDown={(event) => event.preventDefault()}
            className={`inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 ${
              pressed ? "bg-brand-50 text-brand-700" : ""
            }`}
          >
            {icon}
          </button>
        </Tooltip>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!doneRef.current) return;
            doneRef.current = false;
            event.preventDefault();
            editor.commands.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-neutral-900">{title}</Dialog.Title>
          {/* Not a <form>: the editor already sits inside the page's form (a post, a store page). */}
          <div className="mt-4 flex flex-col gap-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The open state of a toolbar dialog. `reset` prepares its fields each time it opens; `finish`
 * closes it having done its job (the focus then goes back to the text).
 */
function useEditorDialog(editor: Editor, reset: () => void) {
  const [open, setOpen] = useState(false);
  const doneRef = useRef(false);
  const onOpenChange = (next: boolean) => {
    if (next) reset();
    setOpen(next);
  };
  const finish = () => {
    doneRef.current = true;
    setOpen(false);
  };
  return { dialog: { editor, open, onOpenChange, doneRef }, close: () => setOpen(false), finish };
}

/** The buttons of a toolbar dialog: `before` and 'Cancelar', then its own action. */
function DialogButtons({ before, children }: { before?: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      {before}
      <Dialog.Close asChild>
        <button type="button" className={secondaryButton}>
          Cancelar
        </button>
      </Dialog.Close>
      {children}
    </div>
  );
}

/** A labelled text input of a toolbar dialog (the dialog is not a form: see EditorDialog). */
function DialogInput({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input {...input} id={id} type="text" className={inputClass} />
    </>
  );
}

function LinkDialog({ editor, active }: { editor: Editor; active: boolean }) {
  const [href, setHref] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { dialog, close, finish } = useEditorDialog(editor, () => {
    setHref(String(editor.getAttributes("link").href ?? ""));
    setError(null);
  });

  function apply(event: React.FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    // A path of this site ('/nossas-lojas') stays as typed; 'site.com.br' gets https://.
    const typed = href.trim();
    const value = /^\/(?!\/)\S*$/.test(typed) ? typed : withHttps(typed);
    if (
      !/^\/(?!\/)\S*$/.test(value) &&
      !isHttpUrl(value) &&
      !/^mailto:[^\s@]+@[^\s@]+$/i.test(value)
    ) {
      setError(
        `${CONTENT_TEXT.invalidUrl}. Use um endereço como https://www.exemplo.com.br, uma página do site como /nossas-lojas ou mailto:contato@exemplo.com.br`,
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !active) {
      chain
        .insertContent({
          type: "text",
          text: value,
          marks: [{ type: "link", attrs: { href: value } }],
        })
        .run();
    } else {
      chain.setLink({ href: value }).run();
    }
    finish();
  }

  return (
    <EditorDialog
      {...dialog}
      title="Inserir link"
      label="Link"
      icon={<Link2 aria-hidden className="size-4" />}
      pressed={active}
    >
      <DialogInput
        id={`${id}-href`}
        label="Endereço (URL)"
        inputMode="url"
        value={href}
        onChange={(event) => setHref(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply(event);
        }}
        placeholder="https://… ou /nossas-lojas"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DialogButtons
        before={
          active ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                close();
              }}
            >
              Remover link
            </button>
          ) : null
        }
      >
        <button type="button" className={primaryButton} onClick={apply}>
          Aplicar
        </button>
      </DialogButtons>
    </EditorDialog>
  );
}

function ImageDialog({ editor, folder }: { editor: Editor; folder: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const { busy, error, setError, upload } = useImageUpload(folder);
  const id = useId();
  const { dialog, finish } = useEditorDialog(editor, () => {
    setFile(null);
    setAlt("");
    setError(null);
  });

  async function insert() {
    if (!file) {
      setError("Selecione uma imagem para upload.");
      return;
    }
    const image = await upload(file, alt.trim());
    if (!image) return;
    editor
      .chain()
      .focus()
      .setImage({
        src: image.url,
        alt: alt.trim(),
        ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
      })
      .run();
    finish();
  }

  return (
    <EditorDialog
      {...dialog}
      title="Inserir imagem"
      label="Imagem"
      icon={<ImagePlus aria-hidden className="size-4" />}
    >
      <FileInput
        id={`${id}-file`}
        label="Arquivo"
        accept={IMAGE_ACCEPT}
        hint={CONTENT_TEXT.imageHint}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setError(null);
        }}
      />
      <DialogInput
        id={`${id}-alt`}
        label="Texto alternativo"
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.currentTarget.value)}
        placeholder="Descreva a imagem para quem não pode vê-la"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DialogButtons>
        <button type="button" className={primaryButton} disabled={busy} onClick={insert}>
          {busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          {busy ? "Enviando..." : "Inserir"}
        </button>
      </DialogButtons>
    </EditorDialog>
  );
}
