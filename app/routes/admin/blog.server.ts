/**
 * The server side of the blog screens: the post as the editor shows it, saving the editor's
 * form (a new post or an edited one, its cover sent as a file or uploaded already) and the
 * list's intents. The model sanitises, checks the version, writes the cover's media row and the
 * audit row in one transaction; a cover file left unused goes once the change has committed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/domain/form-input";
import { data, type RouterContextProvider } from "react-router";
import type { BlogPost } from "#db/schema";
import type { ActionToast } from "~/components/admin/admin-ui";
import {
  BLOG_LIST,
  COVER_FILE_FIELD,
  POST_NOT_FOUND_MESSAGE,
  postDefaults,
  type PostDefaults,
} from "~/components/admin/blog/post-editor";
import { readingTimeMinutes } from "~/domain/blog";
import {
  blogListActionSchema,
  blogPostSchema,
  blogPostWithCoverFileSchema,
  parseRecordId,
} from "~/domain/content-schemas";
import type { EditConflict } from "~/domain/edit-version";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { slugify } from "~/domain/slug";
import {
  createPost,
  deletePost,
  getPostForAdmin,
  PostRefused,
  updatePost,
  type PostChange,
  type PostValues,
} from "~/models/admin-blog-posts.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import type { Database } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import {
  deleteStoredImage,
  parseUploadForm,
  storeImageFiles,
  UploadError,
} from "~/server/uploads.server";
import { conflictAnswer, editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import { readStaffForm } from "./staff-form-post.server";

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

/** The post as the editor's form shows it. */
function editorView(post: BlogPost) {
  // A reading time equal to the computed one was computed: leave the field blank so it follows
  // the text on the next save.
  const computed = readingTimeMinutes(null, post.contentHtml);
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    excerpt: post.excerpt,
    content: post.contentHtml as string,
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

/** The post's version and its values as the form's defaults: what a save is checked against. */
const postEdit = (post: BlogPost) => ({
  version: post.version,
  values: postDefaults(editorView(post)),
});

/**
 * The post as the editor's form shows it, with the version it edits; null for a new post, 404
 * for an unknown one.
 */
export async function loadPostForEditor(db: Database, idParam: string | undefined) {
  if (idParam === undefined) return { post: null, edit: openEdit(null) };
  const id = parseRecordId(idParam);
  const post = id ? await getPostForAdmin(db, id) : null;
  if (!post) throw notFound();
  const { version, values } = postEdit(post);
  return { post: editorView(post), edit: openEdit(version, values) };
}

// ---------------------------------------------------------------- editor: save

type EditorReply = {
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  conflict?: EditConflict<PostDefaults>;
};

const fail = (result: SubmissionResult<string[]>, status: number, toast?: ActionToast) =>
  data<EditorReply>({ result, toast }, { status });

/**
 * The editor's form, validated. Without JavaScript the cover arrives as a file: it is checked
 * and stored only once the rest of the form is valid, and its media row is written with the
 * post (with JavaScript it was uploaded already and the field 'image' holds its address).
 */
async function readPostForm(app: AppContext, request: Request, by: number) {
  let form: FormData;
  try {
    form = await parseUploadForm(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { refused: fail({ status: "error", error: { image: [error.message] } }, 400) };
  }
  const file = form.get(COVER_FILE_FIELD);
  form.delete(COVER_FILE_FIELD);
  const coverFile = file instanceof File && file.size > 0 ? file : null;
  const submission = parseForm(form, {
    schema: coverFile ? blogPostWithCoverFileSchema : blogPostSchema,
  });
  if (submission.status !== "success") return { refused: fail(submission.reply(), 400) };
  const value = submission.value;
  const values: PostValues = {
    slug: slugify(value.title) || "post",
    title: value.title,
    excerpt: value.excerpt,
    contentHtml: value.content,
    category: value.category,
    imageUrl: value.image,
    readingTime: value.readingTime ?? null,
    published: value.published ?? false,
    publishAt: value.publishAt,
    author: value.author,
    tags: value.tags,
    seoDescription: value.seoDescription,
  };
  if (!coverFile) return { form, submission, values, cover: null };
  try {
    const cover = await storeImageFiles(app.storage, {
      file: coverFile,
      folder: "blog-images",
      prefix: `capa-${crypto.randomUUID().slice(0, 6)}`,
      altText: "Imagem de capa",
      userId: by,
    });
    return { form, submission, values, cover };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { refused: fail(submission.reply({ fieldErrors: { image: [error.message] } }), 400) };
  }
}

/** The editor's action: a new post under /novo, an edited one under /editar/:id. */
export async function blogEditorAction(args: Args) {
  const user = await requirePermission(args, "blog.edit");
  const app = getApp(args.context);
  const creating = args.params.id === undefined;
  const id = creating ? null : parseRecordId(args.params.id);
  const before = id ? await getPostForAdmin(app.db, id) : null;
  if (!creating && !before) throw notFound();

  const read = await readPostForm(app, args.request, user.id);
  if ("refused" in read) return read.refused;
  const { form, submission, values, cover } = read;
  try {
    if (!before) {
      await createPost(app, user.id, values, cover);
      return redirectWithToast(app.env, BLOG_LIST, {
        type: "success",
        title: "Post criado com sucesso!",
      });
    }
    const saved = await updatePost(app, user.id, before.id, values, {
      version: readEdit(form).record,
      cover,
    });
    if (!saved) throw notFound();
    await removeFreedCover(app, saved);
    return redirectWithToast(app.env, BLOG_LIST, {
      type: "success",
      title: "Post atualizado com sucesso!",
    });
  } catch (error) {
    if (error instanceof PostRefused) {
      return fail(submission.reply({ fieldErrors: { [error.field]: [error.message] } }), 400);
    }
    if (error instanceof StaleEdit) {
      const now = await getPostForAdmin(app.db, before!.id);
      const conflict = await editConflict(app.db, error, form, now && postEdit(now));
      return data<EditorReply>({ conflict }, { status: 409 });
    }
    if (error instanceof Response) throw error;
    app.logger.error({ err: error }, "blog post save failed");
    const failTitle = creating ? "Erro ao criar o post" : "Erro ao atualizar o post";
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

async function deleteIntent(app: AppContext, by: number, { id }: { id: number }, form: FormData) {
  const removed = await deletePost(app.db, by, id, readEdit(form).record);
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
  const { user, app, form, submission } = await readStaffForm(
    args,
    "blog.edit",
    blogListActionSchema,
  );
  if (submission.status !== "success") return redirectWithToast(app.env, BLOG_LIST, DELETE_FAILED);
  const value = submission.value;
  try {
    return await listIntents[value.intent](app, user.id, value, form);
  } catch (error) {
    if (error instanceof StaleEdit) {
      return conflictAnswer(await editConflict(app.db, error, form), {});
    }
    app.logger.error({ err: error }, "blog post delete failed");
    return redirectWithToast(app.env, BLOG_LIST, DELETE_FAILED);
  }
}
