/**
 * The measuring stick of `npm run bench -- --only hydration`: the smallest page the app can
 * serve (the document, one heading, no data), so each public page's hydration cost is reported
 * as a ratio to it, measured in the same run. It exists only on a server started with
 * HYDRATION_REFERENCE=on; everywhere else the address is an ordinary 404.
 */
import { data } from "react-router";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/hydration-reference";

export function meta() {
  return [{ title: "Referência" }, { name: "robots", content: "noindex, nofollow" }];
}

export function loader({ context }: Route.LoaderArgs) {
  if (!getApp(context).env.HYDRATION_REFERENCE) throw data(null, { status: 404 });
  return null;
}

export default function HydrationReference() {
  return (
    <main>
      <h1>Referência</h1>
    </main>
  );
}
