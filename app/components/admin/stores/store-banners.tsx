/**
 * The store form's banners section: each banner with its alternative text, display window
 * ('Exibir de … até …', São Paulo time) and optional phone image, the order arrows and removal,
 * and the form that adds a banner. Banners exist only once the store has been saved.
 */
import { Form, Link } from "react-router";
import { EditConflictNotice, EditVersionFields } from "~/components/admin/edit-conflict";
import { rowEdit, type EditConflict, type EditState } from "~/domain/edit-version";
import { FileInput } from "~/components/admin/file-input";
import { IMAGE_ACCEPT } from "~/components/admin/image-field";
import { BannerTimeline } from "~/components/admin/banner-timeline";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { parseSaoPauloLocal } from "~/domain/sao-paulo-time";
import { Section } from "./fields";
import { ImageUploadForm } from "./image-upload-form";
import { StoreImageControls } from "./store-image-controls";

export type StoreBannerCard = {
  id: number;
  version: number;
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
  phoneUrl: string | null;
  /** 'AAAA-MM-DDTHH:mm' in São Paulo, or ''. */
  startsAt: string;
  endsAt: string;
  windowState: "open" | "scheduled" | "ended";
  /** 'Agendado para …', 'Encerrado em …', 'No ar até …' or null. */
  windowLabel: string | null;
};

export type BannerUploadReply = {
  error: string | null;
  field: string | null;
  /** The change request a store manager's new banner became. */
  proposed?: number | null;
};

export type BannerDetailsReply = {
  bannerId: number;
  values: { altText: string; startsAt: string; endsAt: string };
  errors: Record<string, string>;
};

