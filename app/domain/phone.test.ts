import { describe, expect, it } from "vitest";
import { formatPhoneDisplay, isValidWhatsapp, whatsappNationalNumber } from "./phone-number";
import {
  normalizeWhatsapp,
  storeCardMessage,
  storeHeroMessage,
  storePageMessage,
  telHref,
  telUrl,
  phoneE164,
  whatsappUrl,
} from "./phone";
import { itReturns } from "../../tests/support/unit/returns";
import brazilJson from "./phone-metadata.br.json";
import { brazilMetadata } from "./phone-metadata";

describe("WhatsApp numbers typed by staff", () => {
  it.each<[string, string]>([
    ["(62) 98123-4567", "62981234567"],
    ["62981234567", "62981234567"],
    ["+55 (62) 98123-4567", "62981234567"],
    ["5562981234567", "62981234567"],
    ["0 62 98123-4567", "62981234567"],
    ["(62) 3212-3456", "6232123456"],
    ["+55 62 3212-3456", "6232123456"],
    ["062 8123-4567", "6281234567"],
    ["(55) 99123-4567", "55991234567"],
    ["55 55 9912-3456", "5599123456"],
    ["(11) 2345.6789", "1123456789"],
  ])("%j is valid (%s)", (raw, national) => {
    expect(whatsappNationalNumber(raw)).toBe(national);
    expect(isValidWhatsapp(raw)).toBe(true);
    // What passes always gives a wa.me link.
    expect(normalizeWhatsapp(raw)).toMatch(/^55\d{10,11}$/);
  });

  it.each([
    "(62) 9812-345",
    "abcdefghijk",
    "98123-4567",
    "(20) 98123-4567",
    "(10) 3212-3456",
    "(62) 88123-4567",
    "(62) 1234-5678",
    "+55 62 98123-4567 ramal 12",
    "00 55 62 98123-4567",
    "62 98123-4567 9",
    "62981234567a",
    "tel: 62981234567",
    "",
    "   ",
  ])("%j is not", (raw) => {
    expect(whatsappNationalNumber(raw)).toBeNull();
    expect(isValidWhatsapp(raw)).toBe(false);
  });
});

describe("normalizeWhatsapp", () => {
  itReturns("%j -> %j", normalizeWhatsapp, [
    ["+55 (62) 98123-4567", "5562981234567"],
    ["(62) 98123-4567", "5562981234567"],
    ["62981234567", "5562981234567"],
    ["5562981234567", "5562981234567"],
    // Landline: third digit 3 keeps 10 digits.
    ["(62) 3212-3456", "556232123456"],
    ["+55 62 3212-3456", "556232123456"],
    // Old mobile without the 9: a 9 is inserted after the area code.
    ["62 8123-4567", "5562981234567"],
    ["(62) 9812-3456", "5562998123456"],
    ["(62) 6123-4567", "5562961234567"],
    // Leading zero (trunk prefix) dropped, then the 9 inserted.
    ["062 8123-4567", "5562981234567"],
    ["0 62 98123-4567", "5562981234567"],
    // Area code 55 (RS) with 11 digits is not mistaken for the country code.
    ["(55) 99123-4567", "5555991234567"],
    // Too long: the country code is dropped, then the last 11 digits are kept.
    ["+55 62 98123-4567 ramal 12", "5598123456712"],
    ["00 55 62 98123-4567", "5562981234567"],
    // Nothing usable.
    ["98123-4567", null],
    ["8123-4567", null],
    ["", null],
    ["   ", null],
    ["abc", null],
    ["sem whatsapp", null],
    [null, null],
    [undefined, null],
  ]);
});

describe("formatPhoneDisplay", () => {
  itReturns("%j -> %j", formatPhoneDisplay, [
    ["62981234567", "(62) 98123-4567"],
    ["+55 (62) 98123-4567", "(62) 98123-4567"],
    ["062 8123-4567", "(62) 98123-4567"],
    ["(62) 3212-3456", "(62) 3212-3456"],
    [" 3212-3456 ", "3212-3456"],
    ["abc", "abc"],
    [null, ""],
  ]);
});

describe("tel: links", () => {
  itReturns("telUrl %j -> %j", telUrl, [
    ["(62) 99999-0000", "tel:+5562999990000"],
    ["(62) 3241-1234", "tel:+556232411234"],
    ["+55 62 3241-1234", "tel:+556232411234"],
    ["062 3241-1234", "tel:+556232411234"],
    ["3241-1234", null],
    ["", null],
    [null, null],
  ]);
  itReturns("telHref %j -> %j", telHref, [
    ["(62) 3212-3456", "tel:+556232123456"],
    ["62 98123-4567", "tel:+5562981234567"],
    ["+55 (62) 98123-4567", "tel:+5562981234567"],
    ["3241-1234", "tel:32411234"],
  ]);
  itReturns("phoneE164 %j -> %j", phoneE164, [
    ["(62) 98123-4567", "+5562981234567"],
    ["(62) 3212-3456", "+556232123456"],
    ["3212-3456", undefined],
    [null, undefined],
  ]);
});

describe("libphonenumber-js metadata", () => {
  it("is the installed library's, Brazil only (run scripts/phone-metadata.ts after an upgrade)", () => {
    expect(brazilJson).toEqual(brazilMetadata());
  });
});

describe("whatsappUrl", () => {
  itReturns("%j with %j -> %j", whatsappUrl, [
    ["(62) 98123-4567", undefined, "https://wa.me/5562981234567"],
    ["(62) 98123-4567", "", "https://wa.me/5562981234567"],
    [
      "(62) 98123-4567",
      "Olá! Tudo bem? 100% & #1",
      "https://wa.me/5562981234567?text=Ol%C3%A1!%20Tudo%20bem%3F%20100%25%20%26%20%231",
    ],
    ["", "Olá", null],
    [null, "Olá", null],
  ]);
});

describe("messages", () => {
  it.each([
    [
      storeCardMessage("Basiquinha Centro"),
      "Olá! Gostaria de mais informações sobre a loja Basiquinha Centro.",
    ],
    [
      storePageMessage("Basiquinha Centro"),
      "Olá! Vim pelo site da Basiquinha Centro e gostaria de mais informações.",
    ],
    [
      storeHeroMessage("Basiquinha Centro", "Goiânia"),
      "Olá! Vim pela página da Basiquinha Centro em Goiânia e gostaria de saber mais sobre os produtos e serviços.",
    ],
    [
      storeHeroMessage("Basiquinha Centro", " "),
      "Olá! Vim pela página da Basiquinha Centro e gostaria de saber mais sobre os produtos e serviços.",
    ],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
