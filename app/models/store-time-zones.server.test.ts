import { describe, expect, it } from "vitest";
import { storeFields } from "~/domain/store-schemas";
import { storeTimeZone, zoneAfterChange, zoneChoiceOf } from "./store-time-zones.server";

const cuiaba = { city: "Cuiabá", state: "Mato Grosso", timezone: "America/Cuiaba" };

describe("a store's time zone", () => {
  it("is its municipality's unless one is chosen", () => {
    expect(storeTimeZone("", cuiaba)).toBe("America/Cuiaba");
    expect(storeTimeZone(null, { city: "Eirunepé", state: "AM" })).toBe("America/Eirunepe");
    expect(storeTimeZone("", { city: "Fernando de Noronha", state: "Pernambuco" })).toBe(
      "America/Noronha",
    );
    expect(storeTimeZone("America/Manaus", cuiaba)).toBe("America/Manaus");
  });

  it("shows as automatic ('') when it is the municipality's", () => {
    expect(zoneChoiceOf(cuiaba)).toBe("");
    expect(zoneChoiceOf({ ...cuiaba, timezone: "America/Sao_Paulo" })).toBe("America/Sao_Paulo");
  });

  it("follows a new city when it followed the old one, and stays when it was chosen", () => {
    expect(zoneAfterChange(cuiaba, { city: "Goiânia", state: "Goiás" })).toBe("America/Sao_Paulo");
    const chosen = { ...cuiaba, timezone: "America/Manaus" };
    expect(zoneAfterChange(chosen, { city: "Goiânia", state: "Goiás" })).toBeUndefined();
    expect(zoneAfterChange(chosen, { timezone: "" })).toBe("America/Cuiaba");
    expect(zoneAfterChange(cuiaba, { timezone: "America/Porto_Velho" })).toBe(
      "America/Porto_Velho",
    );
    expect(zoneAfterChange(cuiaba, { name: "Outra" } as never)).toBeUndefined();
    expect(zoneAfterChange(cuiaba, { city: "Várzea Grande" })).toBeUndefined();
  });

  it("accepts blank or one of Brazil's zones in the form and the spreadsheet", () => {
    const zone = storeFields.timezone;
    expect(zone.parse(undefined)).toBe("");
    expect(zone.parse(" ")).toBe("");
    expect(zone.parse("america/cuiaba")).toBe("America/Cuiaba");
    expect(zone.safeParse("Europe/Lisbon").error?.issues[0]?.message).toBe(
      "Fuso horário inválido: escolha um fuso do Brasil",
    );
  });
});
