import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SocialIcon, type SocialLink } from "~/components/social-links";
import { SectionHeading } from "~/components/ui/section-heading";
import { ExternalLink } from "~/components/external-link";

export type ContactInfo = {
  email: string | null;
  phone: string | null;
  phoneHref: string | null;
  whatsappUrl: string | null;
  whatsappLabel: string | null;
};

/** A contact of the list: a round icon before the link's text; WhatsApp opens in a new tab. */
function ContactLink({
  href,
  Icon,
  newTab = false,
  children,
}: {
  href: string;
  Icon: LucideIcon;
  newTab?: boolean;
  children: ReactNode;
}) {
  const tint = newTab ? "bg-emerald-50 text-emerald-700" : "bg-brand-50 text-brand-700";
  return (
    <li>
      <a
        href={href}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="inline-flex items-center gap-3 text-neutral-800 hover:text-brand-700"
      >
        <span className={`flex size-11 items-center justify-center rounded-full ${tint}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {children}
        {newTab ? <span className="sr-only"> (abre em nova aba)</span> : null}
      </a>
    </li>
  );
}

/**
 * Section 12, the anchor of the header's 'Contato': contacts, profiles and the way to the page's
 * newsletter form (one form on the page is enough; a second one only made visitors wonder).
 */
export function ContactSection({
  brandName,
  contact,
  social,
}: {
  brandName: string;
  contact: ContactInfo;
  social: SocialLink[];
}) {
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="scroll-mt-20 bg-white py-20 md:scroll-mt-32 xl:scroll-mt-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="contato-titulo"
            eyebrow="Contato"
            align="left"
            title="Faça parte da nossa comunidade"
            intro={`Fale com a gente, siga a ${brandName} nas redes e participe de uma comunidade que ama beleza tanto quanto você.`}
          />
          <ul className="mt-8 space-y-4">
            {contact.email ? (
              <ContactLink href={`mailto:${contact.email}`} Icon={Mail}>
                {contact.email}
              </ContactLink>
            ) : null}
            {contact.phone && contact.phoneHref ? (
              <ContactLink href={contact.phoneHref} Icon={Phone}>
                {contact.phone}
              </ContactLink>
            ) : null}
            {contact.whatsappUrl ? (
              <ContactLink href={contact.whatsappUrl} Icon={MessageCircle} newTab>
                WhatsApp {contact.whatsappLabel}
              </ContactLink>
            ) : null}
          </ul>
          {social.length ? (
            <ul className="mt-8 flex flex-wrap gap-3">
              {social.map((link) => (
                <li key={link.network}>
                  <ExternalLink
                    href={link.url}
                    className="inline-flex items-center gap-2 rounded-full border border-neutral-200 px-5 py-2.5 font-medium text-neutral-800 hover:border-brand-600 hover:text-brand-700"
                  >
                    <SocialIcon network={link.network} />
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="rounded-[2rem] bg-nude-50 p-8 md:p-10">
          <h3 className="font-display text-2xl font-bold text-neutral-900">
            Entre para a família {brandName}
          </h3>
          <p className="mt-3 leading-relaxed text-neutral-700">
            Cadastre seu e-mail e receba convites para eventos nas lojas, oficinas de automaquiagem
            e novidades da comunidade.
          </p>
          {/* One newsletter form on the page (besides the footer's): this points to it. */}
          <a
            href="#newsletter"
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            <Mail aria-hidden="true" className="size-4" />
            Quero receber as novidades
          </a>
        </div>
      </div>
    </section>
  );
}
