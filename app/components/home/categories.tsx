import { Droplets, ExternalLink as ExternalIcon, Palette, Sparkles, Zap } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { HeadedSection } from "~/components/ui/section-heading";

const CATEGORIES = [
  {
    icon: Palette,
    title: "Maquiagem",
    path: "maquiagem",
    text: "Bases para todos os tons, batons, paletas e tudo para uma make que dura o dia inteiro.",
    tint: "from-brand-100 to-brand-50 text-brand-700",
  },
  {
    icon: Droplets,
    title: "Skincare",
    path: "skincare",
    text: "Limpeza, séruns, hidratantes e protetores para cuidar da pele em cada fase.",
    tint: "from-sky-100 to-sky-50 text-sky-800",
  },
  {
    icon: Sparkles,
    title: "Perfumes",
    path: "perfumes",
    text: "Fragrâncias femininas e masculinas, body splashes e presentes em até 3x sem juros.",
    tint: "from-violet-100 to-violet-50 text-violet-800",
  },
  {
    icon: Zap,
    title: "Eletro",
    path: "eletro",
    text: "Secadores, chapinhas, modeladores e escovas rotativas das melhores marcas.",
    tint: "from-amber-100 to-amber-50 text-amber-900",
  },
] as const;

/** Section 4: the product categories, each opening the online shop. */
export function CategoriesSection({ shopUrl }: { shopUrl: string | null }) {
  const base = shopUrl?.replace(/\/+$/, "");
  return (
    <HeadedSection
      id="categorias"
      headingId="categorias-titulo"
      className="scroll-mt-24 py-20"
      eyebrow="Categorias"
      title="Tudo para a sua beleza em um só lugar"
      intro="Quase 20.000 produtos nas lojas físicas e na loja online. Pagamento no cartão, PIX ou dinheiro, em até 3x sem juros."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map(({ icon: Icon, title, path, text, tint }) => {
          const body = (
            <>
              <span
                className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${tint}`}
              >
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <span className="mt-5 block text-xl font-semibold text-neutral-900">{title}</span>
              <span className="mt-2 block leading-relaxed text-neutral-700">{text}</span>
            </>
          );
          return (
            <li key={title}>
              {base ? (
                <ExternalLink
                  href={`${base}/${path}`}
                  className="block h-full rounded-3xl border border-neutral-100 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
                >
                  {body}
                </ExternalLink>
              ) : (
                <div className="h-full rounded-3xl border border-neutral-100 bg-white p-7 shadow-sm">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {shopUrl ? (
        <div className="mt-10 text-center">
          <ExternalLink
            href={shopUrl}
            className="inline-flex items-center gap-2 rounded-full bg-neutral-900 px-7 py-3.5 font-semibold text-white hover:bg-neutral-800"
          >
            Visite Nossa Loja Online
            <ExternalIcon aria-hidden="true" className="size-4" />
          </ExternalLink>
        </div>
      ) : null}
    </HeadedSection>
  );
}
