import { Eye, Gem, HeartHandshake, Quote, Scale, Sparkles, Target, Users } from "lucide-react";
import { FigureList } from "~/components/ui/figure-list";
import { HeadedSection } from "~/components/ui/section-heading";
import { storeReach, storeReachLabel, type SiteFigures } from "~/domain/site-figures";

/**
 * Figures of the home page: the store count from the data, satisfaction from the settings; when
 * they cannot be read the two fixed figures stand alone rather than a made-up number.
 */
const essenceStats = (figures: SiteFigures | null) => [
  { value: "Quase 20.000", label: "produtos no nosso mix" },
  ...(figures
    ? [
        { value: `${figures.customerSatisfaction}%`, label: "de clientes satisfeitas" },
        { value: String(figures.stores), label: storeReachLabel(figures) },
      ]
    : []),
  { value: "Desde 2019", label: "crescendo com você" },
];

const VALUES = [
  {
    icon: Gem,
    title: "Qualidade comprovada",
    text: "Cada produto passa pela nossa equipe antes de chegar à prateleira: testamos textura, cobertura, fixação e fragrância.",
  },
  {
    icon: Scale,
    title: "Preço justo",
    text: "Marcas nacionais e importadas lado a lado, para montar a sua rotina sem pesar no bolso.",
  },
  {
    icon: Users,
    title: "Beleza para todas",
    text: "Tons de base para todos os subtons, produtos para cada tipo de pele e de cabelo.",
  },
  {
    icon: HeartHandshake,
    title: "Atendimento acolhedor",
    text: "Consultoras que escutam, explicam e deixam você testar antes de levar.",
  },
] as const;

/** Section 2, the anchor of the header's 'Sobre Nós'. */
export function EssenceSection({
  brandName,
  figures,
}: {
  brandName: string;
  figures: SiteFigures | null;
}) {
  return (
    <HeadedSection
      id="nossa-essencia"
      headingId="nossa-essencia-titulo"
      className="scroll-mt-20 bg-white py-20 md:scroll-mt-32 xl:scroll-mt-24"
      eyebrow="Sobre Nós"
      title="Nossa Essência"
      intro={`A ${brandName} nasceu para tornar a beleza acessível, próxima e divertida: uma loja onde você encontra o que precisa, testa sem pressa e sai se sentindo ainda mais você.`}
    >
      <FigureList
        figures={essenceStats(figures)}
        look={{
          list: "mt-12 grid grid-cols-2 gap-4 md:grid-cols-4",
          item: "rounded-3xl bg-brand-50 p-6 text-center",
          label: "mt-1 text-sm text-neutral-700",
          value: "font-display text-2xl font-bold text-brand-700 md:text-3xl",
        }}
      />

      <div className="mt-14 grid gap-6 md:grid-cols-2">
        <article className="rounded-3xl border border-neutral-100 p-8 shadow-sm">
          <Target aria-hidden="true" className="size-8 text-brand-600" />
          <h3 className="mt-4 text-xl font-semibold text-neutral-900">Missão</h3>
          <p className="mt-3 leading-relaxed text-neutral-700">
            Levar beleza de qualidade a preço justo para cada cliente, com atendimento acolhedor e
            produtos escolhidos a dedo, para que toda mulher encontre a sua melhor versão.
          </p>
        </article>
        <article className="rounded-3xl border border-neutral-100 p-8 shadow-sm">
          <Eye aria-hidden="true" className="size-8 text-lilac-600" />
          <h3 className="mt-4 text-xl font-semibold text-neutral-900">Visão</h3>
          <p className="mt-3 leading-relaxed text-neutral-700">
            Ser a rede de cosméticos mais querida do Centro-Oeste, presente em cada bairro e
            lembrada pela confiança, pela variedade e pelo carinho com quem entra nas nossas lojas.
          </p>
        </article>
      </div>

      <div className="mt-14 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <h3 className="font-display text-2xl font-bold text-neutral-900">Nossa História</h3>
          <p className="mt-4 leading-relaxed text-neutral-700">
            Tudo começou em Goiânia, com duas amigas apaixonadas por maquiagem que não encontravam,
            no próprio bairro, produtos bons a preço justo. A primeira loja tinha poucas prateleiras
            e uma bancada de testes sempre cheia de clientes.
          </p>
          <p className="mt-4 leading-relaxed text-neutral-700">
            Desde 2019 crescemos loja a loja, chegamos à loja online e hoje somos{" "}
            {figures ? storeReach(figures) : "uma rede de lojas"}, com quase 20.000 produtos e a
            mesma vontade do primeiro dia: receber cada cliente como amiga.
          </p>
        </div>
        <div>
          <h3 className="font-display text-2xl font-bold text-neutral-900">Nossa Curadoria</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-nude-50 p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <p className="mt-3 font-semibold text-neutral-900">{title}</p>
                <p className="mt-1 text-sm leading-relaxed text-neutral-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <figure className="relative mx-auto mt-16 max-w-3xl rounded-3xl bg-gradient-to-br from-brand-600 to-lilac-600 p-10 text-center text-white shadow-xl">
        <Quote aria-hidden="true" className="mx-auto size-10 opacity-70" />
        <blockquote className="mt-4 font-display text-xl leading-relaxed md:text-2xl">
          <p>
            “Beleza não é sobre seguir padrões. É sobre se sentir bem na própria pele, e a nossa
            missão é estar ao seu lado nesse caminho, com carinho e preço justo.”
          </p>
        </blockquote>
        <figcaption className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-white/90 uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          Fundadora da {brandName}
        </figcaption>
      </figure>
    </HeadedSection>
  );
}
