/**
 * The list screens of the home's content with pictures (banners, brands): a header, the records
 * as cards with their buttons (edit, switch on or off, delete, and what else the screen needs),
 * and an empty state. Each screen draws its own card's picture and text.
 */
import { Eye, EyeOff, Pencil, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmptyState, iconButton, primaryButton } from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { EditConflictNotice, EditVersionFields } from "~/components/admin/edit-conflict";
import { MoveButtons } from "~/components/admin/move-buttons";
import { Tooltip } from "~/components/ui/tooltip";
import { editFields, rowEdit, type EditConflict, type EditState } from "~/domain/edit-version";
import { recordWords, type RecordNoun } from "~/domain/record-words";

/** The `meta` of a list screen: its document title. */
export function contentListMeta(noun: RecordNoun) {
  const title = `${recordWords(noun).manageTitle} | Área Restrita`;
  return () => [{ title }];
}

/** The link to a new record, in the header and in the empty state. */
export function NewRecordLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={primaryButton}>
      <Plus aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

export function ContentListScreen<T extends ListRecord>({
  header,
  conflict,
  records,
  edit,
  words,
  name,
  empty,
  ordered = false,
  className,
  testId,
  actionsClassName,
  card,
}: {
  header: ReactNode;
  /** A change refused because the list changed since it was shown. */
  conflict?: EditConflict<unknown> | null;
  records: T[];
  /** The list's version as the screen shows it. */
  edit: EditState;
  /** How the list names its records (app/domain/record-words.ts). */
  words: { editPath: (id: number) => string; deleteQuestion: string };
  /** How the buttons name a record: 'banner Semana do Skincare'. */
  name: (record: T) => string;
  /** What the empty state says and offers. */
  empty: ReactNode;
  /** A list whose order is what the site shows (an <ol>, with buttons to move a record). */
  ordered?: boolean;
  className: string;
  testId: string;
  /** Where the card's buttons sit in it. */
  actionsClassName: string;
  /** A card's picture and text around its buttons (`actions`). */
  card: (record: T, index: number, actions: ReactNode) => ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  const List = ordered ? "ol" : "ul";
  return (
    <div className="flex flex-col gap-6">
      {header}
      <EditConflictNotice conflict={conflict} />
      {records.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <List className={className}>
          {records.map((record, index) => (
            <li
              key={record.id}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
              data-testid={testId}
            >
              {card(
                record,
                index,
                <RecordActions
                  id={record.id}
                  edit={rowEdit(edit, record.version)}
                  name={name(record)}
                  active={record.active}
                  busy={busy}
                  editTo={words.editPath(record.id)}
                  deleteMessage={words.deleteQuestion}
                  className={actionsClassName}
                  move={ordered ? { list: edit, index, count: records.length } : undefined}
                />,
              )}
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

/** A record of a list screen: what its buttons need. */
type ListRecord = { id: number; version: number; active: boolean };

/**
 * A record's picture on its card: its stored size, loaded at once for the first `eager` cards,
 * dimmed and grey while the record is off the site (`dimmed`).
 */
export function RecordPicture({
  src,
  alt,
  size,
  eager,
  className,
  dimmed,
}: {
  src: string;
  alt: string;
  size: [number, number];
  eager: boolean;
  className: string;
  dimmed: string | null;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={size[0]}
      height={size[1]}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${className} ${dimmed ?? ""}`}
    />
  );
}

/** The veil and word ('Inativo', 'Inativa') over the picture of a record off the site. */
export function InactiveOverlay({
  label,
  veil,
  text,
}: {
  label: string;
  /** The veil's shade, e.g. "bg-black/40". */
  veil: string;
  /** The word's size, e.g. "text-sm". */
  text: string;
}) {
  return (
    <span className={`absolute inset-0 flex items-center justify-center ${veil}`}>
      <span className={`rounded-full bg-neutral-900 px-3 py-1 ${text} font-semibold text-white`}>
        {label}
      </span>
    </span>
  );
}

/**
 * A card's buttons: edit, switch on or off, move (in a list whose order staff set: `move`, the
 * list's version and the record's place), delete. `name` is how the buttons name the record:
 * 'banner Semana do Skincare'.
 */
function RecordActions({
  id,
  edit,
  name,
  active,
  busy,
  editTo,
  deleteMessage,
  className,
  move,
}: {
  id: number;
  /** The record's version as the list shows it (see rowEdit). */
  edit: EditState;
  name: string;
  active: boolean;
  busy: boolean;
  editTo: string;
  deleteMessage: string;
  className: string;
  move?: { list: EditState; index: number; count: number };
}) {
  const switchLabel = active ? "Desativar" : "Ativar";
  return (
    <div className={className}>
      <Tooltip label="Editar">
        <Link to={editTo} className={iconButton} aria-label={`Editar ${name}`}>
          <Pencil aria-hidden className="size-4" />
        </Link>
      </Tooltip>
      <Form method="post">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="id" value={id} />
        <EditVersionFields edit={edit} />
        <Tooltip label={switchLabel}>
          <button
            type="submit"
            disabled={busy}
            className={iconButton}
            aria-label={`${switchLabel} ${name}`}
          >
            {active ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        </Tooltip>
      </Form>
      {move ? (
        <MoveButtons
          id={id}
          edit={move.list}
          index={move.index}
          count={move.count}
          name={name}
          busy={busy}
        />
      ) : null}
      <ConfirmDelete
        fields={{ intent: "delete", id, ...editFields(edit) }}
        message={deleteMessage}
        label={`Excluir ${name}`}
      />
    </div>
  );
}
