import { ImagePlus } from "lucide-react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FileInput } from "../file-input";
import { IMAGE_ACCEPT } from "../image-field";
import { buttonPrimary } from "./fields";

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
  uploaded,
}: {
  id: string;
  intent: string;
  label: string;
  submitLabel: string;
  children?: ReactNode;
  serverError?: string | null;
  /** Identifies the newest image already uploaded (its id); the field empties when it changes. */
  uploaded: string | number | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  // Once an upload is in the list, the file field empties: the same file is not sent twice by
  // accident, and the screen has nothing left unsaved. `uploaded` changes with the list (the newest
  // image's id), so this happens in the commit that shows the new image (a layout effect): no moment
  // shows it while the field still holds the file and the unsaved-changes guard would ask before
  // leaving. Keyed on the list rather than on the submission's states, which React may not render
  // one by one (a busy phone, a fast answer); a refused upload leaves the list, and the file, as
  // they were.
  const shownUpload = useRef(uploaded);
  useLayoutEffect(() => {
    if (shownUpload.current === uploaded) return;
    shownUpload.current = uploaded;
    formRef.current?.reset();
    setError(null);
  }, [uploaded]);
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
      <FileInput
        id={id}
        name="image"
        label={label}
        accept={IMAGE_ACCEPT}
        hint="PNG, JPG até 5MB"
        error={shown}
        onChange={() => setError(null)}
      />
      {children}
      <button type="submit" disabled={busy} className={`${buttonPrimary} self-start`}>
        <ImagePlus aria-hidden className="h-4 w-4" />
        {busy ? "Enviando..." : submitLabel}
      </button>
    </Form>
  );
}
