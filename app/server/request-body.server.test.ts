import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  bodyTooLarge,
  BodyTooLargeError,
  limitedBodyStream,
  PUBLIC_BODY_LIMIT,
  STAFF_FORM_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./request-body.server";

describe("bodyLimitFor", () => {
  it.each([
    ["/esqueci-minha-senha", "application/x-www-form-urlencoded", PUBLIC_BODY_LIMIT, false],
    ["/newsletter", "multipart/form-data; boundary=x", PUBLIC_BODY_LIMIT, false],
    ["/api/eventos", "text/plain", PUBLIC_BODY_LIMIT, false],
    ["/restritas", "multipart/form-data; boundary=x", PUBLIC_BODY_LIMIT, false],
    ["/restrita/blog/novo", "application/x-www-form-urlencoded", STAFF_FORM_BODY_LIMIT, false],
    ["/restrita/lojas/1/fotos/enviar", "multipart/form-data; boundary=x", UPLOAD_BODY_LIMIT, true],
    ["/admin/lojas/editar/1", "Multipart/Form-Data; boundary=x", UPLOAD_BODY_LIMIT, true],
  ])("%s (%s): %i bytes, streamed %s", (path, type, bytes, stream) => {
    expect(bodyLimitFor(path, type)).toEqual({ bytes, stream });
  });
});

describe("limitedBodyStream", () => {
  const source = () => new PassThrough() as unknown as IncomingMessage & PassThrough;

  it("passes a body within the limit through unchanged", async () => {
    const req = source();
    const stream = limitedBodyStream(req, 10, () => {});
    req.end(Buffer.from("0123456789"));
    expect(await new Response(stream).text()).toBe("0123456789");
  });

  it("fails past the limit, pauses the request and tells the caller", async () => {
    const req = source();
    let told = false;
    const stream = limitedBodyStream(req, 10, () => (told = true));
    req.write(Buffer.from("0123456"));
    req.write(Buffer.from("789ab"));
    const error = await new Response(stream).text().catch((e: unknown) => e);
    expect(bodyTooLarge(error)).toBeInstanceOf(BodyTooLargeError);
    expect(bodyTooLarge(error)!.message).toContain("limite de 0 KB");
    expect(told).toBe(true);
    expect(req.isPaused()).toBe(true);
  });

  it("finds the limit error however a reader wrapped it", () => {
    const inner = new BodyTooLargeError(PUBLIC_BODY_LIMIT);
    expect(bodyTooLarge(new TypeError("failed", { cause: inner }))).toBe(inner);
    expect(bodyTooLarge(new Error("other"))).toBeNull();
    expect(inner.message).toContain("limite de 64 KB");
  });
});
