import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ComponentPropsWithRef, ReactElement } from "react";

/**
 * A visible name for a control drawn as an icon only: shown on hover and on keyboard focus,
 * announced as the control's description. The control keeps its own accessible name
 * (aria-label), which may say more ('Editar banner Semana do Skincare' under 'Editar').
 * The child must be one element that takes a ref (a button, a link). Props and a ref given to
 * the tooltip itself reach that element too, so it can sit inside another `asChild` trigger
 * (a dialog's).
 */
export function Tooltip({
  label,
  children,
  ...trigger
}: { label: string; children: ReactElement } & Omit<
  ComponentPropsWithRef<typeof RadixTooltip.Trigger>,
  "asChild" | "children"
>) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild {...trigger}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[16rem] rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {label}
            <RadixTooltip.Arrow className="fill-neutral-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
