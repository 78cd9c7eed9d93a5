import {
  ArrowRight,
  BarChart3,
  BookOpen,
  Building2,
  CheckCircle2,
  ChevronDown,
  GraduationCap,
  HeartHandshake,
  Megaphone,
  MonitorSmartphone,
  Package,
  ShieldCheck,
  Sparkles,
  Store,
  Truck,
  Users,
} from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { FeatureCards, roomyFeatures } from "~/components/ui/feature-cards";
import { FigureList, figuresOnGradient } from "~/components/ui/figure-list";
import { HeadedSection } from "~/components/ui/section-heading";
import { SectionTitle, TitledSection } from "~/components/ui/titled-section";
import { GradientBadge } from "~/components/ui/gradient-badge";
import { ClosingBand } from "~/components/ui/closing-band";
import { formatCount } from "~/domain/count-format";
import type { SiteFigures } from "~/domain/site-figures";

/** Marketing figures of the franchise page. */
export const INVESTMENT_FIGURES = [
  { label: "Investimento inicial", value: "a partir de R$ 200 mil" },
  { label: "Retorno do investimento", value: "24 a 36 meses" },
  { label: "Faturamento mensal", value: "a partir de R$ 70 mil" },
  { label: "Rentabilidade média", value: "12%" },
  { label: "Margem de contribuição", value: "acima de 40%" },
  { label: "Markup", value: "acima de 100%" },
  { label: "Royalties", value: "3% do faturamento" },
  { label: "Fundo de marketing", value: "1% do faturamento" },
] as const;

const benefits = (figures: SiteFigures) =>
  [
    {
      icon: Sparkles,
      title: "Marca querida",
      text: "Uma marca reconhecida em Goiás, com clientes fiéis e presença forte nas redes.",
    },
    {
      icon: Package,
      title: "Mix de quase 20.000 produtos",
      text: "Maquiagem, skincare, perfumes, cabelos e eletro com curadoria e giro comprovados.",
    },
    {
      icon: BarChart3,
      title: "Negócio rentável",
      text: "Margem de contribuição acima de 40% e markup acima de 100% nos produtos.",
    },
    {
      icon: ShieldCheck,
      title: "Modelo testado",
      text: "Processos validados em lojas de rua e de shopping, prontos para replicar.",
    },
    {
      icon: Users,
      title: "Rede que cresce junto",
      text: `${formatCount(figures.franchisees)} franqueados trocando experiências e ${figures.franchiseSatisfaction}% de satisfação na rede.`,
    },
    {
      icon: HeartHandshake,
      title: "Mercado que não para",
      text: "O Brasil está entre os maiores mercados de beleza do mundo, com demanda o ano todo.",
    },
  ] as const;

const SUPPORT = [
  {
    icon: Building2,
    title: "Escolha do ponto",
    text: "Estudo da praça e aprovação do imóvel com a nossa equipe de expansão.",
  },
  {
    icon: Store,
    title: "Projeto da loja",
    text: "Arquitetura, layout e vitrine no padrão da marca.",
  },
  {
    icon: GraduationCap,
    title: "Treinamento",
    text: "Capacitação inicial e contínua para você e para a sua equipe de consultoras.",
  },
  {
    icon: Megaphone,
    title: "Marketing",
    text: "Campanhas, redes sociais e materiais de divulgação prontos para usar.",
  },
  {
    icon: Truck,
    title: "Compras e logística",
    text: "Negociação centralizada com fornecedores e reposição ágil do estoque.",
  },
  {
    icon: MonitorSmartphone,
    title: "Sistema de gestão",
    text: "Ferramentas de vendas, estoque e indicadores para acompanhar o negócio.",
  },
] as const;

const PROFILE = [
  "Gosta de gente e de beleza, e quer empreender com propósito",
  "Tem perfil de liderança e disposição para estar à frente da loja",
  "Dispõe do capital para o investimento inicial",
  "Valoriza processos, metas e atendimento de excelência",
  "Quer crescer com o apoio de uma rede experiente",
] as const;

const STEPS = [
  {
    title: "Cadastro de interesse",
    text: "Preencha o formulário no site da franquia com seus dados e a cidade de interesse.",
  },
  {
    title: "Conversa inicial",
    text: "Nossa equipe de expansão apresenta o modelo de negócio e tira as suas dúvidas.",
  },
  {
    title: "Análise de perfil e praça",
    text: "Avaliamos juntos o seu perfil, a cidade e os pontos comerciais disponíveis.",
  },
  {
    title: "Assinatura do contrato",
    text: "Com tudo aprovado, formalizamos a parceria e iniciamos o projeto da loja.",
  },
  {
    title: "Treinamento e inauguração",
    text: "Você e sua equipe são treinados e a loja abre as portas com o nosso apoio.",
  },
] as const;

const FAQ = [
  {
    q: "Quanto preciso investir para abrir uma franquia?",
    a: "O investimento total fica entre R$ 200 mil e R$ 450 mil, conforme o tamanho da loja, a cidade e o tipo de ponto (rua ou shopping). O valor inclui projeto, obras, mobiliário, estoque inicial e taxa de franquia.",
  },
  {
    q: "Em quanto tempo tenho o retorno do investimento?",
    a: "O prazo médio de retorno é de 24 a 36 meses, com rentabilidade média de 12% e faturamento mensal a partir de R$ 70 mil.",
  },
  {
    q: "Quais são as taxas mensais?",
    a: "Royalties de 3% do faturamento e contribuição de 1% para o fundo de marketing, que financia as campanhas da rede.",
  },
  {
    q: "Preciso ter experiência no ramo de beleza?",
    a: "Não. Oferecemos treinamento completo sobre produtos, atendimento, gestão e vendas. O mais importante é ter perfil empreendedor e gostar de pessoas.",
  },
  {
    q: "A franqueadora ajuda a escolher o ponto?",
    a: "Sim. A equipe de expansão analisa a cidade, o fluxo de pessoas e o imóvel antes da aprovação do ponto.",
  },
  {
    q: "Quanto tempo leva para inaugurar a loja?",
    a: "Em média de 90 a 120 dias após a assinatura do contrato, dependendo das obras e da aprovação do ponto.",
  },
] as const;

