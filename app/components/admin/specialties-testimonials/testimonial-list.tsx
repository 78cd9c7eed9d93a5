/** The testimonials moderation's cards (approve, withdraw, delete, correct) and its forms. */
import { Check, EyeOff, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  buttonPrimary,
  buttonSecondary,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import { testimonialCreateSchema, testimonialUpdateSchema } from "~/domain/store-schemas";
import type { AdminTestimonial } from "~/models/admin-testimonials.server";
import { TrashSubmit } from "~/components/admin/confirm-delete";
import type { EditState } from "~/domain/edit-version";
import { HiddenInputs, RecordItem, ScreenForm, versionFields } from "./screen-forms";
import type { FormsActionData, RecordFormProps } from "./screen-forms";

type Answer = FormsActionData | undefined;
export type StoreOption = { id: number; name: string };

/** The `<option>`s of a store select, after the empty one that says `none`. */
export function StoreOptions({ stores, none }: { stores: StoreOption[]; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {stores.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </>
  );
}

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={`Nota ${rating} de 5`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={`h-4 w-4 ${i < rating ? "fill-current" : "text-neutral-300"}`}
        />
      ))}
    </span>
  );
}

/** A store manager's card: the testimonial, read-only, and its ask to publish or withdraw it. */
function ProposalCard({
  item,
  edit,
  info,
  asked,
}: {
  item: AdminTestimonial;
  edit: EditState | undefined;
  info: ReactNode;
  asked: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {info}
        {asked ? (
          <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            Solicitação aguardando aprovação
          </p>
        ) : (
          <Form method="post">
            <HiddenInputs
              fields={{
                intent: item.approved ? "unapprove" : "approve",
                testimonialId: item.id,
                formId: `testimonial-${item.id}`,
                ...versionFields(edit),
              }}
            />
            <button type="submit" disabled={busy} className={buttonSecondary}>
              {item.approved ? (
                <EyeOff aria-hidden className="h-4 w-4" />
              ) : (
                <Check aria-hidden className="h-4 w-4" />
              )}
              {item.approved ? "Pedir para retirar da página" : "Pedir para publicar"}
              <span className="sr-only"> o depoimento de {item.customerName}</span>
            </button>
          </Form>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line text-neutral-800">{item.text}</p>
    </li>
  );
}

export function TestimonialCard({
  item,
  edit,
  showStore,
  proposes = false,
  asked = false,
  actionData,
}: {
  item: AdminTestimonial;
  /** The version the card's forms carry. */
  edit: EditState | undefined;
  showStore: boolean;
  /** A store manager: reads it and asks head office to publish or withdraw it. */
  proposes?: boolean;
  /** An open request already names it (the manager's ask waits in Aprovações). */
  asked?: boolean;
  actionData: Answer;
}) {
  const info = (
    <div>
      <p className="font-semibold text-neutral-900">
        {item.customerName}
        {item.city ? <span className="font-normal text-neutral-600"> · {item.city}</span> : null}
      </p>
      <p className="text-xs text-neutral-500">
        {showStore ? `${item.storeName} · ` : ""}
        {dateFmt.format(new Date(item.createdAt))}
      </p>
      <Stars rating={item.rating} />
    </div>
  );
  if (proposes) return <ProposalCard item={item} edit={edit} info={info} asked={asked} />;
  return (
    <RecordItem
      entity="testimonial"
      record={item}
      className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
      info={info}
      actions={(busy) => (
        <>
          <Form method="post">
            <HiddenInputs
              fields={{
                intent: item.approved ? "unapprove" : "approve",
                testimonialId: item.id,
                ...versionFields(edit),
              }}
            />
            <button
              type="submit"
              disabled={busy}
              className={item.approved ? buttonSecondary : buttonPrimary}
            >
              {item.approved ? (
                <>
                  <EyeOff aria-hidden className="h-4 w-4" />
                  Retirar da página
                </>
              ) : (
                <>
                  <Check aria-hidden className="h-4 w-4" />
                  Aprovar
                </>
              )}
              <span className="sr-only"> o depoimento de {item.customerName}</span>
            </button>
          </Form>
          <TrashSubmit
            message="Tem certeza que deseja excluir este depoimento?"
            fields={{ intent: "delete", testimonialId: item.id, ...versionFields(edit) }}
            label={`${item.approved ? "Excluir" : "Rejeitar"} o depoimento de ${item.customerName}`}
          />
        </>
      )}
      below={<p className="mt-2 whitespace-pre-line text-neutral-800">{item.text}</p>}
      summary="Corrigir texto"
      actionData={actionData}
    >
      <TestimonialForm item={item} edit={edit} actionData={actionData} />
    </RecordItem>
  );
}

/**
 * Corrects `item`'s text, or (item null) adds a testimonial received by another channel: then
 * the store is chosen and it may be published at once.
 */
export function TestimonialForm({
  item,
  stores = [],
  storeId = null,
  edit,
  actionData,
}: RecordFormProps<AdminTestimonial> & { stores?: StoreOption[]; storeId?: number | null }) {
  return (
    <ScreenForm
      entity="testimonial"
      record={item}
      schemas={{ create: testimonialCreateSchema, update: testimonialUpdateSchema }}
      blank={{ storeId: storeId ? String(storeId) : "", rating: "5", approved: true }}
      edit={edit}
      actionData={actionData}
      submitLabel={item ? "Salvar correção" : "Adicionar depoimento"}
      className={`grid sm:grid-cols-2 ${item ? "gap-3" : "gap-4"}`}
    >
      {(fields) => (
        <>
          {item ? null : (
            <SelectField meta={fields.storeId} label="Loja" required className="sm:col-span-2">
              <StoreOptions stores={stores} none="Selecione" />
            </SelectField>
          )}
          <TextField meta={fields.customerName} label="Nome da cliente" required />
          <TextField meta={fields.city} label="Cidade" />
          <SelectField meta={fields.rating} label="Nota" required>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "estrela" : "estrelas"}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            meta={fields.text}
            label="Depoimento"
            required
            rows={3}
            className="sm:col-span-2"
          />
          {item ? null : (
            <div className="sm:col-span-2">
              <CheckboxField meta={fields.approved} label="Publicar já (aprovado)" />
            </div>
          )}
        </>
      )}
    </ScreenForm>
  );
}
