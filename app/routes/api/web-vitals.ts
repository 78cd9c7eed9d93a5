import { pageTypeOfRoute } from "~/domain/web-vitals";
import { recordWebVitals, webVitalsInput } from "~/models/web-vitals.server";
import { beaconAction, beaconMethodNotAllowed } from "~/server/beacon.server";

export const loader = beaconMethodNotAllowed;

/**
 * Beacon for the field speed of a public page view (web-vitals, app/components/web-vitals.ts):
 * the page's route id (its type is read from it here) and up to five numbers, added to the
 * day's histograms. No address, cookie or user agent is stored; the address is used, hashed,
 * for the rate limit only.
 */
export const action = beaconAction({
  name: "web-vitals",
  /** A page view sends one to four beacons (some metrics are final only when the page is left). */
  limit: { points: 60, durationSeconds: 60 },
  maxBodyBytes: 512,
  parse: ({ r = "", ...metrics }) =>
    webVitalsInput.safeParse({ ...metrics, t: pageTypeOfRoute(r.slice(0, 100)) }),
  record: async (app, input) => {
    await recordWebVitals(app.db, input);
    return 204;
  },
});
