import { describe, expect, it } from "vitest";
import { firstLoadAssets } from "./quality-support";

const page =
  '<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="stylesheet" href="https://cdn.example.com/other.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/chunk.js" nonce="abc"/>' +
  '<script type="application/ld+json">{"@type":"Store"}</script></head><body><p>Loja</p>' +
  '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\nwindow.__reactRouterManifest = {"routes": ' +
  '{"blog": {"module": "/assets/blog.js"}}};\nimport("/assets/entry.client.js");</script>' +
  "</body></html>";

describe("firstLoadAssets", () => {
  const expected = {
    scripts: ["/assets/entry.client.js", "/assets/chunk.js", "/assets/root.js", "/assets/home.js"],
    styles: ["/assets/app.css"],
  };

  it("counts preloads, the bootstrap's imports and same-origin stylesheets, not the manifest", () => {
    expect(firstLoadAssets(page)).toEqual(expected);
  });
});
