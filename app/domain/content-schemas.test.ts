import { describe, expect, it } from "vitest";
import { blogCategories } from "#db/constants";
import {
  blogPostSchema,
  isHttpUrl,
  isTileUrlTemplate,
  newBannerSchema,
  parseRecordId,
  siteSettingsSchema,
  videoSchema,
  youtubeUrlError,
} from "./content-schemas";
import { parseForm } from "./form-input";
import { itReturns } from "../../tests/support/unit/returns";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

function errorsOf(
  schema: Parameters<typeof parseForm>[1]["schema"],
  fields: Record<string, string | File>,
) {
  const submission = parseForm(form(fields), { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("links", () => {
  itReturns("%s is a usable link: %s", isHttpUrl, [
    ["https://loja.basiquinha.com.br/skincare", true],
    ["http://exemplo.com", true],
    ["https://localhost:3000/x", true],
    ["javascript:alert(1)", false],
    ["ftp://exemplo.com/arquivo", false],
    ["https://", false],
    ["exemplo.com", false],
    ["https://semponto", false],
    ["https://user:senha@exemplo.com", false],
  ]);
});

describe("links typed without https://", () => {
  it("get https:// in front instead of an error", () => {
    const parsed = newBannerSchema.safeParse({
      description: "Campanha",
      url: "loja.basiquinha.com.br/promocao",
      image: new File([new Uint8Array([1])], "a.png", { type: "image/png" }),
    });
    expect(parsed.success && parsed.data.url).toBe("https://loja.basiquinha.com.br/promocao");
  });
});

describe("banner form", () => {
  it("asks for a description of 3+ characters, an image and a valid link", () => {
    expect(errorsOf(newBannerSchema, { description: "ab", url: "nota-url" })).toEqual({
      description: ["Descrição deve ter pelo menos 3 caracteres"],
      url: ["URL inválida"],
      image: ["Imagem é obrigatória"],
    });
  });

  it("refuses an image over 5 MB before it is sent", () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.png", {
      type: "image/png",
    });
    expect(errorsOf(newBannerSchema, { description: "Banner", image: big })).toEqual({
      image: ["A imagem deve ter no máximo 5MB"],
    });
  });
});

