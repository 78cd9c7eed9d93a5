import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./entry.server";

const page =
  '<!DOCTYPE html><html lang="pt-BR"><head><title>Lojas em Goiânia</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/chunk.js"/>' +
  '<link rel="preload" as="image" href="/media/banner.webp"/></head>' +
  "<body><p>Maquiagem, skincare e perfumes — Anápolis</p></body></html>";

const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page alone", async () => {
    expect(await rewrite([Buffer.from(page)])).toBe(expected);
  });

  it("gives the same page wherever the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const result = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(result, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("handles a page sent a few bytes at a time", async () => {
    const bytes = Buffer.from(page);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    expect(await rewrite(chunks)).toBe(expected);
  });
});
