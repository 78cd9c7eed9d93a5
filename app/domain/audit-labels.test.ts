import { describe, expect, it } from "vitest";
import { auditAuthor, describeAuditDetails } from "./audit-labels";
import { fieldLabel } from "./field-labels";
import { STORE_TEXT_FIELDS } from "./store-form-fields";

describe("describeAuditDetails", () => {
  it.each([
    [
      { label: "Basiquinha Centro", fields: ["name", "weeklyHours"] },
      "Basiquinha Centro · Campos: Nome, Horário semanal",
    ],
    [{ fields: ["instagramUrl"] }, "Campo: Instagram"],
    [{ label: "Loja", fields: [] }, "Loja"],
    [{ label: "Vídeo", fields: ["position", 3, "title"] }, "Vídeo · Campos: Ordem, Título"],
    [null, ""],
  ])("%j -> %s", (details, expected) => {
    expect(describeAuditDetails(details as Record<string, unknown> | null)).toBe(expected);
  });
});

describe("auditAuthor", () => {
  it.each([
    ["Ana", null, "Ana"],
    [null, { actor: "command-line", label: "ana@basiquinha.com.br" }, "Linha de comando"],
    [null, { label: "ana@basiquinha.com.br" }, "—"],
    [null, null, "—"],
  ])("%s, %j -> %s", (name, details, expected) => {
    expect(auditAuthor(name, details)).toBe(expected);
  });
});

describe("fieldLabel", () => {
  it("gives the pt-BR label and leaves an unknown field as it is", () => {
    expect(fieldLabel("weeklyHours")).toBe("Horário semanal");
    expect(fieldLabel("name")).toBe("Nome");
    expect(fieldLabel("postalCode")).toBe("CEP");
    expect(fieldLabel("somethingNew")).toBe("somethingNew");
  });

  it("labels every field the staff screens record in the activity log", () => {
    // The fields the restricted area's actions write into audit details.
    const recorded: string[] = [
      ...STORE_TEXT_FIELDS,
      "weeklyHours",
      "active",
      "slug",
      "url",
      "kind",
      "alt_text",
      "altText",
      "description",
      "imageUrl",
      "phoneImageUrl",
      "logoUrl",
      "title",
      "excerpt",
      "contentHtml",
      "category",
      "author",
      "tags",
      "seoDescription",
      "published",
      "publishAt",
      "role",
      "password",
      "passwordResetLink",
      "startsAt",
      "endsAt",
      "mediaId",
      "readingTime",
      "youtubeId",
      "position",
      "customerName",
      "rating",
      "text",
      "icon",
      "bodyHtml",
      "brandName",
      "contactEmail",
      "contactPhone",
      "facebookUrl",
      "youtubeUrl",
      "tiktokUrl",
      "onlineShopUrl",
      "franchiseUrl",
      "clubSignupUrl",
      "webmailUrl",
      "mapTileUrl",
    ];
    expect(recorded.filter((field) => fieldLabel(field) === field)).toEqual([]);
  });
});