function Cta({
  href,
  children,
  variant = "light",
}: {
  href: string;
  children: React.ReactNode;
  variant?: "light" | "brand";
}) {
  return (
    <ExternalLink
      href={href}
      className={
        variant === "light"
          ? "inline-flex items-center gap-2 rounded-full bg-white px-8 py-4 text-lg font-semibold text-brand-700 shadow-xl hover:bg-brand-50"
          : "inline-flex items-center gap-2 rounded-full bg-brand-600 px-8 py-4 text-lg font-semibold text-white shadow-lg hover:bg-brand-700"
      }
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-5" />
    </ExternalLink>
  );
}

const heroFigures = (figures: SiteFigures) => [
  { value: formatCount(figures.franchisees), label: "franqueados" },
  { value: `${figures.franchiseSatisfaction}%`, label: "de satisfação na rede" },
  { value: "24-36", label: "meses de retorno" },
  { value: "R$ 200 mil", label: "investimento a partir de" },
];

export function FranchisePage({
  brandName,
  franchiseUrl,
  figures,
}: {
  brandName: string;
  franchiseUrl: string;
  figures: SiteFigures;
}) {
  return (
    <main>
      <section
        aria-labelledby="franquia-titulo"
        className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-lilac-600 text-white"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 md:py-28 lg:grid-cols-[3fr_2fr]">
          <div>
            <GradientBadge icon={BookOpen}>Franquia de cosméticos</GradientBadge>
            <h1
              id="franquia-titulo"
              className="mt-6 font-display text-4xl leading-tight font-bold text-balance md:text-6xl"
            >
              Seja um Franqueado {brandName}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90 md:text-xl">
              Empreenda no mercado de beleza com uma marca querida, um mix de quase 20.000 produtos
              e o suporte de quem já abriu lojas de sucesso em Goiás.
            </p>
            <div className="mt-10">
              <Cta href={franchiseUrl}>Quero Ser Franqueado</Cta>
            </div>
          </div>
          <FigureList
            figures={heroFigures(figures)}
            look={figuresOnGradient("grid grid-cols-2 gap-4", "rounded-3xl")}
          />
        </div>
      </section>

      <HeadedSection
        headingId="vantagens-titulo"
        className="py-20"
        title={`Por que ser um franqueado ${brandName}`}
        intro="Tudo o que você precisa para ter um negócio de beleza sólido e rentável."
      >
        <FeatureCards
          items={benefits(figures)}
          look={roomyFeatures(
            "rounded-3xl border border-neutral-100 p-7 shadow-sm",
            "text-brand-600",
          )}
        />
      </HeadedSection>

      <HeadedSection
        headingId="suporte-titulo"
        className="bg-nude-50 py-20"
        title="Suporte completo da franqueadora"
        intro="Você não começa sozinho: acompanhamos cada etapa, antes e depois da inauguração."
      >
        <FeatureCards
          items={SUPPORT}
          look={roomyFeatures("rounded-3xl bg-white p-7 shadow-sm", "text-lilac-600")}
        />
      </HeadedSection>

      <section aria-labelledby="perfil-titulo" className="py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionTitle id="perfil-titulo" large>
              Perfil ideal do franqueado
            </SectionTitle>
            <p className="mt-4 text-lg leading-relaxed text-neutral-700">
              Procuramos parceiros que compartilhem os nossos valores e queiram fazer parte da
              rotina de beleza da sua cidade.
            </p>
          </div>
          <ul className="space-y-4">
            {PROFILE.map((item) => (
              <li key={item} className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-neutral-800">
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TitledSection
        id="etapas-titulo"
        title="Como se tornar um franqueado em 5 passos"
        className="bg-neutral-950 py-20 text-white"
        columnClassName="mx-auto max-w-7xl px-4"
        tone="dark"
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-display text-xl font-bold">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-neutral-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <HeadedSection
        headingId="investimento-titulo"
        className="py-20"
        title="Investimento e retorno"
        intro="Números médios da rede. Os valores de cada loja dependem da cidade, do ponto e do tamanho."
      >
        <FigureList
          figures={INVESTMENT_FIGURES}
          look={{
            list: "mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
            item: "rounded-3xl border border-brand-100 bg-brand-50 p-6",
            label: "mt-1 text-sm font-medium text-neutral-700",
            value: "font-display text-2xl font-bold text-brand-700",
          }}
        />
      </HeadedSection>

      <HeadedSection
        headingId="faq-titulo"
        className="bg-nude-50 py-20"
        columnClassName="mx-auto max-w-3xl px-4"
        title="Perguntas frequentes"
      >
        <div className="mt-10 space-y-3">
          {FAQ.map((item) => (
            <details key={item.q} className="group rounded-2xl bg-white p-6 shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-4 leading-relaxed text-neutral-700">{item.a}</p>
            </details>
          ))}
        </div>
      </HeadedSection>

      <ClosingBand
        headingId="chamada-final-titulo"
        className="bg-gradient-to-br from-brand-700 to-lilac-600"
        title="Vamos juntos levar beleza para a sua cidade?"
        text={`Fale com a nossa equipe de expansão e receba a apresentação completa da franquia ${brandName}.`}
      >
        <Cta href={franchiseUrl}>Quero Ser Franqueado</Cta>
      </ClosingBand>
    </main>
  );
}
