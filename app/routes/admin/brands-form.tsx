import { CheckboxField, TextField } from "~/components/admin/admin-ui";
import {
  ContentForm,
  ContentFormError,
  ContentFormPage,
  contentFormMeta,
  useContentForm,
  type ContentFormScreen,
} from "~/components/admin/content-list/content-form";
import { ImageField } from "~/components/admin/image-field";
import { brandSchema, newBrandSchema } from "~/domain/content-schemas";
import { createBrand, getBrand, updateBrand } from "~/models/admin-brands.server";
import { contentFormAction, contentFormRecord } from "./content-form-action.server";
import { deleteStoredImage, storeImageUpload } from "~/server/uploads.server";
import type { Route } from "./+types/brands-form";

const SCREEN: ContentFormScreen = {
  list: "/restrita/marcas",
  listName: "Marcas",
  width: "max-w-2xl",
  titles: { create: "Nova Marca", edit: "Editar Marca" },
  missing: { title: "Marca não encontrada", text: "Ela pode ter sido excluída." },
  loadError: {
    title: "Erro ao carregar marcas",
    message: "Não foi possível carregar a marca. Tente novamente.",
  },
};

export function meta({ params }: Route.MetaArgs) {
  return contentFormMeta(SCREEN, params);
}

export async function loader(args: Route.LoaderArgs) {
  const { record: brand } = await contentFormRecord(args, "brands.edit", getBrand, SCREEN);
  return {
    brand: brand && {
      id: brand.id,
      name: brand.name,
      active: brand.active,
      logoUrl: brand.logoUrl,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, {
    screen: SCREEN,
    permission: "brands.edit",
    entity: "brand",
    find: getBrand,
    schema: (creating) => (creating ? newBrandSchema : brandSchema),
    failTitle: (creating) => (creating ? "Erro ao criar marca" : "Erro ao atualizar marca"),
    upload: async (app, userId, value) =>
      value.image
        ? storeImageUpload(app, {
            file: value.image,
            folder: "brands",
            // Two uploads in the same millisecond would share a timestamp-only name.
            prefix: `logo-${crypto.randomUUID().slice(0, 6)}`,
            altText: `Logo ${value.name}`,
            userId,
          })
        : null,
    discard: (app, logo) => deleteStoredImage(app, logo?.url),
    save: async ({ app, by, id, value, uploaded: logo }) => {
      const values = { name: value.name, active: value.active ?? false };
      if (id === null) {
        await createBrand(app.db, by, { ...values, logoUrl: logo!.url, mediaId: logo!.id });
        return "Marca criada";
      }
      const logoChange = logo ? { logoUrl: logo.url, mediaId: logo.id } : {};
      if (!(await updateBrand(app, by, id, { ...values, ...logoChange }))) {
        throw new Error("brand vanished");
      }
      return "Marca atualizada";
    },
  });
}

export default function BrandForm({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const editing = brand !== null;
  const [form, fields] = useContentForm({
    id: editing ? `brand-${brand.id}` : "brand-new",
    schema: editing ? brandSchema : newBrandSchema,
    actionData,
    defaultValue: { name: brand?.name ?? "", active: brand?.active ?? true },
  });

  return (
    <ContentFormPage screen={SCREEN} editing={editing}>
      <ContentForm
        screen={SCREEN}
        form={form}
        submitLabel={editing ? "Atualizar Marca" : "Criar Marca"}
      >
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
    </ContentFormPage>
  );
}

export function ErrorBoundary() {
  return <ContentFormError screen={SCREEN} />;
}
