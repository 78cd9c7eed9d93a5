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
