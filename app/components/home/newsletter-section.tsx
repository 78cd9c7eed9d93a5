import { Mail } from "lucide-react";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";

/** Section 11: the main newsletter form (the one with the 'Por favor, insira seu e-mail' toast). */
export function NewsletterSection({ brandName }: { brandName: string }) {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-titulo"
      className="scroll-mt-24 bg-gradient-to-br from-brand-600 to-lilac-600 py-20 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <Mail aria-hidden="true" className="mx-auto size-10" />
        <h2 id="newsletter-titulo" className="mt-4 font-display text-3xl font-bold md:text-4xl">
          Fique por dentro das novidades
        </h2>
        <p className="mt-4 text-lg text-white/90">
          Receba lançamentos, tutoriais e ofertas exclusivas da {brandName} em primeira mão. Sem
          spam: você cancela quando quiser.
        </p>
        <NewsletterForm
          source="newsletter"
          brandName={brandName}
          tone="color"
          className="mx-auto mt-8 max-w-xl text-left"
        />
      </div>
    </section>
  );
}
