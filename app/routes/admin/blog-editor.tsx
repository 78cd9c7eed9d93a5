import {
  getFormProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { ArrowLeft, History } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import {
  FieldError,
  formatDateTime,
  FormErrors,
  inputClass,
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
import { CoverImageField } from "~/components/admin/cover-image-field";
import { readLocalDraft, useLocalDraft, type LocalDraft } from "~/components/admin/use-local-draft";
import { BLOG_CATEGORIES, htmlToText, readingTimeMinutes } from "~/domain/blog";
import { BLOG_CONTENT_MIN, blogPostSchema, parseRecordId } from "~/domain/content-schemas";
import { slugify } from "~/domain/slug";
import {
  createPost,
  getPostForAdmin,
  isUploadedImage,
  updatePost,
} from "~/models/admin-blog-posts.server";
import { changedFields, recordAudit } from "~/server/audit.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import {
  deleteStoredImage,
  parseUploadForm,
  storeImageUpload,
  UploadError,
} from "~/server/uploads.server";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import type { Route } from "./+types/blog-editor";

// Tiptap is large: only this screen downloads it, and only in the browser.
const RichTextEditor = lazy(() => import("~/components/admin/rich-text-editor"));

const LIST = "/restrita/blog";
const NOT_FOUND_MESSAGE = "Post não encontrado ou não disponível para edição.";
const COVER_FILE_FIELD = "coverFile";
const DRAFT_FIELDS = [
  "title",
  "category",
  "excerpt",
  "content",
  "image",
  "readingTime",
  "published",
  "publishAt",
  "author",
  "tags",
  "seoDescription",
] as const;

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Editar Post" : "Novo Post"} | Área Restrita` }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  if (args.params.id === undefined) return { post: null };
  const id = parseRecordId(args.params.id);
  const post = id ? await getPostForAdmin(db, id) : null;
  if (!post) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  // A reading time equal to the computed one was computed: leave the field blank so it follows
  // the text on the next save.
  const computed = readingTimeMinutes(null, post.contentHtml);
  return {
    post: {
      id: post.id,
      title: post.title,
      category: post.category,
      excerpt: post.excerpt,
      content: post.contentHtml,
      image: post.imageUrl ?? "",
      readingTime: post.readingTime && post.readingTime !== computed ? post.readingTime : null,
      published: post.published,
      publishAt: toSaoPauloLocal(post.publishAt),
      author: post.author ?? "",
      tags: post.tags.join(", "),
      seoDescription: post.seoDescription ?? "",
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    },
  };
}

type ActionData = { result: SubmissionResult<string[]>; toast?: ActionToast };

const fail = (result: SubmissionResult<string[]>, status: number, toast?: ActionToast) =>
  data<ActionData>({ result, toast }, { status });

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const creating = args.params.id === undefined;
  const id = creating ? null : parseRecordId(args.params.id);
  const before = id ? await getPostForAdmin(app.db, id) : null;
  if (!creating && !before) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const failTitle = creating ? "Erro ao criar o post" : "Erro ao atualizar o post";

  let form: FormData;
  try {
    form = await parseUploadForm(args.request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return fail({ status: "error", error: { image: [error.message] } }, 400);
  }
  // Without JavaScript the cover arrives as a file; with it, it was uploaded already.
  const coverFile = form.get(COVER_FILE_FIELD);
  form.delete(COVER_FILE_FIELD);
  if (coverFile instanceof File && coverFile.size > 0) {
    try {
      const stored = await storeImageUpload(app, {
        file: coverFile,
        folder: "blog-images",
        prefix: `capa-${crypto.randomUUID().slice(0, 6)}`,
        altText: "Imagem de capa",
        userId: user.id,
      });
      form.set("image", stored.url);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const submission = parseForm(form, { schema: blogPostSchema });
      return fail(submission.reply({ fieldErrors: { image: [error.message] } }), 400);
    }
  }

  const submission = parseForm(form, { schema: blogPostSchema });
  if (submission.status !== "success") return fail(submission.reply(), 400);
  const value = submission.value;

  // The cover must be one of our uploads (or stay what it was): no hot-linking arbitrary hosts.
  if (value.image !== before?.imageUrl && !(await isUploadedImage(app.db, value.image))) {
    return fail(
      submission.reply({ fieldErrors: { image: ["Selecione uma imagem de capa"] } }),
      400,
    );
  }
  const contentHtml = sanitizeRichText(value.content);
  if (htmlToText(contentHtml).length < BLOG_CONTENT_MIN) {
    return fail(
      submission.reply({
        fieldErrors: {
          content: [`O conteúdo precisa ter pelo menos ${BLOG_CONTENT_MIN} caracteres`],
        },
      }),
      400,
    );
  }
  const values = {
    slug: slugify(value.title) || "post",
    title: value.title,
    excerpt: value.excerpt,
    contentHtml,
    category: value.category,
    imageUrl: value.image,
    readingTime: value.readingTime ?? readingTimeMinutes(null, contentHtml),
    published: value.published ?? false,
    publishAt: value.publishAt,
    author: value.author,
    tags: value.tags,
    seoDescription: value.seoDescription,
  };

  try {
    if (creating) {
      const created = await createPost(app.db, values);
      await recordAudit(app.db, {
        userId: user.id,
        action: "create",
        entity: "blog_post",
        entityId: created.id,
        details: { fields: Object.keys(values), label: created.title },
      });
      return redirectWithToast(app.env, LIST, {
        type: "success",
        title: "Post criado com sucesso!",
      });
    }
    const updated = await updatePost(app.db, before!.id, values);
    if (!updated) throw new Error("post vanished while saving");
    const oldCover = before!.imageUrl;
    if (oldCover && oldCover !== values.imageUrl && !contentHtml.includes(oldCover)) {
      await deleteStoredImage(app, oldCover);
    }
    await recordAudit(app.db, {
      userId: user.id,
      action: "update",
      entity: "blog_post",
      entityId: updated.id,
      details: { fields: changedFields(before!, values), label: updated.title },
    });
    return redirectWithToast(app.env, LIST, {
      type: "success",
      title: "Post atualizado com sucesso!",
    });
  } catch (error) {
    app.logger.error({ err: error }, "blog post save failed");
    return fail(
      submission.reply({ formErrors: [`${failTitle}. Tente novamente mais tarde.`] }),
      500,
      {
        type: "error",
        title: failTitle,
        description: "Tente novamente mais tarde.",
      },
    );
  }
}

