import {
  MaxFileSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { Download, FileUp } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { BackToStores } from "~/components/admin/stores/back-to-stores";
import { FileInput } from "~/components/admin/file-input";
import { buttonPrimary, buttonSecondary } from "~/components/admin/stores/fields";
import { ImportPreview } from "~/components/admin/stores/import-preview";
import { MAX_IMPORT_ROWS, STORE_CSV_HEADER, type ImportPlan } from "~/domain/store-csv";
import {
  applyStoreImport,
  decodeCsvBytes,
  MAX_IMPORT_BYTES,
  previewStoreImport,
} from "~/models/store-csv.server";
import type { StaffActor } from "~/models/staff-change.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { bodyTooLarge } from "~/server/request-body.server";
import type { Route } from "./+types/stores-import";
import { formatCount } from "~/domain/count-format";
import { isMultipart } from "./store-params.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Importar Lojas", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "stores.import");
  return { columns: STORE_CSV_HEADER, maxRows: MAX_IMPORT_ROWS };
}

const SHOWN_ISSUES = 200;
const SHOWN_CHANGES = 100;

/** What the page shows of a plan (long lists cut; the file itself only when it can be imported). */
function previewOf(plan: ImportPlan, text: string, message?: string) {
  return {
    stage: "preview" as const,
    ok: plan.ok,
    message: message ?? null,
    counts: plan.counts,
    separator: plan.separator,
    errors: plan.errors.slice(0, SHOWN_ISSUES),
    moreErrors: Math.max(0, plan.errors.length - SHOWN_ISSUES),
    warnings: plan.warnings.slice(0, SHOWN_ISSUES),
    moreWarnings: Math.max(0, plan.warnings.length - SHOWN_ISSUES),
    changes: plan.rows
      .filter((r) => r.action !== "unchanged")
      .slice(0, SHOWN_CHANGES)
      .map((r) => ({
        row: r.row,
        action: r.action,
        name: r.name,
        slug: r.slug,
        changes: r.changes,
      })),
    csv: plan.ok ? text : null,
  };
}

function fileError(message: string) {
  return data({ stage: "upload" as const, error: message }, { status: 400 });
}

/** The upload form: what importing the chosen file would do (nothing written). */
async function previewImport(app: AppContext, _by: StaffActor, form: FormData) {
  const file = form.get("arquivo");
  if (!file || typeof file === "string" || file.size === 0) {
    return fileError("Selecione um arquivo CSV.");
  }
  const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  const plan = await previewStoreImport(app.db, text);
  return data(previewOf(plan, text), { status: plan.ok ? 200 : 400 });
}

/** The preview's confirmation: the file again, checked again and written whole (or not at all). */
async function confirmImport(app: AppContext, by: StaffActor, form: FormData) {
  const text = form.get("csv");
  if (typeof text !== "string" || text.length === 0 || text.length > MAX_IMPORT_BYTES * 2) {
    return fileError("Envie o arquivo novamente.");
  }
  const outcome = await applyStoreImport(app.db, by, text);
  if (!outcome.ok) {
    return data(previewOf(outcome.plan, text, outcome.message), { status: 409 });
  }
  const { create, update } = outcome.plan.counts;
  return redirectWithToast(app.env, "/restrita/lojas", {
    type: "success",
    title: "Importação concluída",
    description: `${create} ${create === 1 ? "loja nova" : "lojas novas"} e ${update} ${update === 1 ? "loja alterada" : "lojas alteradas"}.`,
  });
}

/** Each step of the import by its form's intent; the upload form is the preview. */
const intents = { preview: previewImport, confirm: confirmImport };

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "stores.import");
  const app = getApp(args.context);

  let form: FormData;
  try {
    form = isMultipart(args.request)
      ? await parseFormData(args.request, { maxFileSize: MAX_IMPORT_BYTES, maxFiles: 1 })
      : await readFormData(args.request);
  } catch (error) {
    const tooLarge = bodyTooLarge(error);
    if (tooLarge) return fileError(tooLarge.message);
    if (error instanceof MaxFileSizeExceededError) {
      return fileError("O arquivo deve ter no máximo 10MB.");
    }
    if (error instanceof MultipartParseError) return fileError("Não foi possível ler o arquivo.");
    throw error;
  }
  const run = form.get("intent") === "confirm" ? intents.confirm : intents.preview;
  return run(app, user.id, form);
}

export default function StoresImport({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, maxRows } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const preview = actionData?.stage === "preview" ? actionData : null;
  const uploadError = actionData?.stage === "upload" ? actionData.error : null;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <BackToStores />
        <h1 className="font-display text-2xl font-bold text-neutral-900">Importar Lojas (CSV)</h1>
        <p className="text-neutral-600">
          Envie uma planilha para cadastrar ou atualizar várias lojas de uma vez. Primeiro mostramos
          o que vai mudar; nada é gravado até você confirmar, e a importação grava todas as linhas
          ou nenhuma.
        </p>
      </header>

      <section
        aria-labelledby="como-title"
        className="rounded-xl border border-neutral-200 bg-white p-5 text-sm text-neutral-700 shadow-sm"
      >
        <h2 id="como-title" className="text-base font-semibold text-neutral-900">
          Como preparar a planilha
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Colunas: <code className="text-xs break-words">{columns.join(", ")}</code>. Só as
            colunas presentes no arquivo são alteradas.
          </li>
          <li>
            <strong>slug</strong> identifica a loja: um slug existente atualiza aquela loja; vazio
            cria uma loja nova com o endereço gerado pelo nome.
          </li>
          <li>
            As regras são as do formulário de loja. <strong>estado</strong> aceita a sigla (GO) ou o
            nome; <strong>ativo</strong> aceita sim ou não; latitude e longitude aceitam vírgula ou
            ponto.
          </li>
          <li>
            Separador vírgula ou ponto e vírgula; até {formatCount(maxRows)} lojas e 10MB por
            arquivo.
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href="/restrita/lojas/modelo.csv" download className={buttonSecondary}>
            <Download aria-hidden className="h-4 w-4" />
            Baixar modelo (CSV)
          </a>
          <a href="/restrita/lojas/exportar.csv" download className={buttonSecondary}>
            <Download aria-hidden className="h-4 w-4" />
            Exportar lojas atuais (vírgula)
          </a>
          <a
            href="/restrita/lojas/exportar.csv?separador=ponto-e-virgula"
            download
            className={buttonSecondary}
          >
            <Download aria-hidden className="h-4 w-4" />
            Exportar para Excel (ponto e vírgula)
          </a>
        </div>
      </section>

      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="intent" value="preview" />
        <FileInput
          id="import-file"
          name="arquivo"
          label="Arquivo CSV"
          accept=".csv,text/csv"
          hint="Planilha em CSV, até 10MB"
          error={uploadError}
        />
        <button
          type="submit"
          disabled={Boolean(busyIntent)}
          className={`${buttonPrimary} self-start`}
        >
          <FileUp aria-hidden className="h-4 w-4" />
          {busyIntent === "preview" ? "Verificando..." : "Pré-visualizar importação"}
        </button>
      </Form>

      {preview ? <ImportPreview preview={preview} busy={busyIntent === "confirm"} /> : null}
    </div>
  );
}
