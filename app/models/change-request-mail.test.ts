import { describe, expect, it } from "vitest";
import { changeRequestMessage } from "./change-request-mail.server";
import type { ChangeRequestView } from "./store-change-requests.server";

/** A manager's hours asked from 05/03/2027 08:00 in Cuiabá (UTC−4). */
const request = (over: Partial<ChangeRequestView> = {}): ChangeRequestView =>
  ({
    id: 7,
    storeName: "Basiquinha Cuiabá",
    storeTimeZone: "America/Cuiaba",
    requesterName: "Gustavo Gestor",
    status: "pending",
    comment: null,
    changes: [{ field: "weeklyHours", old: null, new: null, decision: "approved" }],
    effectiveFrom: new Date("2027-03-05T12:00:00Z"),
    decidedAt: null,
    ...over,
  }) as ChangeRequestView;

describe("change request e-mails and the moment asked for", () => {
  it("the new request's e-mail says it is scheduled for the moment once approved", () => {
    const { text } = changeRequestMessage("https://x", request(), "created");
    expect(text).toContain("agendada para 05/03/2027 às 08:00 (horário da loja)");
  });

  it("the decision's e-mail says whether it was scheduled or applied at once", () => {
    const before = request({ status: "approved", decidedAt: new Date("2027-03-01T12:00:00Z") });
    expect(changeRequestMessage("https://x", before, "decided").text).toContain(
      "agendadas para 05/03/2027 às 08:00 (horário da loja)",
    );
    const after = request({ status: "approved", decidedAt: new Date("2027-03-06T12:00:00Z") });
    expect(changeRequestMessage("https://x", after, "decided").text).toContain(
      "a data pedida (05/03/2027 às 08:00, horário da loja) já havia passado",
    );
  });

  it("says nothing of a moment a request did not ask for, or of a refused one", () => {
    expect(
      changeRequestMessage("https://x", request({ effectiveFrom: null }), "created").text,
    ).not.toMatch(/agendada|horário da loja/);
    const refused = request({ status: "rejected", decidedAt: new Date("2027-03-01T12:00:00Z") });
    expect(changeRequestMessage("https://x", refused, "decided").text).not.toMatch(
      /agendad|já havia passado/,
    );
  });
});
