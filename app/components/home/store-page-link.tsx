import type { ReactNode } from "react";
import { Link } from "react-router";

/** 'Ver Página da Loja', named for screen readers by the store it opens. */
export function StorePageLink({
  store,
  className,
  children,
}: {
  store: { slug: string; name: string };
  className: string;
  /** After the words, such as an arrow. */
  children?: ReactNode;
}) {
  return (
    <Link to={`/${store.slug}`} className={className}>
      Ver Página da Loja
      <span className="sr-only"> {store.name}</span>
      {children}
    </Link>
  );
}
