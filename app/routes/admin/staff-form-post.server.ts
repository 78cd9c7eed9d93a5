import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Permission } from "~/domain/permissions";
import { parseForm } from "~/domain/form-input";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { readFormData } from "~/server/form-data.server";

/**
 * A staff screen's posted form: the signed-in user (whose role must hold `permission`), the app,
 * the form as posted and its parse by `schema`.
 */
export async function readStaffForm<S extends z.ZodType>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  permission: Permission,
  schema: S,
) {
  const user = await requirePermission(args, permission);
  const app = getApp(args.context);
  const form = await readFormData(args.request);
  return { user, app, form, submission: parseForm(form, { schema }) };
}

/** One function per intent of a form, each given the parsed values of its own intent. */
export type IntentHandlers<A extends { intent: string }, Context, Answer> = {
  [K in A["intent"]]: (args: Context & { value: Extract<A, { intent: K }> }) => Promise<Answer>;
};

/** Runs the function of the intent `value` names. */
export function runIntent<A extends { intent: string }, Context, Answer>(
  handlers: IntentHandlers<A, Context, Answer>,
  context: Context,
  value: A,
): Promise<Answer> {
  const run = handlers[value.intent as A["intent"]] as (
    args: Context & { value: A },
  ) => Promise<Answer>;
  return run({ ...context, value });
}
