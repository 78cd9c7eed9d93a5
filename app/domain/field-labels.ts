/**
 * What staff call the fields of our records. Code and the activity log keep the English
 * identifiers; every screen that names a field (the activity log, the spreadsheet import
 * preview) shows these words instead. One name can belong to several records (a banner's and a
 * video's "url"): the label fits all of them.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Stores
  name: "Nome",
  slug: "Endereço da página",
  state: "Estado",
  city: "Cidade",
  neighborhood: "Bairro",
  street: "Logradouro",
  number: "Número",
  complement: "Complemento",
  postalCode: "CEP",
  reference: "Ponto de referência",
  whatsapp: "WhatsApp",
  instagramUrl: "Instagram",
  mapsUrl: "Link do mapa",
  hoursText: "Horário de funcionamento",
  weeklyHours: "Horário semanal",
  notes: "Observações",
  active: "Ativo",
  latitude: "Latitude",
  longitude: "Longitude",
  email: "E-mail",
  openedOn: "Data de inauguração",
  historyHtml: "História da loja",
  timezone: "Fuso horário",
  closedFrom: "Fechada temporariamente de",
  closedUntil: "Fechada temporariamente até",
  effectiveAt: "A partir de",
  // Pictures, banners, brands, videos
  url: "Link",
  imageUrl: "Imagem",
  mediaId: "Arquivo da imagem",
  phoneImageUrl: "Imagem para celular",
  phoneUrl: "Imagem para celular",
  phone_url: "Imagem para celular",
  phoneMediaId: "Arquivo da imagem para celular",
  alt_text: "Texto alternativo",
  altText: "Texto alternativo",
  kind: "Tipo",
  description: "Descrição",
  startsAt: "Exibir de",
  endsAt: "Exibir até",
  visibleFrom: "Aparece a partir de",
  logoUrl: "Logo",
  title: "Título",
  youtubeId: "Vídeo do YouTube",
  position: "Ordem",
  // Posts
  excerpt: "Resumo",
  contentHtml: "Conteúdo",
  category: "Categoria",
  image: "Imagem de capa",
  author: "Autor",
  tags: "Tópicos",
  seoDescription: "Descrição para buscadores",
  published: "Publicado",
  publishAt: "Publicar em",
  readingTime: "Tempo de leitura",
  // Page sections, specialties, testimonials
  section: "Seção",
  bodyHtml: "Texto",
  icon: "Ícone",
  customerName: "Nome da cliente",
  text: "Depoimento",
  rating: "Avaliação",
  approved: "Aprovado",
  // Staff accounts
  role: "Perfil",
  password: "Senha",
  passwordResetLink: "Link de redefinição de senha",
  // Site settings
  brandName: "Nome da marca",
  contactEmail: "E-mail de contato",
  contactPhone: "Telefone de contato",
  facebookUrl: "Facebook",
  youtubeUrl: "YouTube",
  tiktokUrl: "TikTok",
  onlineShopUrl: "Loja online",
  franchiseUrl: "Link da franquia",
  clubSignupUrl: "Cadastro do clube",
  webmailUrl: "Webmail",
  mapTileUrl: "Mapa (endereço dos blocos)",
};

/** A field's pt-BR label; a name without one is shown as it is rather than hidden. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
