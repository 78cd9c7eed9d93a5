import type { Submission, SubmissionResult } from "@conform-to/react";
import { Plus } from "lucide-react";
import { data, Link } from "react-router";
import type { z } from "zod";
import {
  EmptyState,
  ScreenLoadError,
  PageHeader,
  primaryButton,
  useActionToast,
  type ActionToast,
} from "~/components/admin/admin-ui";
import { VideoPanel } from "~/components/admin/video-panel";
import { VideoTable } from "~/components/admin/video-table";
import { CONTENT_TEXT, parseRecordId, videoActionSchema } from "~/domain/content-schemas";
import { listLoadError, VIDEO_NOUN } from "~/domain/record-words";
import { parseYoutubeId } from "~/domain/youtube";
import type { Video } from "#db/schema";
import { EditConflictNotice, revalidateOnConflict } from "~/components/admin/edit-conflict";
import type { EditConflict } from "~/domain/edit-version";
import {
  createVideo,
  deleteVideo,
  getVideo,
  listVideosForAdmin,
  moveVideo,
  updateVideo,
  videoListVersion,
  type AdminVideo,
  type VideoValues,
} from "~/models/admin-videos.server";
import type { AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { conflictAnswer, editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import { staffQuery } from "./staff-request.server";
import { readStaffForm, runIntent, type IntentHandlers } from "./staff-form-post.server";
import type { Route } from "./+types/videos";

const LIST = "/restrita/videos";

export function meta() {
  return [{ title: "Gerenciar Vídeos do YouTube | Área Restrita" }];
}

type Panel = { mode: "create" } | { mode: "edit"; video: AdminVideo } | null;

/** The video as the panel's defaults show it. */
const videoDefaults = (video: Pick<Video, "url" | "title" | "description"> | null) => ({
  url: video?.url ?? "",
  title: video?.title ?? "",
  description: video?.description ?? "",
});

export async function loader(args: Route.LoaderArgs) {
  const { db, query: params } = await staffQuery(args, "videos.view");
  const [videos, listVersion] = await Promise.all([listVideosForAdmin(db), videoListVersion(db)]);
  const editId = parseRecordId(params.get("editar"));
  const editing = editId ? videos.find((v) => v.id === editId) : undefined;
  const panel: Panel = editing
    ? { mode: "edit", video: editing }
    : params.has("novo")
      ? { mode: "create" }
      : null;
  return {
    videos,
    panel,
    missing: editId !== null && !editing,
    edit: openEdit(listVersion),
    panelEdit: editing ? openEdit(editing.version, videoDefaults(editing)) : openEdit(null),
  };
}

export const shouldRevalidate = revalidateOnConflict;

type ActionData = {
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  conflict?: EditConflict;
};
type VideoAction = z.output<typeof videoActionSchema>;
type Intent = VideoAction["intent"];
/** What each intent's function is given: the parsed form of its own intent. */
type IntentArgs<K extends Intent = Intent> = {
  app: AppContext;
  by: number;
  value: Extract<VideoAction, { intent: K }>;
  submission: Submission<z.input<typeof videoActionSchema>, string[], VideoAction>;
  /** The posted form, with the version it was opened at. */
  form: FormData;
};

const NOT_FOUND = "Vídeo não encontrado.";
type Answer = Response | ReturnType<typeof data<ActionData>>;

const saved = (app: AppContext, title: string) =>
  redirectWithToast(app.env, LIST, { type: "success", title });

/** The form's fields as the model takes them (the id of the address already checked). */
function videoValues(value: Extract<VideoAction, { intent: "create" | "update" }>): VideoValues {
  // The order comes from the arrows of the list; a form that still sends a number is obeyed.
  return {
    url: value.url,
    youtubeId: parseYoutubeId(value.url)!,
    title: value.title,
    description: value.description ?? null,
    ...(value.position === undefined ? {} : { position: value.position }),
  };
}

/** A failed save keeps the form, with the cause above it and in a toast. */
function saveFailed({ app, submission }: Omit<IntentArgs, "value">, error: unknown) {
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

async function createIntent(args: IntentArgs<"create">) {
  try {
    await createVideo(args.app.db, args.by, videoValues(args.value));
    return saved(args.app, "Vídeo adicionado");
  } catch (error) {
    return saveFailed(args, error);
  }
}

async function updateIntent(args: IntentArgs<"update">) {
  const { app, by, value, form } = args;
  try {
    const version = readEdit(form).record;
    const updated = await updateVideo(app.db, by, value.id, videoValues(value), version);
    if (!updated) throw new Error(NOT_FOUND);
    return saved(app, "Vídeo atualizado");
  } catch (error) {
    if (error instanceof StaleEdit) {
      const now = await getVideo(app.db, value.id);
      const current = now && { version: now.version, values: videoDefaults(now) };
      return conflictAnswer(await editConflict(app.db, error, form, current), {});
    }
    return saveFailed(args, error);
  }
}

async function deleteIntent({ app, by, value, form }: IntentArgs<"delete">) {
  try {
    const removed = await deleteVideo(app.db, by, value.id, readEdit(form).record);
    if (!removed) throw new Error(NOT_FOUND);
    return saved(app, "Vídeo removido");
  } catch (error) {
    if (error instanceof StaleEdit) {
      return conflictAnswer(await editConflict(app.db, error, form), {});
    }
    app.logger.error({ err: error }, "video delete failed");
    return redirectWithToast(app.env, LIST, {
      type: "error",
      title: "Erro ao remover vídeo",
      description: causeOf(error),
    });
  }
}

async function moveIntent({ app, by, value, form }: IntentArgs<"move">) {
  try {
    await moveVideo(app.db, by, value.id, value.direction, readEdit(form).list);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    return conflictAnswer(await editConflict(app.db, error, form), {});
  }
  return saved(app, "Vídeo atualizado");
}

/** Each intent of the screen's forms, by name. */
const intents: IntentHandlers<VideoAction, Omit<IntentArgs, "value">, Answer> = {
  create: createIntent,
  update: updateIntent,
  delete: deleteIntent,
  move: moveIntent,
};

export async function action(args: Route.ActionArgs) {
  const { user, app, form, submission } = await readStaffForm(
    args,
    "videos.edit",
    videoActionSchema,
  );
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
  return runIntent(intents, { app, by: user.id, submission, form }, submission.value);
}

/** Only our own messages reach the screen; database details stay in the log. */
function causeOf(error: unknown): string {
  return error instanceof Error && error.message === NOT_FOUND
    ? error.message
    : "Erro desconhecido";
}

function AddVideoLink() {
  return (
    <Link to="?novo=1" className={primaryButton}>
      <Plus aria-hidden className="size-4" />
      Adicionar Vídeo
    </Link>
  );
}

function Header({ showAdd }: { showAdd: boolean }) {
  return (
    <PageHeader
      title="Gerenciar Vídeos do YouTube"
      description="Tutoriais exibidos na página inicial, na ordem da lista: use as setas para mudar a ordem. Vídeos novos entram no fim."
      actions={showAdd ? <AddVideoLink /> : null}
    />
  );
}

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, panel, missing, edit, panelEdit } = loaderData;
  useActionToast(actionData?.toast);
  const conflict = actionData?.conflict;
  return (
    <div className="flex flex-col gap-6">
      <Header showAdd={panel === null} />
      {missing ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Vídeo não encontrado. Ele pode ter sido removido.
        </p>
      ) : null}
      {conflict?.kind === "list" ? <EditConflictNotice conflict={conflict} /> : null}
      {panel ? (
        <VideoPanel
          key={panel.mode === "edit" ? panel.video.id : "new"}
          video={panel.mode === "edit" ? panel.video : null}
          cancelTo={LIST}
          lastResult={actionData?.result}
          edit={panelEdit}
          answer={actionData}
        />
      ) : null}
      <VideoTable
        videos={videos}
        edit={edit}
        empty={
          <EmptyState>
            <p>Nenhum vídeo cadastrado.</p>
            {panel ? null : <AddVideoLink />}
          </EmptyState>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenLoadError header={<Header showAdd={false} />} {...listLoadError(VIDEO_NOUN)} />;
}
