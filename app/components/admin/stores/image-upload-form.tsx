import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonPrimary, inputClass } from "./fields";

/** The server's limit (uploads.server.ts MAX_IMAGE_BYTES), checked here first to save the upload. */
const MAX_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = "A imagem deve ter no máximo 5MB";

/**
 * An image upload form (multipart): file field with the spec's hint 'PNG, JPG até 5MB', a
 * size check before sending, and 'Enviando...' while the server stores it.
 */
export function ImageUploadForm({
  id,
  intent,
  label,
  submitLabel,
  children,
  serverError,
}: {
  id: string;
  intent: string;
  label: string;
  submitLabel: string;
  children?: ReactNode;
  serverError?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  // Once the upload is answered without an error, the file field empties: the same file is not
  // sent twice by accident, and the screen has nothing left unsaved.
  useEffect(() => {
    if (busy) sent.current = true;
    else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (!serverError) formRef.current?.reset();
    }
  }, [busy, navigation.state, serverError]);
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("image");
        const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
        if (!file) {
          event.preventDefault();
          setError("Selecione uma imagem para upload.");
        } else if (file.size > MAX_BYTES) {
          event.preventDefault();
          setError(TOO_LARGE);
        } else {
          setError(null);
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <input
          id={id}
          type="file"
          name="image"
          accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
          aria-invalid={shown ? true : undefined}
          onChange={() => setError(null)}
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700`}
        />
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          PNG, JPG até 5MB
        </p>
        {shown ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {shown}
          </p>
        ) : null}
      </div>
      {children}
      <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
        <ImagePlus aria-hidden className="h-4 w-4" />
        {busy ? "Enviando..." : submitLabel}
      </button>
    </Form>
  );
}
