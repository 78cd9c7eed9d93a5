/**
 * A confirmation before something that cannot be undone (delete a store, a photo ...). The
 * trigger is a submit button of a real form: with JavaScript the dialog asks first and then
 * submits that form; the focus returns to the trigger when the dialog closes.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import { dangerButton, secondaryButton } from "./admin-ui";

export function ConfirmSubmit({
  title = "Confirmar exclusão",
  message,
  confirmLabel = "Excluir",
  fields,
  action,
  trigger,
  triggerLabel,
  triggerClassName,
  disabled,
  formClassName = "inline",
}: {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** Hidden fields of the form (intent, ids). */
  fields: Record<string, string | number>;
  action?: string;
  /** Visible content of the trigger button (an icon, a word). */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  triggerLabel: string;
  triggerClassName?: string;
  disabled?: boolean;
  formClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} ref={formRef} className={formClassName}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Tooltip label={triggerLabel}>
          <button
            ref={triggerRef}
            type="submit"
            aria-label={triggerLabel}
            disabled={disabled}
            className={triggerClassName}
            onClick={(event) => {
              // With JavaScript, ask first; without it the form posts and the server answers.
              event.preventDefault();
              setOpen(true);
            }}
          >
            {trigger}
          </button>
        </Tooltip>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            // Without a Radix trigger, focus is given back to our button by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          >
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
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Form>
  );
}
