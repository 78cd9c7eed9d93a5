import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/domain/form-input";
import { useId, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/admin/use-schema-form";
import {
  FormErrors,
  ScreenLoadError,
  PageHeader,
  SubmitButton,
  TextField,
  useActionToast,
  type ActionToast,
} from "~/components/admin/admin-ui";
import {
  EditConflictNotice,
  EditVersionFields,
  useEditState,
} from "~/components/admin/edit-conflict";
import { siteSettingsSchema } from "~/domain/content-schemas";
import type { EditConflict } from "~/domain/edit-version";
import {
  getSettingsForAdmin,
  saveSettings,
  type AdminSiteSettings,
} from "~/models/admin-settings.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import type { Route } from "./+types/settings";

const PAGE = "/restrita/configuracoes";

export function meta() {
  return [{ title: "Configurações do site | Área Restrita" }];
}

/** The settings as the form's defaults: every field as text. */
function settingsDefaults(settings: AdminSiteSettings) {
  const { id: _id, version: _version, ...fields } = settings;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ""]));
}

/** The settings' version and their values as the form's defaults. */
const settingsEdit = (settings: AdminSiteSettings) => ({
  version: settings.version,
  values: settingsDefaults(settings),
});

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const app = getApp(args.context);
  const { version, values } = settingsEdit(await getSettingsForAdmin(app.db));
  return {
    settings: values,
    edit: openEdit(version, values),
    defaultMapTileUrl: app.env.MAP_TILE_URL,
  };
}

type ActionData = {
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  conflict?: EditConflict;
};

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const form = await readFormData(args.request);
  const submission = parseForm(form, { schema: siteSettingsSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  const values = {
    brandName: v.brandName,
    contactEmail: v.contactEmail.trim().toLowerCase(),
    contactPhone: v.contactPhone,
    whatsapp: v.whatsapp ?? null,
    instagramUrl: v.instagramUrl ?? null,
    facebookUrl: v.facebookUrl ?? null,
    youtubeUrl: v.youtubeUrl ?? null,
    tiktokUrl: v.tiktokUrl ?? null,
    onlineShopUrl: v.onlineShopUrl ?? null,
    franchiseUrl: v.franchiseUrl ?? null,
    clubSignupUrl: v.clubSignupUrl ?? null,
    webmailUrl: v.webmailUrl ?? null,
    mapTileUrl: v.mapTileUrl ?? null,
  };
  try {
    await saveSettings(app.db, user.id, values, readEdit(form).record);
  } catch (error) {
    if (error instanceof StaleEdit) {
      const now = settingsEdit(await getSettingsForAdmin(app.db));
      const conflict = await editConflict(app.db, error, form, now);
      return data<ActionData>({ conflict }, { status: 409 });
    }
    app.logger.error({ err: error }, "site settings save failed");
    return data<ActionData>(
      {
        result: submission.reply({
          formErrors: ["Erro ao salvar as configurações. Tente novamente."],
        }),
        toast: {
          type: "error",
          title: "Erro ao salvar as configurações",
          description: "Tente novamente mais tarde.",
        },
      },
      { status: 500 },
    );
  }
  return redirectWithToast(app.env, PAGE, {
    type: "success",
    title: "Configurações salvas com sucesso!",
    description: "As mudanças já aparecem no site.",
  });
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-xl bg-white p-6 shadow-sm md:grid-cols-2"
    >
      <div className="md:col-span-2">
        <h2 id={id} className="text-lg font-semibold text-neutral-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-neutral-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, defaultMapTileUrl } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useActionToast(actionData?.toast);
  const editing = useEditState(loaderData.edit, actionData);
  const [form, fields] = useSchemaForm(siteSettingsSchema, {
    id: `site-settings-${editing.key}`,
    lastResult: editing.conflict ? undefined : actionData?.result,
    defaultValue: editing.values ?? settings,
  });
  const url = { type: "url" as const, placeholder: "https://", inputMode: "url" as const };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Configurações do site"
        description="Dados de contato, redes sociais e links usados em todas as páginas públicas. As mudanças aparecem no site assim que forem salvas."
      />
      <EditConflictNotice conflict={editing.conflict} formId={form.id} reloadTo={PAGE} />
      <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-6">
        <EditVersionFields edit={editing.edit} />
        <FormErrors errors={form.errors} />
        <Section title="Marca">
          <TextField label="Nome da marca" meta={fields.brandName} autoComplete="organization" />
        </Section>
        <Section
          title="Contato"
          description="Aparecem no rodapé e na seção de contato da página inicial."
        >
          <TextField
            label="E-mail de contato"
            meta={fields.contactEmail}
            type="email"
            autoComplete="off"
          />
          <TextField
            label="Telefone"
            meta={fields.contactPhone}
            type="tel"
            autoComplete="off"
            hint="Com DDD, por exemplo (62) 3093-4500."
          />
          <TextField
            label="WhatsApp (opcional)"
            meta={fields.whatsapp}
            type="tel"
            autoComplete="off"
            hint="Com DDD, por exemplo (62) 99100-2030."
          />
        </Section>
        <Section title="Redes sociais" description="Deixe em branco as redes que a marca não usa.">
          <TextField label="Instagram" meta={fields.instagramUrl} {...url} />
          <TextField label="Facebook" meta={fields.facebookUrl} {...url} />
          <TextField label="YouTube" meta={fields.youtubeUrl} {...url} />
          <TextField label="TikTok" meta={fields.tiktokUrl} {...url} />
        </Section>
        <Section title="Links externos">
          <TextField label="Loja online" meta={fields.onlineShopUrl} {...url} />
          <TextField label="Site da franquia" meta={fields.franchiseUrl} {...url} />
          <TextField label="Cadastro do Clube" meta={fields.clubSignupUrl} {...url} />
          <TextField label="Webmail" meta={fields.webmailUrl} {...url} />
        </Section>
        <Section title="Mapa" description="Servidor de mapas do localizador de lojas.">
          <div className="md:col-span-2">
            <TextField
              label="URL dos blocos do mapa (opcional)"
              meta={fields.mapTileUrl}
              type="url"
              inputMode="url"
              placeholder={defaultMapTileUrl}
              hint={`Use {z}, {x} e {y}. Em branco, o padrão: ${defaultMapTileUrl}`}
            />
          </div>
        </Section>
        <div>
          <SubmitButton busy={busy} label="Salvar Configurações" />
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <ScreenLoadError
      header={<PageHeader title="Configurações do site" />}
      title="Erro ao carregar as configurações"
      message="Não foi possível carregar as configurações do site. Tente novamente."
      width="max-w-4xl"
    />
  );
}
