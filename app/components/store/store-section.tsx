import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/titled-section";

/** A band of the store page named by its centred heading, above content in the page's column. */
export function StoreSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={className}
      columnClassName="mx-auto max-w-6xl px-4 py-14"
      large={false}
      titleMargin="mb-8"
    >
      {children}
    </TitledSection>
  );
}
