import { ArrowDown, ArrowUp } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";
import { useKeptMoveFocus, type MoveWay } from "./use-kept-move-focus";

const plainIcon =
  "rounded p-2 text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-30 [&_svg]:size-4";

type IconProps = {
  /** The accessible name, which may say more than the tooltip ('Mover Hidratação para cima'). */
  label: string;
  /** The visible name shown on hover and keyboard focus ('Mover para cima'); the label if absent. */
  tooltip?: string;
  icon: ReactNode;
  className?: string;
};

/** A button drawn as an icon, with its name in a tooltip. */
export function IconButton({
  label,
  tooltip,
  icon,
  className = plainIcon,
  type = "button",
  ...button
}: IconProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label">) {
  return (
    <Tooltip label={tooltip ?? label}>
      <button {...button} type={type} aria-label={label} className={className}>
        {icon}
      </button>
    </Tooltip>
  );
}

/** An icon button that posts its own small form (hidden fields: intent, ids, direction). */
export function IconSubmit({
  fields,
  disabled,
  ...icon
}: IconProps & { fields: Record<string, string | number>; disabled?: boolean }) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <IconButton {...icon} type="submit" disabled={disabled} />
    </Form>
  );
}

/**
 * The name, tooltip and arrow of a 'move up' or 'move down' button; `name` is how the label
 * names the record ('foto 2' gives 'Mover foto 2 para cima').
 */
export function moveArrow(direction: "up" | "down", name: string) {
  const way = direction === "up" ? "cima" : "baixo";
  return {
    label: `Mover ${name} para ${way}`,
    tooltip: `Mover para ${way}`,
    icon: direction === "up" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />,
  };
}

/**
 * The arrow that moves a record of a list one place up or down, posting its own small form
 * (`fields` and the direction). Once the list is back in its new order the keyboard focus is on
 * it again (see use-kept-move-focus.ts). `fullTooltip`: the tooltip says all the label says
 * ('Mover banner 2 para cima'), not just 'Mover para cima'.
 */
export function MoveArrow({
  fields,
  direction,
  name,
  disabled,
  fullTooltip = false,
}: {
  fields: Record<string, string | number>;
  direction: MoveWay;
  name: string;
  disabled: boolean;
  fullTooltip?: boolean;
}) {
  const { label, tooltip, icon } = moveArrow(direction, name);
  const keep = useKeptMoveFocus(recordOf(fields), direction);
  return (
    <Form method="post">
      {Object.entries({ ...fields, direction }).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <IconButton
        label={label}
        tooltip={fullTooltip ? label : tooltip}
        icon={icon}
        type="submit"
        disabled={disabled}
        {...keep}
      />
    </Form>
  );
}

/** The record a move form names, among the page's lists: its intent and ids ('move-photo:12'). */
function recordOf(fields: Record<string, string | number>): string {
  const ids = Object.entries(fields)
    .filter(([field]) => /id$/i.test(field))
    .map(([, value]) => value);
  return [fields.intent, ...ids].join(":");
}

/**
 * The up and down arrows of a record in a list staff order by hand, each posting its own small
 * form (`fields` and the direction); the first record cannot go up, the last cannot go down.
 */
export function MoveArrows({
  fields,
  name,
  index,
  count,
  busy,
  fullTooltip,
}: {
  fields: Record<string, string | number>;
  name: string;
  index: number;
  count: number;
  busy: boolean;
  fullTooltip?: boolean;
}) {
  return (["up", "down"] as const).map((direction) => (
    <MoveArrow
      key={direction}
      fields={fields}
      direction={direction}
      name={name}
      disabled={busy || index === (direction === "up" ? 0 : count - 1)}
      fullTooltip={fullTooltip}
    />
  ));
}

/** A link drawn as an icon, with its name in a tooltip. */
export function IconLink({
  to,
  label,
  tooltip,
  icon,
  className = plainIcon,
}: IconProps & { to: string }) {
  return (
    <Tooltip label={tooltip ?? label}>
      <Link to={to} aria-label={label} className={className}>
        {icon}
      </Link>
    </Tooltip>
  );
}
