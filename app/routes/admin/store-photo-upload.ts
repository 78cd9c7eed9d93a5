import { data } from "react-router";
import { can } from "~/domain/permissions";
import { parseUploadForm, UPLOAD_MESSAGES, UploadError } from "~/server/uploads.server";
import type { Route } from "./+types/store-photo-upload";
import { uploadStorePhotos } from "./store-photos.server";
import { requireStore } from "./store-params.server";

/**
 * POST store photos (fields of the photos screen's form): JSON with each file's outcome. The
 * screen sends one file per request so it can show each file's progress.
 */
export async function action(args: Route.ActionArgs) {
  const { app, user, store } = await requireStore(args, "stores.edit");
  let form: FormData;
  try {
    form = await parseUploadForm(args.request);
  } catch (error) {
    if (error instanceof UploadError) return data({ error: error.message }, { status: 400 });
    throw error;
  }
  const outcome = await uploadStorePhotos(app, store, user.id, form, !can(user, "stores.publish"));
  if (outcome.status === "invalid") {
    const { error, fieldErrors } = outcome;
    return data({ error, ...(fieldErrors ? { fieldErrors } : {}) }, { status: 400 });
  }
  const failed = outcome.results.every((result) => result.error);
  return data(
    { results: outcome.results },
    { status: failed ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export async function loader(args: Route.LoaderArgs) {
  await requireStore(args, "stores.edit");
  throw data({ error: UPLOAD_MESSAGES.failed }, { status: 405 });
}
