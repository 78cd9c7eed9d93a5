/**
 * How the staff screens of a list name its records, with the Portuguese gender: every title,
 * button, toast and error of a list screen and its form screen is built here from the noun,
 * so two lists say the same things the same way.
 */

/** A list's records as staff call them: 'Marca' (feminine) or 'Banner', and the list's path. */
export type RecordNoun = {
  list: string;
  /** Capitalised: 'Marca', 'Banner'. */
  one: string;
  /** Capitalised: 'Marcas', 'Banners'. */
  many: string;
  feminine: boolean;
};

export function recordWords(noun: RecordNoun) {
  const { one, many, feminine } = noun;
  const lower = one.toLowerCase();
  const lowerMany = many.toLowerCase();
  const the = feminine ? "a" : "o";
  const ending = (masculine: string, feminineForm: string) => (feminine ? feminineForm : masculine);
  return {
    newPath: `${noun.list}/novo`,
    editPath: (id: number) => `${noun.list}/editar/${id}`,
    newLabel: `${ending("Novo", "Nova")} ${one}`,
    editTitle: `Editar ${one}`,
    manageTitle: `Gerenciar ${many}`,
    notFound: `${one} ${ending("não encontrado", "não encontrada")}`,
    maybeDeleted: `${ending("Ele", "Ela")} pode ter sido ${ending("excluído", "excluída")}.`,
    loadFailed: `Erro ao carregar ${lowerMany}`,
    loadOneFailed: `Não foi possível carregar ${the} ${lower}. Tente novamente.`,
    loadListFailed: `Não foi possível carregar ${the}s ${lowerMany}. Verifique sua conexão ou tente novamente.`,
    submitLabel: (editing: boolean) => `${editing ? "Atualizar" : "Criar"} ${one}`,
    saveFailed: (creating: boolean) => `Erro ao ${creating ? "criar" : "atualizar"} ${lower}`,
    saved: (creating: boolean) =>
      `${one} ${creating ? ending("criado", "criada") : ending("atualizado", "atualizada")}`,
    deleteFailed: `Erro ao excluir ${lower}`,
    deleted: `${one} ${ending("excluído", "excluída")}`,
    deleteQuestion: `Tem certeza que deseja excluir ${ending("este", "esta")} ${lower}?`,
    hidden: `${the.toUpperCase()} ${lower} não aparece mais no site.`,
    shown: `${the.toUpperCase()} ${lower} está no site.`,
    none: `${ending("Nenhum", "Nenhuma")} ${lower} ${ending("cadastrado", "cadastrada")}.`,
  };
}

/** A list screen's error page when its records could not be read. */
export function listLoadError(noun: RecordNoun) {
  const words = recordWords(noun);
  return { title: words.loadFailed, message: words.loadListFailed };
}

export const VIDEO_NOUN: RecordNoun = {
  list: "/restrita/videos",
  one: "Vídeo",
  many: "Vídeos",
  feminine: false,
};

export const BRAND_NOUN: RecordNoun = {
  list: "/restrita/marcas",
  one: "Marca",
  many: "Marcas",
  feminine: true,
};

export const BANNER_NOUN: RecordNoun = {
  list: "/restrita/banners",
  one: "Banner",
  many: "Banners",
  feminine: false,
};
