/** Form schemas shared by the server actions and the browser (same messages both sides). */
import { z } from "zod";
import { LOGIN_EMAIL_ERROR, LOGIN_PASSWORD_ERROR, LOGIN_PASSWORD_MIN } from "./login-form";

export const loginSchema = z.object({
  email: z.email({ error: LOGIN_EMAIL_ERROR }),
  password: z
    .string({ error: LOGIN_PASSWORD_ERROR })
    .min(LOGIN_PASSWORD_MIN, { error: LOGIN_PASSWORD_ERROR }),
  redirectTo: z.string().optional(),
});

export const NEW_PASSWORD_MIN = 8;
const newPassword = z
  .string({ error: `A senha deve ter pelo menos ${NEW_PASSWORD_MIN} caracteres` })
  .min(NEW_PASSWORD_MIN, { error: `A senha deve ter pelo menos ${NEW_PASSWORD_MIN} caracteres` })
  .max(200, { error: "A senha é longa demais" });

export const userRoleSchema = z.enum(["admin", "editor", "manager"], {
  error: "Selecione um perfil",
});

export const MANAGER_NEEDS_STORES = "Escolha ao menos uma loja para o gestor de loja";

/** The stores a store manager looks after: the checked boxes (one, several or none). */
const storeIdsField = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000),
);

/** A store manager looks after at least one store; the other roles after none. */
const managerHasStores = (value: { role: string; storeIds: number[] }) =>
  value.role !== "manager" || value.storeIds.length > 0;

export const createUserSchema = z
  .object({
    intent: z.literal("create"),
    name: z
      .string({ error: "Nome deve ter pelo menos 2 caracteres" })
      .trim()
      .min(2, { error: "Nome deve ter pelo menos 2 caracteres" })
      .max(120, { error: "Nome longo demais" }),
    email: z.email({ error: "Email inválido" }),
    role: userRoleSchema,
    storeIds: storeIdsField,
    password: newPassword,
  })
  .refine(managerHasStores, { error: MANAGER_NEEDS_STORES, path: ["storeIds"] });

export const resetPasswordSchema = z.object({
  intent: z.literal("reset-password"),
  userId: z.coerce.number().int().positive(),
  password: newPassword,
});

export const changeRoleSchema = z
  .object({
    intent: z.literal("change-role"),
    userId: z.coerce.number().int().positive(),
    role: userRoleSchema,
    storeIds: storeIdsField,
  })
  .refine(managerHasStores, { error: MANAGER_NEEDS_STORES });

export const toggleActiveSchema = z.object({
  intent: z.literal("toggle-active"),
  userId: z.coerce.number().int().positive(),
});

export const userActionSchema = z.discriminatedUnion("intent", [
  createUserSchema,
  resetPasswordSchema,
  changeRoleSchema,
  toggleActiveSchema,
]);
