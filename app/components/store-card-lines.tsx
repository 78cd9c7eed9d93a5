/**
 * The lines every public store card shows the same way (the locator's list, the home's
 * highlight, the directory's city pages): the address with its CEP and the hours, each after a
 * small brand-coloured icon. The text comes from the store card view (app/domain/store-card.ts).
 */
import { Clock, MapPin, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { storePostalCodeLine, type StoreCardView } from "~/domain/store-card";

/** A line of a store card after its icon. */
export function StoreCardLine({
  Icon,
  className = "",
  children,
}: {
  Icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={`flex gap-2 text-sm text-neutral-700 ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{children}</span>
    </p>
  );
}

/** 'Avenida T-4, 1478 - Setor Bueno, Goiânia - GO · CEP 74230-030'. */
export function StoreCardAddress({
  store,
  className,
}: {
  store: Pick<StoreCardView, "address" | "postalCode">;
  className?: string;
}) {
  const cep = storePostalCodeLine(store.postalCode);
  return (
    <StoreCardLine Icon={MapPin} className={className}>
      {store.address}
      {cep ? <span className="text-neutral-500"> · {cep}</span> : null}
    </StoreCardLine>
  );
}

/** The abbreviated hours, 'Horário não informado' without any, and the status detail below. */
export function StoreCardHours({
  hours,
  detail = null,
  className,
}: {
  hours: string;
  detail?: string | null;
  className?: string;
}) {
  return (
    <StoreCardLine Icon={Clock} className={className}>
      {hours || "Horário não informado"}
      {detail ? <span className="block text-xs text-neutral-500">{detail}</span> : null}
    </StoreCardLine>
  );
}
