import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { staffAccount } from "../../../tests/support/staff-client";
import { action } from "./login";

type ActionResult = {
  data: { result: { error?: Record<string, string[] | null> } };
  init?: ResponseInit;
};

function loginRequest(email: string, password: string, redirectTo = "") {
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  form.set("redirectTo", redirectTo);
  return new Request("http://localhost/login", { method: "POST", body: form });
}

describeEachDatabase("login", (getDb) => {
  const env = testEnv();
  const submit = async (email: string, password: string, ip: string, redirectTo = "") => {
    const handle = getDb();
    return (await action({
      request: loginRequest(email, password, redirectTo),
      params: {},
      context: routeContext(handle.db, env, ip, handle),
    } as unknown as Parameters<typeof action>[0])) as unknown as Response | ActionResult;
  };
  /** An account whose password is 'senha-certa-123', e-mail `name@basiquinha.com.br`. */
  const account = (name: string, role: "admin" | "editor" = "editor") =>
    staffAccount(getDb().db, name, "senha-certa-123", role);
  const formError = (r: Response | ActionResult) =>
    r instanceof Response ? null : (r.data.result.error?.[""]?.[0] ?? null);
  const status = (r: Response | ActionResult) =>
    r instanceof Response ? r.status : (r.init?.status ?? 200);

  it("validates the fields with the spec's messages", async () => {
    const result = await submit("nao-e-email", "123", "10.0.0.1");
    expect(status(result)).toBe(400);
    const errors = (result as ActionResult).data.result.error!;
    expect(errors.email).toEqual(["Email inválido"]);
    expect(errors.password).toEqual(["A senha deve ter pelo menos 6 caracteres"]);
  });

  it("answers the same for an unknown e-mail and a wrong password", async () => {
    await account("ana");
    const unknown = await submit("ninguem@basiquinha.com.br", "qualquer-coisa", "10.0.0.2");
    const wrong = await submit("ana@basiquinha.com.br", "senha-errada", "10.0.0.2");
    expect(status(unknown)).toBe(401);
    expect(status(wrong)).toBe(401);
    expect(formError(unknown)).toBe(formError(wrong));
    expect(formError(wrong)).toBe("Email ou senha incorretos.");
  });

  it("signs in, sets a session cookie and honours only same-site redirects", async () => {
    await account("bia", "admin");
    const ok = (await submit("BIA@basiquinha.com.br", "senha-certa-123", "10.0.0.3")) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/restrita/lojas");
    expect(ok.headers.get("Set-Cookie")).toMatch(/__session=.+HttpOnly/i);
    expect(ok.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);

    const back = (await submit(
      "bia@basiquinha.com.br",
      "senha-certa-123",
      "10.0.0.3",
      "/restrita/blog",
    )) as Response;
    expect(back.headers.get("Location")).toBe("/restrita/blog");
    for (const evil of ["https://evil.example", "//evil.example"]) {
      const r = (await submit(
        "bia@basiquinha.com.br",
        "senha-certa-123",
        "10.0.0.3",
        evil,
      )) as Response;
      expect(r.headers.get("Location")).toBe("/restrita/lojas");
    }
  });

  it("throttles an account after five failures, whatever address the attempts come from", async () => {
    await account("caio");
    for (let i = 0; i < 5; i++) {
      const r = await submit("caio@basiquinha.com.br", `errada-${i}`, `10.0.4.${i}`);
      expect(status(r)).toBe(401);
    }
    const sixth = await submit("CAIO@basiquinha.com.br", "errada-6", "10.0.4.99");
    expect(status(sixth)).toBe(429);
    expect(formError(sixth)).toMatch(
      /^Muitas tentativas de login sem sucesso\. Por segurança, aguarde 15 minutos e tente novamente\.$/,
    );
    // Even the right password waits: the owner is told when to try again.
    const blocked = await submit("caio@basiquinha.com.br", "senha-certa-123", "10.0.4.100");
    expect(status(blocked)).toBe(429);
  });

  it("counts parallel attempts before checking the password: none overshoots", async () => {
    await account("duda");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit("duda@basiquinha.com.br", `errada-${i}`, `10.0.5.${i}`),
      ),
    );
    const statuses = results.map(status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("limits one address across many accounts, and a success does not count", async () => {
    await account("eva");
    const ok = await submit("eva@basiquinha.com.br", "senha-certa-123", "10.0.6.1");
    expect(status(ok)).toBe(302);
    for (let i = 0; i < 20; i++) {
      const r = await submit(`alvo-${i}@basiquinha.com.br`, "senha-comum", "10.0.6.1");
      expect(status(r)).toBe(401);
    }
    const spray = await submit("alvo-20@basiquinha.com.br", "senha-comum", "10.0.6.1");
    expect(status(spray)).toBe(429);
    expect(formError(spray)).toMatch(/Muitas tentativas de login/);
    // Another address is not affected.
    const elsewhere = await submit("eva@basiquinha.com.br", "senha-certa-123", "10.0.6.2");
    expect(status(elsewhere)).toBe(302);
  });

  it("a successful login clears the account's failures", async () => {
    await account("fabi");
    for (let i = 0; i < 4; i++) {
      expect(status(await submit("fabi@basiquinha.com.br", "errada", "10.0.7.1"))).toBe(401);
    }
    expect(status(await submit("fabi@basiquinha.com.br", "senha-certa-123", "10.0.7.1"))).toBe(302);
    for (let i = 0; i < 5; i++) {
      expect(status(await submit("fabi@basiquinha.com.br", "errada", "10.0.7.1"))).toBe(401);
    }
  });
});
