import { NEWSLETTER_HONEYPOT } from "~/domain/newsletter";

/**
 * The field only form-filling bots fill (the newsletter and the data request forms): off screen,
 * out of the tab order, hidden from screen readers. The action refuses a form that fills it.
 */
export function BotTrap({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input
        id={id}
        type="text"
        name={NEWSLETTER_HONEYPOT}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
