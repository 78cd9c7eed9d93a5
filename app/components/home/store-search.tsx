import { Search } from "lucide-react";
import { Form } from "react-router";
import { SearchButton } from "~/components/locator/search-button";

/**
 * The way to a store from the home page's first screen: a city or a CEP, answered by the store
 * locator's results. A plain GET form to /nossas-lojas, so it works before (and without) the
 * page's scripts.
 */
export function HomeStoreSearch() {
  return (
    <Form
      method="get"
      action="/nossas-lojas"
      role="search"
      aria-label="Encontre uma loja"
      className="mt-6 max-w-xl"
    >
      <label htmlFor="inicio-busca-loja" className="block text-sm font-semibold text-neutral-800">
        Encontre a loja mais perto de você
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-neutral-400"
          />
          <input
            id="inicio-busca-loja"
            name="search"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="address-level2"
            maxLength={80}
            placeholder="Sua cidade ou CEP"
            className="min-h-12 w-full rounded-full border border-neutral-300 bg-white py-3 pr-4 pl-12 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <SearchButton />
      </div>
    </Form>
  );
}
