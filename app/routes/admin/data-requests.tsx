import { data } from "react-router";
import { DataRequestsScreen } from "~/components/admin/data-requests/data-requests-screen";
import { screenErrorBoundary } from "~/components/admin/admin-ui";
import { newsletterEmailError, normalizeEmail } from "~/domain/newsletter";
import { dataRequestActionSchema } from "~/domain/privacy-schemas";
import { queryText } from "~/domain/text-input";
import { localIsoDate } from "~/domain/zoned-date";
import {
  answerDataRequest,
  listDataRequests,
  recordDataRequest,
} from "~/models/data-requests.server";
import { eraseDataSubject, findDataSubject } from "~/models/data-subjects.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readStaffForm } from "./staff-form-post.server";
import type { Route } from "./+types/data-requests";

const SCREEN = "/restrita/solicitacoes-lgpd";

export function meta() {
  return [{ title: "Solicitações LGPD | Área Restrita" }];
}

/** The screen of one person's data ('?email=') or the list of requests alone. */
const screenFor = (email?: string) =>
  email ? `${SCREEN}?${new URLSearchParams({ email })}` : SCREEN;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "privacy.manage");
  const app = getApp(args.context);
  const typed = queryText(new URL(args.request.url).searchParams, "email", 254);
  const problem = typed ? newsletterEmailError(typed) : null;
  const [report, requests] = await Promise.all([
    typed && !problem ? findDataSubject(app.db, app.env, typed) : null,
    listDataRequests(app.db),
  ]);
  if (report) {
    // Personal data shown to staff: who looked, never whom.
    app.logger.info({ pseudonym: report.pseudonym }, "data-subject report opened");
  }
  return {
    typed,
    problem,
    report,
    requests,
    today: localIsoDate(new Date(), "America/Sao_Paulo"),
  };
}

export async function action(args: Route.ActionArgs) {
  const {
    user: me,
    app,
    submission,
  } = await readStaffForm(args, "privacy.manage", dataRequestActionSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const failure = {
    type: "error" as const,
    title: "Não foi possível concluir",
    description: "Tente novamente mais tarde.",
  };
  try {
    if (value.intent === "erase") {
      const back = screenFor(value.email);
      const erased = await eraseDataSubject(app.db, app.env, me.id, value.email);
      if (erased.refused) {
        return redirectWithToast(app.env, back, {
          type: "error",
          title: "Exclusão recusada",
          description:
            erased.refused === "self"
              ? "Você não pode apagar a sua própria conta."
              : "Esta é a última conta de administrador ativa: crie outra antes.",
        });
      }
      const s = erased.summary;
      const nothing = !s.subscriberRemoved && !s.accountAnonymised && !s.auditRowsPseudonymised;
      return redirectWithToast(app.env, back, {
        type: "success",
        title: nothing ? "Nada a apagar" : "Dados apagados e anonimizados",
        description: nothing
          ? "Não há dados deste e-mail além das solicitações."
          : `O registro de atividades passa a mostrar ${erased.pseudonym}.`,
      });
    }
    if (value.intent === "record") {
      const stored = await recordDataRequest(app.db, me.id, {
        email: value.email,
        kind: value.kind,
        message: value.message,
        receivedAt: new Date(`${value.receivedOn}T12:00:00-03:00`),
      });
      return redirectWithToast(app.env, screenFor(stored.email), {
        type: "success",
        title: "Solicitação registrada",
        description: `Protocolo ${stored.protocol}.`,
      });
    }
    const answered = await answerDataRequest(app.db, me.id, value.id, value.resolution ?? "");
    if (!answered) return redirectWithToast(app.env, SCREEN, failure);
    return redirectWithToast(app.env, screenFor(normalizeEmail(answered.email)), {
      type: "success",
      title: "Resposta registrada",
      description: `Protocolo ${answered.protocol} marcado como respondido.`,
    });
  } catch (error) {
    app.logger.error({ err: error, intent: value.intent }, "data-subject request action failed");
    return redirectWithToast(app.env, SCREEN, failure);
  }
}

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  return <DataRequestsScreen {...loaderData} lastResult={actionData?.result} />;
}

export const ErrorBoundary = screenErrorBoundary({
  screen: "Solicitações LGPD",
  title: "Erro ao carregar as solicitações",
  message: "Não foi possível carregar esta tela. Tente novamente.",
});
