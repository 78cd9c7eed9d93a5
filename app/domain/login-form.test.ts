import { describe, expect, it } from "vitest";
import { loginSchema } from "./auth-schemas";
import { LOGIN_EMAIL_ERROR, LOGIN_PASSWORD_ERROR, loginFormErrors } from "./login-form";

describe("loginFormErrors", () => {
  it.each([
    [{ email: "admin@basiquinha.com.br", password: "basiquinha123" }, null],
    [{ email: "  admin@basiquinha.com.br ", password: "123456" }, null],
    [
      { email: "", password: "" },
      { email: [LOGIN_EMAIL_ERROR], password: [LOGIN_PASSWORD_ERROR] },
    ],
    [{ email: "admin", password: "segredo" }, { email: [LOGIN_EMAIL_ERROR] }],
    [{ email: "admin@", password: "segredo" }, { email: [LOGIN_EMAIL_ERROR] }],
    [{ email: "admin@basiquinha", password: "segredo" }, { email: [LOGIN_EMAIL_ERROR] }],
    [{ email: "a b@basiquinha.com.br", password: "segredo" }, { email: [LOGIN_EMAIL_ERROR] }],
    [{ email: "admin@basiquinha.com.br", password: "12345" }, { password: [LOGIN_PASSWORD_ERROR] }],
    [{}, { email: [LOGIN_EMAIL_ERROR], password: [LOGIN_PASSWORD_ERROR] }],
    [
      { email: ["x@y.com"], password: 123456 },
      { email: [LOGIN_EMAIL_ERROR], password: [LOGIN_PASSWORD_ERROR] },
    ],
  ])("%j → %j", (values, expected) => {
    expect(loginFormErrors(values)).toEqual(expected);
  });

  it("agrees with the server's schema on which fields are wrong", () => {
    const samples = [
      { email: "admin@basiquinha.com.br", password: "basiquinha123" },
      { email: "admin", password: "basiquinha123" },
      { email: "admin@basiquinha.com.br", password: "123" },
      { email: "nada", password: "" },
      { email: "x@y.co", password: "abcdef" },
    ];
    for (const sample of samples) {
      const server = loginSchema.safeParse({ ...sample, email: sample.email.trim() });
      const serverFields = server.success
        ? []
        : [...new Set(server.error.issues.map((issue) => String(issue.path[0])))].sort();
      expect(Object.keys(loginFormErrors(sample) ?? {}).sort(), JSON.stringify(sample)).toEqual(
        serverFields,
      );
    }
  });
});
