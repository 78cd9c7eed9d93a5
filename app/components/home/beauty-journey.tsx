import { clsx } from "clsx";
import { Crown, Search, Sparkles, Wand2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { deferredBoundary } from "~/components/ui/deferred";
import { HeadedSection } from "~/components/ui/section-heading";

/**
 * The beauty profiles are content and links: their code comes after the page's first download
 * (a boundary of its own, so switching steps before it arrives keeps the server's HTML).
 */
const BeautyProfiles = deferredBoundary(() =>
  import("./beauty-profiles").then((m) => m.BeautyProfiles),
);

/** Loads the profiles' code ahead (client-side navigations to the home page). */
export const preloadBeautyProfiles = BeautyProfiles.preload;

export const JOURNEY_STEPS = [
  {
    icon: Search,
    title: "Descoberta",
    text: "Conte para a nossa consultora como é a sua pele, o seu cabelo e a sua rotina. A partir daí, a gente mostra o que faz sentido para você, sem empurrar nada.",
    tip: "Dica: venha sem maquiagem para testar base e corretivo no tom certo.",
  },
  {
    icon: Wand2,
    title: "Experimentação",
    text: "Teste texturas, cores e fragrâncias na bancada de testes. Aqui você pode errar, combinar e descobrir o que funciona antes de levar para casa.",
    tip: "Dica: teste a base no maxilar, com luz natural, e espere alguns minutos.",
  },
  {
    icon: Sparkles,
    title: "Transformação",
    text: "Com os produtos certos, a rotina fica mais simples e o resultado aparece: pele cuidada, make que dura e um cheiro que é a sua cara.",
    tip: "Dica: comece com poucos passos e acrescente um produto por vez.",
  },
  {
    icon: Crown,
    title: "Empoderamento",
    text: "Beleza é autoestima. Quando você se reconhece no espelho, leva essa confiança para o trabalho, para os encontros e para a vida.",
    tip: "Dica: participe do Clube e troque seus pontos por produtos.",
  },
] as const;

/**
 * Section 3: four steps, one active at a time (the first by default), operable as tabs with the
 * arrow, Home and End keys; then the three beauty profiles (see BeautyProfiles).
 */
export function BeautyJourneySection() {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function focusTab(index: number) {
    const next = (index + JOURNEY_STEPS.length) % JOURNEY_STEPS.length;
    setActive(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusTab(active + 1),
      ArrowDown: () => focusTab(active + 1),
      ArrowLeft: () => focusTab(active - 1),
      ArrowUp: () => focusTab(active - 1),
      Home: () => focusTab(0),
      End: () => focusTab(JOURNEY_STEPS.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  return (
    <HeadedSection
      id="jornada"
      headingId="jornada-titulo"
      className="scroll-mt-24 bg-gradient-to-b from-nude-50 to-white py-20"
      eyebrow="Jornada de Beleza"
      title="Sua jornada de beleza em quatro passos"
      intro="Do primeiro teste à confiança no espelho: é assim que acompanhamos você em cada visita."
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div
          role="tablist"
          aria-label="Passos da jornada de beleza"
          aria-orientation="vertical"
          className="flex flex-col gap-3"
        >
          {JOURNEY_STEPS.map((step, index) => {
            const selected = index === active;
            const Icon = step.icon;
            return (
              <button
                key={step.title}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${id}-painel-${index}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onKeyDown}
                className={clsx(
                  "flex items-center gap-4 rounded-2xl border p-4 text-left transition-colors",
                  selected
                    ? "border-brand-600 bg-white shadow-md"
                    : "border-transparent bg-white/60 hover:bg-white",
                )}
              >
                <span
                  className={clsx(
                    "flex size-12 shrink-0 items-center justify-center rounded-full",
                    selected ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
                  )}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block text-xs font-semibold tracking-widest text-neutral-600 uppercase">
                    Passo {index + 1}
                  </span>
                  <span className="block text-lg font-semibold text-neutral-900">{step.title}</span>
                </span>
              </button>
            );
          })}
        </div>

        {JOURNEY_STEPS.map((step, index) => (
          <div
            key={step.title}
            role="tabpanel"
            id={`${id}-painel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== active}
            tabIndex={0}
            className="rounded-3xl bg-white p-8 shadow-lg ring-1 ring-neutral-100 md:p-10"
          >
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              Passo {index + 1} de {JOURNEY_STEPS.length}
            </p>
            <h3 className="mt-2 font-display text-3xl font-bold text-neutral-900">{step.title}</h3>
            <p className="mt-4 text-lg leading-relaxed text-neutral-700">{step.text}</p>
            <p className="mt-6 rounded-2xl bg-brand-50 p-4 text-neutral-800">{step.tip}</p>
          </div>
        ))}
      </div>

      <BeautyProfiles />
    </HeadedSection>
  );
}