function BackLink({ label = "Voltar para o Blog" }: { label?: string }) {
  return (
    <Link to={LIST} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

type Defaults = {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  image: string;
  readingTime: string;
  published: boolean;
  publishAt: string;
  author: string;
  tags: string;
  seoDescription: string;
};

function sameValues(draft: LocalDraft, defaults: Defaults): boolean {
  return DRAFT_FIELDS.every((name) => {
    const saved = draft.values[name] ?? "";
    const current = name === "published" ? (defaults.published ? "on" : "") : defaults[name];
    return saved === current;
  });
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const draftKey = `basiquinha:blog-draft:${post?.id ?? "novo"}`;
  const serverDefaults: Defaults = {
    title: post?.title ?? "",
    category: post?.category ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    image: post?.image ?? "",
    readingTime: post?.readingTime ? String(post.readingTime) : "",
    published: post?.published ?? false,
    publishAt: post?.publishAt ?? "",
    author: post?.author ?? "",
    tags: post?.tags ?? "",
    seoDescription: post?.seoDescription ?? "",
  };
  const [defaults, setDefaults] = useState<Defaults>(serverDefaults);
  const [version, setVersion] = useState(0);
  const [found, setFound] = useState<LocalDraft | null>(null);
  useActionToast(actionData?.toast);

  useEffect(() => {
    const draft = readLocalDraft(draftKey);
    if (draft && !sameValues(draft, serverDefaults)) setFound(draft);
    // Only once per post: later changes are this session's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  function restore(draft: LocalDraft) {
    const v = draft.values;
    setDefaults({
      title: v.title ?? "",
      category: v.category ?? "",
      excerpt: v.excerpt ?? "",
      content: v.content ?? "",
      image: v.image ?? "",
      readingTime: v.readingTime ?? "",
      published: v.published === "on",
      publishAt: v.publishAt ?? "",
      author: v.author ?? "",
      tags: v.tags ?? "",
      seoDescription: v.seoDescription ?? "",
    });
    setVersion((n) => n + 1);
    setFound(null);
  }

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <BackLink />
      <PageHeader
        title={post ? "Editar Post" : "Novo Post"}
        description={
          post
            ? `Criado em ${formatDateTime(post.createdAt)} · atualizado em ${formatDateTime(post.updatedAt)}`
            : undefined
        }
      />
      {found ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <History aria-hidden className="size-5 shrink-0" />
          <p className="flex-1">
            Há um rascunho deste post guardado neste navegador, de{" "}
            {formatDateTime(new Date(found.savedAt).toISOString())}, com alterações que não foram
            salvas.
          </p>
          <button type="button" className={primaryButton} onClick={() => restore(found)}>
            Restaurar rascunho
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setFound(null);
              window.localStorage.removeItem(draftKey);
            }}
          >
            Descartar
          </button>
        </div>
      ) : null}
      <PostForm
        key={version}
        editing={post !== null}
        formKey={`post-${post?.id ?? "new"}-${version}`}
        defaults={defaults}
        draftKey={draftKey}
        lastResult={version === 0 ? actionData?.result : undefined}
      />
    </div>
  );
}

