import path from "node:path";
import { Search } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildSprite, importedNames } from "../../../vite.icon-sprite";
import { spriteIcon } from "./sprite-icon";

const appDir = path.resolve(import.meta.dirname, "../..");

describe("the icon sprite", () => {
  it("has a symbol for every icon the app imports from lucide-react", async () => {
    const { icons, source, fileName } = await buildSprite(appDir);
    const imported = [...importedNames(appDir).keys()];
    expect(imported).toContain("MapPin");
    const generated = new Set(icons.map((icon) => icon.exportName));
    // Only type names (LucideIcon, LucideProps) are left out.
    expect(imported.filter((name) => !generated.has(name))).toEqual(
      imported.filter((name) => /^Lucide/.test(name)),
    );
    for (const { id } of icons) expect(source).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    expect(fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
  });

  it("draws each icon with lucide's own paths", async () => {
    const { source } = await buildSprite(appDir);
    // lucide 1.75's "search": a handle and a circle.
    const symbol = /<symbol id="search"[^>]*>(.*?)<\/symbol>/.exec(source)?.[1];
    expect(symbol).toBe('<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');
  });

  it("is named after its content, so the same icons always give the same file", async () => {
    const a = await buildSprite(appDir);
    const b = await buildSprite(appDir);
    expect(b.fileName).toBe(a.fileName);
    expect(b.source).toBe(a.source);
  });

  it("resolves the app's lucide-react imports to sprite icons", () => {
    expect(renderToStaticMarkup(<Search />)).toMatch(
      /<use href="\/assets\/icons-[\w-]{8}\.svg#search">/,
    );
  });
});

describe("spriteIcon", () => {
  const Icon = spriteIcon("/assets/icons-abc.svg", "map-pin");

  it("renders lucide's attributes around a reference to the symbol, hidden from screen readers", () => {
    expect(renderToStaticMarkup(<Icon className="size-4" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ' +
        'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
        'stroke-linejoin="round" class="lucide lucide-map-pin size-4" aria-hidden="true">' +
        '<use href="/assets/icons-abc.svg#map-pin"></use></svg>',
    );
  });

  it("is not hidden when it is given an accessible name", () => {
    const markup = renderToStaticMarkup(<Icon aria-label="Endereço" role="img" />);
    expect(markup).toContain('aria-label="Endereço"');
    expect(markup).not.toContain("aria-hidden");
  });

  it("takes lucide's size, colour and stroke props", () => {
    const markup = renderToStaticMarkup(
      <Icon size={16} color="red" strokeWidth={1} absoluteStrokeWidth />,
    );
    expect(markup).toContain('width="16" height="16"');
    expect(markup).toContain('stroke="red"');
    expect(markup).toContain('stroke-width="1.5"');
  });
});
