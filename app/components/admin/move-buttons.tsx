import { ArrowDown, ArrowUp } from "lucide-react";
import { Form } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import type { EditState } from "~/domain/edit-version";
import { iconButton } from "./admin-ui";
import { EditVersionFields } from "./edit-conflict";

/**
 * 'Mover para antes' / 'Mover para depois' of a list staff order by hand (home banners, videos):
 * one form posting intent "move" with the record's id and the direction; the first record
 * cannot go up, the last cannot go down.
 */
export function MoveButtons({
  id,
  edit,
  index,
  count,
  name,
  busy,
}: {
  id: number;
  /** The list's version as the screen shows it. */
  edit?: EditState;
  index: number;
  count: number;
  /** What is moved, for the buttons' names: 'banner Semana do Skincare'. */
  name: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {edit ? <EditVersionFields edit={edit} /> : null}
      <Tooltip label="Mover para antes">
        <button
          type="submit"
          name="direction"
          value="up"
          disabled={busy || index === 0}
          className={iconButton}
          aria-label={`Mover ${name} para antes`}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
      </Tooltip>
      <Tooltip label="Mover para depois">
        <button
          type="submit"
          name="direction"
          value="down"
          disabled={busy || index === count - 1}
          className={iconButton}
          aria-label={`Mover ${name} para depois`}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
      </Tooltip>
    </Form>
  );
}
