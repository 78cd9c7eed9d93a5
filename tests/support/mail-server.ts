/** A local SMTP server that keeps every message it receives, for tests of the e-mail the site sends. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received message: its recipients and its raw text (headers and body). */
export type Mail = { to: string[]; raw: string };

export type MailCatcher = {
  port: number;
  /** Messages in the order they arrived; empty it between tests with `inbox.length = 0`. */
  inbox: Mail[];
  close(): Promise<void>;
};

/** Listens on 127.0.0.1 at `port` (0: any free port), with no TLS and no login. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A header of a received e-mail, its folded lines joined; null when the e-mail has none. */
export function mailHeader(mail: Mail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
