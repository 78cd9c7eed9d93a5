import { ArrowDown, ArrowUp } from "lucide-react";
import { Form } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import type { EditState } from "~/domain/edit-version";
import { iconButton } from "./admin-ui";
import { EditVersionFields } from "./edit-conflict";
import { useKeptMoveFocus, type MoveWay } from "./use-kept-move-focus";

const WAYS = {
  up: { word: "antes", Icon: ArrowUp },
  down: { word: "depois", Icon: ArrowDown },
} as const;

/** One arrow of MoveButtons; it keeps the keyboard focus once the list is back in its new order. */
function MoveButton({
  id,
  direction,
  name,
  disabled,
}: {
  id: number;
  direction: MoveWay;
  name: string;
  disabled: boolean;
}) {
  const { word, Icon } = WAYS[direction];
  const keep = useKeptMoveFocus(`move:${id}`, direction);
  return (
    <Tooltip label={`Mover para ${word}`}>
      <button
        type="submit"
        name="direction"
        value={direction}
        disabled={disabled}
        className={iconButton}
        aria-label={`Mover ${name} para ${word}`}
        {...keep}
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </Tooltip>
  );
}

/**
 * 'Mover para antes' / 'Mover para depois' of a list staff order by hand (home banners, brands,
 * videos): one form posting intent "move" with the record's id and the direction; the first
 * record cannot go up, the last cannot go down. After a move the focus stays on the arrow
 * pressed (see use-kept-move-focus.ts).
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
      <MoveButton id={id} direction="up" name={name} disabled={busy || index === 0} />
      <MoveButton id={id} direction="down" name={name} disabled={busy || index === count - 1} />
    </Form>
  );
}
