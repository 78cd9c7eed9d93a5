/**
 * The server side of the blog screens: the post as the editor shows it, saving the editor's
 * form (a new post or an edited one, its cover sent as a file or uploaded already) and the
 * list's intents. Changes are audited by the model; a cover file left unused goes once the
 * change has committed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { BlogPost } from "#db/schema";
import type { ActionToast } from "~/components/admin/admin-ui";
import {
  BLOG_LIST,
  COVER_FILE_FIELD,
  POST_NOT_FOUND_MESSAGE,
} from "~/components/admin/blog/post-editor";
import { htmlToText, readingTimeMinutes } from "~/domain/blog";
import {
  BLOG_CONTENT_MIN,
  blogListActionSchema,
  blogPostSchema,
  parseRecordId,
} from "~/domain/content-schemas";
import { parseForm } from "~/domain/form-input";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { slugify } from "~/domain/slug";
import {
  createPost,
  deletePost,
  getPostForAdmin,
  isUploadedImage,
  updatePost,
  type PostChange,
  type PostValues,
} from "~/models/admin-blog-posts.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import type { Database } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import {
  deleteStoredImage,
  parseUploadForm,
  storeImageUpload,
  UploadError,
} from "~/server/uploads.server";

type Args = {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
};

const notFound = () => data({ message: POST_NOT_FOUND_MESSAGE }, { status: 404 });

/** The cover a change left unused is removed after the change; a failure is only logged. */
async function removeFreedCover(app: AppContext, change: PostChange) {
  if (!change.freedCover) return;
  try {
    await deleteStoredImage(app, change.freedCover);
  } catch (error) {
    app.logger.error({ err: error, url: change.freedCover }, "blog cover removal failed");
  }
}

// ---------------------------------------------------------------- editor: load

/** The post as the editor's form shows it; null for a new post, 404 for an unknown one. */
export async function loadPostForEditor(db: Database, idParam: string | undefined) {
  if (idParam === undefined) return null;
  const id = parseRecordId(idParam);
  const post = id ? await getPostForAdmin(db, id) : null;
  if (!post) throw notFound();
  // A reading time equal to the computed one was computed: leave the field blank so it follows
  // the text on the next save.
  const computed = readingTimeMinutes(null, post.contentHtml);
  return {
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
  };
}

// ---------------------------------------------------------------- editor: save

type EditorReply = { result: SubmissionResult<string[]>; toast?: ActionToast };

const fail = (result: SubmissionResult<string[]>, status: number, toast?: ActionToast) =>
  data<EditorReply>({ result, toast }, { status });

type Refusal = ReturnType<typeof fail>;

/**
 * The editor's form. Without JavaScript the cover arrives as a file: it is stored first and its
 * address takes the place of the field 'image' (with JavaScript it was uploaded already).
 */
