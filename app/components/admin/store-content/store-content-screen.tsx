/**
 * The frame of the screens staff use for a store's page (photos, page content, hours): the way
 * back to the list, the screen's title over the store's name, optional actions beside them and
 * the store's tabs, then the screen itself.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StoreTabs } from "~/components/admin/stores/store-tabs";

export function StoreContentScreen({
  title,
  store,
  pending,
  actions,
  children,
}: {
  title: string;
  store: { id: number; name: string };
  /** Testimonials waiting for approval, counted on the tab. */
  pending: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Voltar para Lojas
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-display text-2xl font-bold text-neutral-900">{title}</h1>
            <p className="text-neutral-600">{store.name}</p>
          </div>
          {actions}
        </div>
        <StoreTabs storeId={store.id} pendingTestimonials={pending} />
      </header>
      {children}
    </div>
  );
}
