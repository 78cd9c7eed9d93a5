/**
 * "Solicitações LGPD": type an e-mail, see everything the site holds about it, export it (JSON,
 * CSV), erase it, and record the request and its answer; below, every request with its dates.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Download, Search, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { dataRequestKinds } from "#db/constants";
import {
  FormErrors,
  formatDate,
  formatDateTime,
  inputClass,
  PageHeader,
  primaryButton,
  secondaryButton,
  SubmitButton,
} from "~/components/admin/admin-ui";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { useSchemaForm } from "~/components/admin/use-schema-form";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  describeAuditDetails,
} from "~/domain/audit-labels";
import { DATA_REQUEST_ANSWER_DAYS, DATA_REQUEST_KIND_LABELS } from "~/domain/privacy";
import { dataRequestActionSchema } from "~/domain/privacy-schemas";
import { SOURCE_LABELS, STATUS_LABELS } from "~/domain/subscribers-csv";
import type { DataRequestRow } from "~/models/data-requests.server";
import type { DataSubjectReport } from "~/models/data-subjects.server";

const SCREEN = "/restrita/solicitacoes-lgpd";
const DAY_MS = 86_400_000;
/** Rows of the activity log shown on screen; the exports hold every one. */
const AUDIT_ROWS_SHOWN = 50;

const iso = (value: Date | string) => new Date(value).toISOString();
const when = (value: Date | string | null) => (value ? formatDateTime(iso(value)) : "—");

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-label={title}>
      <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
      <div className="mt-3 text-sm text-neutral-700">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[13rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-neutral-800">{term}</dt>
          <dd className="break-words">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

type Report = DataSubjectReport;
type AuditRow = Report["auditEntries"][number];

const auditColumns: DataColumn<AuditRow>[] = [
  { header: "Data", nowrap: true, cell: (e) => when(e.createdAt) },
  {
    header: "Relação",
    cell: (e) => (e.relation === "by" ? "Feita pela pessoa" : "Sobre a pessoa"),
  },
  { header: "Ação", cell: (e) => AUDIT_ACTION_LABELS[e.action] ?? e.action },
  {
    header: "Registro",
    cell: (e) =>
      `${AUDIT_ENTITY_LABELS[e.entity] ?? e.entity}${e.entityId ? ` #${e.entityId}` : ""}`,
  },
  {
    header: "Detalhes",
    className: "max-w-md text-xs break-words text-neutral-600",
    cell: (e) => describeAuditDetails(e.details),
  },
];

function deadline(request: DataRequestRow): string {
  return formatDate(
    iso(new Date(new Date(request.receivedAt).getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS)),
  );
}

function RequestState({ request }: { request: DataRequestRow }) {
  if (request.answeredAt) {
    return (
      <span className="text-emerald-800">
        Respondida em {when(request.answeredAt)}
        {request.answeredByName ? ` por ${request.answeredByName}` : ""}
      </span>
    );
  }
  const late =
    Date.now() > new Date(request.receivedAt).getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS;
  return (
    <span className={late ? "font-semibold text-red-700" : "text-amber-800"}>
      Em aberto · prazo {deadline(request)}
    </span>
  );
}

const requestColumns: DataColumn<DataRequestRow>[] = [
  { header: "Protocolo", nowrap: true, className: "font-mono", cell: (r) => r.protocol },
  {
    header: "E-mail",
    className: "break-all",
    cell: (r) => (
      <Link
        to={`${SCREEN}?${new URLSearchParams({ email: r.email })}`}
        className="font-medium text-brand-700 underline"
      >
        {r.email}
      </Link>
    ),
  },
  { header: "Tipo", cell: (r) => DATA_REQUEST_KIND_LABELS[r.kind] },
  {
    header: "Canal",
    cell: (r) => (r.channel === "form" ? "Formulário do site" : "Registrada pela equipe"),
  },
  { header: "Recebida em", nowrap: true, cell: (r) => when(r.receivedAt) },
  { header: "Situação", cell: (r) => <RequestState request={r} /> },
];

function AnswerForm({ request }: { request: DataRequestRow }) {
  const busy = useNavigation().state === "submitting";
  const id = `resposta-${request.id}`;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2 rounded-lg bg-neutral-50 p-3">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="id" value={request.id} />
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        Como o pedido {request.protocol} foi atendido
      </label>
      <textarea id={id} name="resolution" rows={2} maxLength={2000} className={inputClass} />
      <div>
        <button type="submit" disabled={busy} className={primaryButton}>
          Marcar como respondida
        </button>
      </div>
    </Form>
  );
}