function PostForm({
  editing,
  formKey,
  defaults,
  draftKey,
  lastResult,
}: {
  editing: boolean;
  formKey: string;
  defaults: Defaults;
  draftKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useLocalDraft(draftKey, formRef, DRAFT_FIELDS);
  const [form, fields] = useForm({
    id: formKey,
    lastResult,
    defaultValue: {
      ...defaults,
      readingTime: defaults.readingTime ? Number(defaults.readingTime) : undefined,
    },
    constraint: getZodConstraint(blogPostSchema),
    shouldValidate: "onBlur",
    // Clear an error while typing, so the button doesn't move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: blogPostSchema }),
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

  const [published, setPublished] = useState(fields.published.initialValue === "on");

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      ref={formRef}
      onInput={draft.schedule}
      onChange={draft.schedule}
      onSubmit={draft.flush}
      className="flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
    >
      <FormErrors errors={form.errors} />
      <TextField label="Título" meta={fields.title} autoComplete="off" />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.category.id} className="text-sm font-medium text-neutral-800">
          Categoria
        </label>
        <select {...getSelectProps(fields.category)} className={inputClass}>
          <option value="">Selecione uma categoria</option>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <FieldError id={fields.category.errorId} errors={fields.category.errors} />
      </div>
      <TextAreaField
        label="Resumo"
        meta={fields.excerpt}
        rows={3}
        hint="Aparece nos cards do blog e nos resultados de busca."
      />
      <ContentField
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
      <div className="flex items-start gap-3 rounded-lg border border-neutral-200 p-4">
        <input
          id={fields.published.id}
          name={fields.published.name}
          type="checkbox"
          role="switch"
          defaultChecked={fields.published.initialValue === "on"}
          onChange={(event) => setPublished(event.currentTarget.checked)}
          aria-describedby={`${fields.published.id}-help`}
          className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none"
        />
        <div>
          <label htmlFor={fields.published.id} className="font-medium text-neutral-900">
            Publicar
          </label>
          <p id={`${fields.published.id}-help`} className="text-sm text-neutral-600">
            {published ? "Este post será exibido no site" : "Este post ficará salvo como rascunho"}
          </p>
        </div>
      </div>
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
      <div className="flex flex-wrap gap-3 pt-2">
        <SubmitButton busy={busy} label={editing ? "Atualizar Post" : "Criar Post"} />
        <Link to={LIST} className={secondaryButton}>
          Cancelar
        </Link>
      </div>
    </Form>
  );
}

/**
 * Before the editor has loaded (and without JavaScript) a plain HTML textarea stands in; the
 * server sanitises whatever arrives either way.
 */
function ContentField({
  meta,
  onChange,
  onBlur,
}: {
  meta: FieldMetadata<string | undefined>;
  onChange: () => void;
  onBlur: () => void;
}) {
  const [html, setHtml] = useState(String(meta.initialValue ?? ""));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const labelId = `${meta.id}-label`;
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hintId, invalid ? meta.errorId : null].filter(Boolean).join(" ");
  const fallback = (
    <textarea
      id={meta.id}
      name={meta.name}
      defaultValue={html}
      rows={14}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      readOnly={mounted}
      className={`${inputClass} font-mono text-sm`}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      {/* The editor is a contenteditable, not a form control: it points at this text instead. */}
      {mounted ? (
        <p id={labelId} className="text-sm font-medium text-neutral-800">
          Conteúdo
        </p>
      ) : (
        <label id={labelId} htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
          Conteúdo
        </label>
      )}
      {mounted ? (
        <Suspense fallback={fallback}>
          <input type="hidden" name={meta.name} value={html} />
          <RichTextEditor
            initialHtml={html}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
            onChange={(next) => {
              setHtml(next);
              onChange();
            }}
            onBlur={onBlur}
          />
        </Suspense>
      ) : (
        fallback
      )}
      <p id={hintId} className="text-xs text-neutral-500">
        Pelo menos {BLOG_CONTENT_MIN} caracteres de texto. Use a barra para títulos, listas, links,
        citações e imagens.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <BackLink />
      <LoadError
        title={missing ? "Erro ao Carregar Post" : "Ocorreu um Erro"}
        message={
          missing ? NOT_FOUND_MESSAGE : "Não foi possível carregar os dados do post para edição."
        }
        retryLabel="Tentar Novamente"
        backTo={{ to: LIST, label: "Voltar para Lista" }}
        toastTitle="Erro ao carregar dados do post"
        toastDescription="Não foi possível carregar os dados do post para edição."
      />
    </div>
  );
}
