import { describe } from "vitest";
import { withHttps } from "./url-input";
import { itReturns } from "../../tests/support/unit/returns";

describe("withHttps", () => {
  itReturns("%j -> %j", withHttps, [
    ["instagram.com/basiquinha", "https://instagram.com/basiquinha"],
    [" www.basiquinha.com.br ", "https://www.basiquinha.com.br"],
    ["maps.app.goo.gl/abc?x=1", "https://maps.app.goo.gl/abc?x=1"],
    ["//cdn.exemplo.com/a.png", "https://cdn.exemplo.com/a.png"],
    ["https://instagram.com/x", "https://instagram.com/x"],
    ["http://exemplo.com", "http://exemplo.com"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["instagram", "instagram"],
    ["não é um endereço", "não é um endereço"],
    ["", ""],
  ]);
});
