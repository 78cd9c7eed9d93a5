import { Link } from "react-router";

/** '← Voltar para Lojas': the way back to the store list from the screens of one store. */
export function BackToStores() {
  return (
    <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
      ← Voltar para Lojas
    </Link>
  );
}
