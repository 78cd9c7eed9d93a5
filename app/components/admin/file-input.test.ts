import { describe } from "vitest";
import { chosenFilesText } from "./file-input";
import { itReturns } from "../../../tests/support/unit/returns";

describe("chosenFilesText", () => {
  itReturns("%j -> %s", chosenFilesText, [
    [[], "Nenhum arquivo selecionado"],
    [["fachada.png"], "fachada.png"],
    [["a.png", "b.png"], "2 arquivos: a.png, b.png"],
  ]);
});
