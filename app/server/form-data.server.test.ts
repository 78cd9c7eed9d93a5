import { describe, expect, it } from "vitest";
import { readFormData, UNREADABLE_FORM_MESSAGE } from "./form-data.server";

const post = (body: BodyInit, contentType: string) =>
  new Request("http://localhost/restrita/depoimentos", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });

describe("readFormData", () => {
  it("reads URL-encoded and multipart forms", async () => {
    const encoded = await readFormData(
      post("nome=Maria&cidade=Goi%C3%A2nia", "application/x-www-form-urlencoded"),
    );
    expect(encoded.get("cidade")).toBe("Goiânia");
    const multipart = new FormData();
    multipart.append("nome", "Maria");
    const read = await readFormData(
      new Request("http://localhost/", { method: "POST", body: multipart }),
    );
    expect(read.get("nome")).toBe("Maria");
  });

  it("answers a broken body with a 400 and a pt-BR message instead of throwing an error", async () => {
    const thrown = await readFormData(
      post("--x\r\nbroken", "multipart/form-data; boundary=x"),
    ).catch((error: unknown) => error);
    expect(thrown).not.toBeInstanceOf(Error);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: { message: UNREADABLE_FORM_MESSAGE },
      init: { status: 400 },
    });
  });
});
