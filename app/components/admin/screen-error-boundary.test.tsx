import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { screenErrorBoundary } from "./admin-ui";

describe("screenErrorBoundary", () => {
  it("shows the screen's title above what went wrong, in the screen's width", () => {
    const ErrorBoundary = screenErrorBoundary({
      screen: "Configurações do site",
      title: "Erro ao carregar as configurações",
      message: "Não foi possível carregar as configurações do site. Tente novamente.",
      width: "max-w-4xl",
    });
    const Stub = createRoutesStub([{ path: "/", Component: ErrorBoundary }]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toContain("max-w-4xl");
    expect(html).toMatch(/<h1[^>]*>Configurações do site<\/h1>/);
    expect(html).toContain("Erro ao carregar as configurações");
    expect(html).toContain("Não foi possível carregar as configurações do site. Tente novamente.");
    expect(html.indexOf("Configurações do site")).toBeLessThan(
      html.indexOf("Erro ao carregar as configurações"),
    );
  });
});
