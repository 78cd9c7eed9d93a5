import { Link } from "react-router";
import { secondaryButton, SubmitButton } from "./admin-ui";

/** The foot of a restricted-area form: its submit button, and 'Cancelar' back to `cancelTo`. */
export function SubmitOrCancel({
  busy,
  label,
  cancelTo,
}: {
  busy: boolean;
  label: string;
  cancelTo: string;
}) {
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <SubmitButton busy={busy} label={label} />
      <Link to={cancelTo} className={secondaryButton}>
        Cancelar
      </Link>
    </div>
  );
}
