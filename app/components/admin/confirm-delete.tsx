import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { dangerButton, secondaryButton } from "./admin-ui";

/**
 * A delete button that asks first (the spec's confirmation text) in an accessible dialog. The
 * button belongs to a real form, so the dialog only adds the question: confirming submits that
 * form. Without JavaScript the form is submitted straight away.
 */
export function ConfirmDelete({
  fields,
  title = "Confirmar exclusão",
  message,
  label,
  action,
  compact = true,
}: {
  /** Hidden inputs of the delete form (intent, id...). */
  fields: Record<string, string | number>;
  title?: string;
  message: string;
  /** Accessible name of the trigger, e.g. 'Excluir banner Semana do Skincare'. */
  label: string;
  action?: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" action={action} ref={formRef} className="inline-flex">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={
          compact
            ? "inline-flex size-9 items-center justify-center rounded-lg border border-red-200 bg-white text-red-700 hover:bg-red-50"
            : dangerButton
        }
      >
        <Trash2 aria-hidden className="size-4" />
        {compact ? null : "Excluir"}
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-lg font-semibold text-neutral-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-700">{message}</Dialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton}>
                  Cancelar
                </button>
              </Dialog.Close>
              <button
                type="button"
                disabled={busy}
                className={dangerButton}
                onClick={() => {
                  setOpen(false);
                  formRef.current?.requestSubmit();
                }}
              >
                Excluir
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Form>
  );
}
