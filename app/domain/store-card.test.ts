import { describe, expect, it } from "vitest";
import {
  storeAddressLine,
  storeCardView,
  storePlaceLine,
  storePostalCodeLine,
  storeStreetLine,
  type StoreCardFacts,
} from "./store-card";

const bueno: StoreCardFacts = {
  id: 1,
  name: "Basiquinha Setor Bueno",
  slug: "basiquinha-setor-bueno",
  street: "Avenida T-4",
  number: "1478",
  complement: "Qd. 150, Lt. 12",
  neighborhood: "Setor Bueno",
  city: "Goiânia",
  state: "Goiás",
  postalCode: "74230-030",
  whatsapp: "(62) 98123-4567",
  mapsUrl: null,
  instagramUrl: "https://www.instagram.com/basiquinha.setorbueno/",
  latitude: -16.7049,
  longitude: -49.2709,
  hours: " Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h ",
};

describe("the store's address, written one way", () => {
  it("writes the street line with number and complement, leaving out what is missing", () => {
    expect(storeStreetLine(bueno)).toBe("Avenida T-4, 1478 - Qd. 150, Lt. 12");
    expect(storeStreetLine({ ...bueno, complement: "  " })).toBe("Avenida T-4, 1478");
    expect(storeStreetLine({ street: " Rua 9 ", number: null, complement: null })).toBe("Rua 9");
    expect(storeStreetLine({ street: null, number: null, complement: "Loja 3" })).toBe("Loja 3");
  });

  it("names the state by its code, a state that is not Brazilian as typed", () => {
    expect(storePlaceLine(bueno)).toBe("Setor Bueno · Goiânia - GO");
    expect(storePlaceLine({ ...bueno, state: "go" })).toBe("Setor Bueno · Goiânia - GO");
    expect(storePlaceLine({ ...bueno, neighborhood: " " })).toBe("Goiânia - GO");
    expect(storePlaceLine({ ...bueno, state: "Lisboa" })).toBe("Setor Bueno · Goiânia - Lisboa");
  });

  it("writes the full address as street line, neighbourhood, city and state", () => {
    expect(storeAddressLine(bueno)).toBe(
      "Avenida T-4, 1478 - Qd. 150, Lt. 12 - Setor Bueno, Goiânia - GO",
    );
    expect(storeAddressLine({ ...bueno, complement: null, neighborhood: null })).toBe(
      "Avenida T-4, 1478, Goiânia - GO",
    );
    expect(storeAddressLine({ ...bueno, street: null, number: null, complement: null })).toBe(
      "Setor Bueno, Goiânia - GO",
    );
  });

  it("writes the CEP on its own line, or nothing without one", () => {
    expect(storePostalCodeLine("74230-030")).toBe("CEP 74230-030");
    expect(storePostalCodeLine("  ")).toBeNull();
    expect(storePostalCodeLine(null)).toBeNull();
  });
});

describe("storeCardView", () => {
  it("gives every card the same lines and links", () => {
    expect(storeCardView(bueno)).toEqual({
      id: 1,
      name: "Basiquinha Setor Bueno",
      slug: "basiquinha-setor-bueno",
      path: "/basiquinha-setor-bueno",
      city: "Goiânia",
      state: "GO",
      neighborhood: "Setor Bueno",
      place: "Setor Bueno · Goiânia - GO",
      street: "Avenida T-4, 1478 - Qd. 150, Lt. 12",
      address: "Avenida T-4, 1478 - Qd. 150, Lt. 12 - Setor Bueno, Goiânia - GO",
      postalCode: "74230-030",
      hours: "Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h",
      whatsappUrl: `https://wa.me/5562981234567?text=${encodeURIComponent(
        "Olá! Gostaria de mais informações sobre a loja Basiquinha Setor Bueno.",
      )}`,
      whatsappDisplay: "(62) 98123-4567",
      phoneUrl: "tel:+5562981234567",
      directionsUrl:
        "https://www.google.com/maps/dir/?api=1&destination=-16.7049,-49.2709&travelmode=driving",
      instagramUrl: "https://www.instagram.com/basiquinha.setorbueno/",
    });
  });

  it("shows no page, WhatsApp, phone or Instagram it cannot link to", () => {
    const card = storeCardView({
      ...bueno,
      slug: "  ",
      whatsapp: "123",
      instagramUrl: "javascript:alert(1)",
    });
    expect(card).toMatchObject({
      slug: null,
      path: null,
      whatsappUrl: null,
      whatsappDisplay: null,
      phoneUrl: null,
      instagramUrl: null,
    });
  });

  it("calls a number with 10 digits too, and shows it as written when it has no 11", () => {
    const card = storeCardView({ ...bueno, whatsapp: " (62) 3212-3456 " });
    expect(card.phoneUrl).toBe("tel:+556232123456");
    expect(card.whatsappDisplay).toBe("(62) 3212-3456");
  });
});
