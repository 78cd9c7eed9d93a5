import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from "react";

/** What the field says about the files chosen, in pt-BR whatever the browser's language. */
export function chosenFilesText(names: readonly string[]): string {
  if (names.length === 0) return "Nenhum arquivo selecionado";
  if (names.length === 1) return names[0]!;
  return `${names.length} arquivos: ${names.join(", ")}`;
}

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "id" | "className" | "children" | "onChange"
>;

/**
 * The file field of every upload in the restricted area: a visible label, a button-like box that
 * opens the file picker (the real input covers it, so a click anywhere and the keyboard both
 * work) and the chosen file names in Portuguese instead of the browser's own words.
 * Any other input attribute (name, accept, multiple, form, aria-*) passes through.
 */
export function FileInput({
  id,
  label,
  hint,
  error,
  buttonLabel,
  onChange,
  inputRef,
  ...native
}: NativeProps & {
  id: string;
  label: string;
  hint?: string;
  /** An error shown under the field (and announced). */
  error?: string | null;
  /** Text of the button-like box; 'Escolher arquivo' (or 'arquivos' when multiple). */
  buttonLabel?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const ownRef = useRef<HTMLInputElement | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const nameId = `${id}-chosen`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // A form reset (after a successful upload) empties the input without a change event.
  useEffect(() => {
    const form = ownRef.current?.form;
    if (!form) return;
    const onReset = () => setNames([]);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  const describedBy = [
    nameId,
    hint ? hintId : null,
    error ? errorId : null,
    native["aria-describedby"],
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative flex min-w-0 items-center gap-3 rounded-lg border border-neutral-300 bg-white p-1.5 pr-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-1 hover:border-brand-400">
        <input
          {...native}
          ref={(node) => {
            ownRef.current = node;
            if (typeof inputRef === "function") inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          id={id}
          type="file"
          aria-describedby={describedBy}
          aria-invalid={error ? true : native["aria-invalid"]}
          onChange={(event) => {
            setNames(Array.from(event.currentTarget.files ?? [], (file) => file.name));
            onChange?.(event);
          }}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700"
        >
          <Upload className="size-4" />
          {buttonLabel ?? (native.multiple ? "Escolher arquivos" : "Escolher arquivo")}
        </span>
        <span
          id={nameId}
          data-testid="chosen-files"
          className="min-w-0 truncate text-sm text-neutral-700"
        >
          {chosenFilesText(names)}
        </span>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The same field for a Conform form: name, id and the field's first error come from `meta`. */
export function ConformFileInput({
  meta,
  ...rest
}: Omit<Parameters<typeof FileInput>[0], "id" | "error"> & {
  meta: FieldMetadata<File | undefined>;
}) {
  const {
    key,
    type: _type,
    id,
    "aria-describedby": _describedBy,
    ...props
  } = getInputProps(meta, { type: "file" });
  return <FileInput key={key} id={id} {...props} {...rest} error={meta.errors?.[0] ?? null} />;
}
