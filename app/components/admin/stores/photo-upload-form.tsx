import { useCan } from "~/components/admin/use-can";
import { CheckCircle2, ImagePlus, XCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { storeImageKinds } from "#db/constants";
import { FileInput } from "~/components/admin/file-input";
import { IMAGE_ACCEPT } from "~/components/admin/image-field";
import { toast } from "~/components/toast";
import { CONTENT_TEXT, MAX_IMAGE_BYTES } from "~/domain/content-schemas";
import { STORE_IMAGE_KIND_LABELS } from "~/domain/store-schemas";
import { EFFECTIVE_AT_FIELD, photosScheduled, readEffectiveAt } from "~/domain/store-schedule";
import { timeZoneLabel } from "~/domain/time-zones";
import { MomentField } from "./effective-at-field";
import { buttonPrimary, inputClass } from "./fields";

export type PhotoUploadResult = { name: string; error: string | null };

type Item = {
  name: string;
  /** 0 to 100. */
  progress: number;
  status: "waiting" | "sending" | "done" | "error";
  error: string | null;
};

const MISSING = "Selecione uma imagem para upload.";
const FAILED = "Erro no Upload";
const SUCCESS = "Imagem enviada com sucesso!";
const PROPOSAL_SENT = "Solicitação enviada para aprovação";
const OFFLINE = "Não foi possível enviar. Verifique sua conexão e tente novamente.";
const SESSION = "Sua sessão terminou. Entre novamente e envie a foto de novo.";

/** One file's answer: its error (null once stored), or the moment field's when it was refused. */
type Sent = { error: string | null; moment?: string };

/**
 * Sends one photo with the form's other fields; resolves with its outcome. XMLHttpRequest,
 * because fetch does not report upload progress.
 */
function sendPhoto(
  url: string,
  fields: FormData,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Sent> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [key, value] of fields) if (key !== "image") body.append(key, value);
    body.set("image", file);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as {
        results?: PhotoUploadResult[];
        error?: string;
        fieldErrors?: Record<string, string[] | undefined>;
      } | null;
      const result = Array.isArray(answer?.results) ? answer.results[0] : undefined;
      const moment = answer?.fieldErrors?.[EFFECTIVE_AT_FIELD]?.[0];
      // A redirect to the sign-in page answers HTML: no results means nothing was stored.
      if (!answer) resolve({ error: SESSION });
      else if (result) resolve({ error: result.error });
      else if (moment) resolve({ error: moment, moment });
      else resolve({ error: answer.error ?? FAILED });
    };
    request.onerror = () => resolve({ error: OFFLINE });
    request.send(body);
  });
}

function statusText(item: Item): string {
  if (item.status === "waiting") return "Aguardando";
  if (item.status === "sending") return `Enviando ${item.progress}%`;
  if (item.status === "done") return "Enviada";
  return item.error ?? FAILED;
}

/**
 * The store photos' upload form: several files at once, each sent on its own with a progress
 * bar and its own message when refused; everything resets once all are stored. Without
 * JavaScript the same form posts every file in one request and the answer lists each file.
 */
