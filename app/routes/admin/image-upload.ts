import { data } from "react-router";
import { z } from "zod";
import { parseForm } from "~/domain/form-input";
import { uploadStaffImage } from "~/models/image-upload.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { parseUploadForm, srcSetFor, UPLOAD_MESSAGES, UploadError } from "~/server/uploads.server";
import type { Route } from "./+types/image-upload";

// Folders staff uploads may go to (the spec's bucket layout); anything else is refused.
const FOLDERS = /^(blog-images|banners|brands|lojas\/\d+\/(banners|fotos))$/;

/** The fields besides the image, checked before the image is read. */
const uploadFieldsSchema = z.object({
  folder: z
    .string()
    .regex(FOLDERS, { error: "Pasta de destino inválida." })
    .optional()
    .default("blog-images"),
  alt: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.slice(0, 300) : null)),
});

/** POST an image (field "image", optional "folder" and "alt"): JSON with its URLs. */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "media.upload");
  const app = getApp(args.context);
  try {
    const form = await parseUploadForm(args.request);
    const submission = parseForm(form, { schema: uploadFieldsSchema });
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? UPLOAD_MESSAGES.failed;
      return data({ error: message }, { status: 400 });
    }
    const { folder, alt } = submission.value;
    const row = await uploadStaffImage(app, user.id, {
      file: form.get("image"),
      folder,
      altText: alt,
    });
    return data({
      message: UPLOAD_MESSAGES.success,
      url: row.url,
      srcSet: srcSetFor(row),
      width: row.width,
      height: row.height,
    });
  } catch (error) {
    if (error instanceof UploadError) return data({ error: error.message }, { status: 400 });
    app.logger.error({ err: error }, "image upload failed");
    return data({ error: UPLOAD_MESSAGES.failed }, { status: 500 });
  }
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "media.upload");
  throw data(null, { status: 405 });
}
