/**
 * Outbound network refused for the code under test: any TCP connection to a host other than
 * this machine (fetch, http, https, a database elsewhere) throws, and is recorded so a test can
 * prove nothing tried to leave. Connections to 127.0.0.1 / ::1 / localhost (the test PostgreSQL)
 * and Unix sockets pass.
 */
import net from "node:net";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

function hostOf(args: unknown[]): string | null {
  // net.connect() hands Socket#connect its normalised arguments as one array.
  const list = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const [first, second] = list;
  if (first && typeof first === "object") {
    const options = first as { path?: string; host?: string };
    if (options.path) return null;
    return options.host ?? "localhost";
  }
  if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    return typeof second === "string" ? second : "localhost";
  }
  return null;
}

export function refuseOutboundNetwork(): { attempts: string[]; restore(): void } {
  const original = net.Socket.prototype.connect;
  const attempts: string[] = [];
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const host = hostOf(args);
    if (host !== null && !LOOPBACK.test(host)) {
      attempts.push(host);
      throw new Error(`Conexão de saída recusada nos testes: ${host}`);
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return {
    attempts,
    restore() {
      net.Socket.prototype.connect = original;
    },
  };
}
