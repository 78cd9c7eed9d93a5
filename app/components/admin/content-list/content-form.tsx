/**
 * The new/edit forms of the home's content with pictures (banners, brands): the page around the
 * form (back link, title), the form itself (errors on top, the screen's fields, save and
 * cancel), how it validates, and the error page of an unknown record.
 */
import { recordWords, type RecordNoun } from "~/domain/record-words";
import {
  getFormProps,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { useEditForm } from "~/components/admin/use-schema-form";
import type { z } from "zod";
import {
  FormErrors,
  LoadError,
  PageHeader,
  secondaryButton,
  SubmitButton,
  useActionToast,
  type ActionToast,
} from "~/components/admin/admin-ui";
import { EditConflictNotice, EditVersionFields } from "~/components/admin/edit-conflict";
import type { EditConflict, EditState } from "~/domain/edit-version";

/** What the action answers when the form stays on the page. */
export type ContentFormData = {
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  conflict?: EditConflict;
};

/** A form screen in its own words. */
export type ContentFormScreen = {
  list: string;
  /** The list's name on the back link: 'Voltar para Banners'. */
  listName: string;
  /** The page's width, e.g. "max-w-3xl". */
  width: string;
  /** The page's title: 'Novo Banner', 'Editar Banner'. */
  titles: { create: string; edit: string };
  /** The 404 page: 'Banner não encontrado', 'Ele pode ter sido excluído.'. */
  missing: { title: string; text: string };
  /** Any other failure to load. */
  loadError: { title: string; message: string };
  /** A record's own form: '/restrita/banners/editar/3'. */
  editPath: (id: number) => string;
  /** 'Criar Banner', 'Atualizar Banner'. */
  submitLabel: (editing: boolean) => string;
  /** The toast of a save: 'Banner criado', 'Banner atualizado'. */
  saved: (creating: boolean) => string;
  /** The toast of a failed save: 'Erro ao criar banner', 'Erro ao atualizar banner'. */
  saveFailed: (creating: boolean) => string;
};

/** A form screen's words, from how its list names its records (app/domain/record-words.ts). */
export function contentFormScreen(noun: RecordNoun, width: string) {
  const words = recordWords(noun);
  return {
    ...words,
    list: noun.list,
    listName: noun.many,
    width,
    titles: { create: words.newLabel, edit: words.editTitle },
    missing: { title: words.notFound, text: words.maybeDeleted },
    loadError: { title: words.loadFailed, message: words.loadOneFailed },
  } satisfies ContentFormScreen;
}

function BackLink({ screen }: { screen: ContentFormScreen }) {
  return (
    <Link
      to={screen.list}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {`Voltar para ${screen.listName}`}
    </Link>
  );
}

/** The `meta` of a form screen: its document title (editing when the address names a record). */
export function contentFormMeta(screen: ContentFormScreen) {
  return ({ params }: { params: { id?: string } }) => [
    { title: `${params.id ? screen.titles.edit : screen.titles.create} | Área Restrita` },
  ];
}

/**
 * The form's setup on every content screen: checked on leaving a field, an error cleared while
 * typing (so the button doesn't move under the pointer on blur), the action's toast shown.
 */
type Values = Record<string, unknown>;

export function useContentForm<S extends z.ZodType<Values, Values>>({
  id,
  schema,
  actionData,
  defaultValue,
  edit,
}: {
  id: string;
  schema: S;
  actionData: ContentFormData | undefined;
  defaultValue: DefaultValue<z.input<S>>;
  /** The version of the record the form edits (see useEditState). */
  edit: EditState;
}) {
  useActionToast(actionData?.toast);
  return useEditForm(schema, { id, edit, answer: actionData, defaultValue });
}

/**
 * The form's page (back link, title) and the form: sent with its files and its version, its
 * errors on top, the fields, then save and cancel; above it, the conflict when a save was
 * refused. `recordId` is the record edited, null on the new-record form.
 */
export function ContentForm<V extends Values>({
  screen,
  form,
  editing,
  recordId,
  children,
}: {
  screen: ContentFormScreen;
  form: FormMetadata<V, string[]>;
  editing: { edit: EditState; conflict: EditConflict<unknown> | null };
  recordId: number | null;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const existing = recordId !== null;
  return (
    <div className={`flex ${screen.width} flex-col gap-6`}>
      <BackLink screen={screen} />
      <PageHeader title={existing ? screen.titles.edit : screen.titles.create} />
      <EditConflictNotice
        conflict={editing.conflict}
        formId={form.id}
        reloadTo={existing ? screen.editPath(recordId) : undefined}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        key={form.id}
        className="flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <EditVersionFields edit={editing.edit} />
        <FormErrors errors={form.errors} />
        {children}
        <div className="flex flex-wrap gap-3 pt-2">
          <SubmitButton busy={busy} label={screen.submitLabel(existing)} />
          <Link to={screen.list} className={secondaryButton}>
            Cancelar
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The error page of a form: the record is gone (404), or it could not be loaded. */
export function ContentFormError({ screen }: { screen: ContentFormScreen }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={`flex ${screen.width} flex-col gap-6`}>
      <BackLink screen={screen} />
      {missing ? (
        <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-neutral-900">{screen.missing.title}</h1>
          <p className="mt-2 text-neutral-600">{screen.missing.text}</p>
        </div>
      ) : (
        <LoadError {...screen.loadError} />
      )}
    </div>
  );
}
