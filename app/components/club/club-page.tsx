import {
  BadgeCheck,
  Bell,
  Coins,
  Gift,
  Headphones,
  Infinity as InfinityIcon,
  ShoppingBag,
  Sparkles,
  Tag,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { FeatureCards, roomyFeatures } from "~/components/ui/feature-cards";
import { TitledSection } from "~/components/ui/titled-section";
import { clubStats, CLUB_TESTIMONIALS, FIRST_REDEMPTION_POINTS, REWARDS } from "./club-content";
import { formatCount } from "~/domain/count-format";
import type { SiteFigures } from "~/domain/site-figures";
import { RewardCard } from "./reward-card";
import { TestimonialCarousel } from "./testimonial-carousel";
import { FigureList } from "~/components/ui/figure-list";
import { GradientBadge } from "~/components/ui/gradient-badge";
import { ClosingBand } from "~/components/ui/closing-band";

const STEPS = [
  {
    icon: UserPlus,
    title: "Cadastre-se grátis",
    text: "Faça seu cadastro em poucos minutos, sem taxa de adesão e sem mensalidade.",
  },
  {
    icon: Coins,
    title: "Compre e acumule",
    text: "A cada R$ 1,00 em compras você ganha 1 ponto, nas lojas físicas e na loja online.",
  },
  {
    icon: Gift,
    title: "Troque por produtos",
    text: `Com ${FIRST_REDEMPTION_POINTS} pontos você já faz o seu primeiro resgate.`,
  },
] as const;

const BENEFITS = [
  {
    icon: TrendingUp,
    title: "Acúmulo de pontos",
    text: "Cada real gasto vira ponto para trocar por produtos que você ama.",
  },
  {
    icon: ShoppingBag,
    title: "Produtos exclusivos",
    text: "Itens e kits reservados só para quem é do Clube.",
  },
  {
    icon: Tag,
    title: "Ofertas especiais",
    text: "Descontos e condições que só os membros recebem.",
  },
  {
    icon: BadgeCheck,
    title: "Programa gratuito",
    text: "Sem mensalidade, sem taxa de adesão e sem letras miúdas.",
  },
  {
    icon: Headphones,
    title: "Atendimento VIP",
    text: "Atendimento prioritário nas lojas e nos nossos canais.",
  },
  {
    icon: Bell,
    title: "Novidades em primeira mão",
    text: "Lançamentos e promoções chegam antes para você.",
  },
] as const;

function SignupLink({
  href,
  className,
  label = "Cadastre-se Agora",
}: {
  href: string;
  className: string;
  label?: string;
}) {
  return (
    <ExternalLink href={href} className={className}>
      <UserPlus aria-hidden="true" className="size-5" />
      {label}
    </ExternalLink>
  );
}

export function ClubPage({
  brandName,
  signupUrl,
  figures,
}: {
  brandName: string;
  signupUrl: string;
  figures: SiteFigures;
}) {
  const clubName = `Clube ${brandName}`;
  const primary =
    "inline-flex items-center justify-center gap-2 rounded-full bg-white px-8 py-4 text-lg font-semibold text-brand-700 shadow-xl hover:bg-brand-50";
  const secondary =
    "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-4 text-lg font-semibold text-white shadow-lg hover:bg-brand-700";

  return (
    <main>
      <section
        aria-labelledby="clube-titulo"
        className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-lilac-600 text-white"
      >
        <div className="mx-auto max-w-5xl px-4 py-20 text-center md:py-28">
          <GradientBadge icon={Sparkles}>Programa de fidelidade</GradientBadge>
          <h1 id="clube-titulo" className="mt-6 font-display text-5xl font-bold md:text-7xl">
            {clubName}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/90 md:text-xl">
            Compre, acumule pontos e troque por produtos de beleza. Simples assim, e de graça.
          </p>
          <div className="mt-10 flex flex-col items-center gap-3">
            {/* A stated figure from the settings, not a live count: shown as it is, not animated. */}
            <p className="font-display text-5xl font-bold md:text-6xl">
              <span className="tabular-nums" data-testid="member-count">
                {formatCount(figures.clubMembers)}
              </span>
              <span className="mt-1 block text-base font-sans font-medium text-white/90">
                membros aproveitando os benefícios
              </span>
            </p>
          </div>
          <div className="mt-10 flex flex-col items-center gap-3">
            <SignupLink href={signupUrl} className={primary} />
            <p className="text-sm font-medium text-white/90">100% Gratuito • Sem mensalidades</p>
          </div>
        </div>
      </section>

      <TitledSection id="como-funciona-titulo" title="Como funciona" className="py-20">
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-3xl bg-brand-50 p-8 text-center">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow">
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <p className="mt-4 text-sm font-semibold tracking-widest text-brand-700 uppercase">
                Passo {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-neutral-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection
        id="beneficios-titulo"
        title="Benefícios de ser membro"
        className="bg-nude-50 py-20"
      >
        <FeatureCards
          items={BENEFITS}
          look={roomyFeatures("rounded-3xl bg-white p-7 shadow-sm", "text-brand-600")}
        />
      </TitledSection>

      <TitledSection id="recompensas-titulo" title="Recompensas" className="py-20">
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-neutral-700">
          Passe o mouse (ou toque) nos cartões para ver os detalhes e resgatar.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REWARDS.map((reward) => (
            <RewardCard key={reward.name} reward={reward} signupUrl={signupUrl} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="depoimentos-clube-titulo"
        title="Quem é do Clube aprova"
        className="bg-brand-50 py-20"
      >
        <div className="mt-12">
          <TestimonialCarousel items={CLUB_TESTIMONIALS} />
        </div>
      </TitledSection>

      <TitledSection id="numeros-titulo" title={`O ${clubName} em números`} className="py-20">
        <FigureList
          figures={clubStats(figures)}
          look={{
            list: "mt-12 grid grid-cols-2 gap-6 md:grid-cols-4",
            item: "rounded-3xl bg-nude-50 p-8 text-center",
            label: "mt-1 text-neutral-700",
            value: "font-display text-4xl font-bold text-brand-700",
          }}
        />
      </TitledSection>

      <ClosingBand
        headingId="vitalicio-titulo"
        className="bg-gradient-to-br from-neutral-900 to-brand-900"
        icon={InfinityIcon}
        title="Programa Vitalício"
        text="Sem taxas, sem mensalidades e sem validade: os seus pontos não expiram. Entre hoje e aproveite os benefícios para sempre."
      >
        <SignupLink href={signupUrl} className={secondary} />
      </ClosingBand>
    </main>
  );
}
