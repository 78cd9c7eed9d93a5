/**
 * A confirmation before something that cannot be undone (delete a store, a photo ...). The
 * trigger is a submit button of a real form: with JavaScript the dialog asks first and then
 * submits that form with the trigger as the submitter; without it the form posts and the server
 * answers. The focus returns to the trigger when the dialog closes.
 */
import { useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import { dangerButton, secondaryButton } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";

/** The submit button that asks first; it posts the form it stands in. */
export function ConfirmSubmitButton({
  title,
  message,
  confirmLabel,
  label,
  name,
  value,
  className,
  disabled,
  busy,
  buttonClasses,
  children,
}: {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Accessible name of the trigger (and its tooltip). */
  label: string;
  /** The trigger's own name and value, sent with the form (e.g. which section to remove). */
  name?: string;
  value?: string | number;
  className?: string;
  disabled?: boolean;
  /** True while a submission is on its way: the dialog's confirm button waits. */
  busy?: boolean;
  /** The dialog's buttons, in the look of the screen. */
  buttonClasses: { cancel: string; confirm: string };
  /** Visible content of the trigger (an icon, a word). */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Tooltip label={label}>
        <button
          ref={triggerRef}
          type="submit"
          name={name}
          value={value}
          aria-label={label}
          disabled={disabled}
          className={className}
          onClick={(event) => {
            // With JavaScript, ask first; without it the form posts and the server answers.
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </button>
      </Tooltip>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={triggerRef}
        title={title}
        description={message}
        dismiss={{ label: "Cancelar", className: buttonClasses.cancel }}
        proceed={{
          label: confirmLabel,
          className: buttonClasses.confirm,
          disabled: busy,
          onClick: () => {
            setOpen(false);
            const trigger = triggerRef.current;
            trigger?.form?.requestSubmit(trigger);
          },
        }}
      />
    </>
  );
}

type ConfirmSubmitButtonProps = Parameters<typeof ConfirmSubmitButton>[0];

/**
 * A form of hidden fields (intent, ids) whose one button asks before posting: by default
 * 'Confirmar exclusão' … 'Excluir'.
 */
export function ConfirmSubmit({
  fields,
  action,
  formClassName = "inline",
  title = "Confirmar exclusão",
  confirmLabel = "Excluir",
  ...button
}: Omit<ConfirmSubmitButtonProps, "title" | "confirmLabel" | "busy" | "buttonClasses"> & {
  /** Hidden fields of the form (intent, ids). */
  fields: Record<string, string | number>;
  action?: string;
  formClassName?: string;
  title?: string;
  confirmLabel?: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className={formClassName}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmSubmitButton
        {...button}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        buttonClasses={{ cancel: secondaryButton, confirm: dangerButton }}
      />
    </Form>
  );
}
