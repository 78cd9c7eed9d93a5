/**
 * Warns before staff leave a screen with changes they have not saved: a confirmation for
 * navigations inside the app (links, tabs, the menu, 'Sair') and the browser's own prompt when
 * the tab is closed or reloaded.
 *
 * Every form of the screen counts, without wiring each one: a control is changed when its value
 * differs from the value the page rendered (`defaultValue`, `defaultChecked`,
 * `defaultSelected`), and a rich-text editor is changed once staff typed in it. Forms that only
 * filter a list (method GET) and forms marked `data-unsaved="ignore"` are left out.
 */
import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";
import { primaryButton, secondaryButton } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";

const SCOPE = "main";

/** Forms in which a rich-text editor (contenteditable) received input since the last save. */
type Tracker = { edited: WeakSet<HTMLFormElement>; submitted: boolean };

function watchedForms(): HTMLFormElement[] {
  return Array.from(document.querySelectorAll<HTMLFormElement>(`${SCOPE} form`)).filter(
    (form) =>
      form.getAttribute("method")?.toLowerCase() === "post" && form.dataset.unsaved !== "ignore",
  );
}

/** True when a control of the form holds something other than what the page rendered. */
export function formHasChanges(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.dataset.unsaved === "ignore" || element.disabled) continue;
      switch (element.type) {
        case "hidden":
        case "submit":
        case "button":
        case "reset":
        case "image":
          continue;
        case "checkbox":
        case "radio":
          if (element.checked !== element.defaultChecked) return true;
          continue;
        case "file":
          if (element.files && element.files.length > 0) return true;
          continue;
        default:
          if (element.value !== element.defaultValue) return true;
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.dataset.unsaved !== "ignore" && element.value !== element.defaultValue)
        return true;
    } else if (element instanceof HTMLSelectElement) {
      if (element.dataset.unsaved === "ignore") continue;
      for (const option of Array.from(element.options)) {
        if (option.selected !== option.defaultSelected) {
          // A single select with no explicit default shows its first option: not a change.
          const implicitFirst =
            !element.multiple &&
            option.index === 0 &&
            !Array.from(element.options).some((o) => o.defaultSelected);
          if (!implicitFirst) return true;
        }
      }
    }
  }
  return false;
}

export function UnsavedChangesGuard() {
  const tracker = useRef<Tracker>({ edited: new WeakSet(), submitted: false });
  const navigation = useNavigation();

  // Once a save has been answered, what the editors hold is what the page now shows.
  useEffect(() => {
    const state = tracker.current;
    if (navigation.state === "submitting") state.submitted = true;
    else if (navigation.state === "idle" && state.submitted) {
      state.submitted = false;
      state.edited = new WeakSet();
    }
  }, [navigation.state]);

  const hasChanges = useCallback(
    () => watchedForms().some((form) => tracker.current.edited.has(form) || formHasChanges(form)),
    [],
  );

  useEffect(() => {
    const state = tracker.current;
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.isContentEditable) return;
      const form = target.closest("form");
      if (form && form.closest(SCOPE)) state.edited.add(form);
    };
    const onReset = (event: Event) => {
      if (event.target instanceof HTMLFormElement) state.edited.delete(event.target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasChanges()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = "";
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("reset", onReset, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("reset", onReset, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [hasChanges]);

  // A form posting to its own page (a save) is never blocked; one posting elsewhere ('Sair',
  // a removal answered by another screen) is, like any link.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const samePage =
      currentLocation.pathname === nextLocation.pathname &&
      currentLocation.search === nextLocation.search;
    return !samePage && hasChanges();
  });

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Alterações não salvas"
      description="Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas."
      dismiss={{ label: "Ficar", className: primaryButton }}
      proceed={{
        label: "Sair sem salvar",
        className: secondaryButton,
        onClick: () => blocker.state === "blocked" && blocker.proceed(),
      }}
    />
  );
}
