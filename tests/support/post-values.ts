/** A blog post as the staff models take it (createPost, updatePost), for model-level tests. */
import type { PostValues } from "~/models/admin-blog-posts.server";

/** A text long enough for any post. */
export const POST_TEXT = `<p>${"Limpeza, hidratação e protetor solar todos os dias. ".repeat(3)}</p>`;

/** A draft in Skincare, without cover, author, topics or SEO description, but for `values`. */
export function postValues(
  values: Pick<PostValues, "slug" | "title" | "excerpt"> & Partial<PostValues>,
): PostValues {
  return {
    contentHtml: POST_TEXT,
    category: "Skincare",
    imageUrl: "",
    readingTime: null,
    published: false,
    publishAt: null,
    author: null,
    tags: [],
    seoDescription: null,
    ...values,
  };
}

/** The post editor's fields for a draft in Skincare titled `title`, without cover but for `more`. */
export function postFormFields(
  title: string,
  more: Record<string, string | File | undefined> = {},
) {
  return {
    title,
    category: "Skincare",
    excerpt: "O que usar antes de dormir, na ordem certa.",
    content: POST_TEXT,
    image: "",
    ...more,
  };
}
