import { Quote, Star } from "lucide-react";
import { HeadedSection } from "~/components/ui/section-heading";

/** Three fixed testimonials (name, age, photo, text). */
export const HOME_TESTIMONIALS = [
  {
    name: "Juliana Martins",
    age: 28,
    city: "Goiânia",
    text: "Entrei para comprar um batom e saí com a rotina de skincare montada. A consultora teve paciência de testar três bases até achar o meu tom. Virei cliente fiel!",
    tint: "from-brand-500 to-brand-700",
  },
  {
    name: "Patrícia Oliveira",
    age: 41,
    city: "Anápolis",
    text: "Os preços são ótimos e sempre encontro as marcas que eu uso. Parcelo em 3x sem juros e ainda junto pontos no Clube para trocar por produtos.",
    tint: "from-lilac-500 to-lilac-600",
  },
  {
    name: "Camila Rodrigues",
    age: 22,
    city: "Trindade",
    text: "Amo os tutoriais do canal e depois vou na loja testar tudo. O atendimento é acolhedor, parece que estou comprando com amigas.",
    tint: "from-amber-500 to-rose-600",
  },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** Section 8. */
export function TestimonialsSection() {
  return (
    <HeadedSection
      id="depoimentos"
      headingId="depoimentos-titulo"
      className="scroll-mt-24 py-20"
      eyebrow="Depoimentos"
      title="Quem conhece, recomenda"
      intro="Mais de 150 mil clientes satisfeitas. Veja o que algumas delas dizem."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {HOME_TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-3xl border border-neutral-100 bg-white p-8 shadow-sm">
              <div className="flex gap-0.5 text-amber-500" role="img" aria-label="5 de 5 estrelas">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </div>
              <Quote aria-hidden="true" className="mt-4 size-8 text-brand-200" />
              <blockquote className="mt-2 flex-1 leading-relaxed text-neutral-700">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className={`flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br ${t.tint} text-lg font-bold text-white`}
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold text-neutral-900">{t.name}</span>
                  <span className="block text-sm text-neutral-600">
                    {t.age} anos · {t.city}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
