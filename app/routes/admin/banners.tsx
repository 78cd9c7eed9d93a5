import { PageHeader, ScreenLoadError } from "~/components/admin/admin-ui";
import {
  ContentListScreen,
  InactiveOverlay,
  NewRecordLink,
  RecordActions,
  recordActionProps,
} from "~/components/admin/content-list/content-list-screen";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import type { EditState } from "~/domain/edit-version";
import { BannerTimeline } from "~/components/admin/banner-timeline";
import { bannerListActionSchema, MAX_BANNERS } from "~/domain/content-schemas";
import {
  BannerLimitError,
  bannerListVersion,
  deleteBanner,
  listBannersForAdmin,
  moveBanner,
  toggleBanner,
  type AdminBanner,
} from "~/models/admin-banners.server";
import {
  contentListAction,
  contentListLoader,
  contentListMessages,
} from "./content-list-action.server";
import { BANNER_NOUN, listLoadError, recordWords } from "~/domain/record-words";
import { displayWindowLabel } from "~/domain/display-window";
import type { Route } from "./+types/banners";

const WORDS = recordWords(BANNER_NOUN);

export function meta() {
  return [{ title: `${WORDS.manageTitle} | Área Restrita` }];
}

export async function loader(args: Route.LoaderArgs) {
  const { records, edit } = await contentListLoader(
    args,
    "banners.view",
    listBannersForAdmin,
    bannerListVersion,
  );
  return { banners: records, edit };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  return contentListAction(args, {
    list: BANNER_NOUN.list,
    permission: "banners.edit",
    entity: "banner",
    schema: bannerListActionSchema,
    messages: contentListMessages(WORDS),
    changes: { toggle: toggleBanner, remove: deleteBanner, move: moveBanner },
    refusal: (error) => (error instanceof BannerLimitError ? error.message : null),
  });
}

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
  list,
  index,
  count,
  busy,
}: {
  banner: AdminBanner;
  /** The list's version as the screen shows it. */
  list: EditState;
  index: number;
  count: number;
  busy: boolean;
}) {
  return (
    <>
      <div className="relative bg-neutral-100">
        <img
          src={banner.imageUrl}
          alt={banner.description}
          width={banner.width ?? 1600}
          height={banner.height ?? 600}
          loading={index < 3 ? "eager" : "lazy"}
          decoding="async"
          className={`aspect-[8/3] w-full object-cover ${banner.active ? "" : "opacity-60 grayscale"}`}
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
        <RecordActions
          {...recordActionProps(banner, list, WORDS)}
          name={`banner ${banner.description}`}
          busy={busy}
          className="flex flex-wrap items-center gap-2 pt-2"
          move={{ list, index, count }}
        />
      </div>
    </>
  );
}

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, edit } = loaderData;
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
      card={(banner, index, busy) => (
        <BannerCard banner={banner} list={edit} index={index} count={banners.length} busy={busy} />
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ScreenLoadError header={<Header banners={null} />} {...listLoadError(BANNER_NOUN)} />;
}