export function PhotoUploadForm({
  storeId,
  storeName,
  timeZone,
  serverUploads,
  serverError,
  serverFieldErrors,
  serverTyped,
}: {
  storeId: number;
  storeName: string;
  /** The store's zone, in which "Aparece a partir de" is typed. */
  timeZone: string;
  /** Each file's outcome of a form sent without JavaScript. */
  serverUploads?: PhotoUploadResult[] | null;
  serverError?: string | null;
  /** A form sent without JavaScript whose moment was refused: the field's message. */
  serverFieldErrors?: Record<string, string[]> | null;
  /** What a refused form sent without JavaScript had typed (its files must be chosen again). */
  serverTyped?: { kind: string; altText: string; effectiveAt: string } | null;
}) {
  const revalidator = useRevalidator();
  // A store manager's photos wait for head office (a change request each).
  const proposes = !useCan()("stores.publish");
  const fileRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[] | null>(null);
  const [running, setRunning] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [momentError, setMomentError] = useState<string | null>(null);
  const serverMoment = serverFieldErrors?.[EFFECTIVE_AT_FIELD]?.[0] ?? null;
  const [summary, setSummary] = useState<string | null>(null);

  const shown: Item[] =
    items ??
    (serverUploads ?? []).map((upload) => ({
      name: upload.name,
      progress: upload.error ? 0 : 100,
      status: upload.error ? "error" : "done",
      error: upload.error,
    }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    const form = event.currentTarget;
    const input = fileRef.current;
    const files = Array.from(input?.files ?? []);
    if (files.length === 0) {
      setFieldError(MISSING);
      return;
    }
    setFieldError(null);
    setSummary(null);
    const fields = new FormData(form);
    // The moment is checked before any file goes up (the server's rule, on this clock): a
    // refused one is the field's message, and the chosen files stay.
    const moment = readEffectiveAt(fields.get(EFFECTIVE_AT_FIELD), timeZone, new Date());
    if ("error" in moment) {
      setMomentError(moment.error);
      return;
    }
    setMomentError(null);
    const queue: Item[] = files.map((file) =>
      file.size > MAX_IMAGE_BYTES
        ? { name: file.name, progress: 0, status: "error", error: CONTENT_TEXT.imageTooLarge }
        : { name: file.name, progress: 0, status: "waiting", error: null },
    );
    setItems(queue);
    setRunning(true);
    const update = (index: number, change: Partial<Item>) => {
      queue[index] = { ...queue[index]!, ...change };
      setItems([...queue]);
    };
    // One at a time: the server re-encodes each image, and the bars fill in order.
    let refusedMoment: string | null = null;
    for (const [index, file] of files.entries()) {
      if (queue[index]!.status === "error") continue;
      if (refusedMoment) {
        update(index, { status: "error", error: refusedMoment });
        continue;
      }
      update(index, { status: "sending" });
      const { error, moment } = await sendPhoto(
        `/restrita/lojas/${storeId}/fotos/enviar`,
        fields,
        file,
        (p) => update(index, { progress: p }),
      );
      refusedMoment = moment ?? null;
      update(index, error ? { status: "error", error } : { status: "done", progress: 100 });
    }
    setRunning(false);
    const sent = queue.filter((item) => item.status === "done").length;
    if (refusedMoment) setMomentError(refusedMoment);
    if (refusedMoment && sent === 0) {
      // The moment passed meanwhile: nothing was stored, the files and the fields stay.
      setItems(null);
      return;
    }
    if (sent > 0) void revalidator.revalidate();
    if (sent === queue.length) {
      const scheduled = !proposes && moment.at ? photosScheduled(sent, moment.at, timeZone) : null;
      const title = proposes
        ? PROPOSAL_SENT
        : scheduled
          ? scheduled.title
          : sent === 1
            ? SUCCESS
            : `${sent} fotos enviadas com sucesso!`;
      form.reset();
      setItems(null);
      setSummary(scheduled ? `${title} ${scheduled.description}` : title);
      toast.success(title, scheduled ? { description: scheduled.description } : undefined);
    } else {
      // The stored ones must not be sent again: the file field empties, the rest stays.
      if (input && sent > 0) {
        input.value = "";
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }
      const title = `${sent} de ${queue.length} fotos enviadas; veja o motivo de cada arquivo recusado.`;
      setSummary(title);
      toast.error(FAILED, { description: title });
    }
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="intent" value="upload-photo" />
      <FileInput
        id="photo-image"
        inputRef={fileRef}
        name="image"
        label="Fotos"
        multiple
        accept={IMAGE_ACCEPT}
        hint="PNG, JPG até 5MB cada · escolha uma ou várias fotos de uma vez"
        error={fieldError ?? (items || serverMoment ? null : (serverError ?? null))}
        onChange={() => setFieldError(null)}
      />
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Envio das fotos">
          {shown.map((item, index) => (
            <li
              key={`${index}-${item.name}`}
              className="flex min-w-0 flex-col gap-1 rounded-lg border border-neutral-200 p-2"
              data-testid="photo-upload-item"
            >
              <div className="flex min-w-0 items-center gap-2 text-sm">
                {item.status === "done" ? (
                  <CheckCircle2 aria-hidden className="size-4 shrink-0 text-green-700" />
                ) : item.status === "error" ? (
                  <XCircle aria-hidden className="size-4 shrink-0 text-red-700" />
                ) : null}
                <span className="min-w-0 truncate font-medium text-neutral-800">{item.name}</span>
              </div>
              {/* A refused file's bar turns red and is described by its message: the bytes may
                  all have gone up, but nothing was stored. */}
              <progress
                max={100}
                value={item.progress}
                aria-label={`Envio de ${item.name}`}
                aria-describedby={`photo-upload-status-${index}`}
                data-status={item.status}
                className={`h-2 w-full ${item.status === "error" ? "accent-red-700" : "accent-brand-600"}`}
              />
              <p
                id={`photo-upload-status-${index}`}
                className={`text-sm ${item.status === "error" ? "text-red-700" : "text-neutral-600"}`}
              >
                {statusText(item)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-neutral-800">Tipo</legend>
          <div className="mt-1 flex gap-4">
            {storeImageKinds.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={kind === (serverTyped?.kind || "interior")}
                  className="accent-brand-600"
                />
                {STORE_IMAGE_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="photo-alt" className="text-sm font-medium text-neutral-800">
            Descrição da foto (texto alternativo)
          </label>
          <input
            id="photo-alt"
            name="altText"
            maxLength={300}
            defaultValue={serverTyped?.altText}
            placeholder={`Ex.: Balcão de maquiagem da ${storeName}`}
            aria-describedby="photo-alt-hint"
            className={inputClass}
          />
          <p id="photo-alt-hint" className="text-xs text-neutral-500">
            Com várias fotos, a descrição vale para todas; ajuste cada uma depois na lista.
          </p>
        </div>
      </div>
      <MomentField
        id={`photo-${EFFECTIVE_AT_FIELD}`}
        name={EFFECTIVE_AT_FIELD}
        label={proposes ? "A partir de (opcional)" : "Aparece a partir de (opcional)"}
        error={momentError ?? serverMoment}
        defaultValue={serverTyped?.effectiveAt}
        hint={
          proposes
            ? `Em branco, a foto aparece quando a matriz aprovar. Com data e hora (no fuso da loja: ${timeZoneLabel(timeZone)}), a foto aprovada aparece na página nesse momento.`
            : `Em branco, a foto aparece na página ao enviar. Com data e hora (no fuso da loja: ${timeZoneLabel(timeZone)}), ela fica agendada e aparece na agenda da loja.`
        }
      />
      <p role="status" className="text-sm text-neutral-700">
        {running ? "Enviando fotos..." : summary}
      </p>
      <button type="submit" disabled={running} className={`${buttonPrimary} self-start`}>
        <ImagePlus aria-hidden className="h-4 w-4" />
        {running ? "Enviando..." : "Enviar Fotos"}
      </button>
    </form>
  );
}
