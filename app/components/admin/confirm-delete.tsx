import { Trash2 } from "lucide-react";
import { ConfirmSubmit } from "./confirm-submit";

/**
 * The two looks of a trash button: framed like the other icon buttons of the content screens'
 * cards and tables, or plain in the store screens and the specialty and testimonial lists.
 */
const LOOKS = {
  framed: {
    form: "inline-flex",
    button:
      "inline-flex size-9 items-center justify-center rounded-lg border border-red-200 bg-white text-red-700 hover:bg-red-50",
    icon: "size-4",
  },
  plain: { form: "inline", button: "rounded p-2 text-red-700 hover:bg-red-50", icon: "h-4 w-4" },
} as const;

type TrashProps = {
  /** Hidden inputs of the form (intent, id...). */
  fields: Record<string, string | number>;
  message: string;
  /** Accessible name of the trigger, e.g. 'Excluir banner Semana do Skincare', 'Remover foto 2'. */
  label: string;
  /** 'Confirmar exclusão' unless told otherwise ('Remover foto'). */
  title?: string;
  /** 'Excluir' unless told otherwise ('Remover'). */
  confirmLabel?: string;
  action?: string;
};

/**
 * A trash icon that asks `message` in an accessible dialog before posting its form (plain look:
 * the store screens, the specialty and testimonial lists).
 */
export function TrashSubmit({
  look = "plain",
  ...confirm
}: TrashProps & { look?: keyof typeof LOOKS }) {
  const { form, button, icon } = LOOKS[look];
  return (
    <ConfirmSubmit {...confirm} formClassName={form} className={button}>
      <Trash2 aria-hidden className={icon} />
    </ConfirmSubmit>
  );
}

/** The delete button of the content screens (framed), asking the spec's confirmation question. */
export function ConfirmDelete(props: TrashProps) {
  return <TrashSubmit {...props} look="framed" />;
}
