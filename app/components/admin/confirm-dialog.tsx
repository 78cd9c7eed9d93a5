/**
 * The restricted area's one confirmation dialog: a title, what is at stake, a button that
 * closes it (Cancelar, Ficar) and the button that goes on. The screen owns the open state and
 * what going on does (submit a form, leave the page).
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  dismiss,
  proceed,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that only closes the dialog. */
  dismiss: { label: string; className: string };
  /** The button that goes on with what was asked. */
  proceed: { label: string; className: string; onClick: () => void; disabled?: boolean };
  /**
   * The button that opened the dialog outside a Radix trigger: the focus goes back to it when
   * the dialog closes.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-neutral-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={dismiss.className}>
                {dismiss.label}
              </button>
            </Dialog.Close>
            <button
              type="button"
              disabled={proceed.disabled}
              className={proceed.className}
              onClick={proceed.onClick}
            >
              {proceed.label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
