import { recordStoreEvent, storeEventInput } from "~/models/store-events.server";
import { beaconAction, beaconMethodNotAllowed } from "~/server/beacon.server";
import type { Route } from "./+types/store-events";

/** Generous for a person (a page view and a few clicks per page), tight for a script. */
const BEACON = {
  name: "store-events",
  limit: { points: 60, durationSeconds: 60 },
  maxBodyBytes: 1024,
};

export const loader = beaconMethodNotAllowed;

/**
 * Beacon for anonymous store events (navigator.sendBeacon from the store page). Stores only the
 * store id, the kind and the time: the visitor's address is used, hashed, for the rate limit only.
 */
export function action(args: Route.ActionArgs) {
  return beaconAction(args, BEACON, async (app, fields) => {
    const parsed = storeEventInput.safeParse(fields);
    if (!parsed.success) return 400;
    return (await recordStoreEvent(app.db, parsed.data)) ? 204 : 404;
  });
}
