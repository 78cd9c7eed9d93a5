import { describe, expect, it } from "vitest";
import { BANNER_NOUN, BRAND_NOUN, listLoadError, recordWords, VIDEO_NOUN } from "./record-words";

describe("recordWords", () => {
  it("words a feminine list's screens", () => {
    const words = recordWords(BRAND_NOUN);
    expect(words).toMatchObject({
      newPath: "/restrita/marcas/novo",
      newLabel: "Nova Marca",
      manageTitle: "Gerenciar Marcas",
      notFound: "Marca não encontrada",
      maybeDeleted: "Ela pode ter sido excluída.",
      loadFailed: "Erro ao carregar marcas",
      loadOneFailed: "Não foi possível carregar a marca. Tente novamente.",
      loadListFailed:
        "Não foi possível carregar as marcas. Verifique sua conexão ou tente novamente.",
      deleteFailed: "Erro ao excluir marca",
      deleted: "Marca excluída",
      deleteQuestion: "Tem certeza que deseja excluir esta marca?",
      hidden: "A marca não aparece mais no site.",
      shown: "A marca está no site.",
      none: "Nenhuma marca cadastrada.",
    });
    expect(words.editPath(7)).toBe("/restrita/marcas/editar/7");
    expect([words.saved(true), words.saved(false)]).toEqual(["Marca criada", "Marca atualizada"]);
    expect(words.saveFailed(false)).toBe("Erro ao atualizar marca");
    expect(words.submitLabel(false)).toBe("Criar Marca");
  });

  it("words a list's load error", () => {
    expect(listLoadError(VIDEO_NOUN)).toEqual({
      title: "Erro ao carregar vídeos",
      message: "Não foi possível carregar os vídeos. Verifique sua conexão ou tente novamente.",
    });
  });

  it("words a masculine one's", () => {
    const words = recordWords(BANNER_NOUN);
    expect(words).toMatchObject({
      newLabel: "Novo Banner",
      notFound: "Banner não encontrado",
      maybeDeleted: "Ele pode ter sido excluído.",
      loadOneFailed: "Não foi possível carregar o banner. Tente novamente.",
      deleted: "Banner excluído",
      deleteQuestion: "Tem certeza que deseja excluir este banner?",
      hidden: "O banner não aparece mais no site.",
      none: "Nenhum banner cadastrado.",
    });
    expect([words.saved(true), words.saveFailed(true)]).toEqual([
      "Banner criado",
      "Erro ao criar banner",
    ]);
  });
});
