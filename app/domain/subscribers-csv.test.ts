import { describe, expect, it } from "vitest";
import { csvCell, csvDate, maskEmail, subscribersCsv } from "./subscribers-csv";
import { itReturns } from "../../tests/support/unit/returns";

describe("newsletter CSV export", () => {
  itReturns("cell %j becomes %j", csvCell, [
    ["ana@exemplo.com.br", "ana@exemplo.com.br"],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+5562999", "'+5562999"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["a,b", '"a,b"'],
    ["linha\nnova", '"linha\nnova"'],
  ]);

  it("writes a header, one CRLF line per subscriber, São Paulo dates and a BOM", () => {
    const csv = subscribersCsv([
      {
        email: "ana@exemplo.com.br",
        source: "footer",
        status: "confirmed",
        createdAt: "2026-11-22T02:30:00.000Z",
        confirmedAt: "2026-11-22T02:35:00.000Z",
        consentPage: "/blog",
        noticeVersion: "2026-11-27",
      },
      {
        email: "bia@exemplo.com.br",
        source: "newsletter",
        status: "legacy",
        createdAt: "2026-01-05T15:00:00.000Z",
        confirmedAt: null,
        consentPage: null,
        noticeVersion: null,
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "E-mail,Origem,Situação,Data de inscrição,Consentimento em,Página do consentimento,Versão da política",
      "ana@exemplo.com.br,Rodapé,Confirmado,2026-11-21 23:30,2026-11-21 23:35,/blog,2026-11-27",
      "bia@exemplo.com.br,Newsletter,Anterior à confirmação,2026-01-05 12:00,,,",
      "",
    ]);
  });

  it("formats dates in São Paulo time", () => {
    expect(csvDate("2026-06-01T03:00:00.000Z")).toBe("2026-06-01 00:00");
  });

  itReturns("masks %s as %s", maskEmail, [
    ["maria.silva@gmail.com", "ma***@gmail.com"],
    ["a@b.com", "a***@b.com"],
    ["sem-arroba", "***"],
  ]);
});
