/**
 * The permission dialog ('Encontrar lojas próximas a você'). Loaded on demand by
 * location-controls.tsx: most visits never open it, so its code is not part of the first load.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { MapPin } from "lucide-react";

export default function LocationDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  /** true: 'Permitir localização'; false: 'Não permitir', Escape or a click outside. */
  onAnswer(allow: boolean): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MapPin className="size-7" aria-hidden="true" />
          </div>
          <Dialog.Title className="text-center font-display text-xl font-bold text-neutral-900">
            Encontrar lojas próximas a você
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-sm text-neutral-600">
            Permita o acesso à sua localização para ver as lojas mais perto de você. Ela é usada
            apenas para calcular as distâncias e não é armazenada em nossos servidores.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <button
              type="button"
              onClick={() => onAnswer(false)}
              className="min-h-11 rounded-full border border-neutral-300 px-5 py-2.5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
            >
              Não permitir
            </button>
            <button
              type="button"
              onClick={() => onAnswer(true)}
              className="min-h-11 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Permitir localização
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
