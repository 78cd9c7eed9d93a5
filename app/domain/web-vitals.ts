/**
 * Field speed metrics (Core Web Vitals and two helpers) as visitors' browsers measure them: which
 * metrics, the thresholds Google publishes for them, the page types they are counted under and
 * the histogram buckets they are stored in. Shared by the beacon (browser), the endpoint and the
 * Painel, so the three agree on every number.
 */

export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

type MetricRule = {
  label: string;
  /** Histogram step: a value v is counted in bucket floor(v / step). */
  step: number;
  /** Values above this are counted in the last bucket. */
  max: number;
  /** 'Bom' up to `good`, 'Ruim' above `poor` (web.dev's thresholds, at the 75th percentile). */
  good: number;
  poor: number;
  unit: "ms" | "";
};

export const VITAL_RULES: Record<VitalMetric, MetricRule> = {
  LCP: { label: "LCP", step: 50, max: 30_000, good: 2500, poor: 4000, unit: "ms" },
  INP: { label: "INP", step: 8, max: 5_000, good: 200, poor: 500, unit: "ms" },
  CLS: { label: "CLS", step: 0.01, max: 2, good: 0.1, poor: 0.25, unit: "" },
  FCP: { label: "FCP", step: 50, max: 30_000, good: 1800, poor: 3000, unit: "ms" },
  TTFB: { label: "TTFB", step: 50, max: 30_000, good: 800, poor: 1800, unit: "ms" },
};

/** A share of page views that report (1 = every one). Lower it if the table ever grows too fast. */
export const VITALS_SAMPLE_RATE = 1;

/** Page types the Painel shows, and the public routes counted under each. */
export const PAGE_TYPES = {
  home: { label: "Início", routes: ["routes/site/home"] },
  locator: {
    label: "Nossas Lojas",
    routes: [
      "routes/site/store-locator",
      "routes/site/store-directory-state",
      "routes/site/store-directory-city",
    ],
  },
  store: { label: "Página da loja", routes: ["routes/site/store"] },
  blog: {
    label: "Blog",
    routes: [
      "routes/site/blog/index",
      "routes/site/blog/search",
      "routes/site/blog/category",
      "routes/site/blog/page",
    ],
  },
  post: { label: "Post do blog", routes: ["routes/site/blog/post"] },
  club: { label: "Clube Basiquinha", routes: ["routes/site/club"] },
  other: {
    label: "Outras páginas",
    routes: [
      "routes/site/franchise",
      "routes/site/site-map",
      "routes/site/privacy-notice",
      "routes/site/data-request",
      "routes/site/newsletter-confirm",
      "routes/site/newsletter-unsubscribe",
      "routes/site/not-found",
    ],
  },
} as const;

export type PageType = keyof typeof PAGE_TYPES;
export const PAGE_TYPE_KEYS = Object.keys(PAGE_TYPES) as [PageType, ...PageType[]];

/** The page type of a route id (React Router's), or null for routes that are not counted. */
export function pageTypeOfRoute(routeId: string): PageType | null {
  for (const key of PAGE_TYPE_KEYS) {
    if ((PAGE_TYPES[key].routes as readonly string[]).includes(routeId)) return key;
  }
  return null;
}

export function bucketOf(metric: VitalMetric, value: number): number {
  const rule = VITAL_RULES[metric];
  const clamped = Math.min(Math.max(0, value), rule.max);
  return Math.min(Math.floor(clamped / rule.step + 1e-9), Math.round(rule.max / rule.step));
}

/** The largest value a bucket holds (its upper edge): a percentile read from it errs high. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const rule = VITAL_RULES[metric];
  const value = (bucket + 1) * rule.step;
  return metric === "CLS" ? Math.round(value * 100) / 100 : value;
}

export type VitalRating = "good" | "needs-improvement" | "poor";

export const RATING_LABELS: Record<VitalRating, string> = {
  good: "Bom",
  "needs-improvement": "Precisa melhorar",
  poor: "Ruim",
};

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const rule = VITAL_RULES[metric];
  if (value <= rule.good) return "good";
  if (value <= rule.poor) return "needs-improvement";
  return "poor";
}

/** A p75 as the Painel shows it: '2,4 s', '180 ms', '0,05'. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  if (value >= 1000) {
    return `${(value / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} s`;
  }
  return `${Math.round(value)} ms`;
}
