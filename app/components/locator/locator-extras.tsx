import {
  Award,
  ChevronDown,
  CreditCard,
  Gift,
  HeartHandshake,
  MapPin,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
} from "lucide-react";
import { FeatureCards } from "~/components/ui/feature-cards";
import { TitledSection } from "~/components/ui/titled-section";
import { WhatsappIcon } from "./icons";
import { ExternalLink } from "~/components/external-link";
import { storeReach, storeReachLabel, type SiteFigures } from "~/domain/site-figures";

/** The figures of 'Por que somos referência': store counts from the data, claims from settings. */
const reasons = (figures: SiteFigures) => [
  { icon: Star, figure: `${figures.customerSatisfaction}%`, label: "de satisfação das clientes" },
  { icon: MapPin, figure: String(figures.stores), label: storeReachLabel(figures) },
  { icon: Users, figure: "+150 mil", label: "clientes satisfeitas" },
  { icon: Award, figure: "10+", label: "anos de experiência em beleza" },
];

const DIFFERENTIALS = [
  {
    icon: Sparkles,
    title: "Quase 20.000 produtos",
    text: "Maquiagem, skincare, perfumes, cabelos e eletro das marcas que você ama, nacionais e importadas.",
  },
  {
    icon: HeartHandshake,
    title: "Atendimento personalizado",
    text: "Consultoras que ajudam a escolher o tom certo, montar sua rotina e explicar cada produto.",
  },
  {
    icon: CreditCard,
    title: "Pagamento facilitado",
    text: "Cartões, PIX e dinheiro, com parcelamento em até 3x sem juros.",
  },
  {
    icon: Gift,
    title: "Ofertas exclusivas",
    text: "Algumas ofertas só existem nas lojas físicas, e o Clube Basiquinha transforma compras em pontos.",
  },
  {
    icon: ShieldCheck,
    title: "Produtos originais",
    text: "Compramos direto das marcas e distribuidores oficiais: qualidade garantida em cada item.",
  },
];

const DIFFERENTIALS_LOOK = {
  list: "mt-10 grid grid-cols-2 gap-6 lg:grid-cols-3",
  card: "rounded-2xl bg-white p-6 shadow-sm",
  icon: "size-7 text-brand-600",
  title: "mt-3 text-lg font-semibold text-neutral-900",
  text: "mt-1 text-sm text-neutral-600",
};

export const FAQ = [
  {
    question: "Qual é o horário de funcionamento das lojas?",
    answer:
      "Em média as lojas abrem das 8h às 19h, mas cada uma tem o seu horário: ele aparece no cartão da loja, com a indicação de aberta ou fechada agora.",
  },
  {
    question: "Como encontro a loja mais próxima de mim?",
    answer:
      "Toque em 'Encontrar Lojas Próximas' e permita o acesso à localização: a lista é reordenada pela distância. Você também pode buscar por cidade, bairro ou endereço.",
  },
  {
    question: "Quais formas de pagamento são aceitas?",
    answer:
      "Aceitamos cartões de crédito e débito, PIX e dinheiro, com parcelamento em até 3x sem juros.",
  },
  {
    question: "Os preços e ofertas são os mesmos da loja online?",
    answer:
      "A maior parte do catálogo é a mesma, mas algumas ofertas são exclusivas das lojas físicas. Consulte a loja pelo WhatsApp antes da visita.",
  },
  {
    question: "Posso falar com a loja antes de ir?",
    answer:
      "Sim. Use o botão 'Falar com a Loja - Via WhatsApp' no cartão da loja: a equipe tira dúvidas, confirma estoque e separa seus produtos.",
  },
  {
    question: "Minha localização fica salva?",
    answer:
      "Ela é usada apenas para calcular as distâncias até as lojas e fica guardada só no seu navegador por 30 minutos. Não é armazenada em nossos servidores.",
  },
] as const;

/** Desktop-only sections of the locator (spec: phones omit them). */
export function LocatorExtras({
  whatsappUrl,
  figures,
}: {
  whatsappUrl: string | null;
  figures: SiteFigures;
}) {
  return (
    <div className="hidden md:block">
      <TitledSection
        id="por-que-referencia"
        title="Por que somos referência em beleza"
        className="bg-white py-16"
        columnClassName="mx-auto max-w-6xl px-6"
        large={false}
      >
        <p className="mx-auto mt-3 max-w-2xl text-center text-neutral-600">
          {storeReach(figures)} reunidas em um só lugar, com a mesma curadoria e o mesmo carinho no
          atendimento.
        </p>
        <ul className="mt-10 grid grid-cols-4 gap-6">
          {reasons(figures).map(({ icon: Icon, figure, label }) => (
            <li key={label} className="rounded-2xl bg-nude-50 p-6 text-center">
              <Icon className="mx-auto size-7 text-brand-600" aria-hidden="true" />
              <p className="mt-3 font-display text-3xl font-bold text-neutral-900">{figure}</p>
              <p className="mt-1 text-sm text-neutral-600">{label}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="nossos-diferenciais"
        title="Nossos diferenciais"
        className="bg-nude-50 py-16"
        columnClassName="mx-auto max-w-6xl px-6"
        large={false}
      >
        <FeatureCards items={DIFFERENTIALS} look={DIFFERENTIALS_LOOK} />
      </TitledSection>

      <TitledSection
        id="perguntas-frequentes"
        title="Perguntas frequentes"
        className="bg-white py-16"
        columnClassName="mx-auto max-w-3xl px-6"
        large={false}
      >
        {/* Native disclosure: keyboard and screen-reader support built in, no JavaScript, and
            the answers are in the HTML for search engines; one open at a time (name). */}
        <div className="mt-8 flex flex-col gap-3">
          {FAQ.map(({ question, answer }) => (
            <details
              key={question}
              name="perguntas-frequentes"
              className="group rounded-2xl border border-neutral-200 bg-white"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-neutral-900 hover:bg-neutral-50 [&::-webkit-details-marker]:hidden">
                <h3>{question}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-4 text-neutral-700">{answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-neutral-700">Ainda tem dúvidas? Fale com a gente.</p>
          <div className="flex flex-wrap justify-center gap-3">
            {whatsappUrl ? (
              <ExternalLink
                href={whatsappUrl}
                newTabHint={false}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
              >
                <WhatsappIcon className="size-5" />
                Falar no WhatsApp
              </ExternalLink>
            ) : null}
            <a
              href="#lojas-list"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              <MapPin className="size-5" aria-hidden="true" />
              Encontrar Loja
            </a>
          </div>
        </div>
      </TitledSection>
    </div>
  );
}
