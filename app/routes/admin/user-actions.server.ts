/**
 * What admins do on the Usuários screen, one function per intent: open an account, set its
 * password, change its role, disable or enable it, and generate a reset link to hand over. The
 * changes themselves (and their audit rows) live in the users and password-reset models.
 *
 * Two rules guard the accounts: at least one active admin must remain (kept by the model's
 * writes), and admins cannot disable their own account.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { z } from "zod";
import { userActionSchema } from "~/domain/auth-schemas";
import { parseForm } from "~/domain/form-input";
import { handOverPasswordReset, resetPath } from "~/models/password-resets.server";
import {
  addStaffUser,
  changeUserRole,
  findUserByEmail,
  getUser,
  setPasswordByStaff,
  setUserActive,
  UnknownStores,
  type PublicUser,
} from "~/models/users.server";
import type { AppContext } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { editConflict, readEdit, StaleEdit } from "./edit-version.server";

type UserAction = z.output<typeof userActionSchema>;
type Intent = UserAction["intent"];
type AccountIntent = Exclude<Intent, "create">;

/** The answer the screen reads: the form's reply and which form it is about. */
type Reply = { result: SubmissionResult<string[]>; intent: string | null };

/** How an intent answers: success with a toast, a refusal for the row, or errors on fields. */
type Answers = {
  ok: (title: string) => Promise<ReturnType<typeof data<Reply>>>;
  refuse: (message: string) => ReturnType<typeof data<Reply>>;
  fieldErrors: (errors: Record<string, string[]>) => ReturnType<typeof data<Reply>>;
};

type IntentArgs<T> = {
  app: AppContext;
  meId: number;
  /** The session the admin works from: it goes on when they set their own password. */
  sessionId: string | null;
  value: T;
  answer: Answers;
};
type AccountArgs<T> = IntentArgs<T> & {
  target: Omit<PublicUser, "version"> & { version?: number };
};

async function createIntent({
  app,
  meId,
  value,
  answer,
}: IntentArgs<UserAction & { intent: "create" }>) {
  const taken = () => answer.fieldErrors({ email: ["Já existe um usuário com este e-mail"] });
  if (await findUserByEmail(app.db, value.email)) return taken();
  try {
    if (!(await addStaffUser(app.db, meId, value))) return taken();
  } catch (error) {
    if (!(error instanceof UnknownStores)) throw error;
    return answer.fieldErrors({ storeIds: [STORE_GONE] });
  }
  return answer.ok("Usuário criado com sucesso!");
}

async function resetPasswordIntent({
  app,
  meId,
  sessionId,
  target,
  value,
  answer,
}: AccountArgs<UserAction & { intent: "reset-password" }>) {
  const keep = target.id === meId ? (sessionId ?? undefined) : undefined;
  await setPasswordByStaff(app.db, meId, target, value.password, {
    keepSessionId: keep,
    version: target.version,
  });
  return answer.ok("Senha redefinida com sucesso!");
}

const KEEP_AN_ADMIN = "É preciso manter pelo menos um administrador ativo.";
const STORE_GONE =
  "Uma das lojas escolhidas não existe mais. Recarregue a página e escolha de novo.";

async function changeRoleIntent({
  app,
  meId,
  target,
  value,
  answer,
}: AccountArgs<UserAction & { intent: "change-role" }>) {
  try {
    const refused = await changeUserRole(
      app.db,
      meId,
      target,
      value.role,
      target.version,
      value.storeIds,
    );
    if (refused) return answer.refuse(KEEP_AN_ADMIN);
  } catch (error) {
    if (!(error instanceof UnknownStores)) throw error;
    return answer.refuse(STORE_GONE);
  }
  return answer.ok("Perfil atualizado com sucesso!");
}

async function toggleActiveIntent({ app, meId, target, answer }: AccountArgs<unknown>) {
  if (target.id === meId) return answer.refuse("Você não pode desativar a sua própria conta.");
  if (await setUserActive(app.db, meId, target, !target.active, target.version)) {
    return answer.refuse(KEEP_AN_ADMIN);
  }
  return answer.ok(target.active ? "Usuário desativado." : "Usuário reativado.");
}

const accountIntents: {
  [K in AccountIntent]: (
    args: AccountArgs<Extract<UserAction, { intent: K }>>,
  ) => Promise<ReturnType<typeof data<Reply>>>;
} = {
  "reset-password": resetPasswordIntent,
  "change-role": changeRoleIntent,
  "toggle-active": toggleActiveIntent,
};

/**
 * A reset link for an account, for an admin to hand over when e-mail is not configured (or did
 * not arrive): the same single-use, 30-minute link the e-mail carries. Shown once, never stored.
 */
async function resetLinkIntent(app: AppContext, meId: number, formData: FormData) {
  const parsed = z
    .object({ userId: z.coerce.number().int().positive() })
    .safeParse({ userId: formData.get("userId") });
  const target = parsed.success ? await getUser(app.db, parsed.data.userId) : undefined;
  if (!target || !target.active) {
    return data(
      {
        intent: "reset-link" as const,
        result: {
          status: "error" as const,
          error: { "": ["Usuário não encontrado ou desativado."] },
        },
      },
      { status: 400 },
    );
  }
  const { token, expiresAt } = await handOverPasswordReset(app.db, meId, target);
  return data({
    intent: "reset-link" as const,
    result: { status: "success" as const },
    resetLink: {
      name: target.name,
      url: `${app.env.PUBLIC_SITE_URL}${resetPath(token)}`,
      expiresAt: expiresAt.toISOString(),
    },
  });
}

/** Runs the intent an admin posted on the Usuários screen. */
export async function userAction(
  app: AppContext,
  me: { id: number; sessionId: string | null },
  formData: FormData,
) {
  const meId = me.id;
  if (formData.get("intent") === "reset-link") return resetLinkIntent(app, meId, formData);
  const submission = parseForm(formData, { schema: userActionSchema });
  if (submission.status !== "success") {
    return data<Reply>(
      {
        result: submission.reply({ hideFields: ["password"] }),
        intent: typeof submission.payload.intent === "string" ? submission.payload.intent : null,
      },
      { status: 400 },
    );
  }
  const value = submission.value;
  const answer: Answers = {
    ok: async (title) =>
      data(
        { result: submission.reply({ resetForm: true }), intent: value.intent },
        { headers: await toastHeaders(app.env, { type: "success", title }) },
      ),
    refuse: (message) =>
      data(
        {
          result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
          intent: value.intent,
        },
        { status: 400 },
      ),
    fieldErrors: (errors) =>
      data(
        {
          result: submission.reply({ fieldErrors: errors, hideFields: ["password"] }),
          intent: value.intent,
        },
        { status: 400 },
      ),
  };
  const sessionId = me.sessionId;
  if (value.intent === "create") return createIntent({ app, meId, sessionId, value, answer });
  const found = await getUser(app.db, value.userId);
  if (!found) return answer.refuse("Usuário não encontrado.");
  // The account as the screen showed it: a change of one that changed since is refused.
  const target = { ...found, version: readEdit(formData).record };
  const run = accountIntents[value.intent] as (
    args: AccountArgs<UserAction>,
  ) => Promise<ReturnType<typeof data<Reply>>>;
  try {
    return await run({ app, meId, sessionId, target, value, answer });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    const conflict = await editConflict(app.db, error, formData);
    return data(
      { result: submission.reply({ hideFields: ["password"] }), intent: value.intent, conflict },
      { status: 409 },
    );
  }
}
