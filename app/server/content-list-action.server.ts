import { parseForm } from "~/domain/form-input";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Database } from "./db.server";
import { recordAudit } from "./audit.server";
import { requireUser, type SessionUser } from "./auth.server";
import { getApp, type AppContext } from "./context.server";
import { redirectWithToast } from "./flash.server";
import { deleteStoredImage } from "./uploads.server";
import { readFormData } from "./form-data.server";

/** What a list screen says, in the entity's own words (gender and all). */
export type ContentListMessages = {
  updateFailed: string;
  deleteFailed: string;
  notFound: string;
  deleted: string;
  updated: string;
  /** After a toggle: the record left the site, or is on it again. */
  hidden: string;
  shown: string;
};

type ListRecord = { active: boolean };
type Intent = { intent: string; id: number };

/**
 * The action of a content list screen (banners, brands): toggle and delete a record, plus any
 * intent of the screen's own (`other`), each audited, answered with a redirect and a toast, and
 * never a 500: a bad form or a failure leaves the list with an error toast.
 */
export async function contentListAction<T extends ListRecord, V extends Intent>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    list: string;
    entity: string;
    schema: z.ZodType<V>;
    messages: ContentListMessages;
    find: (db: Database, id: number) => Promise<T | null | undefined>;
    label: (record: T) => string;
    /** The record's stored image(s), removed with it. */
    image: (record: T) => string | null | (string | null)[];
    remove: (db: Database, id: number) => Promise<unknown>;
    toggle: (db: Database, id: number) => Promise<unknown>;
    other?: (input: {
      app: AppContext;
      user: SessionUser;
      value: V;
      record: T;
      audit: (fields: string[]) => Promise<void>;
    }) => Promise<Response>;
  },
): Promise<Response> {
  const { list, entity, messages } = options;
  const user = await requireUser(args);
  const app = getApp(args.context);
  const submission = parseForm(await readFormData(args.request), { schema: options.schema });
  if (submission.status !== "success") {
    return redirectWithToast(app.env, list, { type: "error", title: messages.updateFailed });
  }
  const value = submission.value;
  const { intent, id } = value;
  const failTitle = intent === "delete" ? messages.deleteFailed : messages.updateFailed;
  try {
    const record = await options.find(app.db, id);
    if (!record) {
      return redirectWithToast(app.env, list, {
        type: "error",
        title: failTitle,
        description: messages.notFound,
      });
    }
    const label = options.label(record);
    const audit = (fields: string[]) =>
      recordAudit(app.db, {
        userId: user.id,
        action: "update",
        entity,
        entityId: id,
        details: { fields, label },
      });
    if (intent === "delete") {
      await options.remove(app.db, id);
      for (const url of [options.image(record)].flat()) await deleteStoredImage(app, url);
      await recordAudit(app.db, {
        userId: user.id,
        action: "delete",
        entity,
        entityId: id,
        details: { label },
      });
      return redirectWithToast(app.env, list, { type: "success", title: messages.deleted });
    }
    if (intent === "toggle") {
      await options.toggle(app.db, id);
      await audit(["active"]);
      return redirectWithToast(app.env, list, {
        type: "success",
        title: messages.updated,
        description: record.active ? messages.hidden : messages.shown,
      });
    }
    if (!options.other) throw new Error(`unknown intent ${intent}`);
    return await options.other({ app, user, value, record, audit });
  } catch (error) {
    app.logger.error({ err: error, intent, id }, `${entity} list action failed`);
    return redirectWithToast(app.env, list, {
      type: "error",
      title: failTitle,
      description: "Tente novamente mais tarde.",
    });
  }
}
