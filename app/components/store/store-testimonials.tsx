import { Quote, Star } from "lucide-react";
import type { StorePageView } from "~/models/store-page.server";
import { StoreSection } from "./store-section";

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Avaliação: ${rating} de 5 estrelas`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= rating ? "fill-amber-400 text-amber-500" : "text-neutral-300"}`}
        />
      ))}
    </span>
  );
}

/** Approved testimonials, newest first (at most six). Shown on the page only, never as markup. */
export function StoreTestimonials({ store }: { store: StorePageView }) {
  if (store.testimonials.length === 0) return null;
  return (
    <StoreSection id="testimonials-title" title="O que nossas clientes dizem" className="bg-white">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {store.testimonials.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-neutral-100 bg-nude-50 p-6">
              <div className="flex items-center justify-between">
                <Stars rating={t.rating} />
                <Quote aria-hidden="true" className="size-6 text-brand-200" />
              </div>
              <blockquote className="flex-1 text-neutral-800">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="block font-semibold text-neutral-900">{t.name}</span>
                <span className="text-neutral-600">
                  {[t.city, t.dateLabel].filter(Boolean).join(" · ")}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
