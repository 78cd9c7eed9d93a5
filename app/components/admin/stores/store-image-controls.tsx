import { TrashSubmit } from "~/components/admin/confirm-delete";
import { MoveArrows } from "~/components/admin/icon-button";
import { editFields, rowEdit, type EditState } from "~/domain/edit-version";

/** The images of a store that staff order by hand, as their forms and texts name them. */
const IMAGES = {
  photo: { name: "foto", this: "esta foto" },
  banner: { name: "banner", this: "este banner" },
} as const;

/**
 * The controls of one image in a store's hand-ordered list (a photo, a banner): the arrows that
 * move it (carrying the list's version) and the trash button that asks before removing it and
 * its file (carrying the image's own version).
 */
export function StoreImageControls({
  image,
  list,
  index,
  edit,
  busy = false,
  fullTooltip,
}: {
  image: keyof typeof IMAGES;
  /** The list, in its order; the controls are those of the image at `index`. */
  list: readonly { id: number; version: number }[];
  index: number;
  /** The list's version as the screen shows it. */
  edit: EditState;
  /** True while a submission is on its way: the arrows wait. */
  busy?: boolean;
  fullTooltip?: boolean;
}) {
  const { name, this: which } = IMAGES[image];
  const { id, version } = list[index]!;
  const idField = `${image}Id`;
  return (
    <div className="flex gap-1">
      <MoveArrows
        fields={{ intent: `move-${image}`, [idField]: id, ...editFields(edit) }}
        name={`${name} ${index + 1}`}
        index={index}
        count={list.length}
        busy={busy}
        fullTooltip={fullTooltip}
      />
      <TrashSubmit
        title={`Remover ${name}`}
        confirmLabel="Remover"
        message={`Tem certeza que deseja remover ${which}? A imagem também será apagada.`}
        fields={{
          intent: `remove-${image}`,
          [idField]: id,
          ...editFields(rowEdit(edit, version)),
        }}
        label={`Remover ${name} ${index + 1}`}
      />
    </div>
  );
}
