/**
 * What a person receives when they ask for their data (access and portability, LGPD art. 18):
 * one document with everything the site holds about their e-mail, in pt-BR, as JSON (for another
 * service) and as CSV (for a spreadsheet, one line per fact, formula-looking cells neutralised).
 */
import type { DataRequestKind } from "#db/constants";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, describeAuditDetails } from "./audit-labels";
import { DATA_REQUEST_KIND_LABELS } from "./privacy";
import { csvCell, csvDate, SOURCE_LABELS, STATUS_LABELS } from "./subscribers-csv";

type When = Date | string;

export type DataSubjectFacts = {
  email: string;
  subscriber: {
    email: string;
    source: string;
    status: string;
    createdAt: When;
    requestedAt: When | null;
    confirmedAt: When | null;
    consentPage: string | null;
    noticeVersion: string | null;
    consentText: string | null;
    consentIpHash: string | null;
  } | null;
  account: {
    name: string;
    email: string;
    role: string;
    active: boolean;
    createdAt: When;
    lastLoginAt: When | null;
    activeSessions: number;
    pendingResetLinks: number;
  } | null;
  auditEntries: {
    createdAt: When;
    action: string;
    entity: string;
    entityId: string | null;
    details: Record<string, unknown> | null;
    author: string | null;
    relation: "by" | "about";
  }[];
  requests: {
    protocol: string;
    kind: DataRequestKind;
    name: string | null;
    message: string | null;
    receivedAt: When;
    answeredAt: When | null;
    resolution: string | null;
  }[];
};

const iso = (value: When | null) => (value === null ? null : new Date(value).toISOString());

/** The JSON document: pt-BR keys, ISO dates. */
export function dataSubjectDocument(facts: DataSubjectFacts, now: Date) {
  const s = facts.subscriber;
  const a = facts.account;
  return {
    titular: facts.email,
    geradoEm: now.toISOString(),
    newsletter: s && {
      email: s.email,
      situacao: STATUS_LABELS[s.status] ?? s.status,
      formulario: SOURCE_LABELS[s.source] ?? s.source,
      cadastradoEm: iso(s.createdAt),
      pedidoEm: iso(s.requestedAt),
      consentimento: s.confirmedAt
        ? {
            confirmadoEm: iso(s.confirmedAt),
            pagina: s.consentPage,
            versaoDaPolitica: s.noticeVersion,
            textoAceito: s.consentText,
            codigoDoEnderecoDeInternet: s.consentIpHash,
          }
        : null,
    },
    contaDaEquipe: a && {
      nome: a.name,
      email: a.email,
      perfil: a.role === "admin" ? "Administrador" : "Editor",
      ativa: a.active,
      criadaEm: iso(a.createdAt),
      ultimoAcesso: iso(a.lastLoginAt),
      sessoesAtivas: a.activeSessions,
      linksDeSenhaPendentes: a.pendingResetLinks,
    },
    atividades: facts.auditEntries.map((e) => ({
      data: iso(e.createdAt),
      relacao: e.relation === "by" ? "feita pela pessoa" : "sobre a pessoa",
      autor: e.author,
      acao: AUDIT_ACTION_LABELS[e.action] ?? e.action,
      registro: `${AUDIT_ENTITY_LABELS[e.entity] ?? e.entity}${e.entityId ? ` #${e.entityId}` : ""}`,
      detalhes: describeAuditDetails(e.details),
    })),
    solicitacoes: facts.requests.map((r) => ({
      protocolo: r.protocol,
      tipo: DATA_REQUEST_KIND_LABELS[r.kind],
      nome: r.name,
      mensagem: r.message,
      recebidaEm: iso(r.receivedAt),
      respondidaEm: iso(r.answeredAt),
      resposta: r.resolution,
    })),
  };
}

const date = (value: When | null) => (value === null ? "" : csvDate(new Date(value).toISOString()));

/** One line per fact: Categoria, Campo, Valor (São Paulo dates), with a BOM for spreadsheets. */
export function dataSubjectCsv(facts: DataSubjectFacts): string {
  const lines: string[][] = [["Categoria", "Campo", "Valor"]];
  const add = (category: string, field: string, value: string | number | boolean | null) =>
    lines.push([
      category,
      field,
      value === null ? "" : typeof value === "boolean" ? (value ? "Sim" : "Não") : String(value),
    ]);
  add("Titular", "E-mail", facts.email);
  const s = facts.subscriber;
  if (s) {
    const n = "Newsletter";
    add(n, "E-mail", s.email);
    add(n, "Situação", STATUS_LABELS[s.status] ?? s.status);
    add(n, "Formulário", SOURCE_LABELS[s.source] ?? s.source);
    add(n, "Cadastrado em", date(s.createdAt));
    add(n, "Último pedido em", date(s.requestedAt));
    add(n, "Consentimento confirmado em", date(s.confirmedAt));
    add(n, "Página do consentimento", s.consentPage);
    add(n, "Versão da política", s.noticeVersion);
    add(n, "Texto aceito", s.consentText);
    add(n, "Código do endereço de internet", s.consentIpHash);
  }
  const a = facts.account;
  if (a) {
    const c = "Conta da equipe";
    add(c, "Nome", a.name);
    add(c, "E-mail", a.email);
    add(c, "Perfil", a.role === "admin" ? "Administrador" : "Editor");
    add(c, "Ativa", a.active);
    add(c, "Criada em", date(a.createdAt));
    add(c, "Último acesso", date(a.lastLoginAt));
    add(c, "Sessões ativas", a.activeSessions);
    add(c, "Links de senha pendentes", a.pendingResetLinks);
  }
  for (const e of facts.auditEntries) {
    const what = [
      AUDIT_ACTION_LABELS[e.action] ?? e.action,
      `${AUDIT_ENTITY_LABELS[e.entity] ?? e.entity}${e.entityId ? ` #${e.entityId}` : ""}`,
      describeAuditDetails(e.details),
      e.author ? `por ${e.author}` : "",
    ].filter(Boolean);
    add(
      e.relation === "by" ? "Atividade feita pela pessoa" : "Atividade sobre a pessoa",
      date(e.createdAt),
      what.join(" · "),
    );
  }
  for (const r of facts.requests) {
    const answered = r.answeredAt ? `respondida em ${date(r.answeredAt)}` : "em aberto";
    add(
      "Solicitação",
      r.protocol,
      `${DATA_REQUEST_KIND_LABELS[r.kind]} · recebida em ${date(r.receivedAt)} · ${answered}`,
    );
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
