import { describe, expect, it } from "vitest";
import { formTooFrequent } from "./rate-limit.server";

describe("formTooFrequent", () => {
  it("answers 429 with Retry-After, the form's error in pt-BR and the action's other fields", () => {
    const submission = {
      reply: (options: { formErrors: string[] }) => ({
        status: "error" as const,
        error: { "": options.formErrors },
      }),
    };
    const answer = formTooFrequent(submission, { retryAfterSeconds: 42 }, { sent: false });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("42");
    expect(answer.data).toEqual({
      result: {
        status: "error",
        error: { "": ["Muitos pedidos seguidos. Aguarde alguns minutos e tente novamente."] },
      },
      sent: false,
    });
  });
});
