import { Award, Check, ShieldCheck, Users } from "lucide-react";
import type { StorePageView } from "~/models/store-page.server";
import { SectionTitle } from "~/components/ui/titled-section";
import { RichText } from "./rich-text";
import { SpecialtyIcon } from "./specialty-icon";
import { WhatsAppLink } from "./store-links";

const BLOCKS = [
  {
    title: "Qualidade Garantida",
    text: "Produtos originais de marcas reconhecidas, com procedência e validade conferidas.",
    icon: ShieldCheck,
  },
  {
    title: "Equipe Experiente",
    text: "Consultoras treinadas pelas marcas parceiras para indicar o que funciona para você.",
    icon: Users,
  },
  {
    title: "Atendimento Premium",
    text: "Tempo para testar, tirar dúvidas e sair com a rotina de cuidados certa.",
    icon: Award,
  },
];

const TICKS = ["Atendimento Personalizado", "Profissionais Qualificados", "Resultados Garantidos"];

export function StoreExpertise({ store }: { store: StorePageView }) {
  const { expertise } = store;
  return (
    <section aria-labelledby="expertise-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <div className="mx-auto max-w-3xl text-center">
          <SectionTitle id="expertise-title">{expertise.title}</SectionTitle>
          <RichText html={expertise.html} className="mt-4 text-lg text-neutral-700" />
        </div>

        {expertise.specialties.length > 0 ? (
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {expertise.specialties.map((specialty) => (
              <li
                key={specialty.id}
                className="flex flex-col gap-3 rounded-2xl border border-neutral-100 bg-white p-5 shadow-sm"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-lilac-500 text-white">
                  <SpecialtyIcon name={specialty.icon} className="size-5" />
                </span>
                <h3 className="font-display text-lg font-semibold text-neutral-900">
                  {specialty.title}
                </h3>
                {specialty.description ? (
                  <p className="text-sm text-neutral-600">{specialty.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-12 grid items-start gap-8 rounded-3xl bg-gradient-to-br from-brand-50 to-nude-100 p-8 lg:grid-cols-2">
          <ul className="grid gap-5">
            {BLOCKS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-display text-lg font-semibold text-neutral-900">{title}</h3>
                  <p className="text-sm text-neutral-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-5">
            <ul className="grid gap-3">
              {TICKS.map((tick) => (
                <li key={tick} className="flex items-center gap-3 font-medium text-neutral-800">
                  <span className="flex size-6 items-center justify-center rounded-full bg-emerald-600 text-white">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  {tick}
                </li>
              ))}
            </ul>
            {store.whatsapp ? (
              <WhatsAppLink href={store.whatsapp.hero} className="self-start">
                Fale Conosco no WhatsApp
              </WhatsAppLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
