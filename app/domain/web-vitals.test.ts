import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  bucketOf,
  bucketValue,
  formatVital,
  pageTypeOfRoute,
  ratingOf,
  VITAL_METRICS,
} from "./web-vitals";

type Entry = { file: string; children?: Entry[] };
const files = (entries: Entry[]): string[] =>
  entries.flatMap((e) => [e.file, ...files(e.children ?? [])]);

describe("web vitals", () => {
  it("counts every public page under a page type, and nothing else", () => {
    const ids = files(routes as Entry[]).map((f) => f.replace(/\.tsx?$/, ""));
    const site = ids.filter((id) => id.startsWith("routes/site/") && id !== "routes/site/layout");
    // store-redirect only answers 301: it never renders a page.
    for (const id of site.filter((i) => i !== "routes/site/store-redirect")) {
      expect(pageTypeOfRoute(id), id).not.toBeNull();
    }
    expect(pageTypeOfRoute("routes/site/store")).toBe("store");
    expect(pageTypeOfRoute("routes/site/store-directory-city")).toBe("locator");
    expect(pageTypeOfRoute("routes/admin/dashboard")).toBeNull();
    expect(pageTypeOfRoute("routes/auth/login")).toBeNull();
  });

  it("puts a value in the bucket whose upper edge is at or above it", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 2449)).toBe(48);
    expect(bucketOf("LCP", 2450)).toBe(49);
    expect(bucketValue("LCP", 49)).toBe(2500);
    expect(bucketOf("INP", 199)).toBe(24);
    expect(bucketValue("INP", 24)).toBe(200);
    expect(bucketOf("CLS", 0.1)).toBe(10);
    expect(bucketValue("CLS", 9)).toBe(0.1);
    // Beyond the range, the last bucket; below zero, the first.
    expect(bucketOf("LCP", 1e9)).toBe(600);
    expect(bucketOf("TTFB", -3)).toBe(0);
    for (const metric of VITAL_METRICS) {
      expect(bucketOf(metric, 1e9)).toBeLessThanOrEqual(32_767); // smallint
    }
  });

  it("rates by Google's thresholds", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2550)).toBe("needs-improvement");
    expect(ratingOf("LCP", 4050)).toBe("poor");
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 504)).toBe("poor");
    expect(ratingOf("CLS", 0.1)).toBe("good");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
  });

  it("formats values as the Painel shows them", () => {
    expect(formatVital("LCP", 2000)).toBe("2 s");
    expect(formatVital("LCP", 3500)).toBe("3,5 s");
    expect(formatVital("INP", 184)).toBe("184 ms");
    expect(formatVital("CLS", 0.05)).toBe("0,05");
  });
});
