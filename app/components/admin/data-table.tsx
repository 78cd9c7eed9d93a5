/**
 * The table of a staff list screen (videos, blog posts; any list may adopt it): a white card
 * with a caption for screen readers, one header row, one row per record, and two optional
 * columns every list has in the same place — 'Ordem' (arrows that move a record one place) and
 * 'Ações' (the record's icon buttons). With no rows, the empty state stands in for the table.
 */
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import { editFields, rowEdit, type EditState } from "~/domain/edit-version";
import { iconButton } from "./admin-ui";
import { ConfirmDelete } from "./confirm-delete";
import { MoveButtons } from "./move-buttons";

export type DataColumn<T> = {
  header: ReactNode;
  /** The cell of one record; `index` is its place in the rows shown. */
  cell: (row: T, index: number) => ReactNode;
  /** Classes added to the cells (after the padding), e.g. 'font-medium text-neutral-900'. */
  className?: string;
  /** Header and cells stay on one line (dates, badges). */
  nowrap?: boolean;
  /** The cell names its row for screen readers (a row header, usually the record's name). */
  rowHeader?: boolean;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  name = (row) => String(rowKey(row)),
  rowTestId,
  empty,
  move = false,
  actions,
  editTo,
  deleteMessage,
  edit,
}: {
  /** Read by screen readers only: 'Vídeos cadastrados'. */
  caption?: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  /** The record's id: the row's key, and what the order arrows and delete post. */
  rowKey: (row: T) => number;
  /** data-testid of each row, for the browser tests. */
  rowTestId?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /**
   * What a row is, for the names of its buttons: 'vídeo Rotina da manhã' gives 'Editar vídeo
   * Rotina da manhã', 'Excluir vídeo …', 'Mover vídeo … para antes'.
   */
  name?: (row: T) => string;
  /** Adds the column 'Ordem': arrows posting intent "move" with the id and the direction. */
  move?: boolean;
  /** Buttons of the column 'Ações' before edit and delete (see RowLink). */
  actions?: (row: T) => ReactNode;
  /** Adds the pencil of 'Ações', leading to the record's form. */
  editTo?: (row: T) => string;
  /** Adds the trash can of 'Ações': it asks this first, then posts intent "delete" with the id. */
  deleteMessage?: string;
  /** The list's version (posted by the order arrows) and each row's (posted by delete). */
  edit?: { list: EditState; row: (row: T) => number };
}) {
  const navigation = useNavigation();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const busy = navigation.state === "submitting";
  const all: DataColumn<T>[] = [...columns];
  if (move) {
    all.push({
      header: "Ordem",
      cell: (row, index) => (
        <MoveButtons
          id={rowKey(row)}
          edit={edit?.list}
          index={index}
          count={rows.length}
          name={name(row)}
          busy={busy}
        />
      ),
    });
  }
  if (actions || editTo || deleteMessage) {
    all.push({
      header: "Ações",
      cell: (row) => (
        <div className="flex gap-2">
          {actions?.(row)}
          {editTo ? (
            <RowLink
              to={editTo(row)}
              label={`Editar ${name(row)}`}
              tooltip="Editar"
              icon={<Pencil aria-hidden className="size-4" />}
            />
          ) : null}
          {deleteMessage ? (
            <ConfirmDelete
              fields={{
                intent: "delete",
                id: rowKey(row),
                ...(edit ? editFields(rowEdit(edit.list, edit.row(row))) : {}),
              }}
              message={deleteMessage}
              label={`Excluir ${name(row)}`}
            />
          ) : null}
        </div>
      ),
    });
  }
  const classes = (column: DataColumn<T>) =>
    ["px-4 py-3", column.nowrap ? "whitespace-nowrap" : "", column.className ?? ""]
      .filter(Boolean)
      .join(" ");
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
          <tr>
            {all.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={column.nowrap ? "px-4 py-3 whitespace-nowrap" : "px-4 py-3"}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {all.map((column, i) =>
                column.rowHeader ? (
                  <th key={i} scope="row" className={classes(column)}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={i} className={classes(column)}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An icon link of a row's actions, its name in a tooltip: inside the app, or in a new tab
 * (`newTab`: the public page of the record, a preview).
 */
export function RowLink({
  to,
  label,
  tooltip,
  icon,
  newTab = false,
}: {
  to: string;
  /** The accessible name, which says more than the tooltip: 'Editar vídeo Rotina da manhã'. */
  label: string;
  tooltip: string;
  icon: ReactNode;
  newTab?: boolean;
}) {
  return (
    <Tooltip label={tooltip}>
      {newTab ? (
        <a
          href={to}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButton}
          aria-label={label}
        >
          {icon}
        </a>
      ) : (
        <Link to={to} className={iconButton} aria-label={label}>
          {icon}
        </Link>
      )}
    </Tooltip>
  );
}

const BADGE_TONES = {
  green: "bg-green-100 text-green-800",
  amber: "bg-amber-100 text-amber-900",
  neutral: "bg-neutral-200 text-neutral-700",
} as const;

/** The state of a record in a list ('Publicado', 'Rascunho', 'Ativa'), as a coloured pill. */
export function StatusBadge({
  tone,
  children,
}: {
  tone: keyof typeof BADGE_TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
