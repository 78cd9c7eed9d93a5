import { describe, expect, it } from "vitest";
import { directionsUrl, type DirectionsTarget } from "./directions";

const address = { street: "Av. T-63", number: "1234", city: "Goiânia", state: "Goiás" };
const coordinates = { latitude: -16.7063, longitude: -49.2695 };

describe("directionsUrl", () => {
  it.each<[string, DirectionsTarget, string | null]>([
    [
      "the store's own maps link first",
      { mapsUrl: " https://maps.app.goo.gl/abc123 ", ...coordinates, ...address },
      "https://maps.app.goo.gl/abc123",
    ],
    [
      "driving directions by coordinates when there is no link",
      { mapsUrl: null, ...coordinates, ...address },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7063,-49.2695&travelmode=driving",
    ],
    [
      "an empty link is ignored",
      { mapsUrl: "  ", ...coordinates },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7063,-49.2695&travelmode=driving",
    ],
    [
      "a non-http link is ignored",
      { mapsUrl: "javascript:alert(1)", ...coordinates },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7063,-49.2695&travelmode=driving",
    ],
    [
      "coordinates typed as text",
      { latitude: "-16.7063", longitude: "-49.2695" },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7063,-49.2695&travelmode=driving",
    ],
    [
      "address search when coordinates are missing",
      { latitude: null, longitude: null, ...address },
      "https://www.google.com/maps/search/?api=1&query=Av.%20T-63%2C%201234%2C%20Goi%C3%A2nia%2C%20Goi%C3%A1s",
    ],
    [
      "address search when coordinates are invalid",
      { latitude: 91, longitude: "abc", city: "Anápolis", state: "Goiás" },
      "https://www.google.com/maps/search/?api=1&query=An%C3%A1polis%2C%20Goi%C3%A1s",
    ],
    ["nothing at all", { mapsUrl: "", street: " " }, null],
  ])("%s", (_name, store, expected) => {
    expect(directionsUrl(store)).toBe(expected);
  });
});
