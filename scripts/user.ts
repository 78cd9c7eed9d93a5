/**
 * Staff accounts from the command line (the first admin in production):
 *   npm run user -- create --email ana@example.com --name "Ana" --role admin [--password ...]
 *   npm run user -- reset-password --email ana@example.com [--password ...]
 *   npm run user -- disable --email ana@example.com
 *   npm run user -- enable --email ana@example.com
 *   npm run user -- list
 * Without --password a strong one is generated and printed once. Every change goes through the
 * same audited writes as the Usuários screen (the activity log names the command line).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { NEW_PASSWORD_MIN } from "~/domain/auth-schemas";
import { COMMAND_LINE } from "~/models/staff-change.server";
import {
  addStaffUser,
  findUserByEmail,
  listUsers,
  setPasswordByStaff,
  setUserActive,
} from "~/models/users.server";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { getEnv } from "~/server/env.server";

const USAGE = `Uso:
  npm run user -- create --email EMAIL --name NOME [--role admin|editor] [--password SENHA]
  npm run user -- reset-password --email EMAIL [--password SENHA]
  npm run user -- disable --email EMAIL
  npm run user -- enable --email EMAIL
  npm run user -- list`;

class UsageError extends Error {}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string", default: "admin" },
      password: { type: "string" },
    },
  });
  const command = positionals[0];
  const env = getEnv();
  const { db } = await (async () => {
    const handle = await getDatabase(env);
    await handle.migrate();
    return handle;
  })();

  const email = () => {
    const parsed = z.email().safeParse(values.email?.trim().toLowerCase());
    if (!parsed.success) throw new UsageError("Informe um e-mail válido com --email.");
    return parsed.data;
  };
  const password = () => {
    const given = values.password;
    if (given !== undefined && given.length < NEW_PASSWORD_MIN) {
      throw new UsageError(`A senha deve ter pelo menos ${NEW_PASSWORD_MIN} caracteres.`);
    }
    return { value: given ?? randomBytes(12).toString("base64url"), generated: !given };
  };
  const existing = async () => {
    const user = await findUserByEmail(db, email());
    if (!user) throw new UsageError(`Nenhum usuário com o e-mail ${values.email}.`);
    return user;
  };

  switch (command) {
    case "create": {
      const role = z.enum(["admin", "editor"]).safeParse(values.role);
      if (!role.success) throw new UsageError("--role deve ser admin ou editor.");
      if (!values.name || values.name.trim().length < 2) {
        throw new UsageError("Informe o nome com --name.");
      }
      if (await findUserByEmail(db, email())) {
        throw new UsageError(`Já existe um usuário com o e-mail ${email()}.`);
      }
      const pw = password();
      const user = await addStaffUser(db, COMMAND_LINE, {
        email: email(),
        name: values.name,
        role: role.data,
        password: pw.value,
      });
      if (!user) throw new UsageError(`Já existe um usuário com o e-mail ${email()}.`);
      console.log(`Usuário criado: ${user.email} (${user.role}).`);
      if (pw.generated) console.log(`Senha gerada (anote agora): ${pw.value}`);
      break;
    }
    case "reset-password": {
      const user = await existing();
      const pw = password();
      await setPasswordByStaff(db, COMMAND_LINE, user, pw.value);
      console.log(
        `Senha redefinida para ${user.email}; sessões abertas e links de redefinição pendentes foram encerrados.`,
      );
      if (pw.generated) console.log(`Nova senha (anote agora): ${pw.value}`);
      break;
    }
    case "disable":
    case "enable": {
      const user = await existing();
      if (await setUserActive(db, COMMAND_LINE, user, command === "enable")) {
        throw new UsageError("É preciso manter pelo menos um administrador ativo.");
      }
      console.log(`${user.email} ${command === "enable" ? "reativado" : "desativado"}.`);
      break;
    }
    case "list": {
      for (const u of await listUsers(db)) {
        console.log(
          `${u.active ? "ativo     " : "desativado"}  ${u.role.padEnd(6)}  ${u.email}  (${u.name})`,
        );
      }
      break;
    }
    default:
      throw new UsageError(USAGE);
  }
}

try {
  await main();
  await closeDatabase();
} catch (error) {
  await closeDatabase().catch(() => {});
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
}
