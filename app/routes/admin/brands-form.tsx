import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { ArrowLeft } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import {
  CheckboxField,
  FormErrors,
  LoadError,
  PageHeader,
  secondaryButton,
  SubmitButton,
  TextField,
  useActionToast,
} from "~/components/admin/admin-ui";
import { ImageField } from "~/components/admin/image-field";
import { brandSchema, newBrandSchema, parseRecordId } from "~/domain/content-schemas";
import { createBrand, getBrand, updateBrand } from "~/models/admin-brands.server";
import { requireUser } from "~/server/auth.server";
import { contentFormAction } from "~/server/content-form-action.server";
import { getApp } from "~/server/context.server";
import { deleteStoredImage, storeImageUpload } from "~/server/uploads.server";
import type { Route } from "./+types/brands-form";

const LIST = "/restrita/marcas";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Editar Marca" : "Nova Marca"} | Área Restrita` }];
}

function notFound(): never {
  throw data({ message: "Marca não encontrada." }, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  if (args.params.id === undefined) return { brand: null };
  const id = parseRecordId(args.params.id);
  const brand = id ? await getBrand(db, id) : null;
  if (!brand) notFound();
  return {
    brand: { id: brand.id, name: brand.name, active: brand.active, logoUrl: brand.logoUrl },
  };
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, {
    list: LIST,
    entity: "brand",
    find: getBrand,
    notFound,
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

function BackLink() {
  return (
    <Link to={LIST} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      <ArrowLeft aria-hidden className="size-4" />
      Voltar para Marcas
    </Link>
  );
}

export default function BrandForm({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const editing = brand !== null;
  const schema = editing ? brandSchema : newBrandSchema;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useActionToast(actionData?.toast);
  const [form, fields] = useForm({
    id: editing ? `brand-${brand.id}` : "brand-new",
    lastResult: actionData?.result,
    defaultValue: { name: brand?.name ?? "", active: brand?.active ?? true },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    // Clear an error while typing, so the button doesn't move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <BackLink />
      <PageHeader title={editing ? "Editar Marca" : "Nova Marca"} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <FormErrors errors={form.errors} />
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
        <div className="flex flex-wrap gap-3 pt-2">
          <SubmitButton busy={busy} label={editing ? "Atualizar Marca" : "Criar Marca"} />
          <Link to={LIST} className={secondaryButton}>
            Cancelar
          </Link>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <BackLink />
      {missing ? (
        <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-neutral-900">Marca não encontrada</h1>
          <p className="mt-2 text-neutral-600">Ela pode ter sido excluída.</p>
        </div>
      ) : (
        <LoadError
          title="Erro ao carregar marcas"
          message="Não foi possível carregar a marca. Tente novamente."
        />
      )}
    </div>
  );
}
