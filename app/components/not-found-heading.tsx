/** The 404 page's heading and way home: small, as the root error page imports it too. */
import { Link } from "react-router";

/** The title and heading of a 404 page, inside the site's layout or outside it. */
export function NotFoundHeading() {
  return (
    <>
      <title>Página não encontrada</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-neutral-900">Página não encontrada</h1>
    </>
  );
}

/** The 404 page's way back to the home page. */
export function ReturnHomeLink() {
  return (
    <Link
      to="/"
      className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
    >
      Voltar para o início
    </Link>
  );
}
