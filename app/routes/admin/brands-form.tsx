import { CheckboxField, TextField } from "~/components/admin/admin-ui";
import {
  ContentForm,
  ContentFormError,
  contentFormMeta,
  contentFormScreen,
  useContentForm,
} from "~/components/admin/content-list/content-form";
import { ImageField } from "~/components/admin/image-field";
import { brandSchema, newBrandSchema } from "~/domain/content-schemas";
import { BRAND_NOUN } from "~/domain/record-words";
import type { Brand } from "#db/schema";
import { createBrand, getBrand, storeBrandLogo, updateBrand } from "~/models/admin-brands.server";
import { contentFormAction, contentFormRecord } from "./content-form-action.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/brands-form";

const SCREEN = contentFormScreen(BRAND_NOUN, "max-w-2xl");

export const meta = contentFormMeta(SCREEN);

/** The brand as the form's defaults show it. */
const brandDefaults = (brand: Pick<Brand, "name" | "active"> | null) => ({
  name: brand?.name ?? "",
  active: brand?.active ?? true,
});

export async function loader(args: Route.LoaderArgs) {
  const { record: brand } = await contentFormRecord(args, "brands.edit", getBrand, SCREEN);
  return {
    brand: brand && {
      id: brand.id,
      name: brand.name,
      active: brand.active,
      logoUrl: brand.logoUrl,
    },
    edit: brand ? openEdit(brand.version, brandDefaults(brand)) : openEdit(null),
  };
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, {
    screen: SCREEN,
    permission: "brands.edit",
    entity: "brand",
    find: getBrand,
    defaults: brandDefaults,
    schema: (creating) => (creating ? newBrandSchema : brandSchema),
    upload: async (app, userId, value) =>
      value.image
        ? storeBrandLogo(app.storage, { file: value.image, name: value.name, userId })
        : null,
    save: async ({ app, by, id, value, uploaded: logo, version }) => {
      const values = { name: value.name, active: value.active ?? false };
      if (id === null) {
        await createBrand(app, by, values, logo!);
        return;
      }
      if (!(await updateBrand(app, by, id, values, { logo, version }))) {
        throw new Error("brand vanished");
      }
    },
  });
}

export default function BrandForm({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const editing = brand !== null;
  const [form, fields, version] = useContentForm({
    id: editing ? `brand-${brand.id}` : "brand-new",
    schema: editing ? brandSchema : newBrandSchema,
    actionData,
    defaultValue: brandDefaults(brand),
    edit: loaderData.edit,
  });

  return (
    <ContentForm screen={SCREEN} form={form} editing={version} recordId={brand?.id ?? null}>
      <TextField label="Nome" meta={fields.name} autoComplete="off" />
      <ImageField
        label="Logo"
        meta={fields.image}
        currentUrl={brand?.logoUrl}
        currentAlt={brand ? `Logo ${brand.name}` : undefined}
        previewClassName="mx-auto h-32 w-auto object-contain p-4"
      />
      <CheckboxField
        label="Ativa"
        meta={fields.active}
        hint="Só marcas ativas aparecem na página inicial."
      />
    </ContentForm>
  );
}

export function ErrorBoundary() {
  return <ContentFormError screen={SCREEN} />;
}
