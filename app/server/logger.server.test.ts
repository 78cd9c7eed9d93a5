import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.server";

describe("redactUrl", () => {
  it.each([
    ["/nossas-lojas?lat=-16.68&lng=-49.25&page=2", "/nossas-lojas?page=2"],
    ["/api/stores?latitude=-16.6&longitude=-49.2", "/api/stores"],
    ["/nossas-lojas?cidade=Goi%C3%A2nia", "/nossas-lojas?cidade=Goi%C3%A2nia"],
    ["/healthz", "/healthz"],
    ["/x?LAT=1&Lon=2&accuracy=30&q=a", "/x?q=a"],
  ])("%s -> %s", (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
