import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { deferred, deferredBoundary } from "./deferred";

function Greeting({ name }: { name: string }) {
  return <p id="ola">Olá, {name}</p>;
}

async function prerender(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("deferred", () => {
  it("is rendered whole by the server, which waits for its code", async () => {
    const Part = deferred(async () => Greeting);
    const html = await prerender(
      <Suspense fallback={<p>carregando</p>}>
        <Part name="Ana" />
      </Suspense>,
    );
    expect(html).toContain("Olá, <!-- -->Ana");
    expect(html).not.toContain("carregando");
  });

  it("suspends until its code is loaded, then renders at once, without a fallback", async () => {
    let loads = 0;
    const Part = deferred(async () => {
      loads++;
      return Greeting;
    });
    const tree = (
      <Suspense fallback={<p>carregando</p>}>
        <Part name="Bia" />
      </Suspense>
    );
    expect(renderToString(tree)).toContain("carregando");
    await Part.preload();
    await Part.preload();
    expect(renderToString(tree)).toContain('<p id="ola">Olá, <!-- -->Bia</p>');
    expect(loads).toBe(1);
  });
});

describe("deferredBoundary", () => {
  it("brings its own boundary: rendered whole by the server, an empty fallback until loaded", async () => {
    const Part = deferredBoundary(async () => Greeting);
    // No Suspense around it: the part has its own.
    expect(await prerender(<Part name="Caio" />)).toContain("Olá, <!-- -->Caio");
    const Fresh = deferredBoundary(async () => Greeting);
    expect(renderToString(<Fresh name="Duda" />)).not.toContain("Duda");
    await Fresh.preload();
    expect(renderToString(<Fresh name="Duda" />)).toContain('<p id="ola">Olá, <!-- -->Duda</p>');
  });
});
