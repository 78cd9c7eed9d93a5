import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, as the browser reads its text", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script>window.a = 1 && "&amp;" < 2;</script>',
      '<script type="module" async>import("/assets/entry.js");</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="application/ld+json">{"@type":"Store"}</script>',
      '<script src="/assets/x.js"></script>',
      "<script>line1\r\nline2</script>",
      '<script>window.a = 1 && "&amp;" < 2;</script>',
      "</head><body><title>a &amp; b</title></body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      // Script text is raw: entities stay as written, and a repeated script is listed once.
      sha256('window.a = 1 && "&amp;" < 2;'),
      sha256('import("/assets/entry.js");'),
      sha256('{"imports":{}}'),
      // The browser's input stream turns CR LF into LF before the script is hashed.
      sha256("line1\nline2"),
    ]);
  });

  it("finds nothing to allow in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>oi</p><script src=/a.js></script>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce with 'strict-dynamic', or by hash and 'self'", () => {
    expect(contentSecurityPolicy({ nonce: "abc" }, false)).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' 'self';",
    );
    const hashed = contentSecurityPolicy({ hashes: ["sha256-x", "sha256-y"] }, true);
    expect(hashed).toContain("script-src 'self' 'sha256-x' 'sha256-y';");
    expect(hashed).not.toContain("strict-dynamic");
    expect(hashed).toContain("upgrade-insecure-requests");
    expect(hashed).toContain("object-src 'none'");
  });
});
