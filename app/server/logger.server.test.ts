import { describe } from "vitest";
import { redactUrl } from "./logger.server";
import { itReturns } from "../../tests/support/unit/returns";

describe("redactUrl", () => {
  itReturns("%s -> %s", redactUrl, [
    ["/nossas-lojas?lat=-16.68&lng=-49.25&page=2", "/nossas-lojas?page=2"],
    ["/api/stores?latitude=-16.6&longitude=-49.2", "/api/stores"],
    ["/nossas-lojas?cidade=Goi%C3%A2nia", "/nossas-lojas?cidade=Goi%C3%A2nia"],
    ["/healthz", "/healthz"],
    ["/x?LAT=1&Lon=2&accuracy=30&q=a", "/x?q=a"],
    ["/redefinir-senha/AbC-123_xyz", "/redefinir-senha/[redacted]"],
    ["/redefinir-senha/AbC-123_xyz.data", "/redefinir-senha/[redacted]"],
    ["/Redefinir-Senha//AbC-123_xyz/?lat=1&x=2", "/Redefinir-Senha//[redacted]/?x=2"],
    ["/redefinir-senha", "/redefinir-senha"],
    ["/esqueci-minha-senha?email=a", "/esqueci-minha-senha"],
    ["/restrita/solicitacoes-lgpd?email=ana%40x.com&p=1", "/restrita/solicitacoes-lgpd?p=1"],
    ["/newsletter/confirmar/AbC-123_xyz", "/newsletter/confirmar/[redacted]"],
    [
      "/newsletter/cancelar/3f2a0c1e-7d4b-4c2a-9e1f-0a1b2c3d4e5f.data",
      "/newsletter/cancelar/[redacted]",
    ],
  ]);
});
