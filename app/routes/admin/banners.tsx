import type { ReactNode } from "react";
import { PageHeader, ScreenLoadError } from "~/components/admin/admin-ui";
import { BannerTimeline } from "~/components/admin/banner-timeline";
import {
  contentListMeta,
  ContentListScreen,
  InactiveOverlay,
  NewRecordLink,
  RecordPicture,
} from "~/components/admin/content-list/content-list-screen";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { displayWindowLabel } from "~/domain/display-window";
import { BANNER_NOUN, listLoadError, recordWords } from "~/domain/record-words";
import { bannerList, type AdminBanner } from "~/models/admin-banners.server";
import {
  contentListAction,
  contentListLoader,
  type ContentListRoute,
} from "./content-list-action.server";
import type { Route } from "./+types/banners";

const SCREEN: ContentListRoute = { noun: BANNER_NOUN, area: "banners" };
const WORDS = recordWords(BANNER_NOUN);

export const meta = contentListMeta(BANNER_NOUN);
export const loader = (args: Route.LoaderArgs) => contentListLoader(args, SCREEN, bannerList);
export const shouldRevalidate = revalidateOnConflict;
export const action = (args: Route.ActionArgs) => contentListAction(args, SCREEN, bannerList);

function Header({ banners }: { banners: AdminBanner[] | null }) {
  return (
    <>
      <PageHeader
        title={WORDS.manageTitle}
        description={
          banners === null
            ? "Banners do carrossel da página inicial."
            : `Banners do carrossel da página inicial, na ordem em que aparecem. No máximo ${MAX_BANNERS} no ar ao mesmo tempo: prepare os próximos com as datas de exibição.`
        }
        actions={
          banners === null ? null : <NewRecordLink to={WORDS.newPath} label={WORDS.newLabel} />
        }
      />
      {banners ? (
        <BannerTimeline
          limit={MAX_BANNERS}
          banners={banners.map((b) => ({ ...b, label: b.description }))}
        />
      ) : null}
    </>
  );
}

const windowTone = {
  scheduled: "bg-amber-100 text-amber-900",
  ended: "bg-neutral-200 text-neutral-700",
  open: "bg-green-100 text-green-800",
} as const;

/** Where the banner leads, opened in a new tab, or that it leads nowhere. */
function BannerLink({ url }: { url: string | null }) {
  if (!url) return <span className="text-neutral-500">Sem link de redirecionamento</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {url}
    </a>
  );
}

function BannerCard({
  banner,
  index,
  actions,
}: {
  banner: AdminBanner;
  index: number;
  actions: ReactNode;
}) {
  return (
    <>
      <div className="relative bg-neutral-100">
        <RecordPicture
          src={banner.imageUrl}
          alt={banner.description}
          size={[banner.width ?? 1600, banner.height ?? 600]}
          eager={index < 3}
          className="aspect-[8/3] w-full object-cover"
          dimmed={banner.active ? null : "opacity-60 grayscale"}
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-neutral-800">
          {index + 1}º
        </span>
        {banner.active ? null : (
          <InactiveOverlay label="Inativo" veil="bg-black/40" text="text-sm" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {banner.window !== "open" || banner.endsAt ? (
          <p
            className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${windowTone[banner.window]}`}
          >
            {displayWindowLabel(banner.startsAt, banner.endsAt)}
          </p>
        ) : null}
        <p className="text-sm break-all">
          <BannerLink url={banner.url} />
        </p>
        <p className="flex-1 font-medium text-neutral-900">{banner.description}</p>
        {actions}
      </div>
    </>
  );
}

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { records: banners, edit } = loaderData;
  return (
    <ContentListScreen
      header={<Header banners={banners} />}
      conflict={actionData?.conflict}
      records={banners}
      empty={
        <>
          <p>Nenhum banner cadastrada</p>
          <NewRecordLink to={WORDS.newPath} label="Adicionar Banner" />
        </>
      }
      ordered
      className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
      testId="banner-card"
      edit={edit}
      words={WORDS}
      name={(banner) => `banner ${banner.description}`}
      actionsClassName="flex flex-wrap items-center gap-2 pt-2"
      card={(banner, index, actions) => (
        <BannerCard banner={banner} index={index} actions={actions} />
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ScreenLoadError header={<Header banners={null} />} {...listLoadError(BANNER_NOUN)} />;
}
