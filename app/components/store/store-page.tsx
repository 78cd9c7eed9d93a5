import type { ComponentProps } from "react";
import { StoreBreadcrumbs } from "~/components/store/store-breadcrumbs";
import { StoreHero } from "~/components/store/store-hero";
import { deferredBoundary } from "~/components/ui/deferred";
import type { StorePageView } from "~/models/store-page.server";

/*
 * The sections below the store's hero show content and links only: the server renders them into
 * the page, and their code comes after the page's first download (see `deferred`). The about
 * section's only moving part, the open/closed badge, is server-rendered and holds until its next
 * change. The breadcrumbs, the hero (on phones with the quick contact card; its banner carousel
 * is deferred too, see StoreHero) and the visit events come with the page.
 */
const StoreAbout = deferredBoundary(() =>
  import("~/components/store/store-about").then((m) => m.StoreAbout),
);
const StoreDifferentials = deferredBoundary(() =>
  import("~/components/store/store-differentials").then((m) => m.StoreDifferentials),
);
const StoreExpertise = deferredBoundary(() =>
  import("~/components/store/store-expertise").then((m) => m.StoreExpertise),
);
const StoreLocation = deferredBoundary(() =>
  import("~/components/store/store-location").then((m) => m.StoreLocation),
);
const StoreTestimonials = deferredBoundary(() =>
  import("~/components/store/store-testimonials").then((m) => m.StoreTestimonials),
);
const StoreCallToAction = deferredBoundary(() =>
  import("~/components/store/store-cta").then((m) => m.StoreCallToAction),
);
export const DEFERRED_SECTIONS = [
  StoreAbout,
  StoreDifferentials,
  StoreExpertise,
  StoreLocation,
  StoreTestimonials,
  StoreCallToAction,
];

/**
 * A store's page below the site's header: the public page (routes/site/store.tsx) and the
 * preview of a change request ("Aprovações") draw the same component.
 */
export function StorePageBody({
  store,
  places,
}: {
  store: StorePageView;
  places: ComponentProps<typeof StoreBreadcrumbs>["places"];
}) {
  return (
    <main>
      <StoreBreadcrumbs storeName={store.name} places={places} />
      <StoreHero store={store} />
      <StoreAbout store={store} />
      <StoreDifferentials items={store.differentials} />
      <StoreExpertise store={store} />
      <StoreLocation store={store} />
      <StoreTestimonials store={store} />
      <StoreCallToAction store={store} />
    </main>
  );
}
