/** 'Buscar': submits a store search, beside its field (the home page's and the locator's). */
export function SearchButton() {
  return (
    <button
      type="submit"
      className="min-h-12 shrink-0 rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white hover:bg-neutral-700"
    >
      Buscar
    </button>
  );
}
