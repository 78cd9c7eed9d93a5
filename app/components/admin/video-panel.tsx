import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { VIDEO_DESCRIPTION_MAX, videoSchema } from "~/domain/content-schemas";
import type { EditState } from "~/domain/edit-version";
import type { AdminVideo } from "~/models/admin-videos.server";
import { FormErrors, TextAreaField, TextField } from "./admin-ui";
import { EditConflictNotice, EditVersionFields, useEditState } from "./edit-conflict";
import { SubmitOrCancel } from "./submit-or-cancel";
import { useSchemaForm } from "./use-schema-form";
import { YoutubePreview } from "./youtube-preview";

/**
 * The form that adds a video (`video` null) or edits one, beside a preview of the player that
 * follows the address and title as staff type.
 */
export function VideoPanel({
  video,
  cancelTo,
  lastResult,
  edit,
  answer,
}: {
  video: AdminVideo | null;
  /** Where 'Cancelar' leads: the list without the panel. */
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
  /** The version of the video the panel edits. */
  edit: EditState;
  /** The action's answer: a refused save carries the conflict. */
  answer: unknown;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const editing = useEditState(edit, answer);
  const conflict = editing.conflict?.kind === "record" ? editing.conflict : null;
  const [form, fields] = useSchemaForm(videoSchema, {
    id: `${video ? `video-${video.id}` : "video-new"}-${editing.key}`,
    lastResult: conflict ? undefined : lastResult,
    defaultValue: (conflict?.values as Record<string, string> | undefined) ?? {
      url: video?.url ?? "",
      title: video?.title ?? "",
      description: video?.description ?? "",
    },
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
        <EditConflictNotice
          conflict={conflict}
          formId={form.id}
          reloadTo={video ? `${cancelTo}?editar=${video.id}` : undefined}
        />
        <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-4">
          <EditVersionFields edit={conflict ? editing.edit : edit} />
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
          <SubmitOrCancel
            busy={busy}
            label={video ? "Atualizar Vídeo" : "Adicionar Vídeo"}
            cancelTo={cancelTo}
          />
        </Form>
      </div>
      <YoutubePreview url={url} title={title} />
    </section>
  );
}