describe("video form", () => {
  it("needs a title, a description of at most 200 characters and an order >= 0", () => {
    expect(
      errorsOf(videoSchema, {
        url: "https://youtu.be/dQw4w9WgXcQ",
        title: "",
        description: "x".repeat(201),
        position: "-1",
      }),
    ).toEqual({
      title: ["O título é obrigatório"],
      description: ["A descrição deve ter no máximo 200 caracteres"],
      position: ["A ordem deve ser um número inteiro maior ou igual a 0"],
    });
    expect(
      errorsOf(videoSchema, { url: "https://youtu.be/dQw4w9WgXcQ", title: "T", position: "1.5" }),
    ).toEqual({ position: ["A ordem deve ser um número inteiro maior ou igual a 0"] });
  });

  it("tells a non-address apart from an address of another site", () => {
    expect(youtubeUrlError("youtube.com/watch?v=dQw4w9WgXcQ")).toBe("URL inválida");
    expect(youtubeUrlError("https://vimeo.com/123")).toBe("URL do YouTube inválida");
    expect(youtubeUrlError("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
  });
});

describe("blog post form", () => {
  const valid = {
    title: "Cuidados com a pele",
    category: "Skincare",
    excerpt: "Um resumo com mais de dez letras.",
    content: `<p>${"Texto de verdade ".repeat(4)}</p>`,
    image: "/media/blog-images/capa.webp",
  };

  it("accepts a complete post and defaults to a draft", () => {
    const submission = parseForm(form(valid), { schema: blogPostSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.published).toBeUndefined();
  });

  it("gives the spec's messages", () => {
    expect(
      errorsOf(blogPostSchema, {
        title: "Oi",
        category: "",
        excerpt: "curto",
        content: "<p>a</p>",
      }),
    ).toEqual({
      title: ["O título precisa ter pelo menos 5 caracteres"],
      category: ["Selecione uma categoria"],
      excerpt: ["O resumo precisa ter pelo menos 10 caracteres"],
      content: ["O conteúdo precisa ter pelo menos 50 caracteres"],
      image: ["Selecione uma imagem de capa"],
    });
  });

  it("counts the content on its text, not its markup", () => {
    const markupOnly = `<p><strong></strong></p>`.repeat(10) + "<p>curto</p>";
    expect(markupOnly.length).toBeGreaterThan(50);
    expect(errorsOf(blogPostSchema, { ...valid, content: markupOnly })).toEqual({
      content: ["O conteúdo precisa ter pelo menos 50 caracteres"],
    });
    const fifty = `<p>${"a".repeat(25)}</p><p>${"b".repeat(25)}</p>`;
    expect(errorsOf(blogPostSchema, { ...valid, content: fifty })).toEqual({});
  });

  it("accepts only the 7 categories", () => {
    expect(errorsOf(blogPostSchema, { ...valid, category: "Perfumes" })).toEqual({
      category: ["Selecione uma categoria"],
    });
    expect(blogCategories).toHaveLength(7);
    for (const category of blogCategories) {
      expect(errorsOf(blogPostSchema, { ...valid, category })).toEqual({});
    }
  });
});

describe("site settings form", () => {
  const valid = {
    brandName: "Basiquinha",
    contactEmail: "contato@basiquinha.com.br",
    contactPhone: "(62) 3093-4500",
  };

  it("accepts the required fields alone", () => {
    expect(errorsOf(siteSettingsSchema, valid)).toEqual({});
  });

  it("checks e-mail, phone, WhatsApp, links and the tile template", () => {
    expect(
      errorsOf(siteSettingsSchema, {
        brandName: "B",
        contactEmail: "contato",
        contactPhone: "3093-4500",
        whatsapp: "abc",
        instagramUrl: "instagram",
        mapTileUrl: "https://tiles.exemplo.com/{z}/{x}.png",
      }),
    ).toEqual({
      brandName: ["Nome da marca deve ter pelo menos 2 caracteres"],
      contactEmail: ["Email inválido"],
      contactPhone: ["Telefone inválido (inclua o DDD)"],
      whatsapp: ["Número de WhatsApp inválido"],
      instagramUrl: ["URL inválida"],
      mapTileUrl: ["URL dos mapas inválida: use http(s) com {z}, {x} e {y}"],
    });
  });

  itReturns("tile template %s: %s", isTileUrlTemplate, [
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", true],
    ["https://{s}.tiles.exemplo.com/{z}/{x}/{y}.png", true],
    ["javascript:{z}{x}{y}", false],
    ["https://tile.exemplo.com/{z}/{y}.png", false],
  ]);
});

describe("record ids from the address", () => {
  itReturns("%s -> %s", parseRecordId, [
    ["12", 12],
    ["0", null],
    ["-3", null],
    ["abc", null],
    ["1e3", null],
    ["99999999999", null],
    [undefined, null],
  ]);
});

describe("text fields", () => {
  it("refuse NUL characters, which the database cannot store", () => {
    expect(
      errorsOf(videoSchema, { url: "https://youtu.be/dQw4w9WgXcQ", title: "Vídeo\u0000" }),
    ).toEqual({ title: ["O texto contém um caractere inválido"] });
  });

  it("refuse control characters in any field of the settings form", () => {
    expect(
      errorsOf(siteSettingsSchema, {
        brandName: "Basiquinha\u001b[31m",
        contactEmail: "contato@basiquinha.com.br",
        contactPhone: "(62) 3212-3456",
        webmailUrl: "https://mail.exemplo.com\u0007",
      }),
    ).toEqual({
      brandName: ["O texto contém um caractere inválido"],
      webmailUrl: ["O texto contém um caractere inválido"],
    });
  });
});

describe("settings WhatsApp", () => {
  const settings = {
    brandName: "Basiquinha",
    contactEmail: "contato@basiquinha.com.br",
    contactPhone: "(62) 3212-3456",
  };
  it.each(["(62) 98123-4567", "+55 62 98123-4567", "(62) 3212-3456"])("accepts %s", (whatsapp) => {
    expect(errorsOf(siteSettingsSchema, { ...settings, whatsapp })).toEqual({});
  });
  it.each(["(62) 9812-345", "abcdefghijk", "(20) 98123-4567", "62 98123-4567 ramal 2"])(
    "refuses %s",
    (whatsapp) => {
      expect(errorsOf(siteSettingsSchema, { ...settings, whatsapp })).toEqual({
        whatsapp: ["Número de WhatsApp inválido"],
      });
    },
  );
});
