import { describe, expect, it } from "vitest";
import { chosenFilesText } from "./file-input";

describe("chosenFilesText", () => {
  it.each([
    [[], "Nenhum arquivo selecionado"],
    [["fachada.png"], "fachada.png"],
    [["a.png", "b.png"], "2 arquivos: a.png, b.png"],
  ])("%j -> %s", (names, text) => {
    expect(chosenFilesText(names)).toBe(text);
  });
});
