import { recordStoreEvent, storeEventInput } from "~/models/store-events.server";
import { beaconAction, beaconMethodNotAllowed } from "~/server/beacon.server";

export const loader = beaconMethodNotAllowed;

/**
 * Beacon for anonymous store events (navigator.sendBeacon from the store page). Stores only the
 * store id, the kind and the time: the visitor's address is used, hashed, for the rate limit only.
 */
export const action = beaconAction({
  name: "store-events",
  /** Generous for a person (a page view and a few clicks per page), tight for a script. */
  limit: { points: 60, durationSeconds: 60 },
  maxBodyBytes: 1024,
  parse: (fields) => storeEventInput.safeParse(fields),
  record: async (app, input) => ((await recordStoreEvent(app.db, input)) ? 204 : 404),
});
