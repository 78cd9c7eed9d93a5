import { Suspense } from "react";
import { useRevalidator } from "react-router";
import { usableUrl } from "~/components/external-link";
import { BrandsSection, type BrandsState } from "~/components/home/brands";
import { BeautyJourneySection, preloadBeautyProfiles } from "~/components/home/beauty-journey";
import type { ContactInfo } from "~/components/home/contact-section";
import { HomeHero, preloadHeroArt } from "~/components/home/hero";
import { deferredBoundary, withPartsLoaded } from "~/components/ui/deferred";
import type { HighlightStore, StoresState } from "~/components/home/stores-highlight";
import { socialLinksFrom } from "~/components/social-links";
import { storeCardView } from "~/domain/store-card";
import {
  ORGANIZATION_MAX_LOCATIONS,
  organizationJsonLd,
  websiteJsonLd,
} from "~/domain/structured-data";
import { abbreviateHours, hoursForStore } from "~/domain/hours";
import { normalizeWhatsapp, telHref, whatsappUrl } from "~/domain/phone";
import { formatPhoneDisplay } from "~/domain/phone-number";
import { seoMeta } from "~/domain/seo";
import { listActiveBanners } from "~/models/banners.server";
import { listActiveBrands } from "~/models/brands.server";
import { siteFigures } from "~/models/site-figures.server";
import { getSiteSettings } from "~/models/site-settings.server";
import {
  listFeaturedStores,
  listFirstActiveStores,
  listFlagshipCityStores,
  type StoreSummary,
} from "~/models/stores.server";
import { listPublicVideos } from "~/models/videos.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/home";

/*
 * The sections below the fold that only show content and links are loaded on their own (see
 * `deferred`): the server still renders them into the page, so visitors and crawlers get the
 * whole page at once, with or without JavaScript; in the browser their code is fetched, as one
 * module (one request rather than one per section), while the top of the page hydrates, and each
 * hydrates in its own task when it arrives. Three of them act
 * on taps, and their plain HTML already does the job until their code arrives: a tutorial is a
 * link that opens the video on YouTube (played in place once hydrated), the highlighted stores'
 * "Tentar Novamente" is a form that reloads the page (a revalidation once hydrated), and the
 * newsletter form posts to /newsletter, which answers with a message on the page it came from
 * (once hydrated it checks the address itself and answers under the form, in the background).
 * Sections whose taps need their code (the journey's tabs, the brands' carousel) come with the
 * page, so a tap is never lost to a part whose code is still on its way.
 */
const belowTheFold = () => import("~/components/home/below-the-fold");
const EssenceSection = deferredBoundary(() => belowTheFold().then((m) => m.EssenceSection));
const CategoriesSection = deferredBoundary(() => belowTheFold().then((m) => m.CategoriesSection));
const FranchiseTeaserSection = deferredBoundary(() =>
  belowTheFold().then((m) => m.FranchiseTeaserSection),
);
const TutorialsSection = deferredBoundary(() => belowTheFold().then((m) => m.TutorialsSection));
const TestimonialsSection = deferredBoundary(() =>
  belowTheFold().then((m) => m.TestimonialsSection),
);
const StoresHighlightSection = deferredBoundary(() =>
  belowTheFold().then((m) => m.StoresHighlightSection),
);
const FeaturedStoresSection = deferredBoundary(() =>
  belowTheFold().then((m) => m.FeaturedStoresSection),
);
const NewsletterSection = deferredBoundary(() => belowTheFold().then((m) => m.NewsletterSection));
const ContactSection = deferredBoundary(() => belowTheFold().then((m) => m.ContactSection));

const DEFERRED_SECTIONS = [
  EssenceSection,
  CategoriesSection,
  TutorialsSection,
  FranchiseTeaserSection,
  TestimonialsSection,
  StoresHighlightSection,
  FeaturedStoresSection,
  NewsletterSection,
  ContactSection,
];

/**
 * The home highlights 3 stores: those of the flagship city here, the nearest ones once the
 * browser knows the visitor's position (see StoresHighlightSection).
 */
const HIGHLIGHT_COUNT = 3;