async function readPostForm(app: AppContext, request: Request, by: number) {
  let form: FormData;
  try {
    form = await parseUploadForm(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return fail({ status: "error", error: { image: [error.message] } }, 400);
  }
  const coverFile = form.get(COVER_FILE_FIELD);
  form.delete(COVER_FILE_FIELD);
  if (!(coverFile instanceof File) || coverFile.size === 0) return form;
  try {
    const stored = await storeImageUpload(app, {
      file: coverFile,
      folder: "blog-images",
      prefix: `capa-${crypto.randomUUID().slice(0, 6)}`,
      altText: "Imagem de capa",
      userId: by,
    });
    form.set("image", stored.url);
    return form;
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const submission = parseForm(form, { schema: blogPostSchema });
    return fail(submission.reply({ fieldErrors: { image: [error.message] } }), 400);
  }
}

/**
 * The post's values from a valid form, or the field refused: the cover must be one of our
 * uploads (or stay what it was: no hot-linking arbitrary hosts), and the sanitised text must
 * still be long enough.
 */
async function postValues(
  db: Database,
  form: FormData,
  before: BlogPost | null,
): Promise<{ values: PostValues } | { refused: Refusal }> {
  const submission = parseForm(form, { schema: blogPostSchema });
  if (submission.status !== "success") return { refused: fail(submission.reply(), 400) };
  const value = submission.value;
  const refuse = (field: string, message: string) => ({
    refused: fail(submission.reply({ fieldErrors: { [field]: [message] } }), 400),
  });
  if (value.image !== before?.imageUrl && !(await isUploadedImage(db, value.image))) {
    return refuse("image", "Selecione uma imagem de capa");
  }
  const contentHtml = sanitizeRichText(value.content);
  if (htmlToText(contentHtml).length < BLOG_CONTENT_MIN) {
    return refuse("content", `O conteúdo precisa ter pelo menos ${BLOG_CONTENT_MIN} caracteres`);
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
  return { values };
}

type Save = { app: AppContext; by: number; values: PostValues; before: BlogPost | null };

async function saveNewPost({ app, by, values }: Save) {
  await createPost(app.db, by, values);
  return redirectWithToast(app.env, BLOG_LIST, {
    type: "success",
    title: "Post criado com sucesso!",
  });
}

async function saveEditedPost({ app, by, values, before }: Save) {
  const saved = await updatePost(app.db, by, before!.id, values);
  if (!saved) throw new Error("post vanished while saving");
  await removeFreedCover(app, saved);
  return redirectWithToast(app.env, BLOG_LIST, {
    type: "success",
    title: "Post atualizado com sucesso!",
  });
}

/** The editor's action: a new post under /novo, an edited one under /editar/:id. */
export async function blogEditorAction(args: Args) {
  const user = await requirePermission(args, "blog.edit");
  const app = getApp(args.context);
  const creating = args.params.id === undefined;
  const id = creating ? null : parseRecordId(args.params.id);
  const before = id ? await getPostForAdmin(app.db, id) : null;
  if (!creating && !before) throw notFound();

  const form = await readPostForm(app, args.request, user.id);
  if (!(form instanceof FormData)) return form;
  const checked = await postValues(app.db, form, before);
  if ("refused" in checked) return checked.refused;
  const { values } = checked;

  const save = creating ? saveNewPost : saveEditedPost;
  try {
    return await save({ app, by: user.id, values, before });
  } catch (error) {
    app.logger.error({ err: error }, "blog post save failed");
    const failTitle = creating ? "Erro ao criar o post" : "Erro ao atualizar o post";
    const submission = parseForm(form, { schema: blogPostSchema });
    return fail(
      submission.reply({ formErrors: [`${failTitle}. Tente novamente mais tarde.`] }),
      500,
      { type: "error", title: failTitle, description: "Tente novamente mais tarde." },
    );
  }
}

// ---------------------------------------------------------------- list

const DELETE_FAILED: ActionToast = {
  type: "error",
  title: "Não foi possível excluir o post",
  description: "Tente novamente mais tarde",
};

async function deleteIntent(app: AppContext, by: number, { id }: { id: number }) {
  const removed = await deletePost(app.db, by, id);
  if (!removed) return redirectWithToast(app.env, BLOG_LIST, DELETE_FAILED);
  await removeFreedCover(app, removed);
  return redirectWithToast(app.env, BLOG_LIST, {
    type: "success",
    title: "Post excluído com sucesso!",
  });
}

/** Each intent of the list's forms, by name. */
const listIntents = { delete: deleteIntent };

/** The list's action: a bad form or a failure leaves the list with an error toast. */
export async function blogListAction(args: Omit<Args, "params">) {
  const user = await requirePermission(args, "blog.edit");
  const app = getApp(args.context);
  const submission = parseForm(await readFormData(args.request), {
    schema: blogListActionSchema,
  });
  if (submission.status !== "success") return redirectWithToast(app.env, BLOG_LIST, DELETE_FAILED);
  const value = submission.value;
  try {
    return await listIntents[value.intent](app, user.id, value);
  } catch (error) {
    app.logger.error({ err: error }, "blog post delete failed");
    return redirectWithToast(app.env, BLOG_LIST, DELETE_FAILED);
  }
}
