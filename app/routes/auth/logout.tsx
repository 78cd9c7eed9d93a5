import { redirect } from "react-router";
import { destroyUserSession } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const setCookie = await destroyUserSession(app, request);
  return redirect("/login", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/login");
}
