import type { ReactNode } from "react";
import { PageHeader, ScreenLoadError } from "~/components/admin/admin-ui";
import {
  contentListMeta,
  ContentListScreen,
  InactiveOverlay,
  NewRecordLink,
  RecordPicture,
} from "~/components/admin/content-list/content-list-screen";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import { BRAND_NOUN, listLoadError, recordWords } from "~/domain/record-words";
import { brandList, type AdminBrand } from "~/models/admin-brands.server";
import {
  contentListAction,
  contentListLoader,
  type ContentListRoute,
} from "./content-list-action.server";
import type { Route } from "./+types/brands";

const SCREEN: ContentListRoute = { noun: BRAND_NOUN, area: "brands" };
const WORDS = recordWords(BRAND_NOUN);

export const meta = contentListMeta(BRAND_NOUN);
export const loader = (args: Route.LoaderArgs) => contentListLoader(args, SCREEN, brandList);
export const shouldRevalidate = revalidateOnConflict;
export const action = (args: Route.ActionArgs) => contentListAction(args, SCREEN, brandList);

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
  index,
  actions,
}: {
  brand: AdminBrand;
  index: number;
  actions: ReactNode;
}) {
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
        {actions}
      </div>
    </>
  );
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentListScreen
      header={<Header loaded />}
      conflict={actionData?.conflict}
      records={loaderData.records}
      empty={
        <>
          <p>{WORDS.none}</p>
          <NewRecordLink to={WORDS.newPath} label={WORDS.newLabel} />
        </>
      }
      ordered
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      testId="brand-card"
      edit={loaderData.edit}
      words={WORDS}
      name={(brand) => `marca ${brand.name}`}
      actionsClassName="mt-auto flex flex-wrap gap-2"
      card={(brand, index, actions) => <BrandCard brand={brand} index={index} actions={actions} />}
    />
  );
}

export function ErrorBoundary() {
  return <ScreenLoadError header={<Header loaded={false} />} {...listLoadError(BRAND_NOUN)} />;
}
