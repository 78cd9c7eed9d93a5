/**
 * Keyboard focus after moving a record up or down a list (banners, brands, videos, specialties,
 * a store's photos, banners and differentials). The move posts a form and the list comes back
 * in its new order; meanwhile the arrow was disabled and the record's card moved in the page,
 * and the browser put the focus on the page's body. The arrow pressed is remembered, and once
 * the list is back its record's same arrow gets the focus again, so a keyboard user can press
 * it again to keep moving; when that arrow is now disabled (the record reached the end) the
 * other arrow gets it, else the record's card.
 */
import { useEffect } from "react";
import { useNavigation } from "react-router";

export type MoveWay = "up" | "down";

/** The arrow pressed last ('move-photo:12' and 'up'), until the list it moves is back. */
let pressed: { record: string; direction: MoveWay } | null = null;

/** Focuses the record's arrow (the same way if it can still move that way), else its card. */
function focusMoved(record: string, direction: MoveWay) {
  const arrows = [
    ...document.querySelectorAll<HTMLButtonElement>(`[data-move-record="${CSS.escape(record)}"]`),
  ];
  const arrow =
    arrows.find((b) => b.dataset.moveDirection === direction && !b.disabled) ??
    arrows.find((b) => !b.disabled);
  if (arrow) {
    arrow.focus();
    return;
  }
  const card = arrows[0]?.closest<HTMLElement>("li, tr");
  if (card) {
    card.tabIndex = -1;
    card.focus();
  }
}

/**
 * What a move arrow's button carries: `record` names the record among every list of the page
 * (the form's intent and the record's id: 'move-photo:12'). Spread it on the <button>.
 */
export function useKeptMoveFocus(record: string, direction: MoveWay) {
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (!idle || pressed?.record !== record || pressed.direction !== direction) return;
    pressed = null;
    focusMoved(record, direction);
  }, [idle, record, direction]);
  return {
    "data-move-record": record,
    "data-move-direction": direction,
    onClick: () => {
      pressed = { record, direction };
    },
  };
}
