/**
 * Whether the signed-in staff member's role may do something, read from the restricted layout's
 * data: screens hide the buttons the role cannot use (the server refuses them anyway).
 */
import { useRouteLoaderData } from "react-router";
import { can, type Permission, type Role } from "~/domain/permissions";

export function useCan(): (permission: Permission) => boolean {
  const data = useRouteLoaderData("routes/admin/layout") as { user?: { role: Role } } | undefined;
  const user = data?.user;
  return (permission) => (user ? can(user, permission) : false);
}