function RecordForm({
  email,
  today,
  lastResult,
}: {
  email: string;
  today: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(dataRequestActionSchema, {
    id: "record-request",
    lastResult,
    defaultValue: { intent: "record", email, receivedOn: today },
  });
  const f = fields as unknown as Record<
    "email" | "kind" | "receivedOn" | "message",
    Parameters<typeof getInputProps>[0]
  >;
  const error = (name: keyof typeof f) =>
    f[name].errors?.length ? (
      <p id={f[name].errorId} className="text-sm text-red-700">
        {f[name].errors?.[0]}
      </p>
    ) : null;
  return (
    <Card title="Registrar uma solicitação recebida por outro canal">
      <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="record" />
        <input type="hidden" name="email" value={email} />
        <FormErrors errors={form.errors} />
        <div className="flex flex-col gap-1">
          <label htmlFor={f.kind.id} className="font-medium text-neutral-800">
            Tipo
          </label>
          <select {...getSelectProps(f.kind as never)} className={inputClass}>
            <option value="">Escolha</option>
            {dataRequestKinds.map((kind) => (
              <option key={kind} value={kind}>
                {DATA_REQUEST_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
          {error("kind")}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={f.receivedOn.id} className="font-medium text-neutral-800">
            Recebida em
          </label>
          <input
            {...getInputProps(f.receivedOn, { type: "date" })}
            max={today}
            className={inputClass}
          />
          {error("receivedOn")}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={f.message.id} className="font-medium text-neutral-800">
            Observações (canal, pedido)
          </label>
          <textarea {...getTextareaProps(f.message as never)} rows={2} className={inputClass} />
          {error("message")}
        </div>
        <div>
          <SubmitButton busy={busy} label="Registrar solicitação" busyLabel="Registrando..." />
        </div>
      </Form>
    </Card>
  );
}

function SubjectReport({
  report,
  today,
  lastResult,
}: {
  report: Report;
  today: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const s = report.subscriber;
  const a = report.account;
  const query = new URLSearchParams({ email: report.email });
  const open = report.requests.filter((r) => !r.answeredAt);
  const nothing = !s && !a && report.auditEntries.length === 0;
  return (
    <section aria-labelledby="titular-titulo" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="titular-titulo" className="text-lg font-semibold text-neutral-900">
          Dados de <span className="break-all">{report.email}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={`${SCREEN}/exportar.json?${query}`} className={secondaryButton} download>
            <Download aria-hidden className="size-4" />
            Exportar JSON
          </a>
          <a href={`${SCREEN}/exportar.csv?${query}`} className={secondaryButton} download>
            <Download aria-hidden className="size-4" />
            Exportar CSV
          </a>
        </div>
      </div>
      {nothing ? (
        <p role="status" className="rounded-xl bg-white p-5 text-sm shadow-sm">
          Nenhum dado deste e-mail na newsletter, nas contas da equipe ou no registro de atividades.
        </p>
      ) : null}
      <Card title="Newsletter">
        {s ? (
          <Facts
            rows={[
              ["Situação", STATUS_LABELS[s.status] ?? s.status],
              ["Formulário", SOURCE_LABELS[s.source] ?? s.source],
              ["Cadastrado em", when(s.createdAt)],
              ["Consentimento confirmado em", when(s.confirmedAt)],
              ["Página do consentimento", s.consentPage],
              ["Versão da política", s.noticeVersion],
              ["Texto aceito", s.consentText],
            ]}
          />
        ) : (
          <p>Não está na newsletter.</p>
        )}
      </Card>
      <Card title="Conta da equipe">
        {a ? (
          <Facts
            rows={[
              ["Nome", a.name],
              ["Perfil", a.role === "admin" ? "Administrador" : "Editor"],
              ["Ativa", a.active ? "Sim" : "Não"],
              ["Criada em", when(a.createdAt)],
              ["Último acesso", when(a.lastLoginAt)],
              ["Sessões ativas", a.activeSessions],
              ["Links de senha pendentes", a.pendingResetLinks],
            ]}
          />
        ) : (
          <p>Não tem conta na área restrita.</p>
        )}
      </Card>
      <Card title={`Registro de atividades (${report.auditEntries.length})`}>
        {report.auditEntries.length ? (
          <>
            <DataTable<AuditRow>
              caption="Atividades feitas pela pessoa ou sobre ela"
              columns={auditColumns}
              rows={report.auditEntries.slice(0, AUDIT_ROWS_SHOWN)}
              rowKey={(e) => e.id}
              rowTestId="subject-audit-row"
            />
            {report.auditEntries.length > AUDIT_ROWS_SHOWN ? (
              <p className="mt-2 text-xs">
                Mostrando as {AUDIT_ROWS_SHOWN} mais recentes; as exportações trazem todas.
              </p>
            ) : null}
          </>
        ) : (
          <p>Nenhuma atividade.</p>
        )}
      </Card>
      <Card title="Solicitações deste e-mail">
        {report.requests.length ? (
          <ul className="flex flex-col gap-3">
            {report.requests.map((r) => (
              <li key={r.id}>
                <span className="font-mono font-semibold">{r.protocol}</span> ·{" "}
                {DATA_REQUEST_KIND_LABELS[r.kind]} · recebida em {when(r.receivedAt)} ·{" "}
                <RequestState request={r} />
                {r.message ? <p className="mt-1 text-neutral-600">{r.message}</p> : null}
                {r.resolution ? (
                  <p className="mt-1 text-neutral-600">Resposta: {r.resolution}</p>
                ) : null}
                {r.answeredAt ? null : <AnswerForm request={r} />}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nenhuma solicitação registrada.</p>
        )}
      </Card>
      <RecordForm email={report.email} today={today} lastResult={lastResult} />
      {nothing ? null : (
        <section
          aria-labelledby="apagar-titulo"
          className="rounded-xl border border-red-200 bg-white p-5 shadow-sm"
        >
          <h3 id="apagar-titulo" className="text-base font-semibold text-red-800">
            Excluir e anonimizar
          </h3>
          <p className="mt-2 text-sm text-neutral-700">
            Apaga a inscrição na newsletter e o registro de consentimento, anonimiza a conta da
            equipe (que não entra mais) e troca o e-mail por <code>{report.pseudonym}</code> no
            registro de atividades. As solicitações ficam guardadas como prova do atendimento.
            {open.length ? " Depois, marque a solicitação como respondida." : ""}
          </p>
          <ConfirmSubmit
            fields={{ intent: "erase", email: report.email }}
            formClassName="mt-3"
            title="Excluir os dados deste e-mail?"
            message={`Os dados de ${report.email} serão apagados ou anonimizados. Não é possível desfazer.`}
            confirmLabel="Excluir e anonimizar"
            label={`Excluir e anonimizar os dados de ${report.email}`}
            className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
          >
            <UserX aria-hidden className="size-4" />
            Excluir e anonimizar
          </ConfirmSubmit>
        </section>
      )}
    </section>
  );
}

export function DataRequestsScreen({
  typed,
  problem,
  report,
  requests,
  today,
  lastResult,
}: {
  typed: string;
  problem: string | null;
  report: Report | null;
  requests: DataRequestRow[];
  today: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const openCount = requests.filter((r) => !r.answeredAt).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Solicitações LGPD"
        description={`Digite o e-mail de quem pediu para ver tudo o que o site guarda sobre a pessoa, exportar, apagar e registrar a resposta. Prazo: ${DATA_REQUEST_ANSWER_DAYS} dias.`}
      />
      <form
        method="get"
        role="search"
        aria-label="Buscar dados de um titular"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
          <label htmlFor="titular-email" className="font-medium text-neutral-700">
            E-mail do titular
          </label>
          <input
            id="titular-email"
            type="email"
            name="email"
            required
            defaultValue={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "titular-email-erro" : undefined}
            className={inputClass}
          />
          {problem ? (
            <p id="titular-email-erro" className="text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className={primaryButton}>
          <Search aria-hidden className="size-4" />
          Buscar
        </button>
      </form>
      {report ? <SubjectReport report={report} today={today} lastResult={lastResult} /> : null}
      <section aria-labelledby="solicitacoes-titulo" className="flex flex-col gap-3">
        <h2 id="solicitacoes-titulo" className="text-lg font-semibold text-neutral-900">
          Solicitações ({openCount} em aberto)
        </h2>
        <DataTable<DataRequestRow>
          caption="Solicitações de titulares"
          columns={requestColumns}
          rows={requests}
          rowKey={(r) => r.id}
          rowTestId="data-request-row"
          empty={
            <p className="rounded-xl bg-white p-8 text-center text-neutral-600 shadow-sm">
              Nenhuma solicitação ainda.
            </p>
          }
        />
      </section>
    </div>
  );
}
