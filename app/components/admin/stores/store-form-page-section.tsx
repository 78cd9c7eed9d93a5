/**
 * The store form's 'Página Individual da Loja': the page's address as the name gives it (with
 * the choice to make when that address used to belong to another store, and the old addresses
 * that still lead here), contact e-mail, opening date, reference point and the store's history.
 */
import type { Store } from "#db/schema";
import { storeSlugBase } from "~/domain/slug";
import { slugFitsName } from "~/domain/store-slugs";
import type { SlugHistoryConflict } from "~/models/admin-stores.server";
import { Section } from "./fields";
import { RichTextField } from "./rich-text-field";
import { InputGrid, type StoreFormFields } from "./store-form-sections";
import { ViewStorePage } from "./view-store-page";

type PageStore = Pick<Store, "name" | "slug" | "active" | "historyHtml">;

/** The address another store used to have: keep it leading there, or take it over. */
function SlugConflictChoice({ conflict }: { conflict: SlugHistoryConflict }) {
  const { slug, storeName } = conflict;
  return (
    <fieldset className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <legend className="px-1 font-semibold">
        O endereço /{slug} já foi da loja {storeName}
      </legend>
      <p>
        Hoje quem abre /{slug} é levado para a página da loja {storeName}. O que fazer?
      </p>
      <label className="mt-2 flex items-start gap-2">
        <input type="radio" name="slugHistoryChoice" value="keep" defaultChecked />
        <span>
          Manter /{slug} levando para {storeName}: esta loja recebe um endereço com número (por
          exemplo /{slug}-1).
        </span>
      </label>
      <label className="mt-2 flex items-start gap-2">
        <input type="radio" name="slugHistoryChoice" value="claim" />
        <span>
          Usar /{slug} para esta loja: o endereço antigo passará a abrir esta loja, e não mais{" "}
          {storeName}.
        </span>
      </label>
    </fieldset>
  );
}

function OldAddresses({ origin, oldSlugs }: { origin: string; oldSlugs: readonly string[] }) {
  if (oldSlugs.length === 0) return null;
  return (
    <div className="mt-2 text-sm text-neutral-700">
      <p className="font-medium">
        Endereços antigos (continuam funcionando e levam a esta página):
      </p>
      <ul className="mt-1 list-disc pl-5" aria-label="Endereços antigos da loja">
        {oldSlugs.map((old) => (
          <li key={old}>
            <code>
              {origin}/{old}
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function addressHint(store: PageStore | null, slugWillChange: boolean): string {
  if (!store) {
    return "Gerado a partir do nome. Se já existir outra loja com o mesmo endereço, acrescentamos -1, -2...";
  }
  if (slugWillChange) {
    return "O nome mudou: o endereço será atualizado ao salvar. O endereço atual continuará funcionando e levará ao novo.";
  }
  return store.active
    ? "Gerado a partir do nome da loja."
    : "A loja está inativa: a página só aparece no site quando ela estiver ativa.";
}

/** The page's address as the typed name gives it; the stored one while it still fits the name. */
function PageAddress({
  name,
  store,
  origin,
}: {
  name: string;
  store: PageStore | null;
  origin: string;
}) {
  const slug =
    store && slugFitsName(store.slug, name) ? store.slug : name.trim() ? storeSlugBase(name) : "";
  const slugWillChange = Boolean(store && slug !== store.slug);
  return (
    <>
      <label htmlFor="store-public-url" className="text-sm font-medium text-neutral-800">
        Endereço da página
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="store-public-url"
          type="text"
          readOnly
          value={slug ? `${origin}/${slug}` : `${origin}/`}
          aria-describedby="store-public-url-hint"
          className="min-w-0 flex-1 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-neutral-700"
        />
        {store && !slugWillChange ? <ViewStorePage slug={store.slug} /> : null}
      </div>
      <p id="store-public-url-hint" className="text-xs text-neutral-500">
        {addressHint(store, slugWillChange)}
      </p>
    </>
  );
}

export function StorePageSection({
  fields,
  store,
  origin,
  oldSlugs,
  slugConflict,
  readOnly,
}: {
  fields: StoreFormFields;
  store: PageStore | null;
  origin: string;
  oldSlugs: readonly string[];
  slugConflict: SlugHistoryConflict | null;
  readOnly: boolean;
}) {
  return (
    <Section id="pagina" title="Página Individual da Loja">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <PageAddress
            name={fields.name.value ?? store?.name ?? ""}
            store={store}
            origin={origin}
          />
          {slugConflict ? <SlugConflictChoice conflict={slugConflict} /> : null}
          <OldAddresses origin={origin} oldSlugs={oldSlugs} />
        </div>
        <InputGrid
          fields={fields}
          className="grid gap-4 sm:grid-cols-2"
          inputs={[
            { name: "email", label: "Email de Contato", type: "email" },
            { name: "openedOn", label: "Data de Inauguração", type: "date" },
            { name: "reference", label: "Ponto de Referência", className: "sm:col-span-2" },
          ]}
        />
        <RichTextField
          id={fields.historyHtml.id}
          name={fields.historyHtml.name}
          label="História da Loja"
          // What was typed (a refused save) or the stored text, as the form's state holds it.
          defaultValue={String(fields.historyHtml.initialValue ?? store?.historyHtml ?? "")}
          error={fields.historyHtml.errors?.[0]}
          readOnly={readOnly}
          storedHtml={store?.historyHtml}
        />
      </div>
    </Section>
  );
}
