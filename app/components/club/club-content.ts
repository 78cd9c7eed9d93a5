import { formatCount } from "~/domain/count-format";
import type { SiteFigures } from "~/domain/site-figures";

/**
 * The club page's copy. Members and satisfaction are settings (domain/site-figures.ts); the
 * other figures and the testimonials are fixed marketing copy.
 */

export const TESTIMONIAL_INTERVAL_MS = 4000;
export const REDEEM_DELAY_MS = 1500;
/** R$ 1,00 spent = 1 point; the first reward at 600 points. */
export const FIRST_REDEMPTION_POINTS = 600;

export type Reward = { name: string; description: string; points: number; category: string };

export const REWARDS: Reward[] = [
  {
    name: "Base Líquida Matte",
    description: "Cobertura média a alta, acabamento aveludado e longa duração para o dia todo.",
    points: 600,
    category: "Maquiagem",
  },
  {
    name: "Base Glow Hidratante",
    description: "Textura leve com efeito luminoso e ácido hialurônico para uma pele viçosa.",
    points: 600,
    category: "Maquiagem",
  },
  {
    name: "Shampoo Nutrição Profunda",
    description: "Limpa com suavidade e nutre os fios ressecados desde a primeira lavagem.",
    points: 3000,
    category: "Cabelos",
  },
  {
    name: "Leave-in Reparador",
    description: "Protege do calor, controla o frizz e deixa os fios macios e perfumados.",
    points: 3000,
    category: "Cabelos",
  },
];

export type ClubTestimonial = {
  text: string;
  name: string;
  city: string;
  memberSince: string;
};

export const CLUB_TESTIMONIALS: ClubTestimonial[] = [
  {
    text: "Troquei meus pontos por uma base que eu amo. Nem acreditei que era de graça!",
    name: "Fernanda Alves",
    city: "Goiânia",
    memberSince: "2022",
  },
  {
    text: "Compro o que eu já ia comprar e ainda junto pontos. Em poucos meses já fiz meu primeiro resgate.",
    name: "Larissa Costa",
    city: "Anápolis",
    memberSince: "2023",
  },
  {
    text: "O atendimento VIP faz diferença: sempre fico sabendo das novidades antes de todo mundo.",
    name: "Beatriz Souza",
    city: "Trindade",
    memberSince: "2021",
  },
  {
    text: "Cadastro rápido, sem mensalidade e os pontos não vencem. Recomendo para todas as amigas.",
    name: "Mariana Lima",
    city: "Formosa",
    memberSince: "2023",
  },
  {
    text: "Já troquei shampoo e leave-in. Meu cabelo e meu bolso agradecem!",
    name: "Renata Pereira",
    city: "Aparecida de Goiânia",
    memberSince: "2022",
  },
];

/** The club in figures: members and satisfaction from the settings, the rest copy. */
export const clubStats = (figures: Pick<SiteFigures, "clubMembers" | "customerSatisfaction">) => [
  { value: formatCount(figures.clubMembers), label: "membros ativos" },
  { value: `${figures.customerSatisfaction}%`, label: "de satisfação" },
  { value: "2.5M", label: "pontos trocados" },
  { value: "4.8", label: "de avaliação" },
];

export function formatPoints(value: number): string {
  return `${formatCount(value)} pontos`;
}
