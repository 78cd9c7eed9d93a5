import { AlertTriangle, ArrowRight, CheckCircle2 } from "lucide-react";
import { Form, Link } from "react-router";
import { ColumnHeaders } from "~/components/admin/admin-ui";
import { fieldLabel } from "~/domain/field-labels";
import type { FieldChange, ImportIssue } from "~/domain/store-csv";
import { buttonPrimary, buttonSecondary } from "./fields";

export type ImportPreviewData = {
  ok: boolean;
  message: string | null;
  counts: { create: number; update: number; unchanged: number; total: number };
  errors: ImportIssue[];
  moreErrors: number;
  warnings: ImportIssue[];
  moreWarnings: number;
  changes: {
    row: number;
    action: "create" | "update" | "unchanged";
    name: string;
    slug: string;
    changes: FieldChange[];
  }[];
  csv: string | null;
};

/** An empty cell over a stored value: the import will erase it. */
const clears = (change: FieldChange) => change.after === "" && change.before !== "";

function Value({ text }: { text: string }) {
  return text === "" ? (
    <em className="text-neutral-500">(vazio)</em>
  ) : (
    <span className="break-words">{text}</span>
  );
}

/** One changed field: 'Campo: valor atual → novo valor', marked when it will be erased. */
function ChangeLine({ change }: { change: FieldChange }) {
  const erased = clears(change);
  return (
    <li className={erased ? "rounded bg-amber-50 px-2 py-1 text-amber-950" : undefined}>
      <span className="font-medium">{fieldLabel(change.field)}:</span>{" "}
      <Value text={change.before} /> <ArrowRight aria-hidden className="inline size-3.5" />
      <span className="sr-only">passa a ser</span> <Value text={change.after} />
      {erased ? " " : null}
      {erased ? (
        <strong className="inline-flex items-center gap-1 text-amber-900">
          <AlertTriangle aria-hidden className="size-3.5" />
          será apagado
        </strong>
      ) : null}
    </li>
  );
}

/**
 * What importing the spreadsheet would do: counts, errors and warnings, and for every store
 * that changes each field's current and new value; values an empty cell would erase are called
 * out before anything is written.
 */
export function ImportPreview({ preview, busy }: { preview: ImportPreviewData; busy: boolean }) {
  const { counts } = preview;
  const erasing = preview.changes.flatMap((row) => row.changes.filter(clears));
  return (
    <section
      aria-labelledby="preview-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <h2 id="preview-title" className="text-lg font-semibold text-neutral-900">
        Pré-visualização
      </h2>
      <p className="text-sm text-neutral-700">
        {counts.total} {counts.total === 1 ? "linha" : "linhas"} · {counts.create}{" "}
        {counts.create === 1 ? "loja nova" : "lojas novas"} · {counts.update}{" "}
        {counts.update === 1 ? "alterada" : "alteradas"} · {counts.unchanged} sem alteração
      </p>
      {preview.message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {preview.message}
        </p>
      ) : null}

      {!preview.ok ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden className="h-5 w-5" />
            {preview.errors.length + preview.moreErrors === 1
              ? "1 erro encontrado. Nada foi gravado."
              : `${preview.errors.length + preview.moreErrors} erros encontrados. Nada foi gravado.`}
          </p>
          <p className="mt-1 text-sm">Corrija a planilha e envie o arquivo de novo.</p>
        </div>
      ) : null}

      {preview.errors.length > 0 ? (
        <IssueTable caption="Erros" issues={preview.errors} more={preview.moreErrors} />
      ) : null}

      {preview.warnings.length > 0 ? (
        <IssueTable caption="Avisos" issues={preview.warnings} more={preview.moreWarnings} />
      ) : null}

      {preview.ok ? (
        <>
          {erasing.length > 0 ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <p className="flex items-center gap-2 font-semibold">
                <AlertTriangle aria-hidden className="h-5 w-5" />
                {erasing.length === 1
                  ? "Atenção: 1 campo preenchido será apagado por uma célula vazia."
                  : `Atenção: ${erasing.length} campos preenchidos serão apagados por células vazias.`}
              </p>
              <p className="mt-1 text-sm">
                Confira os campos marcados abaixo. Para manter um valor, preencha a célula ou retire
                a coluna da planilha.
              </p>
            </div>
          ) : null}
          {preview.changes.length > 0 ? (
            <div className="min-w-0">
              <h3 className="font-semibold text-neutral-900">O que vai mudar</h3>
              <ul className="mt-2 max-h-[32rem] space-y-3 overflow-y-auto text-sm text-neutral-700">
                {preview.changes.map((change) => (
                  <li key={change.row} data-testid="import-change">
                    <p>
                      <span className="font-medium">Linha {change.row}</span> · {change.name}{" "}
                      <span className="break-all text-neutral-500">(/{change.slug})</span>
                      {change.action === "create" ? ": nova loja" : null}
                    </p>
                    {change.action === "update" ? (
                      <ul className="mt-1 space-y-1 border-l-2 border-neutral-200 pl-3">
                        {change.changes.map((fieldChange) => (
                          <ChangeLine key={fieldChange.field} change={fieldChange} />
                        ))}
                      </ul>
                    ) : null}
                    {change.action === "update" &&
                    change.changes.some((c) => c.field === "name") ? (
                      <p data-testid="import-rename" className="mt-1 text-xs text-neutral-600">
                        O endereço da página continua /{change.slug}: links antigos seguem
                        funcionando. Para um endereço com o nome novo, use &quot;Regenerar
                        URLs&quot; na lista de lojas; o endereço antigo passa a redirecionar para o
                        novo (301).
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-green-800">
              <CheckCircle2 aria-hidden className="h-4 w-4" />
              Nenhuma alteração: todas as lojas da planilha já estão iguais ao cadastro.
            </p>
          )}
          {counts.create + counts.update > 0 ? (
            <Form method="post" className="flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="csv" value={preview.csv ?? ""} />
              <button type="submit" disabled={busy} className={buttonPrimary}>
                {busy ? "Importando..." : "Confirmar importação"}
              </button>
              <Link to="/restrita/lojas" className={buttonSecondary}>
                Cancelar
              </Link>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function IssueTable({
  caption,
  issues,
  more,
}: {
  caption: string;
  issues: ImportIssue[];
  more: number;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-neutral-900">{caption}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
          <tr>
            <ColumnHeaders labels={["Linha", "Coluna", "Problema"]} className="px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {issues.map((issue, i) => (
            <tr key={`${issue.row}-${issue.column}-${i}`}>
              <td className="px-3 py-2 whitespace-nowrap">{issue.row || "—"}</td>
              <td className="px-3 py-2">{issue.column ?? "—"}</td>
              <td className="px-3 py-2">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 ? <p className="mt-2 text-sm text-neutral-600">E mais {more}.</p> : null}
    </div>
  );
}
