import { pageTypeOfRoute } from "~/domain/web-vitals";
import { recordWebVitals, webVitalsInput } from "~/models/web-vitals.server";
import {
  BEACON_HEADERS,
  beaconMethodNotAllowed,
  emptyResponse,
  readBeacon,
} from "~/server/beacon.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/web-vitals";

/** A page view sends one to four beacons (some metrics are final only when the page is left). */
const BEACON = {
  name: "web-vitals",
  limit: { points: 60, durationSeconds: 60 },
  maxBodyBytes: 512,
};

export function loader() {
  return beaconMethodNotAllowed();
}

/**
 * Beacon for the field speed of a public page view (web-vitals, app/components/web-vitals.ts):
 * the page's route id (its type is read from it here) and up to five numbers, added to the
 * day's histograms. No address, cookie or
 * user agent is stored; the address is used, hashed, for the rate limit only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const fields = await readBeacon(request, app, BEACON);
  if (fields instanceof Response) return fields;
  const { r = "", ...metrics } = fields;
  const parsed = webVitalsInput.safeParse({ ...metrics, t: pageTypeOfRoute(r.slice(0, 100)) });
  if (!parsed.success) return emptyResponse(400, BEACON_HEADERS);
  await recordWebVitals(app.db, parsed.data);
  return emptyResponse(204, BEACON_HEADERS);
}
