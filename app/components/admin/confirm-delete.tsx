import { Trash2 } from "lucide-react";
import { ConfirmSubmit } from "./confirm-submit";

/**
 * The delete button of the content screens: a trash icon that asks the spec's
 * confirmation question in an accessible dialog before submitting its form.
 */
export function ConfirmDelete({
  fields,
  title = "Confirmar exclusão",
  message,
  label,
  action,
}: {
  /** Hidden inputs of the delete form (intent, id...). */
  fields: Record<string, string | number>;
  title?: string;
  message: string;
  /** Accessible name of the trigger, e.g. 'Excluir banner Semana do Skincare'. */
  label: string;
  action?: string;
}) {
  return (
    <ConfirmSubmit
      fields={fields}
      title={title}
      message={message}
      action={action}
      formClassName="inline-flex"
      triggerLabel={label}
      triggerClassName="inline-flex size-9 items-center justify-center rounded-lg border border-red-200 bg-white text-red-700 hover:bg-red-50"
      trigger={<Trash2 aria-hidden className="size-4" />}
    />
  );
}
