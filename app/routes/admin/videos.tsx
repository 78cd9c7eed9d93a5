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
import { parseForm } from "~/domain/form-input";
import { parseYoutubeId } from "~/domain/youtube";
import {
  createVideo,
  deleteVideo,
  listVideosForAdmin,
  moveVideo,
  updateVideo,
  type AdminVideo,
  type VideoValues,
} from "~/models/admin-videos.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { staffQuery } from "./staff-request.server";
import type { Route } from "./+types/videos";

const LIST = "/restrita/videos";

export function meta() {
  return [{ title: "Gerenciar Vídeos do YouTube | Área Restrita" }];
}

type Panel = { mode: "create" } | { mode: "edit"; video: AdminVideo } | null;

export async function loader(args: Route.LoaderArgs) {
  const { db, query: params } = await staffQuery(args, "videos.view");
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
type VideoAction = z.output<typeof videoActionSchema>;
type Intent = VideoAction["intent"];
/** What each intent's function is given: the parsed form of its own intent. */
type IntentArgs<K extends Intent = Intent> = {
  app: AppContext;
  by: number;
  value: Extract<VideoAction, { intent: K }>;
  submission: Submission<z.input<typeof videoActionSchema>, string[], VideoAction>;
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
  try {
    const updated = await updateVideo(args.app.db, args.by, args.value.id, videoValues(args.value));
    if (!updated) throw new Error(NOT_FOUND);
    return saved(args.app, "Vídeo atualizado");
  } catch (error) {
    return saveFailed(args, error);
  }
}

async function deleteIntent({ app, by, value }: IntentArgs<"delete">) {
  try {
    const removed = await deleteVideo(app.db, by, value.id);
    if (!removed) throw new Error(NOT_FOUND);
    return saved(app, "Vídeo removido");
  } catch (error) {
    app.logger.error({ err: error }, "video delete failed");
    return redirectWithToast(app.env, LIST, {
      type: "error",
      title: "Erro ao remover vídeo",
      description: causeOf(error),
    });
  }
}

async function moveIntent({ app, by, value }: IntentArgs<"move">) {
  await moveVideo(app.db, by, value.id, value.direction);
  return saved(app, "Vídeo atualizado");
}

/** Each intent of the screen's forms, by name. */
const intents: { [K in Intent]: (args: IntentArgs<K>) => Promise<Answer> } = {
  create: createIntent,
  update: updateIntent,
  delete: deleteIntent,
  move: moveIntent,
};

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "videos.edit");
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
  const run = intents[submission.value.intent] as (args: IntentArgs) => Promise<Answer>;
  return run({ app, by: user.id, value: submission.value, submission });
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
          cancelTo={LIST}
          lastResult={actionData?.result}
        />
      ) : null}
      <VideoTable
        videos={videos}
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
  return (
    <ScreenLoadError
      header={<Header showAdd={false} />}
      title="Erro ao carregar vídeos"
      message="Não foi possível carregar os vídeos. Verifique sua conexão ou tente novamente."
    />
  );
}
