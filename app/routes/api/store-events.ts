import { recordStoreEvent, storeEventInput } from "~/models/store-events.server";
import {
  BEACON_HEADERS,
  beaconMethodNotAllowed,
  emptyResponse,
  readBeacon,
} from "~/server/beacon.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/store-events";

/** Generous for a person (a page view and a few clicks per page), tight for a script. */
const BEACON = {
  name: "store-events",
  limit: { points: 60, durationSeconds: 60 },
  maxBodyBytes: 1024,
};

export function loader() {
  return beaconMethodNotAllowed();
}

/**
 * Beacon for anonymous store events (navigator.sendBeacon from the store page). Stores only the
 * store id, the kind and the time: the visitor's address is used, hashed, for the rate limit only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const fields = await readBeacon(request, app, BEACON);
  if (fields instanceof Response) return fields;
  const parsed = storeEventInput.safeParse(fields);
  if (!parsed.success) return emptyResponse(400, BEACON_HEADERS);

  const recorded = await recordStoreEvent(app.db, parsed.data);
  return emptyResponse(recorded ? 204 : 404, BEACON_HEADERS);
}
