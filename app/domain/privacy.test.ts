import { describe, expect, it } from "vitest";
import { formatDuration } from "~/components/privacy/privacy-notice";
import { dataSubjectCsv } from "./data-subject-export";
import {
  noticeVersionLabel,
  plural,
  RETENTION_DEFAULTS,
  RETENTION_LIMITS,
  templateHost,
} from "./privacy";
import {
  dataRequestActionSchema,
  dataRequestSchema,
  privacySettingsSchema,
} from "./privacy-schemas";
import { itReturns } from "../../tests/support/unit/returns";

describe("privacy notice facts", () => {
  itReturns("host of %j is %j", templateHost, [
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "tile.openstreetmap.org"],
    ["https://tiles.basiquinha.com.br/{z}/{x}/{y}.png", "tiles.basiquinha.com.br"],
    ["https://cdn.example.com/bucket", "cdn.example.com"],
    ["não é endereço", null],
    [null, null],
  ]);
  itReturns("%i seconds read %j", formatDuration, [
    [60, "60 segundos"],
    [120, "2 minutos"],
    [3_600, "1 hora"],
    [7 * 86_400, "7 dias"],
  ]);
  it("dates the version and counts in Portuguese", () => {
    expect(noticeVersionLabel("2026-11-27")).toBe("Versão de 27/11/2026");
    expect(plural(1, "mês", "meses")).toBe("1 mês");
    expect(plural(13, "mês", "meses")).toBe("13 meses");
  });
  it("defaults are what the LGPD work asked for, within the accepted bounds", () => {
    expect(RETENTION_DEFAULTS).toEqual({
      eventsMonths: 13,
      unconfirmedDays: 7,
      loginCounterHours: 24,
      auditYears: 5,
    });
    for (const [key, value] of Object.entries(RETENTION_DEFAULTS)) {
      const { min, max } = RETENTION_LIMITS[key as keyof typeof RETENTION_LIMITS];
      expect(value).toBeGreaterThanOrEqual(min);
      expect(value).toBeLessThanOrEqual(max);
    }
  });
});

describe("privacy forms", () => {
  const settings = {
    intent: "privacy",
    eventsMonths: "13",
    unconfirmedDays: "7",
    loginCounterHours: "24",
    auditYears: "5",
  };
  it("accepts the defaults with the optional fields empty, and refuses numbers out of bounds", () => {
    expect(privacySettingsSchema.parse(settings)).toMatchObject({
      eventsMonths: 13,
      dpoEmail: null,
      controllerName: null,
    });
    for (const bad of ["3", "61", "1.5", "doze", "-13"]) {
      expect(privacySettingsSchema.safeParse({ ...settings, eventsMonths: bad }).success).toBe(
        false,
      );
    }
    expect(
      privacySettingsSchema.safeParse({ ...settings, controllerDocument: "123" }).success,
    ).toBe(false);
    expect(
      privacySettingsSchema.safeParse({ ...settings, controllerDocument: "12.345.678/0001-90" })
        .success,
    ).toBe(true);
  });
  it("a request needs a kind and a valid e-mail; dates must be real and not in the future", () => {
    expect(
      dataRequestSchema.safeParse({ kind: "access", email: "Ana@Exemplo.com.br" }),
    ).toMatchObject({
      success: true,
      data: { email: "ana@exemplo.com.br", name: null, message: null },
    });
    expect(dataRequestSchema.safeParse({ kind: "hack", email: "ana@exemplo.com.br" }).success).toBe(
      false,
    );
    const record = { intent: "record", email: "ana@exemplo.com.br", kind: "access" };
    for (const receivedOn of ["2026-02-30", "ontem", "2999-01-01"]) {
      expect(dataRequestActionSchema.safeParse({ ...record, receivedOn }).success).toBe(false);
    }
    expect(dataRequestActionSchema.safeParse({ ...record, receivedOn: "2026-02-28" }).success).toBe(
      true,
    );
  });
});

describe("data-subject export", () => {
  it("writes one line per fact, neutralising cells that look like formulas", () => {
    const csv = dataSubjectCsv({
      email: "ana@exemplo.com.br",
      subscriber: null,
      account: null,
      auditEntries: [],
      requests: [
        {
          protocol: "=HYPERLINK(1)",
          kind: "deletion",
          name: null,
          message: null,
          receivedAt: "2026-11-02T15:00:00.000Z",
          answeredAt: null,
          resolution: null,
        },
      ],
    });
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Categoria,Campo,Valor",
      "Titular,E-mail,ana@exemplo.com.br",
      "Solicitação,'=HYPERLINK(1),Eliminação dos dados · recebida em 2026-11-02 12:00 · em aberto",
      "",
    ]);
  });
});