export function StoreBanners({
  mode,
  proposes = false,
  storeName,
  banners,
  edit,
  conflict,
  failed,
  uploadReply,
  detailsReply,
}: {
  mode: "create" | "edit" | "view";
  /** A store manager: a new banner becomes a change request; the others are head office's. */
  proposes?: boolean;
  storeName: string;
  banners: StoreBannerCard[];
  /** The banners' version as shown: moves post it, a banner's save or removal its own. */
  edit: EditState;
  /** A change refused because the banners changed since they were shown. */
  conflict: EditConflict<unknown> | null;
  failed: boolean;
  uploadReply: BannerUploadReply | null;
  detailsReply: BannerDetailsReply | null;
}) {
  const phoneError = uploadReply?.field === "phoneImage" ? uploadReply.error : null;
  // Head office changes the banners in place; a manager sees them and proposes new ones.
  const changes = mode === "edit" && !proposes;
  return (
    <Section
      id="banners"
      title="Banners da Loja"
      description="Aparecem no topo da página da loja, na ordem abaixo (trocam a cada 5 segundos)."
    >
      {mode === "create" ? (
        <p className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-700">
          Salve a loja para adicionar banners.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <EditConflictNotice conflict={conflict} />
          {failed ? (
            <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">Erro ao carregar banners</p>
              <Link to="." reloadDocument className="mt-1 inline-block underline">
                Tentar novamente
              </Link>
            </div>
          ) : banners.length === 0 ? (
            <p className="text-sm text-neutral-600">Nenhum banner cadastrado para esta loja.</p>
          ) : (
            <BannerTimeline
              limit={MAX_BANNERS}
              switchable={false}
              banners={banners.map((banner, index) => ({
                id: banner.id,
                label: `Banner ${index + 1}`,
                active: true,
                startsAt: parseSaoPauloLocal(banner.startsAt)?.toISOString() ?? null,
                endsAt: parseSaoPauloLocal(banner.endsAt)?.toISOString() ?? null,
                window: banner.windowState,
              }))}
            />
          )}
          {failed || banners.length === 0 ? null : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {banners.map((banner, index) => (
                <li
                  key={banner.id}
                  data-testid="store-banner-card"
                  className="overflow-hidden rounded-lg border border-neutral-200"
                >
                  <BannerImages banner={banner} storeName={storeName} />
                  {banner.windowLabel ? (
                    <p
                      className={`mx-2 mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        banner.windowState === "scheduled"
                          ? "bg-amber-100 text-amber-900"
                          : banner.windowState === "ended"
                            ? "bg-neutral-200 text-neutral-700"
                            : "bg-green-100 text-green-800"
                      }`}
                    >
                      {banner.windowLabel}
                    </p>
                  ) : null}
                  {changes ? (
                    <BannerDetailsForm
                      banner={banner}
                      edit={rowEdit(edit, banner.version)}
                      position={index + 1}
                      reply={detailsReply?.bannerId === banner.id ? detailsReply : null}
                    />
                  ) : null}
                  {changes ? (
                    <div className="flex items-center justify-between gap-2 p-2">
                      <span className="text-sm text-neutral-600">Posição {index + 1}</span>
                      <StoreImageControls
                        image="banner"
                        list={banners}
                        index={index}
                        edit={edit}
                        fullTooltip
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {mode === "edit" && proposes ? (
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Um banner novo vira uma solicitação: ele só aparece na página da loja quando a matriz
              aprovar, em <Link to="/restrita/aprovacoes">Aprovações</Link>. Trocar a ordem ou
              remover banners fica com a matriz.
            </p>
          ) : null}
          {mode === "edit" ? (
            <ImageUploadForm
              id="banner-image"
              intent="upload-banner"
              label="Novo banner"
              submitLabel={proposes ? "Enviar banner para aprovação" : "Adicionar Banner"}
              uploaded={
                proposes
                  ? (uploadReply?.proposed ?? null)
                  : banners.reduce<number | null>(
                      (newest, banner) =>
                        newest === null || banner.id > newest ? banner.id : newest,
                      null,
                    )
              }
              serverError={
                uploadReply?.field && uploadReply.field !== "image"
                  ? null
                  : (uploadReply?.error ?? null)
              }
            >
              <PhoneImageInput id="banner-phone-image" error={phoneError} />
              <NewBannerWindow reply={uploadReply} />
            </ImageUploadForm>
          ) : null}
        </div>
      )}
    </Section>
  );
}

/** The desktop image, and beside it the phone image when there is one. */
function BannerImages({ banner, storeName }: { banner: StoreBannerCard; storeName: string }) {
  const alt = banner.altText ?? `Banner da ${storeName}`;
  return (
    <div className="flex gap-2 bg-neutral-100">
      <img
        src={banner.url}
        alt={alt}
        width={banner.width ?? 1600}
        height={banner.height ?? 600}
        loading="lazy"
        className="aspect-[16/6] min-w-0 flex-1 object-cover"
      />
      {banner.phoneUrl ? (
        <figure className="w-1/4 shrink-0 p-1">
          <img
            src={banner.phoneUrl}
            alt={`${alt} (celular)`}
            width={200}
            height={200}
            loading="lazy"
            className="aspect-square w-full rounded object-cover"
          />
          <figcaption className="text-center text-[11px] text-neutral-600">Celular</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** One labelled field of a store banner (its text or display window) with its message. */
function BannerField({
  id,
  name,
  label,
  type,
  error,
  defaultValue,
  maxLength,
  inputKey,
}: {
  id: string;
  name: string;
  label: string;
  type: string;
  error?: string | null;
  defaultValue?: string | null;
  maxLength?: number;
  /** A new key puts `defaultValue` back into the field (after a save's answer). */
  inputKey?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-neutral-700">
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? undefined}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        className="min-w-0 rounded border border-neutral-300 px-2 py-1 text-sm"
      />
      {error ? (
        <p id={`${id}-erro`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** When a new banner is shown: from now with no end unless staff queue it for a period. */
function NewBannerWindow({ reply }: { reply: BannerUploadReply | null }) {
  const input = (name: "startsAt" | "endsAt", label: string) => (
    <BannerField
      id={`new-banner-${name}`}
      name={name}
      label={label}
      type="datetime-local"
      error={reply?.field === name ? reply.error : null}
    />
  );
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="text-xs font-medium text-neutral-700">
        Exibir de … até … (opcional, horário de Brasília)
      </legend>
      {input("startsAt", "Exibir de")}
      {input("endsAt", "Até")}
    </fieldset>
  );
}

function PhoneImageInput({ id, error }: { id: string; error: string | null }) {
  return (
    <FileInput
      id={id}
      name="phoneImage"
      label="Imagem para celular (opcional)"
      accept={IMAGE_ACCEPT}
      hint="PNG, JPG até 5MB · tamanho recomendado 800 × 800 px (proporção 1:1); sem ela, o celular mostra a imagem do computador"
      error={error}
    />
  );
}

/**
 * A banner's details: the alternative text read aloud to screen-reader users, the display
 * window and the phone image. A refused save shows the message and keeps what was typed.
 */
function BannerDetailsForm({
  banner,
  edit,
  position,
  reply,
}: {
  banner: StoreBannerCard;
  edit: EditState;
  position: number;
  reply: BannerDetailsReply | null;
}) {
  const base = `banner-${banner.id}`;
  const errors = reply?.errors ?? {};
  const failed = Object.keys(errors).length > 0;
  const shown = reply && failed ? reply.values : null;
  // A new key after each answer puts the saved (or typed) values back into the fields.
  const key = reply
    ? JSON.stringify(reply)
    : `${banner.altText}|${banner.startsAt}|${banner.endsAt}`;
  const field = (name: "altText" | "startsAt" | "endsAt", label: string, type = "text") => (
    <BannerField
      inputKey={key}
      id={`${base}-${name}`}
      name={name}
      label={label}
      type={type}
      defaultValue={
        shown ? shown[name] : name === "altText" ? (banner.altText ?? "") : banner[name]
      }
      maxLength={name === "altText" ? 200 : undefined}
      error={errors[name]}
    />
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-2 border-b border-neutral-100 p-2"
      aria-label={`Detalhes do banner ${position}`}
    >
      <input type="hidden" name="intent" value="banner-details" />
      <input type="hidden" name="bannerId" value={banner.id} />
      <EditVersionFields edit={edit} />
      {field("altText", `Texto alternativo do banner ${position}`)}
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="text-xs font-medium text-neutral-700">
          Exibir de … até … (opcional, horário de Brasília)
        </legend>
        {field("startsAt", "Exibir de", "datetime-local")}
        {field("endsAt", "Até", "datetime-local")}
      </fieldset>
      <div className="flex flex-col gap-1">
        <FileInput
          key={key}
          id={`${base}-phone`}
          name="phoneImage"
          label={
            banner.phoneUrl ? "Trocar a imagem para celular" : "Imagem para celular (opcional)"
          }
          accept={IMAGE_ACCEPT}
          error={errors.phoneImage ?? null}
        />
        {banner.phoneUrl ? (
          <label className="flex items-center gap-2 text-xs text-neutral-700">
            <input key={key} type="checkbox" name="removePhoneImage" className="size-4" />
            Remover a imagem para celular
          </label>
        ) : null}
      </div>
      {errors.bannerId ? (
        <p className="text-xs font-medium text-red-700">{errors.bannerId}</p>
      ) : null}
      <button
        type="submit"
        className="self-start rounded bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
      >
        Salvar banner {position}
      </button>
    </Form>
  );
}
