import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/domain/form-input";
import { useId, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { useEditForm } from "~/components/admin/use-schema-form";
import {
  FormErrors,
  screenErrorBoundary,
  PageHeader,
  SubmitButton,
  TextField,
  useActionToast,
  type ActionToast,
} from "~/components/admin/admin-ui";
import { EditConflictNotice, EditVersionFields } from "~/components/admin/edit-conflict";
import { siteSettingsSchema } from "~/domain/content-schemas";
import type { MarketingClaims } from "~/domain/site-figures";
import type { EditConflict, EditState } from "~/domain/edit-version";
import { PRIVACY_NOTICE_PATH, RETENTION_LIMITS } from "~/domain/privacy";
import { privacySettingsSchema } from "~/domain/privacy-schemas";
import {
  ClaimsContradicted,
  getSettingsForAdmin,
  saveSettings,
  type AdminSiteSettings,
} from "~/models/admin-settings.server";
import {
  getPrivacySettingsForAdmin,
  savePrivacySettings,
  type AdminPrivacySettings,
} from "~/models/privacy-settings.server";
import { requirePermission } from "~/server/auth.server";
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

/** The privacy settings' version and their values as the privacy form's defaults (text). */
function privacyEdit({ version, ...privacy }: AdminPrivacySettings) {
  return {
    version,
    values: Object.fromEntries(
      Object.entries(privacy).map(([k, v]) => [k, v === null ? "" : String(v)]),
    ),
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "settings.manage");
  const app = getApp(args.context);
  const { version, values } = settingsEdit(await getSettingsForAdmin(app.db));
  const privacy = privacyEdit(await getPrivacySettingsForAdmin(app.db));
  return {
    settings: values,
    edit: openEdit(version, values),
    privacy: privacy.values,
    privacyEdit: openEdit(privacy.version, privacy.values),
    defaultMapTileUrl: app.env.MAP_TILE_URL,
  };
}

type ActionData = {
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  conflict?: EditConflict;
  intent?: "privacy";
};

const saveFailure = {
  type: "error" as const,
  title: "Erro ao salvar as configurações",
  description: "Tente novamente mais tarde.",
};

/** The privacy form: the controller, the encarregado and the retention schedule (admins). */
async function savePrivacy(args: Route.ActionArgs, formData: FormData) {
  const user = await requirePermission(args, "settings.manage");
  const app = getApp(args.context);
  const submission = parseForm(formData, { schema: privacySettingsSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply(), intent: "privacy" }, { status: 400 });
  }
  const { intent: _intent, ...values } = submission.value;
  try {
    await savePrivacySettings(app.db, user.id, values, readEdit(formData).record);
  } catch (error) {
    if (error instanceof StaleEdit) {
      const now = privacyEdit(await getPrivacySettingsForAdmin(app.db));
      const conflict = await editConflict(app.db, error, formData, now);
      return data<ActionData>({ conflict, intent: "privacy" }, { status: 409 });
    }
    app.logger.error({ err: error }, "privacy settings save failed");
    return data<ActionData>(
      { result: submission.reply(), intent: "privacy", toast: saveFailure },
      { status: 500 },
    );
  }
  return redirectWithToast(app.env, PAGE, {
    type: "success",
    title: "Privacidade e retenção salvas!",
    description: "A Política de Privacidade já mostra os novos dados.",
  });
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "settings.manage");
  const app = getApp(args.context);
  const form = await readFormData(args.request);
  if (form.get("intent") === "privacy") return savePrivacy(args, form);
  const submission = parseForm(form, { schema: siteSettingsSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  const current = await getSettingsForAdmin(app.db);
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
    clubMembers: v.clubMembers ?? current.clubMembers,
    customerSatisfaction: v.customerSatisfaction ?? current.customerSatisfaction,
    franchisees: v.franchisees ?? current.franchisees,
    franchiseSatisfaction: v.franchiseSatisfaction ?? current.franchiseSatisfaction,
  };
  try {
    await saveSettings(app.db, user.id, values, readEdit(form).record);
  } catch (error) {
    if (error instanceof ClaimsContradicted) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [field, [message]]),
      );
      return data<ActionData>({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
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
        toast: saveFailure,
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

/** The marketing claims the public pages state, each a whole number. */
const FIGURE_FIELDS: { name: keyof MarketingClaims; label: string; hint?: string }[] = [
  {
    name: "clubMembers",
    label: "Membros do Clube",
    hint: "Mostrado na página do Clube como está, sem contagem animada.",
  },
  {
    name: "customerSatisfaction",
    label: "Satisfação das clientes (%)",
    hint: "Página inicial, localizador e Clube.",
  },
  {
    name: "franchisees",
    label: "Franqueados",
    hint: "Não pode passar do número de lojas ativas.",
  },
  { name: "franchiseSatisfaction", label: "Satisfação dos franqueados (%)" },
];

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, privacy, defaultMapTileUrl } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useActionToast(actionData?.toast);
  const privacyAnswer = actionData?.intent === "privacy" ? actionData : undefined;
  const [form, fields, editing] = useEditForm(siteSettingsSchema, {
    id: "site-settings",
    edit: loaderData.edit,
    answer: privacyAnswer ? undefined : actionData,
    defaultValue: settings,
  });
  const url = { type: "url" as const, placeholder: "https://", inputMode: "url" as const };
  const whole = { type: "number" as const, min: 0, step: 1, inputMode: "numeric" as const };

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
        <Section
          title="Números do site"
          description="O que as páginas públicas afirmam sobre o Clube e a rede. O número de lojas e de estados é contado das lojas ativas, não digitado aqui."
        >
          {FIGURE_FIELDS.map(({ name, label, hint }) => (
            <TextField key={name} label={label} meta={fields[name]} {...whole} hint={hint} />
          ))}
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
      {privacy ? (
        <PrivacyForm
          privacy={privacy}
          opened={loaderData.privacyEdit}
          answer={privacyAnswer}
          busy={busy}
        />
      ) : null}
    </div>
  );
}

