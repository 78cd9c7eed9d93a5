import { ArrowDown, ArrowUp } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "react-router";
import { Tooltip } from "~/components/ui/tooltip";

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
 * The up and down arrows of a record in a list staff order by hand, each posting its own small
 * form (`fields` and the direction); the first record cannot go up, the last cannot go down.
 */
export function MoveArrows({
  fields,
  name,
  index,
  count,
  busy,
}: {
  fields: Record<string, string | number>;
  name: string;
  index: number;
  count: number;
  busy: boolean;
}) {
  return (["up", "down"] as const).map((direction) => (
    <IconSubmit
      key={direction}
      fields={{ ...fields, direction }}
      {...moveArrow(direction, name)}
      disabled={busy || index === (direction === "up" ? 0 : count - 1)}
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
