/**
 * One field of a store change request as head office and the manager read it: the value the
 * request saw and the one it asks for, side by side, and the decision taken on it.
 */
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type {
  ProposedBanner,
  ProposedSection,
  ProposedTestimonial,
  StoreFieldChange,
  StoreValue,
  StoreValueField,
  WeeklyHours,
} from "#db/schema";
import { changeFieldLabel, DECISION_LABELS, isValueChange } from "~/domain/change-requests";
import { htmlToText } from "~/domain/blog";
import { generatedHoursText } from "~/domain/hours-grid";
import { formatSaoPaulo } from "~/domain/sao-paulo-time";
import { STORE_SECTION_LABELS } from "~/domain/store-schemas";

const isoDay = (date: string) => date.split("-").reverse().slice(0, 2).join("/");

/** The grid as lines: the week as every page writes it, then each special date. */
export function hoursLines(weekly: WeeklyHours | null): string[] {
  const week = generatedHoursText(weekly);
  const lines = week ? week.split(" | ") : ["Sem horários por dia"];
  for (const day of weekly?.special ?? []) {
    const hours = day.closed ? "Fechado" : `${day.open} às ${day.close}`;
    lines.push(`${isoDay(day.date)}${day.label ? ` (${day.label})` : ""}: ${hours}`);
  }
  return lines;
}

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 rounded-lg border border-neutral-200 bg-white p-3">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</p>
      <div className="mt-1 text-sm text-neutral-900">{children}</div>
    </div>
  );
}

function Lines({ lines, mark }: { lines: string[]; mark?: Set<string> }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map((line) => (
        <li key={line} className={mark?.has(line) ? "rounded bg-amber-100 px-1 font-semibold" : ""}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/** A form field's value as staff read it: yes/no, the history's text, or "(vazio)". */
export function storeValueText(field: StoreValueField, value: StoreValue): string {
  if (value === null || value === "") return "(vazio)";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (field === "historyHtml" && typeof value === "string") return htmlToText(value);
  if (field === "openedOn" && typeof value === "string")
    return value.split("-").reverse().join("/");
  return String(value);
}

/** The value before and after the change, side by side. */
function BeforeAfter({ before, after }: { before: React.ReactNode; after: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-stretch gap-3">
      <Side label="Antes">{before}</Side>
      <ArrowRight aria-hidden className="size-5 self-center text-neutral-400" />
      <Side label="Depois">{after}</Side>
    </div>
  );
}

/** A proposed photo's or banner's picture. */
function ProposedImage({ url, altText }: { url: string; altText: string }) {
  return (
    <img src={url} alt={altText} className="max-h-48 rounded-md object-cover" loading="lazy" />
  );
}

/** When a proposed banner shows: 'Exibir de … até …' in Brasília time, or from approval on. */
function bannerWindowText(banner: Pick<ProposedBanner, "startsAt" | "endsAt">): string {
  if (!banner.startsAt && !banner.endsAt) return "Exibido assim que aprovado, sem data para sair";
  const from = banner.startsAt ? `de ${formatSaoPaulo(new Date(banner.startsAt))}` : "";
  const until = banner.endsAt ? `até ${formatSaoPaulo(new Date(banner.endsAt))}` : "";
  return `Exibido ${[from, until].filter(Boolean).join(" ")} (horário de Brasília)`;
}

export function ChangeDiff({ change }: { change: StoreFieldChange }) {
  if (isValueChange(change)) {
    return (
      <BeforeAfter
        before={
          <p className="break-words whitespace-pre-line">
            {storeValueText(change.field, change.old)}
          </p>
        }
        after={
          <p className="rounded bg-amber-100 px-1 font-semibold break-words whitespace-pre-line">
            {storeValueText(change.field, change.new)}
          </p>
        }
      />
    );
  }
  if (change.field === "section") {
    const side = (section: ProposedSection | null) =>
      section ? (
        <>
          <p className="text-neutral-500">{STORE_SECTION_LABELS[section.section]}</p>
          {section.title ? <p className="font-semibold">{section.title}</p> : null}
          <p className="break-words whitespace-pre-line">
            {htmlToText(section.bodyHtml) || "(sem texto)"}
          </p>
          {!section.active ? <p className="text-neutral-500">Oculto na página</p> : null}
        </>
      ) : (
        "Texto padrão da página"
      );
    return <BeforeAfter before={side(change.old)} after={side(change.new)} />;
  }
  if (change.field === "photo") {
    const photo = change.new;
    return (
      <BeforeAfter
        before="Sem esta foto"
        after={
          <>
            <ProposedImage {...photo} />
            <p className="mt-1">
              {photo.kind === "facade" ? "Fachada" : "Interior"} · {photo.altText}
            </p>
          </>
        }
      />
    );
  }
  if (change.field === "banner") {
    const banner = change.new;
    const window = bannerWindowText(banner);
    return (
      <BeforeAfter
        before="Sem este banner"
        after={
          <>
            <ProposedImage {...banner} />
            {banner.phoneUrl ? (
              <figure className="mt-2 w-32">
                <img
                  src={banner.phoneUrl}
                  alt={`${banner.altText} (celular)`}
                  className="aspect-square w-full rounded object-cover"
                  loading="lazy"
                />
                <figcaption className="text-xs text-neutral-600">Celular</figcaption>
              </figure>
            ) : null}
            <p className="mt-1">{window}</p>
          </>
        }
      />
    );
  }
  if (change.field === "testimonial") {
    const side = (t: ProposedTestimonial) => (
      <p className={t.approved ? "font-semibold text-green-800" : "font-semibold text-neutral-700"}>
        {t.approved ? "Publicado na página da loja" : "Fora da página (não publicado)"}
      </p>
    );
    return (
      <div className="flex flex-col gap-3">
        <blockquote className="rounded-lg border border-neutral-200 bg-white p-3 text-sm">
          <p className="font-semibold">
            {change.new.customerName} · {change.new.rating} de 5
          </p>
          <p className="mt-1 whitespace-pre-line text-neutral-800">{change.new.text}</p>
        </blockquote>
        <BeforeAfter before={side(change.old)} after={side(change.new)} />
      </div>
    );
  }
  const before = hoursLines(change.old);
  const after = hoursLines(change.new);
  const changed = new Set(after.filter((line) => !before.includes(line)));
  const removed = new Set(before.filter((line) => !after.includes(line)));
  return (
    <BeforeAfter
      before={<Lines lines={before} mark={removed} />}
      after={<Lines lines={after} mark={changed} />}
    />
  );
}

export function ChangeTitle({ change }: { change: StoreFieldChange }) {
  return (
    <h3 className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
      {changeFieldLabel(change.field)}
      {change.decision ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            change.decision === "approved"
              ? "bg-green-100 text-green-800"
              : change.decision === "stale"
                ? "bg-amber-100 text-amber-900"
                : "bg-red-100 text-red-800"
          }`}
        >
          {DECISION_LABELS[change.decision]}
        </span>
      ) : null}
    </h3>
  );
}
