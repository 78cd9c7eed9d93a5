import { ArrowRight, Flower2, Leaf, Sparkles, Timer } from "lucide-react";
import { Link } from "react-router";

const PROFILES = [
  {
    icon: Leaf,
    title: "Beleza Natural",
    text: "Pele viçosa, make leve e produtos com ativos naturais para o dia a dia.",
    picks: ["Hidratante com FPS", "Sérum de vitamina C", "Lip tint"],
    cta: "Ver dicas de skincare",
    to: "/blog/categoria/skincare",
  },
  {
    icon: Flower2,
    title: "Glamour Total",
    text: "Make marcante, alta cobertura e acabamento impecável para brilhar em qualquer ocasião.",
    picks: ["Base de alta cobertura", "Paleta de sombras", "Batom matte"],
    cta: "Ver dicas de maquiagem",
    to: "/blog/categoria/maquiagem",
  },
  {
    icon: Timer,
    title: "Praticidade",
    text: "Multifuncionais e rotinas rápidas para quem vive na correria e não abre mão de se cuidar.",
    picks: ["BB cream", "Máscara de cílios", "Bruma fixadora"],
    cta: "Ver dicas rápidas",
    to: "/blog/categoria/dicas-rapidas",
  },
] as const;

/** The three beauty profiles of section 3, each with its picks and a link to its blog tips. */
export function BeautyProfiles() {
  return (
    <>
      <h3 className="mt-20 text-center font-display text-2xl font-bold text-neutral-900 md:text-3xl">
        Qual é o seu perfil de beleza?
      </h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {PROFILES.map(({ icon: Icon, title, text, picks, cta, to }) => (
          <li
            key={title}
            className="flex flex-col rounded-3xl border border-neutral-100 bg-white p-8 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-9 text-brand-600" />
            <h4 className="mt-4 text-xl font-semibold text-neutral-900">{title}</h4>
            <p className="mt-2 leading-relaxed text-neutral-700">{text}</p>
            <ul className="mt-4 space-y-1 text-sm text-neutral-700">
              {picks.map((pick) => (
                <li key={pick} className="flex items-center gap-2">
                  <Sparkles aria-hidden="true" className="size-3.5 text-brand-600" />
                  {pick}
                </li>
              ))}
            </ul>
            <Link
              to={to}
              className="mt-6 inline-flex items-center gap-2 self-start rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