function toHighlight(store: StoreSummary): HighlightStore {
  const card = storeCardView({
    ...store,
    // Generated from the weekly grid when the store has one, like the locator and store page.
    hours: abbreviateHours(hoursForStore(store)) || store.hoursText,
  });
  return {
    id: card.id,
    name: card.name,
    slug: store.slug,
    place: card.place,
    address: card.address,
    postalCode: card.postalCode,
    hours: card.hours,
    whatsappUrl: card.whatsappUrl,
    distance: null,
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const { db, logger } = app;
  const [settings, figures] = await Promise.all([
    getSiteSettings(db),
    // Counted from the stores: if they cannot be read, the page leaves the figures out.
    siteFigures(db).catch((err: unknown) => {
      logger.error({ err }, "home: figures failed");
      return null;
    }),
  ]);

  // Each section fails on its own: a broken query shows that section's error state, never a 500.
  const [videos, brands, stores, highlight, featured] = await Promise.all([
    listPublicVideos(db).catch((err: unknown) => {
      logger.error({ err }, "home: videos failed");
      return [];
    }),
    Promise.all([listActiveBanners(db), listActiveBrands(db)]).then(
      ([bannerRows, brandRows]): BrandsState => ({
        status: "loaded",
        banners: bannerRows,
        brands: brandRows,
      }),
      (err: unknown): BrandsState => {
        logger.error({ err }, "home: banners or brands failed");
        return { status: "error" };
      },
    ),
    listFirstActiveStores(db, ORGANIZATION_MAX_LOCATIONS).catch((err: unknown) => {
      logger.error({ err }, "home: stores failed");
      return null;
    }),
    listFlagshipCityStores(db, HIGHLIGHT_COUNT).catch((err: unknown) => {
      logger.error({ err }, "home: highlighted stores failed");
      return null;
    }),
    listFeaturedStores(db, 4).catch((err: unknown) => {
      logger.error({ err }, "home: featured stores failed");
      return [];
    }),
  ]);

  const storesState: StoresState =
    highlight === null
      ? { status: "error", message: "Não foi possível carregar as lojas agora." }
      : highlight.length === 0
        ? { status: "error", message: "Nenhuma loja encontrada" }
        : { status: "loaded", stores: highlight.map(toHighlight) };

  const brandName = settings.brandName;
  const contact: ContactInfo = {
    email: settings.contactEmail || null,
    phone: settings.contactPhone || null,
    phoneHref: settings.contactPhone ? telHref(settings.contactPhone) : null,
    whatsappUrl: whatsappUrl(settings.whatsapp, `Olá! Vim pelo site da ${brandName}.`),
    whatsappLabel: normalizeWhatsapp(settings.whatsapp)
      ? formatPhoneDisplay(settings.whatsapp)
      : null,
  };
  const firstBanner = brands.status === "loaded" ? brands.banners[0] : undefined;

  const seo = buildSeo(app, brandName, {
    path: "/",
    title: `${brandName} | Cosméticos e Beleza em Goiás`,
    description: `Maquiagem, skincare, perfumes e eletro: quase 20.000 produtos nas lojas ${brandName} em Goiás e na loja online. Encontre a loja mais perto de você.`,
    image: firstBanner?.imageUrl,
    imageAlt: firstBanner?.description,
    keywords: `${brandName}, cosméticos, maquiagem, skincare, perfumes, loja de cosméticos Goiânia, Goiás`,
    jsonLd: [
      organizationJsonLd(
        app.env.PUBLIC_SITE_URL,
        settings,
        (stores ?? []).map((store) => ({
          ...storeCardView({ ...store, hours: "" }),
          latitude: store.latitude,
          longitude: store.longitude,
        })),
      ),
      websiteJsonLd(app.env.PUBLIC_SITE_URL, settings),
    ],
  });

  return {
    brandName,
    shopUrl: usableUrl(settings.onlineShopUrl),
    youtubeUrl: usableUrl(settings.youtubeUrl),
    social: socialLinksFrom(settings),
    contact,
    videos,
    brands,
    stores: storesState,
    featured,
    figures,
    seo,
  };
}

/**
 * Client-side navigations to the home page (a header link to "/#contato" from another page)
 * load the sections' code with the page's data, so the page renders whole and the browser can
 * scroll to the anchor. The first visit is rendered by the server and does not run this.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPartsLoaded(serverLoader, [
    ...DEFERRED_SECTIONS.map((section) => section.preload),
    preloadHeroArt,
    preloadBeautyProfiles,
  ]);
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brandName } = loaderData;
  const revalidator = useRevalidator();
  return (
    <main>
      <HomeHero brandName={brandName} />
      {/* Each section below the fold is its own Suspense boundary (the deferred ones bring
          theirs): it hydrates in its own task once its code has arrived (selective hydration). */}
      <EssenceSection brandName={brandName} figures={loaderData.figures} />
      <Suspense>
        <BeautyJourneySection />
      </Suspense>
      <CategoriesSection shopUrl={loaderData.shopUrl} />
      <TutorialsSection
        videos={loaderData.videos}
        youtubeUrl={loaderData.youtubeUrl}
        brandName={brandName}
      />
      <FranchiseTeaserSection brandName={brandName} figures={loaderData.figures} />
      <Suspense>
        <BrandsSection state={loaderData.brands} loading={revalidator.state === "loading"} />
      </Suspense>
      <TestimonialsSection />
      <StoresHighlightSection state={loaderData.stores} />
      <FeaturedStoresSection stores={loaderData.featured} />
      <NewsletterSection brandName={brandName} />
      <ContactSection
        brandName={brandName}
        contact={loaderData.contact}
        social={loaderData.social}
      />
    </main>
  );
}
