import { ShieldCheck } from "lucide-react";
import { IconPageHeader } from "~/components/icon-page-header";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DATA_REQUEST_PATH, noticeVersionLabel, plural } from "~/domain/privacy";
import type { PrivacyFacts } from "~/models/privacy-facts.server";

/** '60 segundos', '7 dias': a cookie's lifetime in the largest whole unit. */
export function formatDuration(seconds: number): string {
  if (seconds % 86_400 === 0) return plural(seconds / 86_400, "dia", "dias");
  if (seconds % 3_600 === 0) return plural(seconds / 3_600, "hora", "horas");
  if (seconds % 60 === 0 && seconds >= 120) return plural(seconds / 60, "minuto", "minutos");
  return plural(seconds, "segundo", "segundos");
}

const SECTIONS = [
  { id: "controlador", title: "Quem cuida dos seus dados" },
  { id: "dados", title: "Que dados tratamos, para quê e com que base legal" },
  { id: "cookies", title: "Cookies e armazenamento no navegador" },
  { id: "terceiros", title: "Serviços de terceiros" },
  { id: "retencao", title: "Por quanto tempo guardamos" },
  { id: "direitos", title: "Seus direitos e como exercê-los" },
  { id: "seguranca", title: "Segurança" },
  { id: "alteracoes", title: "Mudanças nesta política" },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)!.title;
  return (
    <section aria-labelledby={`${id}-titulo`} id={id} className="scroll-mt-28">
      <h2 id={`${id}-titulo`} className="font-display text-2xl font-bold text-neutral-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** One kind of data: what, why, on which legal basis, for how long. */
function DataKind({
  title,
  what,
  why,
  basis,
  kept,
}: {
  title: string;
  what: ReactNode;
  why: ReactNode;
  basis: ReactNode;
  kept: ReactNode;
}) {
  return (
    <article className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h3 className="text-lg font-semibold text-neutral-900">{title}</h3>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-neutral-800">Dados</dt>
        <dd>{what}</dd>
        <dt className="font-semibold text-neutral-800">Para quê</dt>
        <dd>{why}</dd>
        <dt className="font-semibold text-neutral-800">Base legal</dt>
        <dd>{basis}</dd>
        <dt className="font-semibold text-neutral-800">Por quanto tempo</dt>
        <dd>{kept}</dd>
      </dl>
    </article>
  );
}

const link = "font-medium text-brand-700 underline";

/** The privacy notice: every fact in it comes from `facts` (settings and the code's constants). */
export function PrivacyNotice({ facts }: { facts: PrivacyFacts }) {
  const { brandName, controller, dpo, retention: r } = facts;
  const months = plural(r.eventsMonths, "mês", "meses");
  const unconfirmed = plural(r.unconfirmedDays, "dia", "dias");
  const counterHours = plural(r.loginCounterHours, "hora", "horas");
  const auditYears = plural(r.auditYears, "ano", "anos");
  const everyHour =
    facts.retentionIntervalHours === 1
      ? "a cada hora"
      : `a cada ${plural(facts.retentionIntervalHours, "hora", "horas")}`;
  const [flash, session] = facts.cookies;
  return (
    <main className="bg-nude-50 pb-20">
      <div className="mx-auto max-w-3xl px-4 pt-10 text-neutral-700">
        <IconPageHeader Icon={ShieldCheck} title="Política de Privacidade">
          <p className="mt-1 text-sm font-medium text-neutral-600" data-testid="notice-version">
            {noticeVersionLabel(facts.version)}
          </p>
        </IconPageHeader>
        <p className="mt-6 text-lg leading-relaxed">
          Esta política explica, em linguagem simples, quais dados pessoais o site da {brandName}{" "}
          trata, para quê, por quanto tempo e como você exerce os direitos que a Lei Geral de
          Proteção de Dados (LGPD, Lei 13.709/2018) garante. Você pode navegar por todo o site sem
          nos informar nenhum dado pessoal.
        </p>

        <nav aria-labelledby="sumario-titulo" className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="sumario-titulo" className="text-sm font-semibold tracking-widest uppercase">
            Nesta página
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={link}>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-12 leading-relaxed">
          <Section id="controlador">
            <p>
              A controladora dos dados é <strong>{controller.name}</strong>
              {controller.document ? <>, CNPJ {controller.document}</> : null}
              {controller.address ? <>, {controller.address}</> : null}. Contato geral:{" "}
              <a href={`mailto:${facts.contact.email}`} className={link}>
                {facts.contact.email}
              </a>
              , telefone {facts.contact.phone}.
            </p>
            <p>
              O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD)
              {dpo.name ? (
                <>
                  {" "}
                  é <strong>{dpo.name}</strong>
                </>
              ) : null}{" "}
              atende você e a Autoridade Nacional de Proteção de Dados (ANPD) pelo e-mail{" "}
              <a href={`mailto:${dpo.email}`} className={link} data-testid="dpo-email">
                {dpo.email}
              </a>{" "}
              ou pelo{" "}
              <Link to={DATA_REQUEST_PATH} className={link}>
                formulário de solicitações
              </Link>
              .
            </p>
          </Section>

          <Section id="dados">
            <DataKind
              title="Newsletter"
              what={
                <>
                  Seu e-mail, o formulário e a página em que você se cadastrou, a data do pedido e
                  da confirmação, a versão desta política e o texto exato que você aceitou, e um
                  código irreversível calculado a partir do endereço de internet do envio (nunca o
                  endereço em si).
                </>
              }
              why="Enviar novidades, dicas e ofertas, e provar que você consentiu."
              basis={
                <>
                  Seu consentimento (art. 7º, I), dado em duas etapas: o formulário e o link de
                  confirmação que enviamos por e-mail. O registro do consentimento atende ao art.
                  8º, § 2º.
                </>
              }
              kept={
                <>
                  Até você cancelar, pelo link presente em cada e-mail: o endereço e o registro do
                  consentimento são apagados na hora. Um cadastro não confirmado é apagado em{" "}
                  {unconfirmed}, o mesmo prazo do link de confirmação.
                </>
              }
            />
            <DataKind
              title="Solicitações de titulares"
              what="Nome (opcional), e-mail, tipo de pedido, mensagem e as datas de recebimento e resposta."
              why="Atender o seu pedido e comprovar que ele foi atendido."
              basis="Cumprimento de obrigação legal (art. 7º, II) e exercício regular de direitos (art. 7º, VI)."
              kept={
                <>
                  {auditYears} depois da resposta, mesmo que os demais dados tenham sido apagados a
                  seu pedido.
                </>
              }
            />
            <DataKind
              title="Equipe da área restrita"
              what={
                <>
                  Nome, e-mail, perfil e data do último acesso das pessoas da equipe; a senha só
                  como hash; sessões de acesso; e o registro de atividades (quem alterou o quê e
                  quando).
                </>
              }
              why="Permitir que a equipe mantenha o site e saber quem fez cada alteração."
              basis={
                <>
                  Legítimo interesse em manter o site seguro e íntegro (art. 7º, IX) e cumprimento
                  de obrigação legal (art. 7º, II).
                </>
              }
              kept={
                <>
                  A sessão expira depois de {plural(facts.sessionDays, "dia", "dias")} sem uso; o
                  link de nova senha vale {plural(facts.resetLinkMinutes, "minuto", "minutos")}; o
                  registro de atividades é guardado por {auditYears}. Quem deixa a equipe pode pedir
                  a anonimização da conta.
                </>
              }
            />
            <DataKind
              title="Proteção contra abuso"
              what="Contadores de tentativas (login, formulários e buscas) ligados ao endereço de internet ou ao e-mail digitado no login."
              why="Bloquear tentativas de adivinhar senhas e envios automáticos em massa."
              basis="Legítimo interesse na segurança do site e das contas (art. 7º, IX)."
              kept={<>No máximo {counterHours} depois do fim da janela de contagem.</>}
            />
            <DataKind
              title="Contagens das lojas"
              what={
                <>
                  Visitas à página de cada loja e cliques em WhatsApp, rotas e Instagram: apenas a
                  loja, o tipo e a data e hora. Nenhum dado pessoal: nem endereço de internet, nem
                  cookie, nem identificador do aparelho.
                </>
              }
              why="Saber quais lojas as pessoas procuram."
              basis="Não há dado pessoal envolvido."
              kept={
                <>
                  Depois de {months}, os registros viram totais por dia e os registros individuais
                  são apagados.
                </>
              }
            />
            <DataKind
              title="Velocidade das páginas"
              what={
                <>
                  Quanto tempo cada página pública levou para aparecer e responder no seu navegador
                  (as métricas LCP, INP, CLS, FCP e TTFB): só o dia, o tipo de página e a faixa de
                  tempo, somados às das outras visitas. Nenhum dado pessoal: nem endereço de
                  internet, nem cookie, nem o endereço da página visitada.
                </>
              }
              why="Saber se o site está rápido para quem o visita e onde melhorar."
              basis="Não há dado pessoal envolvido."
              kept={<>Os totais por dia são apagados depois de {months}.</>}
            />
            <p>
              Para mostrar as lojas perto de você, o localizador pede a sua posição ao navegador (só
              se você tocar em “perto de mim”). Ela é enviada arredondada para ordenar as lojas e
              não é guardada nem registrada pelo nosso servidor. Os registros técnicos do servidor
              anotam o endereço pedido, a resposta e o horário, sem o seu endereço de internet,
              coordenadas ou links de confirmação.
            </p>
          </Section>

          <Section id="cookies">
            <p>
              Uma visita comum ao site não grava nenhum cookie. Usamos apenas cookies estritamente
              necessários, nunca de publicidade, de análise ou de terceiros:
            </p>
            <ul className="list-disc space-y-2 pl-6" data-testid="cookie-list">
              <li>
                <code className="font-semibold">{flash!.name}</code>: guarda por até{" "}
                {formatDuration(flash!.seconds)} a mensagem de resposta de um formulário enviado sem
                JavaScript, e é apagado assim que a mensagem aparece.
              </li>
              <li>
                <code className="font-semibold">{session!.name}</code>: mantém a equipe conectada à
                área restrita (até {formatDuration(session!.seconds)} sem uso). Só existe para quem
                entra com uma conta da equipe.
              </li>
            </ul>
            <p>
              O localizador de lojas guarda no armazenamento local do seu navegador, sem enviar a
              nós, a posição usada em “perto de mim” por até{" "}
              {plural(facts.browserStorage.minutes, "minuto", "minutos")}, se você já respondeu ao
              pedido de localização e se escolheu mostrar o mapa (chaves{" "}
              {facts.browserStorage.keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? ", " : ""}
                  <code>{key}</code>
                </span>
              ))}
              ). Você pode apagá-las nas configurações do navegador.
            </p>
          </Section>

          <Section id="terceiros">
            <p>
              As páginas do site, as fontes{facts.hosts.media ? "" : ", as fotos e os banners"} vêm
              do nosso próprio endereço. Nenhum outro serviço é contatado pelo seu navegador antes
              que você aja:
            </p>
            <ul className="list-disc space-y-2 pl-6">
              {facts.hosts.mapTiles ? (
                <li>
                  <strong>Mapa das lojas:</strong> as imagens do mapa vêm de{" "}
                  <code>{facts.hosts.mapTiles}</code> e só são pedidas depois que você toca em
                  “Mostrar o mapa” (no celular, em “Mapa”). Esse serviço recebe o endereço de
                  internet do seu aparelho, como em qualquer acesso.
                </li>
              ) : null}
              <li>
                <strong>Vídeos:</strong> o player de privacidade reforçada do YouTube (
                <code>{facts.hosts.videos}</code>) só é carregado quando você clica para assistir; a
                partir daí vale também a política de privacidade do Google.
              </li>
              {facts.hosts.media ? (
                <li>
                  <strong>Imagens:</strong> as fotos e banners são entregues pelo nosso serviço de
                  armazenamento em <code>{facts.hosts.media}</code>.
                </li>
              ) : null}
              <li>
                <strong>E-mail:</strong> a confirmação da newsletter, os comprovantes de
                solicitações e os links de senha da equipe são enviados por um provedor de e-mail
                contratado, que recebe o endereço de destino e a mensagem.
              </li>
              <li>
                <strong>Links externos:</strong> WhatsApp, Instagram, rotas no mapa e a loja online
                só são abertos quando você clica; cada serviço tem a sua própria política.
              </li>
            </ul>
            <p>
              O site e o banco de dados ficam em servidores contratados pela {brandName}, que tratam
              os dados apenas em nosso nome. Não vendemos nem compartilhamos dados pessoais para
              publicidade.
            </p>
          </Section>

          <Section id="retencao">
            <p>
              O próprio servidor aplica estes prazos {everyHour}, apagando ou agregando o que passou
              do prazo:
            </p>
            <ul className="list-disc space-y-2 pl-6" data-testid="retention-list">
              <li>
                Visitas e cliques das lojas: registros individuais por {months}; depois, só totais
                por dia.
              </li>
              <li>Velocidade das páginas (totais por dia): {months}.</li>
              <li>Inscrições na newsletter não confirmadas: {unconfirmed}.</li>
              <li>Contadores de tentativas de login e de formulários: {counterHours}.</li>
              <li>
                Sessões da equipe e links de nova senha: apagados assim que expiram (
                {plural(facts.sessionDays, "dia", "dias")} sem uso e{" "}
                {plural(facts.resetLinkMinutes, "minuto", "minutos")}, respectivamente).
              </li>
              <li>Registro de atividades e solicitações atendidas: {auditYears}.</li>
              <li>Inscrições confirmadas: até você cancelar.</li>
            </ul>
          </Section>

          <Section id="direitos">
            <p>
              A qualquer momento você pode pedir: confirmação de que tratamos seus dados e acesso a
              eles; correção de dados incompletos ou errados; anonimização, bloqueio ou eliminação
              de dados desnecessários; portabilidade; eliminação dos dados tratados com o seu
              consentimento; informação sobre com quem compartilhamos; e revogar o consentimento
              (art. 18 da LGPD).
            </p>
            <p>
              Use o{" "}
              <Link to={DATA_REQUEST_PATH} className={link}>
                formulário de solicitações
              </Link>{" "}
              ou escreva para{" "}
              <a href={`mailto:${dpo.email}`} className={link}>
                {dpo.email}
              </a>
              . Você recebe um protocolo na hora e a resposta completa em até{" "}
              {plural(facts.answerDays, "dia", "dias")}. Para cancelar a newsletter não é preciso
              pedir: basta o link no fim de qualquer e-mail nosso. Se não ficar satisfeito, você
              pode reclamar à ANPD (
              <a href="https://www.gov.br/anpd" className={link} rel="noopener noreferrer">
                www.gov.br/anpd
              </a>
              ).
            </p>
          </Section>

          <Section id="seguranca">
            <p>
              A conexão com o site é sempre criptografada; senhas são guardadas apenas como hash
              (argon2id); links de confirmação e de nova senha são guardados apenas como hash; a
              área restrita exige conta pessoal e cada alteração fica registrada. Se houver um
              incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a
              ANPD.
            </p>
          </Section>

          <Section id="alteracoes">
            <p>
              Quando esta política mudar, a data da versão no início da página muda também. Cada
              consentimento guarda a versão em que foi dado; mudanças que afetem o que você aceitou
              serão avisadas por e-mail antes de valer.
            </p>
          </Section>
        </div>
      </div>
    </main>
  );
}
