/**
 * The data-quality findings of the network's stores (ADR 0027): what each kind means, where it
 * is fixed, and the score a store and the network get from them. The checks themselves run on
 * the server (app/models/data-quality.server.ts).
 */

export const QUALITY_KINDS = {
  no_facade: { label: "Sem foto da fachada", weight: 10, fix: "fotos" },
  no_photo: { label: "Sem foto do interior", weight: 5, fix: "fotos" },
  no_banner: { label: "Sem banner na página da loja", weight: 5, fix: "banners" },
  no_hours: { label: "Sem horário de funcionamento", weight: 20, fix: "horarios" },
  unparsed_hours: { label: "Horário que o site não entende", weight: 15, fix: "horarios" },
  hours_mismatch: {
    label: "Grade semanal e texto do horário diferentes",
    weight: 10,
    fix: "horarios",
  },
  no_contact: { label: "Sem WhatsApp e sem telefone", weight: 20, fix: "contato" },
  invalid_phone: { label: "WhatsApp inválido", weight: 15, fix: "contato" },
  far_coordinates: {
    label: "Coordenadas longe do município da loja",
    weight: 15,
    fix: "coordenadas",
  },
  cep_state: { label: "CEP fora da faixa do estado", weight: 10, fix: "endereco" },
  duplicate_address: { label: "Mesmo endereço de outra loja", weight: 10, fix: "endereco" },
  duplicate_phone: { label: "Mesmo WhatsApp de outra loja", weight: 5, fix: "contato" },
  duplicate_coordinates: {
    label: "Mesmas coordenadas de outra loja",
    weight: 5,
    fix: "coordenadas",
  },
  holiday_undecided: {
    label: "Feriado nos próximos 30 dias sem decisão",
    weight: 5,
    fix: "feriados",
  },
  no_sections: { label: "Página da loja sem textos", weight: 5, fix: "conteudo" },
  stale: { label: "Sem alteração há mais de 12 meses", weight: 5, fix: "dados" },
} as const satisfies Record<string, { label: string; weight: number; fix: string }>;

export type QualityKind = keyof typeof QUALITY_KINDS;

export type QualityFinding = { kind: QualityKind; detail: string };

/** Where a finding is fixed: the screen, and the section of the store form, that holds the field. */
export function qualityFixPath(storeId: number, kind: QualityKind): string {
  const fix: string = QUALITY_KINDS[kind].fix;
  if (fix === "fotos") return `/restrita/lojas/${storeId}/fotos`;
  if (fix === "horarios") return `/restrita/lojas/${storeId}/horarios`;
  if (fix === "conteudo") return `/restrita/lojas/${storeId}/conteudo`;
  if (fix === "feriados") return "/restrita/feriados";
  return `/restrita/lojas/editar/${storeId}#${fix}`;
}

/** 100 for a store with nothing to fix, less the weight of each kind found (never below 0). */
export function qualityScore(findings: readonly QualityFinding[]): number {
  const kinds = new Set(findings.map((f) => f.kind));
  let score = 100;
  for (const kind of kinds) score -= QUALITY_KINDS[kind].weight;
  return Math.max(0, score);
}

/** One row per finding, as the spreadsheet export lists them. */
export type QualityCsvStore = {
  id: number;
  name: string;
  city: string;
  state: string;
  score: number;
  findings: readonly QualityFinding[];
};

/** The spreadsheet: a row per finding (a store with none gets one row saying so). */
export function qualityCsvRows(stores: readonly QualityCsvStore[]): string[][] {
  const rows = [["ID", "Loja", "Cidade", "Estado", "Pontuação", "Problema", "Detalhe"]];
  for (const s of stores) {
    const base = [String(s.id), s.name, s.city, s.state, String(s.score)];
    if (s.findings.length === 0) rows.push([...base, "Nenhum", ""]);
    for (const f of s.findings) rows.push([...base, QUALITY_KINDS[f.kind].label, f.detail]);
  }
  return rows;
}
