/** The forms of password recovery: the request by e-mail and the new password. */
import { z } from "zod";
import { NEW_PASSWORD_MIN } from "./auth-schemas";

export const forgotPasswordSchema = z.object({
  email: z.email({ error: "Email inválido" }),
});

const passwordMessage = `A senha deve ter pelo menos ${NEW_PASSWORD_MIN} caracteres`;

export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: passwordMessage })
      .min(NEW_PASSWORD_MIN, { error: passwordMessage })
      .max(200, { error: "A senha é longa demais" }),
    confirmation: z.string({ error: "Repita a nova senha" }),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ["confirmation"],
    error: "As senhas não conferem",
  });
