/** A figure of a marketing page: a big value over its caption ('15+' over 'lojas'). */
export type Figure = { label: string; value: string };

/** How a list of figures looks: the list's grid, each box, its caption and its value. */
export type FigureListLook = { list: string; item: string; label: string; value: string };

/**
 * Figures on the brand gradient (the franchise page's hero, the home's franchise teaser): glassy
 * boxes with white text; the list's grid and the boxes' rounding vary.
 */
export function figuresOnGradient(
  list: string,
  rounded: "rounded-2xl" | "rounded-3xl",
): FigureListLook {
  return {
    list,
    item: `${rounded} bg-white/10 p-6 ring-1 ring-white/20`,
    label: "mt-1 text-sm text-white/90",
    value: "font-display text-3xl font-bold",
  };
}

/**
 * Figures as a description list: the caption is the term and the value its description; the
 * value shows first (the box reverses them), while screen readers read the caption first.
 */
export function FigureList({
  figures,
  look,
  testId,
}: {
  figures: readonly Figure[];
  look: FigureListLook;
  testId?: string;
}) {
  return (
    <dl className={look.list} data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.label} className={`flex flex-col-reverse ${look.item}`}>
          <dt className={look.label}>{figure.label}</dt>
          <dd className={look.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
