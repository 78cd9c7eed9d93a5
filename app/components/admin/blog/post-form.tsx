import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import {
  FormErrors,
  inputClass,
  LabelledControl,
  TextAreaField,
  TextField,
} from "~/components/admin/admin-ui";
import { CoverImageField } from "~/components/admin/cover-image-field";
import { EditVersionFields } from "~/components/admin/edit-conflict";
import { SubmitOrCancel } from "~/components/admin/submit-or-cancel";
import { useLocalDraft } from "~/components/admin/use-local-draft";
import { useSchemaForm } from "~/components/admin/use-schema-form";
import { BLOG_CATEGORIES } from "~/domain/blog";
import { blogPostSchema } from "~/domain/content-schemas";
import type { EditState } from "~/domain/edit-version";
import { PostContentField } from "./post-content-field";
import { COVER_FILE_FIELD, DRAFT_FIELDS, type PostDefaults } from "./post-editor";

/**
 * The post editor's form: text, category, cover, reading time, publishing and schedule, author,
 * topics and search description. While staff type a copy is kept in this browser (`draftKey`),
 * dropped once the server has taken the post.
 */
export function PostForm({
  editing,
  formKey,
  defaults,
  draftKey,
  cancelTo,
  lastResult,
  edit,
}: {
  editing: boolean;
  formKey: string;
  defaults: PostDefaults;
  /** The version of the post the form edits. */
  edit: EditState;
  draftKey: string;
  /** Where 'Cancelar' leads: the list of posts. */
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useLocalDraft(draftKey, formRef, DRAFT_FIELDS);
  const [form, fields] = useSchemaForm(blogPostSchema, {
    id: formKey,
    lastResult,
    defaultValue: {
      ...defaults,
      readingTime: defaults.readingTime ? Number(defaults.readingTime) : undefined,
    },
  });

  // The server took the post and sent us elsewhere: the local copy is no longer needed.
  const { discard } = draft;
  useEffect(() => {
    if (
      navigation.state === "loading" &&
      navigation.formMethod &&
      navigation.location.pathname !== location.pathname
    ) {
      discard();
    }
  }, [navigation, location.pathname, discard]);

  // Conform's own submit handler checks a field in the browser when it is left; the local copy
  // is saved first, then that handler runs (replacing it would send every check to the server,
  // and the button, disabled while a request is out, would swallow the click that caused it).
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      ref={formRef}
      onInput={draft.schedule}
      onChange={draft.schedule}
      onSubmit={(event) => {
        // The image dialog's own form sits in a portal, and React bubbles its submit up to here.
        if (event.target !== event.currentTarget) return;
        draft.flush();
        formProps.onSubmit(event);
      }}
      className="flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
    >
      <FormErrors errors={form.errors} />
      <EditVersionFields edit={edit} />
      <TextField label="Título" meta={fields.title} autoComplete="off" />
      <LabelledControl meta={fields.category} label="Categoria">
        <select {...getSelectProps(fields.category)} className={inputClass}>
          <option value="">Selecione uma categoria</option>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </LabelledControl>
      <TextAreaField
        label="Resumo"
        meta={fields.excerpt}
        rows={3}
        hint="Aparece nos cards do blog e nos resultados de busca."
      />
      <PostContentField
        meta={fields.content}
        onChange={draft.schedule}
        onBlur={() => form.validate({ name: fields.content.name })}
      />
      <CoverImageField
        label="Imagem de Capa"
        meta={fields.image}
        fileName={COVER_FILE_FIELD}
        onChange={() => {
          draft.schedule();
          if (fields.image.errors?.length) form.validate({ name: fields.image.name });
        }}
      />
      <TextField
        label="Tempo de leitura (minutos, opcional)"
        meta={fields.readingTime}
        type="number"
        min={1}
        max={120}
        step={1}
        inputMode="numeric"
        hint="Deixe em branco para calcular pelo texto (200 palavras por minuto)."
      />
      <PublishSwitch
        id={fields.published.id}
        name={fields.published.name}
        on={fields.published.initialValue === "on"}
      />
      <TextField
        label="Publicar em (opcional)"
        meta={fields.publishAt}
        type="datetime-local"
        hint="Horário de Brasília. Em branco: o post aparece assim que for publicado. Com data futura, ele entra no site, no RSS e no mapa do site sozinho nesse horário."
      />
      <TextField label="Autor (opcional)" meta={fields.author} autoComplete="off" />
      <TextField
        label="Tópicos (opcional)"
        meta={fields.tags}
        autoComplete="off"
        hint="Separados por vírgula, por exemplo: pele oleosa, protetor solar. Aparecem como 'Tópicos' no post."
      />
      <TextAreaField
        label="Descrição para buscadores (opcional)"
        meta={fields.seoDescription}
        rows={2}
        hint="O texto que o Google mostra, até 160 caracteres. Em branco, o resumo é usado."
      />
      <SubmitOrCancel
        busy={busy}
        label={editing ? "Atualizar Post" : "Criar Post"}
        cancelTo={cancelTo}
      />
    </Form>
  );
}

/** 'Publicar': a switch that says what saving will do with the post. */
function PublishSwitch({ id, name, on }: { id: string; name: string; on: boolean }) {
  const [published, setPublished] = useState(on);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-neutral-200 p-4">
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        defaultChecked={on}
        onChange={(event) => setPublished(event.currentTarget.checked)}
        aria-describedby={`${id}-help`}
        className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none"
      />
      <div>
        <label htmlFor={id} className="font-medium text-neutral-900">
          Publicar
        </label>
        <p id={`${id}-help`} className="text-sm text-neutral-600">
          {published ? "Este post será exibido no site" : "Este post ficará salvo como rascunho"}
        </p>
      </div>
    </div>
  );
}
