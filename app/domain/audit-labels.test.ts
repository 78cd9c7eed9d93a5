import { describe, expect, it } from "vitest";
import {
  auditAuthor,
  auditChangeLines,
  auditRecordName,
  auditRecordPath,
  describeAuditDetails,
  textDiff,
} from "./audit-labels";
import { fieldLabel } from "./field-labels";
import { STORE_TEXT_FIELDS } from "./store-form-fields";
import { itReturns } from "../../tests/support/unit/returns";

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
  itReturns("%s, %j -> %s", auditAuthor, [
    ["Ana", null, "Ana"],
    [null, { actor: "command-line", label: "ana@basiquinha.com.br" }, "Linha de comando"],
    [null, { label: "ana@basiquinha.com.br" }, "—"],
    [null, null, "—"],
  ]);
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

describe("auditChangeLines", () => {
  it("shows old → new with the one label map, shortened, dates in São Paulo", () => {
    const long = "a".repeat(200);
    const lines = auditChangeLines({
      fields: ["whatsapp", "tags", "notes", "active", "startsAt", "password"],
      changes: {
        whatsapp: ["(62) 98456-1122", "(62) 99999-0000"],
        tags: ["pele", "pele, cabelo"],
        notes: [null, long],
        active: [true, false],
        startsAt: [null, "2026-12-01T12:00:00.000Z"],
      },
    }).map((l) => l.text);
    expect(lines).toEqual([
      "WhatsApp: (62) 98456-1122 → (62) 99999-0000",
      "Tópicos: pele → pele, cabelo",
      `Observações: (vazio) → ${"a".repeat(79)}…`,
      "Ativo: Sim → Não",
      "Exibir de: (vazio) → 01/12/2026 às 09:00",
      "Senha: alterado",
    ]);
  });

  it("shows rich text as the words removed and added", () => {
    const [line] = auditChangeLines({
      fields: ["historyHtml"],
      changes: { historyHtml: ["Abrimos em 2010 no centro.", "Abrimos em 2012 no centro."] },
    });
    expect(line?.text).toBe("História da loja: removido “2010”; incluído “2012”");
    expect(textDiff("a b c", "a b c d")).toEqual({ removed: "", added: "d" });
  });
});

describe("auditRecordName and auditRecordPath", () => {
  it("names the record and links to its screen while it exists", () => {
    const details = { label: "Basiquinha Centro", storeId: 4 };
    expect(auditRecordName("4", details)).toBe("Basiquinha Centro");
    expect(auditRecordName("9", null)).toBe("#9");
    expect(auditRecordPath({ action: "update", entity: "store", entityId: "4" }, details)).toBe(
      "/restrita/lojas/editar/4",
    );
    expect(auditRecordPath({ action: "delete", entity: "banner", entityId: "2" }, null)).toBeNull();
    expect(
      auditRecordPath({ action: "update", entity: "store_image", entityId: "7" }, details),
    ).toBe("/restrita/lojas/4/fotos");
  });
});
