import { ArrowRight, Briefcase } from "lucide-react";
import { FigureList, figuresOnGradient } from "~/components/ui/figure-list";
import { Link } from "react-router";
import { GradientBadge } from "~/components/ui/gradient-badge";
import { formatCount } from "~/domain/count-format";
import type { SiteFigures } from "~/domain/site-figures";

const teaserFigures = (figures: SiteFigures | null) => [
  { value: "R$ 200 mil", label: "investimento inicial a partir de" },
  { value: "24 a 36 meses", label: "prazo médio de retorno" },
  ...(figures ? [{ value: formatCount(figures.franchisees), label: "franqueados na rede" }] : []),
];

/** Section 6: the franchise teaser, leading to /seja-um-franqueado. */
export function FranchiseTeaserSection({
  brandName,
  figures,
}: {
  brandName: string;
  figures: SiteFigures | null;
}) {
  return (
    <section id="franquia" aria-labelledby="franquia-titulo" className="scroll-mt-24 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="grid items-center gap-10 overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 to-lilac-600 p-8 text-white shadow-2xl md:p-14 lg:grid-cols-2">
          <div>
            <GradientBadge icon={Briefcase}>Franquia {brandName}</GradientBadge>
            <h2
              id="franquia-titulo"
              className="mt-5 font-display text-3xl font-bold text-balance md:text-4xl"
            >
              Leve a {brandName} para a sua cidade
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">
              Um modelo de negócio testado em lojas de rua e de shopping, com suporte completo da
              escolha do ponto à inauguração, e um mercado de beleza que não para de crescer.
            </p>
            <Link
              to="/seja-um-franqueado"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-7 py-3.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Quero Ser Franqueado
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <FigureList
            figures={teaserFigures(figures)}
            look={figuresOnGradient("grid gap-4 sm:grid-cols-3 lg:grid-cols-1", "rounded-2xl")}
          />
        </div>
      </div>
    </section>
  );
}
