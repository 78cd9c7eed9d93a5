import { PageHeader, ScreenLoadError } from "~/components/admin/admin-ui";
import {
  ContentListScreen,
  InactiveOverlay,
  NewRecordLink,
  RecordActions,
  RecordPicture,
  recordActionProps,
  type RecordCardProps,
} from "~/components/admin/content-list/content-list-screen";
import { brandListActionSchema } from "~/domain/content-schemas";
import {
  brandListVersion,
  deleteBrand,
  listBrandsForAdmin,
  moveBrand,
  toggleBrand,
  type AdminBrand,
} from "~/models/admin-brands.server";
import { BRAND_NOUN, listLoadError, recordWords } from "~/domain/record-words";
import {
  contentListAction,
  contentListLoader,
  contentListMessages,
} from "./content-list-action.server";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import type { Route } from "./+types/brands";

const WORDS = recordWords(BRAND_NOUN);

export function meta() {
  return [{ title: `${WORDS.manageTitle} | Área Restrita` }];
}

export async function loader(args: Route.LoaderArgs) {
  const { records, edit } = await contentListLoader(
    args,
    "brands.view",
    listBrandsForAdmin,
    brandListVersion,
  );
  return { brands: records, edit };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  return contentListAction(args, {
    list: BRAND_NOUN.list,
    permission: "brands.edit",
    entity: "brand",
    schema: brandListActionSchema,
    messages: contentListMessages(WORDS),
    changes: { toggle: toggleBrand, remove: deleteBrand, move: moveBrand },
  });
}

function Header({ loaded }: { loaded: boolean }) {
  return (
    <PageHeader
      title={WORDS.manageTitle}
      description="Logos exibidos na seção Nossas Marcas da página inicial, na ordem da lista: use as setas para mudar a ordem. Marcas novas entram no fim."
      actions={loaded ? <NewRecordLink to={WORDS.newPath} label={WORDS.newLabel} /> : null}
    />
  );
}

function BrandCard({
  brand,
  list,
  index,
  count,
  busy,
}: RecordCardProps & { brand: AdminBrand; count: number }) {
  return (
    <>
      <div className="relative flex h-28 items-center justify-center bg-white p-4">
        <RecordPicture
          src={brand.logoUrl}
          alt={`Logo ${brand.name}`}
          size={[brand.width ?? 320, brand.height ?? 160]}
          eager={index < 12}
          className="max-h-20 w-auto object-contain"
          dimmed={brand.active ? null : "opacity-50 grayscale"}
        />
        {brand.active ? null : (
          <InactiveOverlay label="Inativa" veil="bg-black/30" text="text-xs" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-neutral-100 p-3">
        <p className="text-sm font-medium text-neutral-900">{brand.name}</p>
        <RecordActions
          {...recordActionProps(brand, list, WORDS)}
          name={`marca ${brand.name}`}
          busy={busy}
          className="mt-auto flex flex-wrap gap-2"
          move={{ list, index, count }}
        />
      </div>
    </>
  );
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentListScreen
      header={<Header loaded />}
      conflict={actionData?.conflict}
      records={loaderData.brands}
      empty={
        <>
          <p>{WORDS.none}</p>
          <NewRecordLink to={WORDS.newPath} label={WORDS.newLabel} />
        </>
      }
      ordered
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      testId="brand-card"
      card={(brand, index, busy) => (
        <BrandCard
          brand={brand}
          list={loaderData.edit}
          index={index}
          count={loaderData.brands.length}
          busy={busy}
        />
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ScreenLoadError header={<Header loaded={false} />} {...listLoadError(BRAND_NOUN)} />;
}