/** The retention periods, each a whole number within its RETENTION_LIMITS. */
const RETENTION_FIELDS: { name: keyof typeof RETENTION_LIMITS; label: string; hint?: string }[] = [
  {
    name: "eventsMonths",
    label: "Visitas e cliques das lojas (meses)",
    hint: "Depois do prazo viram totais por dia e os registros individuais são apagados. Mínimo de 4: o painel mostra até 90 dias.",
  },
  {
    name: "unconfirmedDays",
    label: "Inscrições não confirmadas (dias)",
    hint: "Também é o prazo do link de confirmação.",
  },
  { name: "loginCounterHours", label: "Contadores de tentativas de login (horas)" },
  { name: "auditYears", label: "Registro de atividades e solicitações atendidas (anos)" },
];

type PrivacyValues = NonNullable<Route.ComponentProps["loaderData"]["privacy"]>;

/** The controller, the encarregado and the retention schedule: what the privacy notice states. */
function PrivacyForm({
  privacy,
  opened,
  answer,
  busy,
}: {
  privacy: PrivacyValues;
  opened: EditState;
  answer: ActionData | undefined;
  busy: boolean;
}) {
  const [form, fields, editing] = useEditForm(privacySettingsSchema, {
    id: "privacy-settings",
    edit: opened,
    answer,
    defaultValue: privacy,
  });
  const number = (key: keyof typeof RETENTION_LIMITS) => ({
    type: "number" as const,
    min: RETENTION_LIMITS[key].min,
    max: RETENTION_LIMITS[key].max,
    step: 1,
    inputMode: "numeric" as const,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="privacy" />
      <EditVersionFields edit={editing.edit} />
      <EditConflictNotice conflict={editing.conflict} formId={form.id} reloadTo={PAGE} />
      <FormErrors errors={form.errors} />
      <Section
        title="Privacidade (LGPD)"
        description="Quem responde pelos dados pessoais do site e por quanto tempo cada tipo de dado é guardado. A Política de Privacidade mostra estes valores e o servidor os aplica."
      >
        <TextField
          label="Controlador (razão social)"
          meta={fields.controllerName}
          autoComplete="off"
          hint="Em branco, a política usa o nome da marca."
        />
        <TextField label="CNPJ (opcional)" meta={fields.controllerDocument} autoComplete="off" />
        <div className="md:col-span-2">
          <TextField
            label="Endereço do controlador (opcional)"
            meta={fields.controllerAddress}
            autoComplete="off"
          />
        </div>
        <TextField
          label="Encarregado (nome)"
          meta={fields.dpoName}
          autoComplete="off"
          hint="A pessoa ou empresa que atende os titulares e a ANPD (art. 41 da LGPD)."
        />
        <TextField
          label="E-mail do encarregado"
          meta={fields.dpoEmail}
          type="email"
          autoComplete="off"
          hint="Recebe as solicitações do formulário público. Em branco, o e-mail de contato."
        />
      </Section>
      <Section
        title="Retenção de dados"
        description="O servidor apaga ou agrega os dados mais antigos que estes prazos a cada hora."
      >
        {RETENTION_FIELDS.map(({ name, label, hint }) => (
          <TextField key={name} label={label} meta={fields[name]} {...number(name)} hint={hint} />
        ))}
      </Section>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} label="Salvar Privacidade" />
        <a
          href={PRIVACY_NOTICE_PATH}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-700 underline"
        >
          Ver a Política de Privacidade
        </a>
      </div>
    </Form>
  );
}

export const ErrorBoundary = screenErrorBoundary({
  screen: "Configurações do site",
  title: "Erro ao carregar as configurações",
  message: "Não foi possível carregar as configurações do site. Tente novamente.",
  width: "max-w-4xl",
});
