import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { Plus } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  EmptyState,
  FormErrors,
  LoadError,
  PageHeader,
  primaryButton,
  secondaryButton,
  SubmitButton,
  TextAreaField,
  TextField,
  useActionToast,
  type ActionToast,
} from "~/components/admin/admin-ui";
import { VideoTable } from "~/components/admin/video-table";
import { YoutubePreview } from "~/components/admin/youtube-preview";
import {
  CONTENT_TEXT,
  parseRecordId,
  VIDEO_DESCRIPTION_MAX,
  videoActionSchema,
  videoSchema,
} from "~/domain/content-schemas";
import { parseYoutubeId } from "~/domain/youtube";
import {
  createVideo,
  deleteVideo,
  listVideosForAdmin,
  moveVideo,
  updateVideo,
  type AdminVideo,
} from "~/models/admin-videos.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/videos";

const LIST = "/restrita/videos";

export function meta() {
  return [{ title: "Gerenciar Vídeos do YouTube | Área Restrita" }];
}

type Panel = { mode: "create" } | { mode: "edit"; video: AdminVideo } | null;

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const params = new URL(args.request.url).searchParams;
  const videos = await listVideosForAdmin(db);
  const editId = parseRecordId(params.get("editar"));
  const editing = editId ? videos.find((v) => v.id === editId) : undefined;
  const panel: Panel = editing
    ? { mode: "edit", video: editing }
    : params.has("novo")
      ? { mode: "create" }
      : null;
  return { videos, panel, missing: editId !== null && !editing };
}

type ActionData = { result: SubmissionResult<string[]>; toast?: ActionToast };

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const submission = parseForm(await readFormData(args.request), { schema: videoActionSchema });
  if (submission.status !== "success") {
    const urlRejected = Boolean(submission.error?.url?.length);
    return data<ActionData>(
      {
        result: submission.reply(),
        toast: urlRejected
          ? { type: "error", title: "URL inválida", description: CONTENT_TEXT.youtubeUrlHelp }
          : undefined,
      },
      { status: 400 },
    );
  }
  const value = submission.value;

  if (value.intent === "delete") {
    try {
      const removed = await deleteVideo(app.db, user.id, value.id);
      if (!removed) throw new Error("Vídeo não encontrado.");
      return redirectWithToast(app.env, LIST, { type: "success", title: "Vídeo removido" });
    } catch (error) {
      app.logger.error({ err: error }, "video delete failed");
      return redirectWithToast(app.env, LIST, {
        type: "error",
        title: "Erro ao remover vídeo",
        description: causeOf(error),
      });
    }
  }

  if (value.intent === "move") {
    await moveVideo(app.db, user.id, value.id, value.direction);
    return redirectWithToast(app.env, LIST, { type: "success", title: "Vídeo atualizado" });
  }

  // The order comes from the arrows of the list; a form that still sends a number is obeyed.
  const fields = {
    url: value.url,
    youtubeId: parseYoutubeId(value.url)!,
    title: value.title,
    description: value.description ?? null,
    ...(value.position === undefined ? {} : { position: value.position }),
  };
  try {
    if (value.intent === "create") {
      await createVideo(app.db, user.id, fields);
      return redirectWithToast(app.env, LIST, { type: "success", title: "Vídeo adicionado" });
    }
    const updated = await updateVideo(app.db, user.id, value.id, fields);
    if (!updated) throw new Error("Vídeo não encontrado.");
    return redirectWithToast(app.env, LIST, { type: "success", title: "Vídeo atualizado" });
  } catch (error) {
    app.logger.error({ err: error }, "video save failed");
    const description = causeOf(error);
    return data<ActionData>(
      {
        result: submission.reply({ formErrors: [`Erro ao salvar vídeo: ${description}`] }),
        toast: { type: "error", title: "Erro ao salvar vídeo", description },
      },
      { status: 500 },
    );
  }
}

/** Only our own messages reach the screen; database details stay in the log. */
function causeOf(error: unknown): string {
  return error instanceof Error && error.message === "Vídeo não encontrado."
    ? error.message
    : "Erro desconhecido";
}

function Header({ showAdd }: { showAdd: boolean }) {
  return (
    <PageHeader
      title="Gerenciar Vídeos do YouTube"
      description="Tutoriais exibidos na página inicial, na ordem da lista: use as setas para mudar a ordem. Vídeos novos entram no fim."
      actions={
        showAdd ? (
          <Link to="?novo=1" className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            Adicionar Vídeo
          </Link>
        ) : null
      }
    />
  );
}

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, panel, missing } = loaderData;
  useActionToast(actionData?.toast);
  return (
    <div className="flex flex-col gap-6">
      <Header showAdd={panel === null} />
      {missing ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Vídeo não encontrado. Ele pode ter sido removido.
        </p>
      ) : null}
      {panel ? (
        <VideoPanel
          key={panel.mode === "edit" ? panel.video.id : "new"}
          video={panel.mode === "edit" ? panel.video : null}
          lastResult={actionData?.result}
        />
      ) : null}
      {videos.length === 0 ? (
        <EmptyState>
          <p>Nenhum vídeo cadastrado.</p>
          {panel ? null : (
            <Link to="?novo=1" className={primaryButton}>
              <Plus aria-hidden className="size-4" />
              Adicionar Vídeo
            </Link>
          )}
        </EmptyState>
      ) : (
        <VideoTable videos={videos} />
      )}
    </div>
  );
}

function VideoPanel({
  video,
  lastResult,
}: {
  video: AdminVideo | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: video ? `video-${video.id}` : "video-new",
    lastResult,
    defaultValue: {
      url: video?.url ?? "",
      title: video?.title ?? "",
      description: video?.description ?? "",
    },
    constraint: getZodConstraint(videoSchema),
    shouldValidate: "onBlur",
    // Clear an error while typing, so the button doesn't move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: videoSchema }),
  });
  const [url, setUrl] = useState(String(fields.url.initialValue ?? ""));
  const [title, setTitle] = useState(String(fields.title.initialValue ?? ""));
  const [description, setDescription] = useState(String(fields.description.initialValue ?? ""));
  const headingId = "video-panel-title";

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-xl border border-brand-100 bg-white p-6 shadow-sm lg:grid-cols-2"
    >
      <div className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
          {video ? "Editar Vídeo" : "Adicionar Vídeo"}
        </h2>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={video ? "update" : "create"} />
          {video ? <input type="hidden" name="id" value={video.id} /> : null}
          <FormErrors errors={form.errors} />
          <TextField
            label="URL do YouTube"
            meta={fields.url}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint="Links do tipo watch, embed, youtu.be ou shorts."
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <TextField
            label="Título"
            meta={fields.title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <TextAreaField
            label="Descrição"
            meta={fields.description}
            rows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
            hint={
              <span aria-live="polite">
                {description.length}/{VIDEO_DESCRIPTION_MAX} caracteres
              </span>
            }
          />
          <div className="flex flex-wrap gap-3 pt-2">
            <SubmitButton busy={busy} label={video ? "Atualizar Vídeo" : "Adicionar Vídeo"} />
            <Link to={LIST} className={secondaryButton}>
              Cancelar
            </Link>
          </div>
        </Form>
      </div>
      <YoutubePreview url={url} title={title} />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <Header showAdd={false} />
      <LoadError
        title="Erro ao carregar vídeos"
        message="Não foi possível carregar os vídeos. Verifique sua conexão ou tente novamente."
      />
    </div>
  );
}
