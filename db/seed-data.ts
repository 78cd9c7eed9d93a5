/**
 * Demo content for `seedDemoData` and the city table for `seedSyntheticStores`. Everything here is
 * invented for the demo (people, phone numbers, brands, video ids), but shaped like real data:
 * real neighbourhoods and coordinates, CEPs in each city's range, the many ways Brazilian stores
 * write opening hours and phone numbers. Visible text is pt-BR.
 */
import type { BlogCategory, SpecialtyIcon, StoreSectionKey, WeeklyHours } from "./schema";

export type LatLng = { lat: number; lng: number };

/** Centre of each demo city; the integration test checks every demo store lies near its city. */
export const DEMO_CITY_CENTERS: Record<string, LatLng> = {
  Goiânia: { lat: -16.6869, lng: -49.2648 },
  Anápolis: { lat: -16.3281, lng: -48.953 },
  Formosa: { lat: -15.5372, lng: -47.3342 },
  Trindade: { lat: -16.6517, lng: -49.4927 },
  "Aparecida de Goiânia": { lat: -16.8198, lng: -49.2469 },
  "Rio Verde": { lat: -17.7923, lng: -50.9192 },
  Brasília: { lat: -15.7939, lng: -47.8828 },
  Uberlândia: { lat: -18.9186, lng: -48.2772 },
  Cuiabá: { lat: -15.6014, lng: -56.0979 },
};

/** Cities the tests require among active demo stores, with their minimum counts. */
export const REQUIRED_DEMO_CITIES: Record<string, number> = {
  Goiânia: 6,
  Anápolis: 3,
  Formosa: 2,
  Trindade: 2,
  "Aparecida de Goiânia": 2,
  "Rio Verde": 2,
};

/** Mon-Fri 09:00-19:00, Sat 09:00-17:00: the usual street-store week. */
const STREET_WEEK: WeeklyHours["week"] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
  { day: 6, open: "09:00", close: "17:00" },
];

/** Mon-Fri 08:00-18:00, Sat 08:00-12:00. */
const EARLY_WEEK: WeeklyHours["week"] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "08:00", close: "18:00" })),
  { day: 6, open: "08:00", close: "12:00" },
];

export type DemoStore = {
  name: string;
  city: keyof typeof DEMO_CITY_CENTERS;
  state: string;
  neighborhood: string;
  street: string;
  number: string;
  complement?: string;
  postalCode: string;
  reference?: string;
  whatsapp: string | null;
  /** Instagram handle; the URL is built from it. */
  instagram?: string;
  /** Whether to store an explicit Google Maps link (otherwise the site falls back to coordinates). */
  mapsLink?: boolean;
  hoursText: string;
  /** Structured week; `holidays` adds the year-end closures computed at seed time. */
  weeklyHours?: { week: WeeklyHours["week"]; holidays: boolean };
  latitude: number;
  longitude: number;
  email?: string;
  openedOn?: string;
  historyHtml?: string;
  notes?: string;
  active?: boolean;
  /** Store banners to generate (0-3). */
  banners: number;
  facade: boolean;
  interiors: number;
  sections: "full" | "basic" | "none";
};

export const DEMO_STORES: DemoStore[] = [
  {
    name: "Basiquinha Setor Bueno",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Bueno",
    street: "Avenida T-4",
    number: "1478",
    complement: "Qd. 150, Lt. 12",
    postalCode: "74230-030",
    reference: "A duas quadras do Parque Vaca Brava",
    whatsapp: "+55 (62) 98123-4567",
    instagram: "basiquinha.setorbueno",
    mapsLink: true,
    hoursText: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
    weeklyHours: { week: STREET_WEEK, holidays: true },
    latitude: -16.7052,
    longitude: -49.2704,
    email: "setorbueno@basiquinha.com.br",
    openedOn: "2014-03-15",
    historyHtml:
      "<p>A loja do Setor Bueno foi a <strong>primeira Basiquinha</strong>. Começou com duas prateleiras de maquiagem e uma bancada de testes, montadas por duas amigas que não encontravam produtos bons a preço justo no bairro.</p><p>Hoje é a nossa loja-conceito: é aqui que testamos novas marcas, treinamos as consultoras e recebemos as clientes para oficinas de automaquiagem aos sábados.</p>",
    banners: 3,
    facade: true,
    interiors: 3,
    sections: "full",
  },
  {
    name: "Basiquinha Setor Marista",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Marista",
    street: "Rua 1136",
    number: "420",
    postalCode: "74175-080",
    reference: "Próximo à Avenida 85",
    whatsapp: "(62) 3212-3456",
    instagram: "basiquinha.marista",
    hoursText: "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
    weeklyHours: { week: EARLY_WEEK, holidays: false },
    latitude: -16.7003,
    longitude: -49.2598,
    email: "marista@basiquinha.com.br",
    openedOn: "2016-08-20",
    banners: 2,
    facade: true,
    interiors: 1,
    sections: "basic",
  },
  {
    name: "Basiquinha Jardim Goiás",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Jardim Goiás",
    street: "Avenida Deputado Jamel Cecílio",
    number: "3300",
    complement: "Loja 214 - Piso 1",
    postalCode: "74810-100",
    reference: "Dentro do shopping, ao lado da praça de alimentação",
    whatsapp: "62991457823",
    instagram: "basiquinha.jardimgoias",
    mapsLink: true,
    hoursText: "Seg. a Sáb.: 10h às 22h | Dom.: 14h às 20h",
    weeklyHours: {
      week: [
        ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "10:00", close: "22:00" })),
        { day: 0, open: "14:00", close: "20:00" },
      ],
      holidays: true,
    },
    latitude: -16.7108,
    longitude: -49.2369,
    email: "jardimgoias@basiquinha.com.br",
    openedOn: "2018-11-09",
    historyHtml:
      "<p>Nossa primeira loja em shopping nasceu para atender quem faz compras à noite e nos fins de semana. O espaço tem <strong>bancada de maquiagem com iluminação profissional</strong> e um cantinho só para perfumaria.</p>",
    banners: 2,
    facade: true,
    interiors: 2,
    sections: "full",
  },
  {
    name: "Basiquinha Setor Oeste",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Oeste",
    street: "Avenida República do Líbano",
    number: "1550",
    postalCode: "74115-030",
    reference: "Em frente à Praça Tamandaré",
    whatsapp: "062 8123-4567",
    hoursText: "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
    latitude: -16.6846,
    longitude: -49.2683,
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
  {
    name: "Basiquinha Campinas",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Campinas",
    street: "Avenida 24 de Outubro",
    number: "823",
    postalCode: "74505-010",
    reference: "Na quadra da feira de Campinas",
    whatsapp: "5562984561230",
    instagram: "basiquinha.campinas",
    hoursText: "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h",
    latitude: -16.6702,
    longitude: -49.2921,
    openedOn: "2017-05-02",
    banners: 2,
    facade: true,
    interiors: 1,
    sections: "none",
  },
  {
    name: "Basiquinha Setor Central",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Central",
    street: "Avenida Goiás",
    number: "310",
    complement: "Sala 2",
    postalCode: "74005-010",
    reference: "Perto da Praça Cívica",
    whatsapp: "(62) 99654-3210",
    mapsLink: true,
    hoursText: "Segunda a Sábado: 9h às 21h | Domingo: fechado",
    latitude: -16.6801,
    longitude: -49.2546,
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
  {
    name: "Basiquinha Vila Nova",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Leste Vila Nova",
    street: "Rua 220",
    number: "95",
    postalCode: "74635-030",
    whatsapp: "(62) 3241-7788",
    hoursText: "Seg. a Sex.: 9h às 18h",
    latitude: -16.6702,
    longitude: -49.2402,
    notes:
      "Loja desativada temporariamente para reforma. Reabertura prevista para o próximo semestre.",
    active: false,
    banners: 0,
    facade: true,
    interiors: 0,
    sections: "none",
  },
  {
    name: "Basiquinha Anápolis Centro",
    city: "Anápolis",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua Engenheiro Portela",
    number: "512",
    postalCode: "75020-040",
    reference: "Ao lado da Praça Bom Jesus",
    whatsapp: "(62) 98456-1122",
    instagram: "basiquinha.anapolis",
    mapsLink: true,
    hoursText: "Seg. a Sex.: 8h às 18h | Sáb.: 8h às 13h",
    latitude: -16.3276,
    longitude: -48.9536,
    email: "anapolis@basiquinha.com.br",
    openedOn: "2019-02-11",
    historyHtml:
      "<p>A primeira loja fora da capital. Anápolis sempre teve muitas clientes que viajavam até Goiânia para comprar com a gente, então viemos até elas.</p>",
    banners: 2,
    facade: true,
    interiors: 2,
    sections: "full",
  },
  {
    name: "Basiquinha Anápolis Jundiaí",
    city: "Anápolis",
    state: "Goiás",
    neighborhood: "Jundiaí",
    street: "Avenida Brasil Sul",
    number: "1750",
    postalCode: "75110-570",
    whatsapp: null,
    hoursText: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
    latitude: -16.3418,
    longitude: -48.9502,
    banners: 1,
    facade: false,
    interiors: 0,
    sections: "none",
  },
  {
    name: "Basiquinha Anápolis Cidade Jardim",
    city: "Anápolis",
    state: "Goiás",
    neighborhood: "Cidade Jardim",
    street: "Avenida Universitária",
    number: "2050",
    complement: "Loja 38 - Piso Térreo",
    postalCode: "75080-250",
    whatsapp: "62 99312-7845",
    instagram: "basiquinha.anapolis",
    hoursText: "Seg. a Sáb.: 10h às 22h | Dom.: 14h às 20h",
    latitude: -16.3052,
    longitude: -48.9421,
    banners: 2,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
  {
    name: "Basiquinha Formosa Centro",
    city: "Formosa",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua Visconde de Porto Seguro",
    number: "245",
    postalCode: "73801-010",
    reference: "Próximo à Igreja Matriz",
    whatsapp: "(61) 99654-8800",
    instagram: "basiquinha.formosa",
    hoursText: "Seg. a Sex.: 8h às 18h | Sáb.: 8h às 12h",
    latitude: -15.5386,
    longitude: -47.3347,
    openedOn: "2020-10-03",
    banners: 1,
    facade: true,
    interiors: 1,
    sections: "basic",
  },
  {
    name: "Basiquinha Formosa Setor Sul",
    city: "Formosa",
    state: "Goiás",
    neighborhood: "Setor Sul",
    street: "Avenida Brasília",
    number: "1120",
    postalCode: "73813-020",
    whatsapp: null,
    hoursText: "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
    latitude: -15.552,
    longitude: -47.3381,
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "none",
  },
  {
    name: "Basiquinha Trindade Centro",
    city: "Trindade",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Avenida Manoel Monteiro",
    number: "890",
    postalCode: "75380-015",
    reference: "A duas quadras do Santuário Basílica do Divino Pai Eterno",
    whatsapp: "+55 62 99120-3344",
    instagram: "basiquinha.trindade",
    mapsLink: true,
    hoursText: "Seg. a Sex.: 8h às 18h | Sáb.: 8h às 12h",
    weeklyHours: { week: EARLY_WEEK, holidays: true },
    latitude: -16.6509,
    longitude: -49.4918,
    email: "trindade@basiquinha.com.br",
    openedOn: "2021-06-26",
    historyHtml:
      "<p>Abrimos em Trindade no mês da Romaria, com a cidade cheia de visitantes. Desde então a loja é ponto de encontro das clientes da região oeste da Grande Goiânia.</p>",
    banners: 2,
    facade: true,
    interiors: 1,
    sections: "full",
  },
  {
    name: "Basiquinha Trindade Setor Maysa",
    city: "Trindade",
    state: "Goiás",
    neighborhood: "Setor Maysa",
    street: "Avenida Castelo Branco",
    number: "77",
    postalCode: "75389-230",
    whatsapp: null,
    hoursText: "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h",
    latitude: -16.6398,
    longitude: -49.4829,
    banners: 0,
    facade: true,
    interiors: 0,
    sections: "none",
  },
  {
    name: "Basiquinha Aparecida Centro",
    city: "Aparecida de Goiânia",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Avenida Independência",
    number: "1200",
    complement: "Quiosque 4",
    postalCode: "74980-010",
    reference: "Dentro do centro comercial 24 horas",
    whatsapp: "62993218877",
    hoursText: "24 horas",
    latitude: -16.8221,
    longitude: -49.2449,
    notes: "Quiosque em centro comercial aberto 24 horas.",
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
  {
    name: "Basiquinha Aparecida Vila São Tomaz",
    city: "Aparecida de Goiânia",
    state: "Goiás",
    neighborhood: "Vila São Tomaz",
    street: "Avenida Rio Verde",
    number: "3000",
    complement: "Loja 112 - Piso 1",
    postalCode: "74915-515",
    whatsapp: "(62) 3283-9090",
    instagram: "basiquinha.aparecida",
    hoursText: "Seg. a Sáb.: 10h às 22h | Dom.: 14h às 20h",
    latitude: -16.7561,
    longitude: -49.2546,
    banners: 3,
    facade: true,
    interiors: 2,
    sections: "basic",
  },
  {
    name: "Basiquinha Rio Verde Centro",
    city: "Rio Verde",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua Rafael Nascimento",
    number: "412",
    postalCode: "75901-250",
    whatsapp: "(64) 99988-1234",
    instagram: "basiquinha.rioverde",
    hoursText: "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
    latitude: -17.7974,
    longitude: -50.9255,
    openedOn: "2022-04-18",
    banners: 2,
    facade: true,
    interiors: 1,
    sections: "basic",
  },
  {
    name: "Basiquinha Rio Verde Morada do Sol",
    city: "Rio Verde",
    state: "Goiás",
    neighborhood: "Morada do Sol",
    street: "Avenida Presidente Vargas",
    number: "2300",
    postalCode: "75908-030",
    reference: "No polo gastronômico, ao lado do estacionamento",
    whatsapp: "5564992345678",
    hoursText: "Todos os dias: 18h às 2h do dia seguinte",
    latitude: -17.781,
    longitude: -50.906,
    notes: "Quiosque com funcionamento noturno.",
    banners: 1,
    facade: false,
    interiors: 0,
    sections: "none",
  },
  {
    name: "Basiquinha Asa Sul",
    city: "Brasília",
    state: "Distrito Federal",
    neighborhood: "Asa Sul",
    street: "SCLS 405, Bloco B",
    number: "18",
    postalCode: "70239-520",
    reference: "Comércio local da 405 Sul",
    whatsapp: "(61) 99876-5432",
    instagram: "basiquinha.brasilia",
    mapsLink: true,
    hoursText: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
    weeklyHours: { week: STREET_WEEK, holidays: false },
    latitude: -15.8127,
    longitude: -47.8992,
    email: "asasul@basiquinha.com.br",
    openedOn: "2023-03-08",
    banners: 2,
    facade: true,
    interiors: 2,
    sections: "full",
  },
  {
    name: "Basiquinha Uberlândia Santa Mônica",
    city: "Uberlândia",
    state: "Minas Gerais",
    neighborhood: "Santa Mônica",
    street: "Avenida Segismundo Pereira",
    number: "1850",
    postalCode: "38408-170",
    whatsapp: "(34) 99123-7788",
    hoursText: "Seg a Sex 9h às 19h, Sáb 9h às 14h",
    latitude: -18.9211,
    longitude: -48.2481,
    openedOn: "2024-02-01",
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
  {
    name: "Basiquinha Cuiabá Goiabeiras",
    city: "Cuiabá",
    state: "Mato Grosso",
    neighborhood: "Goiabeiras",
    street: "Rua Estevão de Mendonça",
    number: "1040",
    postalCode: "78043-405",
    whatsapp: "+55 65 98402-1133",
    instagram: "basiquinha.cuiaba",
    hoursText: "Segunda a Sexta: 8h às 18h | Sábado: 8h às 12h",
    latitude: -15.591,
    longitude: -56.106,
    openedOn: "2024-09-14",
    banners: 1,
    facade: true,
    interiors: 0,
    sections: "basic",
  },
];

/** Store copy for the landing page, built from the store's own facts. */
export type SectionRow = { section: StoreSectionKey; title: string | null; bodyHtml: string };

export function buildStoreSections(store: DemoStore): SectionRow[] {
  if (store.sections === "none") return [];
  // 'do bairro Setor Bueno': one article that suits every neighbourhood name.
  const place = `bairro ${store.neighborhood}, em ${store.city}`;
  const basic: SectionRow[] = [
    {
      section: "hero_description",
      title: null,
      bodyHtml: `Maquiagem, skincare, cabelos e perfumaria com atendimento de quem entende de beleza, no coração do ${place}.`,
    },
    {
      section: "meta_description",
      title: null,
      bodyHtml: `${store.name}: cosméticos, maquiagem e skincare em ${store.neighborhood}, ${store.city} - ${store.state}. Endereço, horário de funcionamento e WhatsApp.`,
    },
    {
      section: "palavras_chave",
      title: null,
      bodyHtml: [
        `loja de cosméticos ${store.city}`,
        `maquiagem ${store.neighborhood}`,
        `skincare ${store.city}`,
        "perfumaria",
        "produtos para cabelos",
        "Basiquinha",
      ].join(", "),
    },
  ];
  if (store.sections === "basic") return basic;
  return [
    ...basic,
    {
      section: "sobre_loja",
      title: "Sobre a loja",
      bodyHtml: `<p>A ${store.name} reúne quase 20 mil produtos de maquiagem, skincare, cabelos e perfumaria, com marcas nacionais e importadas em um espaço pensado para você testar com calma.</p><p>Nossa equipe ajuda a montar sua rotina de cuidados, indica o tom certo de base e explica cada ativo sem complicação.</p>`,
    },
    {
      section: "diferenciais",
      title: "Consultoria gratuita",
      bodyHtml:
        "<p>Consultoras treinadas ajudam você a escolher produtos para o seu tipo de pele e cabelo, sem compromisso.</p>",
    },
    {
      section: "diferenciais",
      title: "Espaço de testes",
      bodyHtml:
        "<p>Bancada com espelho iluminado e testers de todas as linhas para experimentar antes de levar.</p>",
    },
    {
      section: "diferenciais",
      title: "Clube Basiquinha",
      bodyHtml:
        "<p>A cada R$ 1,00 em compras você ganha 1 ponto. Com 600 pontos já dá para trocar pelo primeiro prêmio.</p>",
    },
    {
      section: "diferenciais",
      title: "Pagamento facilitado",
      bodyHtml:
        "<p>Cartões, PIX e dinheiro, com parcelamento em até 3x sem juros. Algumas ofertas são exclusivas da loja física.</p>",
    },
    {
      section: "expertise",
      title: "Nossa Expertise em Beleza",
      bodyHtml: `<p>Há mais de 10 anos a Basiquinha acompanha as tendências de beleza. Na ${store.name}, a equipe passa por treinamentos frequentes com as marcas parceiras para indicar texturas, ativos e técnicas com segurança.</p>`,
    },
    {
      section: "localizacao_estrategica",
      title: "Localização estratégica",
      bodyHtml: `<p>Estamos na ${store.street}, ${store.number}, no ${store.neighborhood}${
        store.reference
          ? ` (${store.reference.charAt(0).toLowerCase()}${store.reference.slice(1)})`
          : ""
      }, com fácil acesso para quem mora ou trabalha na região de ${store.city}.</p>`,
    },
    {
      section: "cta_principal",
      title: "Pronta para uma experiência única?",
      bodyHtml: `<p>Venha conhecer a ${store.name} ou fale com a gente pelo WhatsApp: separamos seus produtos e tiramos suas dúvidas antes da visita.</p>`,
    },
  ];
}

export type DemoTestimonial = {
  /** Name of a store in DEMO_STORES. */
  store: string;
  customerName: string;
  text: string;
  rating: number;
  city: string | null;
  approved: boolean;
  daysAgo: number;
};

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    store: "Basiquinha Setor Bueno",
    customerName: "Ana Paula Ribeiro",
    text: "Atendimento impecável! A consultora me ajudou a achar o tom certo de base, coisa que eu nunca tinha conseguido sozinha.",
    rating: 5,
    city: "Goiânia",
    approved: true,
    daysAgo: 4,
  },
  {
    store: "Basiquinha Setor Bueno",
    customerName: "Luana Ferreira",
    text: "Loja linda, organizada e com muitas marcas. Os preços são justos e sempre tem promoção boa.",
    rating: 5,
    city: "Goiânia",
    approved: true,
    daysAgo: 19,
  },
  {
    store: "Basiquinha Setor Bueno",
    customerName: "Patrícia Gomes",
    text: "Gostei bastante, só achei a fila do caixa um pouco demorada no sábado.",
    rating: 4,
    city: "Aparecida de Goiânia",
    approved: true,
    daysAgo: 46,
  },
  {
    store: "Basiquinha Setor Bueno",
    customerName: "Cliente anônima",
    text: "Quero saber se vocês têm vaga de emprego, podem me chamar no zap?",
    rating: 3,
    city: null,
    approved: false,
    daysAgo: 2,
  },
  {
    store: "Basiquinha Jardim Goiás",
    customerName: "Fernanda Lopes",
    text: "Passo sempre depois do trabalho. Aberto até tarde e a equipe é super atenciosa.",
    rating: 5,
    city: "Goiânia",
    approved: true,
    daysAgo: 9,
  },
  {
    store: "Basiquinha Jardim Goiás",
    customerName: "Bruna Martins",
    text: "Adoro a bancada de testes, dá para experimentar tudo com calma.",
    rating: 5,
    city: "Senador Canedo",
    approved: true,
    daysAgo: 33,
  },
  {
    store: "Basiquinha Jardim Goiás",
    customerName: "Rafaela Souza",
    text: "Produto que eu queria estava em falta, mas me avisaram pelo WhatsApp quando chegou.",
    rating: 4,
    city: "Goiânia",
    approved: false,
    daysAgo: 6,
  },
  {
    store: "Basiquinha Anápolis Centro",
    customerName: "Juliana Mendes",
    text: "Finalmente uma loja assim em Anápolis! Não preciso mais ir até Goiânia.",
    rating: 5,
    city: "Anápolis",
    approved: true,
    daysAgo: 12,
  },
  {
    store: "Basiquinha Anápolis Centro",
    customerName: "Camila Araújo",
    text: "Boa variedade de produtos para cabelos cacheados. Voltarei com certeza.",
    rating: 4,
    city: "Anápolis",
    approved: true,
    daysAgo: 58,
  },
  {
    store: "Basiquinha Anápolis Centro",
    customerName: "Marcos Vieira",
    text: "Comprei um presente para minha esposa e a vendedora embrulhou com muito carinho.",
    rating: 5,
    city: "Pirenópolis",
    approved: true,
    daysAgo: 81,
  },
  {
    store: "Basiquinha Anápolis Centro",
    customerName: "Débora",
    text: "Demorei para ser atendida.",
    rating: 2,
    city: "Anápolis",
    approved: false,
    daysAgo: 15,
  },
  {
    store: "Basiquinha Trindade Centro",
    customerName: "Maria Aparecida Silva",
    text: "Loja pertinho do Santuário, aproveitei a visita e fiz a festa nos cremes de hidratação.",
    rating: 5,
    city: "Trindade",
    approved: true,
    daysAgo: 21,
  },
  {
    store: "Basiquinha Trindade Centro",
    customerName: "Tatiane Rocha",
    text: "Equipe simpática e ambiente cheiroso. Recomendo!",
    rating: 5,
    city: "Goiânia",
    approved: true,
    daysAgo: 64,
  },
  {
    store: "Basiquinha Asa Sul",
    customerName: "Larissa Monteiro",
    text: "Conheci a Basiquinha em Goiânia e fiquei feliz quando abriram na Asa Sul. Mesmo atendimento de qualidade.",
    rating: 5,
    city: "Brasília",
    approved: true,
    daysAgo: 7,
  },
  {
    store: "Basiquinha Asa Sul",
    customerName: "Gabriela Nunes",
    text: "Ótimo custo-benefício em skincare, o protetor com cor virou meu queridinho.",
    rating: 4,
    city: "Brasília",
    approved: true,
    daysAgo: 39,
  },
  {
    store: "Basiquinha Asa Sul",
    customerName: "Renata Castro",
    text: "Site dizia que abria domingo e estava fechada.",
    rating: 1,
    city: "Brasília",
    approved: false,
    daysAgo: 3,
  },
  {
    store: "Basiquinha Aparecida Vila São Tomaz",
    customerName: "Isabela Duarte",
    text: "Loja do shopping sempre bem abastecida, compro minhas maquiagens aqui.",
    rating: 5,
    city: "Aparecida de Goiânia",
    approved: true,
    daysAgo: 27,
  },
  {
    store: "Basiquinha Rio Verde Centro",
    customerName: "Vanessa Prado",
    text: "Rio Verde estava precisando de uma loja assim. Atendimento nota 10!",
    rating: 5,
    city: "Rio Verde",
    approved: true,
    daysAgo: 16,
  },
];

export type DemoSpecialty = { title: string; description: string; icon: SpecialtyIcon };

export const DEMO_SPECIALTIES: DemoSpecialty[] = [
  {
    title: "Maquiagem Profissional",
    description: "Bases, corretivos e paletas das melhores marcas, com teste de tom na hora.",
    icon: "Palette",
  },
  {
    title: "Consultoria de Beleza",
    description: "Atendimento personalizado para montar a sua rotina de cuidados, sem custo.",
    icon: "MessageCircle",
  },
  {
    title: "Skincare e Hidratação",
    description: "Séruns, hidratantes e protetores para cada tipo de pele.",
    icon: "Droplets",
  },
  {
    title: "Cabelos e Finalização",
    description: "Linhas para cronograma capilar, cachos, lisos e cabelos com química.",
    icon: "Wind",
  },
  {
    title: "Lançamentos da Semana",
    description: "Novidades chegam toda semana: seja a primeira a experimentar.",
    icon: "Zap",
  },
  {
    title: "Marcas Premiadas",
    description: "Curadoria de marcas nacionais e importadas reconhecidas pela qualidade.",
    icon: "Award",
  },
  {
    title: "Clube Basiquinha",
    description: "Cada R$ 1,00 vira 1 ponto para trocar por produtos.",
    icon: "Crown",
  },
  {
    title: "Perfumaria",
    description: "Fragrâncias femininas, masculinas e body splashes para todos os estilos.",
    icon: "Sparkles",
  },
];

export type DemoBanner = { description: string; headline: string; url: string | null };

/** Exactly six: the home carousel limit. */
export const DEMO_BANNERS: DemoBanner[] = [
  {
    headline: "Semana do Skincare",
    description: "Semana do Skincare: até 30% off em séruns e hidratantes",
    url: "https://loja.basiquinha.com.br/skincare",
  },
  {
    headline: "Clube Basiquinha",
    description: "Clube Basiquinha: cadastre-se grátis e troque pontos por produtos",
    url: "https://clube.basiquinha.com.br/cadastro",
  },
  {
    headline: "Maquiagem que dura",
    description: "Nova coleção de maquiagem de longa duração",
    url: null,
  },
  {
    headline: "Cronograma capilar",
    description: "Tudo para o seu cronograma capilar em um só lugar",
    url: "https://loja.basiquinha.com.br/cabelos",
  },
  {
    headline: "Seja um franqueado",
    description: "Leve a Basiquinha para a sua cidade: conheça a franquia",
    url: "https://franquia.basiquinha.com.br",
  },
  {
    headline: "Perfumaria",
    description: "Fragrâncias para presentear em até 3x sem juros",
    url: null,
  },
];

export type DemoBrand = { name: string; active: boolean };

/** Invented brand names: the demo must not imply partnerships with real companies. */
export const DEMO_BRANDS: DemoBrand[] = [
  { name: "Aurora Beauty", active: true },
  { name: "Vitta Pele", active: true },
  { name: "Lumière Cosméticos", active: true },
  { name: "Flor de Lis Make", active: true },
  { name: "Natuar", active: true },
  { name: "Dermavie", active: true },
  { name: "Bella Raiz", active: true },
  { name: "Ocean Skin", active: true },
  { name: "Cacho Livre", active: true },
  { name: "Pétala Pro", active: true },
  { name: "Mel & Argila", active: true },
  { name: "Brilho Tropical", active: false },
];

export type DemoVideo = { youtubeId: string; title: string; description: string };

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    youtubeId: "q3Xz8LmP0aK",
    title: "Skincare noturno completo em 5 passos",
    description:
      "Limpeza, tônico, sérum, hidratante e área dos olhos: a rotina da noite explicada pela nossa consultora.",
  },
  {
    youtubeId: "Vb7nR2tYc9E",
    title: "Maquiagem rápida para o trabalho",
    description: "Uma make leve e bonita em 10 minutos, usando poucos produtos que cabem na bolsa.",
  },
  {
    youtubeId: "H4kD1sWq8Zo",
    title: "Cronograma capilar na prática",
    description:
      "Hidratação, nutrição e reconstrução: aprenda a montar o cronograma ideal para os seus cabelos.",
  },
  {
    youtubeId: "pL6eT0mNx3U",
    title: "Como escolher a base ideal para o seu tom de pele",
    description:
      "Subtom quente, frio ou neutro? Mostramos como testar a base no rosto e acertar na cor.",
  },
  {
    youtubeId: "yF2gJ7cKv5Q",
    title: "Tour pela Basiquinha Setor Bueno",
    description:
      "Conheça a nossa loja-conceito em Goiânia: bancada de testes, perfumaria e o cantinho do skincare.",
  },
];

export const DEMO_SITE_SETTINGS = {
  brandName: "Basiquinha",
  contactEmail: "contato@basiquinha.com.br",
  contactPhone: "(62) 3093-4500",
  whatsapp: "(62) 99100-2030",
  instagramUrl: "https://www.instagram.com/basiquinha/",
  facebookUrl: "https://www.facebook.com/basiquinha",
  youtubeUrl: "https://www.youtube.com/@basiquinha",
  tiktokUrl: "https://www.tiktok.com/@basiquinha",
  onlineShopUrl: "https://loja.basiquinha.com.br",
  franchiseUrl: "https://franquia.basiquinha.com.br",
  clubSignupUrl: "https://clube.basiquinha.com.br/cadastro",
  webmailUrl: "https://webmail.basiquinha.com.br",
  mapTileUrl: null,
};

export type DemoPost = {
  title: string;
  category: BlogCategory;
  excerpt: string;
  contentHtml: string;
  author: string | null;
  /** false leaves reading_time null so the site computes it from the word count. */
  storeReadingTime: boolean;
  tags: string[];
  published: boolean;
  daysAgo: number;
};

export const DEMO_POSTS: DemoPost[] = [
  {
    title: "Rotina de skincare para iniciantes: o passo a passo essencial",
    category: "Skincare",
    excerpt:
      "Limpeza, hidratação e proteção solar: entenda a ordem dos produtos e monte uma rotina de skincare simples que cabe no seu dia.",
    author: "Mariana Costa",
    storeReadingTime: true,
    tags: ["skincare", "rotina", "iniciantes", "protetor solar"],
    published: true,
    daysAgo: 3,
    contentHtml: `<p>Começar uma rotina de <strong>skincare</strong> pode parecer complicado quando a gente entra na loja e vê dezenas de séruns, tônicos, essências e ácidos. A boa notícia é que a pele precisa de bem menos do que a internet sugere. Uma rotina básica, feita todos os dias, vale muito mais do que dez produtos usados de vez em quando.</p>
<h2>O trio que não pode faltar</h2>
<p>Toda rotina de cuidados com a pele se apoia em três passos. Se você está começando agora, foque apenas neles durante as primeiras semanas:</p>
<ul>
<li><strong>Limpeza:</strong> um sabonete facial suave, adequado ao seu tipo de pele, usado de manhã e à noite. Evite sabonetes em barra comuns, que ressecam e alteram o pH da pele.</li>
<li><strong>Hidratação:</strong> mesmo a pele oleosa precisa de hidratante. Para peles oleosas, prefira texturas em gel; para peles secas, cremes mais encorpados.</li>
<li><strong>Proteção solar:</strong> o passo mais importante de todos. Use FPS 30 ou mais todas as manhãs, inclusive em dias nublados e dentro de casa, e reaplique ao longo do dia.</li>
</ul>
<h2>Quando incluir outros produtos</h2>
<p>Depois que o trio virou hábito, vale pensar em um ativo para tratar uma necessidade específica. A vitamina C ajuda no viço e nas manchas, o ácido hialurônico reforça a hidratação e a niacinamida controla a oleosidade. Introduza um produto novo de cada vez e espere pelo menos duas semanas antes de acrescentar outro: assim fica fácil descobrir o que funciona e o que causa irritação.</p>
<h2>A ordem certa de aplicação</h2>
<p>A regra prática é ir da textura mais leve para a mais densa. De manhã: limpeza, sérum, hidratante e protetor solar por último. À noite: limpeza, tratamento e hidratante. Produtos com ácidos fortes ou retinol ficam para a noite, porque aumentam a sensibilidade ao sol.</p>
<h2>Constância é o segredo</h2>
<p>Os resultados de qualquer rotina aparecem depois de quatro a oito semanas de uso contínuo. Tire uma foto no primeiro dia e compare depois de um mês. E, se tiver dúvidas sobre qual produto escolher, passe em uma das lojas Basiquinha: nossas consultoras fazem uma avaliação rápida do seu tipo de pele e indicam opções para todos os bolsos.</p>`,
  },
  {
    title: "Hidratação profunda: como recuperar a pele no tempo seco de Goiás",
    category: "Hidratação",
    excerpt:
      "Umidade do ar abaixo de 20% deixa a pele repuxando e os lábios rachados. Veja como ajustar a hidratação durante a seca do Centro-Oeste.",
    author: null,
    storeReadingTime: false,
    tags: ["hidratação", "pele seca", "clima seco", "Goiás"],
    published: true,
    daysAgo: 11,
    contentHtml: `<p>Quem mora em Goiânia, Anápolis ou Brasília conhece bem a época da seca: entre junho e setembro a umidade do ar despenca, às vezes para menos de 15%, e a pele sente na hora. A sensação de repuxamento, a descamação e os lábios rachados são sinais de que a barreira da pele está perdendo água mais rápido do que consegue repor. A <strong>hidratação</strong> precisa mudar junto com o clima.</p>
<h2>Troque a textura do hidratante</h2>
<p>O gel leve que funciona tão bem no verão chuvoso costuma não dar conta na seca. Nessa época, prefira cremes com ceramidas, manteigas vegetais e glicerina, que formam uma película protetora e reduzem a perda de água. Quem tem pele oleosa pode manter o gel durante o dia e usar um creme mais nutritivo apenas à noite.</p>
<h2>Cuidado com o banho</h2>
<p>Banho muito quente é um dos maiores vilões da pele seca. A água quente remove a oleosidade natural e deixa a pele ainda mais vulnerável. Prefira água morna, banhos curtos e sabonetes cremosos ou óleos de banho. Aplique o hidratante corporal logo depois de se secar, com a pele ainda levemente úmida, para prender a água.</p>
<h2>Checklist para a temporada seca</h2>
<ul>
<li>Beba água ao longo do dia, não apenas quando sentir sede.</li>
<li>Use protetor labial com FPS e reaplique várias vezes.</li>
<li>Inclua uma máscara hidratante facial uma ou duas vezes por semana.</li>
<li>Mantenha o protetor solar: o céu limpo da seca significa índice UV alto.</li>
<li>Use umidificador ou uma bacia com água no quarto durante a noite.</li>
</ul>
<h2>Não esqueça das mãos e dos pés</h2>
<p>Mãos e pés ressecam primeiro porque têm menos glândulas sebáceas. Um creme com ureia a 10% é ótimo para calcanhares, e um bom creme de mãos na bolsa faz diferença no fim do dia. Antes de dormir, aplique uma camada generosa e use meias de algodão: pela manhã a diferença é visível.</p>
<p>Com alguns ajustes simples, dá para atravessar a seca sem sofrimento. Nas lojas Basiquinha você encontra kits de hidratação montados especialmente para a estação e pode testar as texturas antes de levar.</p>`,
  },
  {
    title: "Cronograma capilar: guia completo para cabelos saudáveis",
    category: "Cabelos",
    excerpt:
      "Hidratação, nutrição e reconstrução: aprenda a identificar o que seus cabelos precisam e a montar um cronograma capilar de quatro semanas.",
    author: "Juliana Alves",
    storeReadingTime: true,
    tags: ["cabelos", "cronograma capilar", "hidratação", "nutrição"],
    published: true,
    daysAgo: 19,
    contentHtml: `<p>O cronograma capilar é uma forma organizada de alternar tratamentos para devolver aos <strong>cabelos</strong> o que eles perdem no dia a dia: água, óleos e proteínas. Química, secador, chapinha, sol e até a água do chuveiro desgastam os fios, e cada tipo de dano pede um cuidado diferente.</p>
<h2>As três etapas</h2>
<ul>
<li><strong>Hidratação:</strong> repõe a água dos fios. Use máscaras com pantenol, glicerina, aloe vera ou ácido hialurônico. Indicada para cabelos opacos, ásperos e sem movimento.</li>
<li><strong>Nutrição:</strong> repõe os lipídios. Máscaras e óleos com manteiga de karité, óleo de coco, argan ou abacate. Indicada para pontas ressecadas e frizz.</li>
<li><strong>Reconstrução:</strong> repõe a massa capilar com queratina, aminoácidos e proteínas. Indicada para fios elásticos, quebradiços ou com química.</li>
</ul>
<h2>Como descobrir o que o seu cabelo precisa</h2>
<p>Um teste simples ajuda: pegue um fio que caiu e estique com cuidado. Se ele estica muito antes de partir, falta massa e a reconstrução deve entrar. Se quebra logo, sem esticar, está faltando hidratação e nutrição. Fios opacos, mas resistentes, geralmente pedem hidratação.</p>
<h2>Um modelo de quatro semanas</h2>
<p>Para quem lava o cabelo de duas a três vezes por semana, um ponto de partida é este:</p>
<ul>
<li>Semana 1: hidratação, nutrição, hidratação.</li>
<li>Semana 2: hidratação, nutrição, reconstrução.</li>
<li>Semana 3: hidratação, nutrição, hidratação.</li>
<li>Semana 4: nutrição, hidratação, reconstrução.</li>
</ul>
<p>Cabelos com química forte podem precisar de reconstrução toda semana no começo; cabelos virgens, muitas vezes, apenas uma vez por mês. Observe a resposta dos fios e ajuste: o cronograma é um guia, não uma regra rígida.</p>
<h2>Erros comuns</h2>
<p>O excesso de reconstrução deixa o cabelo duro e quebradiço, e o excesso de nutrição pesa e deixa a raiz oleosa. Aplique as máscaras do comprimento às pontas, respeite o tempo de pausa da embalagem e finalize sempre com um leave-in e protetor térmico antes de usar secador ou chapinha. Em poucas semanas você vai notar fios mais macios, brilhantes e fáceis de pentear.</p>`,
  },
  {
    title: "Maquiagem para o dia a dia em 10 minutos",
    category: "Maquiagem",
    excerpt:
      "Pele uniforme, olhar desperto e boca com cor: o passo a passo de uma maquiagem leve para o trabalho ou a faculdade, com poucos produtos.",
    author: "Camila Rocha",
    storeReadingTime: true,
    tags: ["maquiagem", "make rápida", "dia a dia"],
    published: true,
    daysAgo: 27,
    contentHtml: `<p>Nem todo dia dá tempo de fazer uma produção completa, e nem precisa. Uma <strong>maquiagem</strong> de dia a dia bem feita deixa a pele uniforme, o rosto com aparência descansada e resiste ao calor do Centro-Oeste. Com cinco ou seis produtos você resolve tudo em dez minutos.</p>
<h2>1. Prepare a pele</h2>
<p>Depois do hidratante e do protetor solar, espere um ou dois minutos para a pele absorver. Se você tem pele oleosa, um primer matificante na zona T ajuda a maquiagem a durar até o fim da tarde.</p>
<h2>2. Base leve ou BB cream</h2>
<p>Para o dia a dia, coberturas leves ficam mais naturais. Espalhe pouca quantidade com os dedos ou uma esponja úmida, começando pelo centro do rosto. Use o corretivo apenas onde precisa: olheiras, laterais do nariz e alguma mancha pontual.</p>
<h2>3. Sobrancelhas e olhos</h2>
<p>Penteie as sobrancelhas com gel incolor ou levemente colorido: só isso já organiza o rosto. Nos olhos, uma sombra neutra em tom de pele esfumada no côncavo e máscara de cílios à prova d'água resolvem. Quem gosta pode fazer um delineado fininho rente aos cílios.</p>
<h2>4. Cor nas bochechas e nos lábios</h2>
<p>Um blush cremoso em tom pêssego ou rosado traz o efeito de saúde. Uma dica para ganhar tempo: escolha um batom cremoso ou tinta labial que funcione também como blush. Aplique nas maçãs do rosto batendo com os dedos e finalize a boca com o mesmo produto.</p>
<h2>5. Fixe e leve na bolsa</h2>
<p>Finalize com pó translúcido apenas na zona T e um spray fixador. Na bolsa, leve:</p>
<ul>
<li>papel absorvente de oleosidade;</li>
<li>o batom do dia;</li>
<li>um protetor solar em bastão ou pó com FPS para reaplicar.</li>
</ul>
<p>Quer treinar? Aos sábados, a Basiquinha Setor Bueno tem oficinas gratuitas de automaquiagem. Traga sua necessaire e aprenda a tirar o melhor dos produtos que você já tem.</p>`,
  },
  {
    title: "5 dicas rápidas para fazer o batom durar o dia todo",
    category: "Dicas Rápidas",
    excerpt:
      "Esfoliação, contorno, camadas e o truque do lenço: pequenos hábitos que fazem o batom resistir ao café, ao almoço e ao calor.",
    author: null,
    storeReadingTime: false,
    tags: ["batom", "dicas rápidas", "maquiagem", "lábios"],
    published: true,
    daysAgo: 36,
    contentHtml: `<p>Passou o batom de manhã e na hora do almoço ele já sumiu? Alguns truques simples ajudam a cor a durar muito mais, seja ele cremoso, matte ou gloss.</p>
<h2>1. Esfolie e hidrate antes</h2>
<p>Lábios com pelinhas fazem o batom craquelar e sair em partes. Uma vez por semana, use um esfoliante labial ou uma mistura de açúcar com mel. Todos os dias, hidrate com um protetor labial e retire o excesso antes da maquiagem.</p>
<h2>2. Use lápis em toda a boca</h2>
<p>Contorne os lábios com um lápis do mesmo tom e depois preencha a boca inteira com ele. O lápis funciona como base e faz a cor continuar lá mesmo quando o batom começa a sair.</p>
<h2>3. Aplique em camadas</h2>
<p>Passe uma camada fina, pressione um lenço de papel entre os lábios e aplique a segunda camada. Para um efeito ainda mais duradouro, coloque o lenço sobre a boca e pincele pó translúcido por cima antes da última camada.</p>
<h2>4. Escolha a fórmula certa</h2>
<p>Batons líquidos matte e tintas labiais duram muito mais que os cremosos. Se você sente ressecamento, aplique um bálsamo bem leve por cima só no centro dos lábios.</p>
<h2>5. Evite encostar nos lábios</h2>
<p>Parece óbvio, mas apoiar o queixo na mão ou passar a língua na boca tira o batom rapidinho. Beba com canudo quando possível e retoque depois das refeições.</p>
<h2>Bônus: retoque sem espelho</h2>
<p>Batons em tons próximos à cor natural dos lábios, como nudes rosados e amarronzados, perdoam retoques rápidos feitos sem espelho. Se o seu dia é corrido, vale ter um desses na bolsa além do batom principal. E, no fim do dia, remova tudo com demaquilante bifásico e finalize com um hidratante labial.</p>
<p>Nas lojas Basiquinha você pode testar as texturas antes de comprar e pedir ajuda para encontrar o tom que combina com você.</p>`,
  },
  {
    title: "Resenha: testamos 4 protetores solares com cor",
    category: "Resenhas",
    excerpt:
      "Cobertura, acabamento, oleosidade e preço: nossa equipe usou quatro protetores com cor por duas semanas no calor de Goiânia. Veja o resultado.",
    author: "Mariana Costa",
    storeReadingTime: true,
    tags: ["resenha", "protetor solar", "skincare", "pele oleosa"],
    published: true,
    daysAgo: 45,
    contentHtml: `<p>O protetor solar com cor virou o queridinho de quem quer uma pele uniforme sem usar base. Para esta resenha, quatro consultoras da Basiquinha, com tipos de pele diferentes, usaram quatro opções vendidas nas nossas lojas durante duas semanas, no calor de Goiânia. Avaliamos cobertura, acabamento, controle de oleosidade, variedade de tons e custo-benefício.</p>
<h2>Protetor fluido FPS 50 da Vitta Pele</h2>
<p>Textura bem líquida, espalha fácil e seca rápido. A cobertura é leve, uniformiza sem esconder sardas. Foi o preferido da consultora de pele mista. <strong>Ponto negativo:</strong> apenas três tons, o que deixa de fora peles muito claras e muito escuras.</p>
<h2>Gel-creme FPS 60 da Dermavie</h2>
<p>O melhor no controle de oleosidade: segurou o brilho até o meio da tarde na pele mais oleosa do grupo. Acabamento matte aveludado. Tem seis tons e funciona bem como primer. <strong>Ponto negativo:</strong> em pele seca marcou um pouco as áreas com descamação.</p>
<h2>Base protetora FPS 30 da Aurora Beauty</h2>
<p>Cobertura média, quase uma base. Disfarça manchas e vermelhidão e dura bastante. É a opção para quem não quer usar mais nada por cima. <strong>Ponto negativo:</strong> o FPS é o mais baixo do teste, então precisa de reaplicação caprichada.</p>
<h2>Bastão FPS 50 da Ocean Skin</h2>
<p>Ótimo para reaplicar por cima da maquiagem, cabe em qualquer bolsa. Cobertura leve e acabamento natural. <strong>Ponto negativo:</strong> rende pouco se usado no rosto inteiro.</p>
<h2>Veredito</h2>
<ul>
<li><strong>Pele oleosa:</strong> gel-creme da Dermavie.</li>
<li><strong>Pele mista ou normal:</strong> fluido da Vitta Pele.</li>
<li><strong>Quem quer cobertura:</strong> base protetora da Aurora Beauty, com reaplicação.</li>
<li><strong>Para a bolsa:</strong> bastão da Ocean Skin.</li>
</ul>
<h2>Como fizemos o teste</h2>
<p>Cada consultora aplicou o protetor às oito da manhã, sem base por cima, e registrou com fotos o aspecto da pele ao meio-dia e às cinco da tarde. Também anotamos sensação ao toque, se o produto ardeu nos olhos e se marcou roupas claras na gola.</p>
<p>Lembre-se de que a quantidade importa: para atingir o FPS do rótulo, use o equivalente a uma colher de chá para rosto e pescoço. Todos os protetores da resenha têm testers nas lojas, então vale experimentar o tom antes de levar.</p>`,
  },
  {
    title: "Novidades do mês: lançamentos que chegaram às lojas Basiquinha",
    category: "Novidades",
    excerpt:
      "Séruns com niacinamida, paletas de sombras em tons terrosos e uma linha completa para cachos: conheça os lançamentos que acabaram de chegar.",
    author: null,
    storeReadingTime: true,
    tags: ["novidades", "lançamentos", "maquiagem", "cabelos"],
    published: true,
    daysAgo: 52,
    contentHtml: `<p>Todo mês a nossa equipe de curadoria testa dezenas de produtos para escolher o que entra nas prateleiras. Este mês chegaram lançamentos para todas as rotinas, do <strong>skincare</strong> à finalização dos <strong>cabelos</strong>. Confira os destaques que você já encontra nas lojas físicas e na loja online.</p>
<h2>Skincare</h2>
<p>A Natuar lançou um sérum com 10% de niacinamida e zinco, pensado para a pele oleosa que sofre com poros dilatados. A textura é aquosa e não deixa a pele pegajosa, ótima para o nosso calor. Também chegou o novo hidratante em gel-creme da Vitta Pele, com ácido hialurônico e pantenol, que promete 48 horas de hidratação.</p>
<h2>Maquiagem</h2>
<p>A Flor de Lis Make trouxe uma paleta com doze sombras em tons terrosos, do nude ao marrom chocolate, com quatro cores cintilantes. A pigmentação é alta e as sombras se esfumam sem manchar. Para os lábios, a Pétala Pro apresentou uma linha de tintas labiais com acabamento acetinado em oito cores.</p>
<h2>Cabelos</h2>
<p>Para quem tem cachos e crespos, a Cacho Livre lançou uma linha completa: shampoo sem sulfato, condicionador, máscara de nutrição, creme de pentear e gelatina de finalização. Os produtos são liberados para a técnica low poo e têm fragrância suave.</p>
<h2>Perfumaria</h2>
<p>A Lumière Cosméticos ampliou a família de body splashes com três fragrâncias frutais, perfeitas para o verão. Os frascos de 200 ml são práticos e têm preço acessível.</p>
<ul>
<li>Sérum de niacinamida: disponível em todas as lojas.</li>
<li>Paleta de sombras terrosas: estoque limitado nas lojas de shopping.</li>
<li>Linha para cachos: disponível nas lojas de Goiânia, Anápolis e Aparecida.</li>
</ul>
<p>Como sempre, todos os lançamentos passaram pelo nosso teste interno: consultoras de diferentes tipos de pele e cabelo usaram cada produto por pelo menos duas semanas antes de aprovarmos a entrada no catálogo.</p>
<p>Membros do Clube Basiquinha acumulam pontos em todos os lançamentos. Passe na loja mais perto de você e peça para testar: a equipe adora apresentar novidades.</p>`,
  },
  {
    title: "Vitamina C no skincare: benefícios e como usar",
    category: "Skincare",
    excerpt:
      "Antioxidante, clareadora e aliada do protetor solar: saiba escolher a concentração de vitamina C certa e como incluí-la na rotina.",
    author: "Renata Lima",
    storeReadingTime: true,
    tags: ["skincare", "vitamina C", "manchas", "antioxidante"],
    published: true,
    daysAgo: 63,
    contentHtml: `<p>A vitamina C é um dos ativos mais estudados da dermocosmética e aparece em séruns, hidratantes e até protetores solares. Ela é um antioxidante: neutraliza os radicais livres gerados pelo sol e pela poluição, que aceleram o envelhecimento da pele. Também ajuda a uniformizar o tom e estimula a produção de colágeno.</p>
<h2>Quais são os benefícios</h2>
<ul>
<li><strong>Viço:</strong> a pele fica mais luminosa em poucas semanas de uso.</li>
<li><strong>Manchas:</strong> ajuda a clarear marcas de espinhas e manchas de sol.</li>
<li><strong>Proteção extra:</strong> potencializa a ação do protetor solar contra os danos da radiação.</li>
<li><strong>Firmeza:</strong> contribui para a produção de colágeno ao longo dos meses.</li>
</ul>
<h2>Como escolher</h2>
<p>Para quem está começando, concentrações entre 5% e 10% são suficientes e raramente irritam. Peles mais acostumadas podem usar 15% a 20%. Formas estabilizadas, como o tetraisopalmitato de ascorbila ou o ascorbil glucosídeo, são mais suaves e duram mais na embalagem. O ácido ascórbico puro é muito potente, mas oxida rápido e pode arder em peles sensíveis.</p>
<p>Prefira embalagens escuras, opacas ou com válvula pump. Se o sérum mudar de cor, ficando alaranjado ou marrom, ele oxidou e perdeu eficácia.</p>
<h2>Como usar na rotina</h2>
<p>O melhor momento é pela manhã, depois da limpeza e antes do hidratante e do protetor solar. Aplique de três a quatro gotas no rosto e no pescoço e espere secar. Evite usar na mesma hora que ácidos esfoliantes fortes, como glicólico em alta concentração, para não sensibilizar a pele.</p>
<h2>Quando esperar resultados</h2>
<p>O viço aparece em duas a três semanas; o clareamento de manchas leva de oito a doze semanas de uso contínuo. E não adianta usar vitamina C sem protetor solar: a proteção diária é o que garante que as manchas não voltem. Em caso de pele muito sensível ou com doenças de pele, consulte um dermatologista antes de começar.</p>`,
  },
  {
    title: "Máscaras de hidratação caseiras ou prontas? Entenda as diferenças",
    category: "Hidratação",
    excerpt:
      "Abacate, mel e babosa funcionam mesmo? Comparamos receitas caseiras e máscaras de hidratação prontas para pele e cabelos.",
    author: "Juliana Alves",
    storeReadingTime: false,
    tags: ["hidratação", "máscaras", "cabelos", "receitas caseiras"],
    published: true,
    daysAgo: 78,
    contentHtml: `<p>As receitas caseiras de <strong>hidratação</strong> passam de geração em geração: abacate no cabelo, mel no rosto, babosa direto da folha. Elas funcionam? Em parte, sim. Mas há diferenças importantes entre uma mistura feita na cozinha e uma máscara formulada em laboratório, e conhecer essas diferenças evita frustrações e até irritações.</p>
<h2>O que as receitas caseiras oferecem</h2>
<p>Ingredientes como abacate, azeite e óleo de coco são ricos em lipídios e ajudam na nutrição de cabelos ressecados. O mel é umectante, atrai água para a pele. A babosa tem efeito calmante e refrescante. São opções baratas e acessíveis, e muita gente gosta do ritual.</p>
<h2>As limitações</h2>
<ul>
<li><strong>Tamanho das moléculas:</strong> muitos ingredientes naturais ficam na superfície e saem no enxágue, com efeito passageiro.</li>
<li><strong>Conservação:</strong> sem conservantes, a mistura estraga rápido e pode contaminar com fungos e bactérias.</li>
<li><strong>Irritação:</strong> limão, canela e vinagre, comuns em receitas da internet, podem causar manchas e queimaduras na pele.</li>
<li><strong>Falta de padrão:</strong> cada abacate é diferente, então o resultado varia a cada aplicação.</li>
</ul>
<h2>O que as máscaras prontas oferecem</h2>
<p>As máscaras de hidratação formuladas combinam ativos em concentrações testadas, com pH adequado e tecnologia para penetrar melhor na fibra do cabelo ou na pele. Ingredientes como pantenol, ceramidas, ácido hialurônico e aminoácidos atuam de forma mais profunda e duradoura. Além disso, têm prazo de validade e são seguras para uso frequente.</p>
<h2>Dá para combinar?</h2>
<p>Dá, com bom senso. Uma boa estratégia é usar a máscara pronta como base e, se quiser, acrescentar uma colher de óleo vegetal puro para reforçar a nutrição dos cabelos. Misture apenas a quantidade que vai usar na hora. No rosto, prefira sempre produtos formulados, principalmente se você tem pele sensível ou acneica.</p>
<p>Nas lojas Basiquinha há máscaras de hidratação para todos os tipos de cabelo e de pele, em tamanhos de teste e de uso diário. Peça ajuda às consultoras para encontrar a ideal para você.</p>`,
  },
  {
    title: "Pele oleosa no calor: dicas rápidas que funcionam",
    category: "Dicas Rápidas",
    excerpt:
      "Brilho no meio da tarde, maquiagem derretendo e poros em evidência? Sete dicas rápidas para controlar a oleosidade no verão.",
    author: null,
    storeReadingTime: false,
    tags: ["pele oleosa", "dicas rápidas", "skincare", "verão"],
    published: true,
    daysAgo: 94,
    contentHtml: `<p>No calor do Centro-Oeste, a pele oleosa trabalha dobrado. O resultado é aquele brilho na testa e no nariz logo depois do almoço. A boa notícia: dá para controlar a oleosidade sem agredir a pele. Separamos sete dicas rápidas que você pode aplicar hoje mesmo, e nenhuma delas exige produtos caros ou uma rotina longa de cuidados.</p>
<h2>1. Não exagere na limpeza</h2>
<p>Lavar o rosto muitas vezes por dia estimula ainda mais a produção de óleo. Duas vezes ao dia, com um gel de limpeza para pele oleosa, é o suficiente.</p>
<h2>2. Hidrate, sim</h2>
<p>Pele desidratada produz mais sebo para compensar. Use um hidratante oil-free em gel, leve e de rápida absorção.</p>
<h2>3. Protetor solar toque seco</h2>
<p>Procure fórmulas com acabamento matte ou toque seco. Muitos já têm cor e substituem a base nos dias mais quentes.</p>
<h2>4. Niacinamida é sua amiga</h2>
<p>O ativo ajuda a regular a oleosidade e a diminuir a aparência dos poros. Use um sérum pela manhã, antes do hidratante.</p>
<h2>5. Argila uma vez por semana</h2>
<p>Máscaras de argila verde ou branca absorvem o excesso de óleo. Não deixe secar até rachar: retire quando ainda estiver levemente úmida.</p>
<h2>6. Papel absorvente na bolsa</h2>
<p>Ao longo do dia, pressione o papel sobre a zona T em vez de acumular camadas de pó, que pesam e marcam.</p>
<h2>7. Troque a fronha com frequência</h2>
<p>Fronhas acumulam oleosidade e resíduos. Trocar duas vezes por semana ajuda a prevenir cravos e espinhas.</p>
<h2>Mais dois cuidados</h2>
<ul>
<li>Evite esfoliantes com grânulos grandes, que irritam.</li>
<li>Prefira maquiagem com rótulo não comedogênico.</li>
</ul>
<p>Se a oleosidade vier acompanhada de espinhas inflamadas e doloridas com frequência, procure um dermatologista: existem tratamentos específicos que cosméticos sozinhos não substituem. Para os cuidados do dia a dia, as consultoras da Basiquinha ajudam a montar uma rotina enxuta e eficiente para a sua pele.</p>`,
  },
  {
    title: "Tendências de maquiagem para o próximo verão",
    category: "Maquiagem",
    excerpt:
      "Pele glow, blush em destaque e delineados coloridos: um spoiler das tendências de maquiagem que devem dominar a próxima estação.",
    author: "Camila Rocha",
    storeReadingTime: true,
    tags: ["maquiagem", "tendências", "verão"],
    published: false,
    daysAgo: 7,
    contentHtml: `<p>O verão está chegando e com ele uma <strong>maquiagem</strong> mais leve, luminosa e divertida. Ainda estamos fechando a curadoria, mas já dá para adiantar algumas tendências que vimos nos desfiles e nas redes.</p>
<h2>Pele glow</h2>
<p>A pele com aspecto saudável e iluminado continua em alta. A ideia é usar pouca base, iluminador líquido misturado ao hidratante e nada de pó no rosto inteiro.</p>
<h2>Blush protagonista</h2>
<p>O blush sobe para as têmporas e ganha tons vibrantes, como coral e framboesa. Texturas cremosas e em bastão são as mais práticas.</p>
<h2>Delineado colorido</h2>
<ul>
<li>Azul-turquesa e verde-água para o dia.</li>
<li>Lilás e dourado para a noite.</li>
</ul>
<p>Em breve publicaremos a lista completa com os produtos que chegam às lojas.</p>`,
  },
  {
    title: "Clube Basiquinha ganha novos prêmios para troca de pontos",
    category: "Novidades",
    excerpt:
      "Kits de skincare, paletas e produtos para cabelos entram no catálogo de recompensas do Clube Basiquinha a partir do próximo mês.",
    author: null,
    storeReadingTime: false,
    tags: ["Clube Basiquinha", "novidades", "pontos"],
    published: false,
    daysAgo: 14,
    contentHtml: `<p>O Clube Basiquinha vai ficar ainda mais vantajoso. A partir do próximo mês, o catálogo de recompensas ganha novos prêmios em todas as faixas de pontos, com opções de skincare, maquiagem e cabelos.</p>
<h2>O que muda</h2>
<ul>
<li>Novos kits de <strong>skincare</strong> a partir de 600 pontos.</li>
<li>Paletas de sombras e batons a partir de 1.200 pontos.</li>
<li>Linha completa de tratamento para cabelos por 3.000 pontos.</li>
</ul>
<h2>Continua igual</h2>
<p>O cadastro segue 100% gratuito, sem mensalidade, e cada R$ 1,00 em compras continua valendo 1 ponto. Os pontos não expiram.</p>
<p>Texto em revisão: confirmar datas com o time de marketing antes de publicar.</p>`,
  },
];

/** Cities for synthetic stores: real centres, DDD and CEP range; `weight` favours Goiás. */
export type SyntheticCity = {
  city: string;
  state: string;
  lat: number;
  lng: number;
  ddd: string;
  /** Inclusive range of the first five CEP digits. */
  cep: [number, number];
  weight: number;
};

export const SYNTHETIC_CITIES: SyntheticCity[] = [
  {
    city: "Goiânia",
    state: "Goiás",
    lat: -16.6869,
    lng: -49.2648,
    ddd: "62",
    cep: [74000, 74899],
    weight: 10,
  },
  {
    city: "Aparecida de Goiânia",
    state: "Goiás",
    lat: -16.8198,
    lng: -49.2469,
    ddd: "62",
    cep: [74900, 74999],
    weight: 5,
  },
  {
    city: "Anápolis",
    state: "Goiás",
    lat: -16.3281,
    lng: -48.953,
    ddd: "62",
    cep: [75000, 75149],
    weight: 5,
  },
  {
    city: "Trindade",
    state: "Goiás",
    lat: -16.6517,
    lng: -49.4927,
    ddd: "62",
    cep: [75380, 75394],
    weight: 2,
  },
  {
    city: "Formosa",
    state: "Goiás",
    lat: -15.5372,
    lng: -47.3342,
    ddd: "61",
    cep: [73800, 73814],
    weight: 2,
  },
  {
    city: "Rio Verde",
    state: "Goiás",
    lat: -17.7923,
    lng: -50.9192,
    ddd: "64",
    cep: [75900, 75909],
    weight: 3,
  },
  {
    city: "Caldas Novas",
    state: "Goiás",
    lat: -17.7441,
    lng: -48.625,
    ddd: "64",
    cep: [75690, 75699],
    weight: 1,
  },
  {
    city: "Catalão",
    state: "Goiás",
    lat: -18.1656,
    lng: -47.9443,
    ddd: "64",
    cep: [75700, 75709],
    weight: 1,
  },
  {
    city: "Jataí",
    state: "Goiás",
    lat: -17.8814,
    lng: -51.7144,
    ddd: "64",
    cep: [75800, 75809],
    weight: 1,
  },
  {
    city: "Brasília",
    state: "Distrito Federal",
    lat: -15.7939,
    lng: -47.8828,
    ddd: "61",
    cep: [70000, 72799],
    weight: 5,
  },
  {
    city: "São Paulo",
    state: "São Paulo",
    lat: -23.5505,
    lng: -46.6333,
    ddd: "11",
    cep: [1000, 5999],
    weight: 6,
  },
  {
    city: "Campinas",
    state: "São Paulo",
    lat: -22.9099,
    lng: -47.0626,
    ddd: "19",
    cep: [13000, 13139],
    weight: 2,
  },
  {
    city: "Ribeirão Preto",
    state: "São Paulo",
    lat: -21.1775,
    lng: -47.8103,
    ddd: "16",
    cep: [14000, 14114],
    weight: 1,
  },
  {
    city: "Rio de Janeiro",
    state: "Rio de Janeiro",
    lat: -22.9068,
    lng: -43.1729,
    ddd: "21",
    cep: [20000, 23799],
    weight: 4,
  },
  {
    city: "Belo Horizonte",
    state: "Minas Gerais",
    lat: -19.9167,
    lng: -43.9345,
    ddd: "31",
    cep: [30000, 31999],
    weight: 3,
  },
  {
    city: "Uberlândia",
    state: "Minas Gerais",
    lat: -18.9186,
    lng: -48.2772,
    ddd: "34",
    cep: [38400, 38415],
    weight: 2,
  },
  {
    city: "Cuiabá",
    state: "Mato Grosso",
    lat: -15.6014,
    lng: -56.0979,
    ddd: "65",
    cep: [78000, 78109],
    weight: 2,
  },
  {
    city: "Campo Grande",
    state: "Mato Grosso do Sul",
    lat: -20.4697,
    lng: -54.6201,
    ddd: "67",
    cep: [79000, 79129],
    weight: 2,
  },
  {
    city: "Palmas",
    state: "Tocantins",
    lat: -10.184,
    lng: -48.3336,
    ddd: "63",
    cep: [77000, 77270],
    weight: 1,
  },
  {
    city: "Salvador",
    state: "Bahia",
    lat: -12.9777,
    lng: -38.5016,
    ddd: "71",
    cep: [40000, 42599],
    weight: 2,
  },
  {
    city: "Fortaleza",
    state: "Ceará",
    lat: -3.7319,
    lng: -38.5267,
    ddd: "85",
    cep: [60000, 61599],
    weight: 2,
  },
  {
    city: "Recife",
    state: "Pernambuco",
    lat: -8.0476,
    lng: -34.877,
    ddd: "81",
    cep: [50000, 52999],
    weight: 2,
  },
  {
    city: "Natal",
    state: "Rio Grande do Norte",
    lat: -5.7945,
    lng: -35.211,
    ddd: "84",
    cep: [59000, 59161],
    weight: 1,
  },
  {
    city: "João Pessoa",
    state: "Paraíba",
    lat: -7.1195,
    lng: -34.845,
    ddd: "83",
    cep: [58000, 58099],
    weight: 1,
  },
  {
    city: "Maceió",
    state: "Alagoas",
    lat: -9.6498,
    lng: -35.7089,
    ddd: "82",
    cep: [57000, 57099],
    weight: 1,
  },
  {
    city: "Aracaju",
    state: "Sergipe",
    lat: -10.9472,
    lng: -37.0731,
    ddd: "79",
    cep: [49000, 49099],
    weight: 1,
  },
  {
    city: "Teresina",
    state: "Piauí",
    lat: -5.0919,
    lng: -42.8034,
    ddd: "86",
    cep: [64000, 64099],
    weight: 1,
  },
  {
    city: "São Luís",
    state: "Maranhão",
    lat: -2.5307,
    lng: -44.3068,
    ddd: "98",
    cep: [65000, 65109],
    weight: 1,
  },
  {
    city: "Belém",
    state: "Pará",
    lat: -1.4558,
    lng: -48.4902,
    ddd: "91",
    cep: [66000, 66999],
    weight: 1,
  },
  {
    city: "Manaus",
    state: "Amazonas",
    lat: -3.119,
    lng: -60.0217,
    ddd: "92",
    cep: [69000, 69099],
    weight: 1,
  },
  {
    city: "Porto Velho",
    state: "Rondônia",
    lat: -8.7612,
    lng: -63.9004,
    ddd: "69",
    cep: [76800, 76834],
    weight: 1,
  },
  {
    city: "Curitiba",
    state: "Paraná",
    lat: -25.4284,
    lng: -49.2733,
    ddd: "41",
    cep: [80000, 82999],
    weight: 2,
  },
  {
    city: "Londrina",
    state: "Paraná",
    lat: -23.3045,
    lng: -51.1696,
    ddd: "43",
    cep: [86000, 86099],
    weight: 1,
  },
  {
    city: "Florianópolis",
    state: "Santa Catarina",
    lat: -27.5954,
    lng: -48.548,
    ddd: "48",
    cep: [88000, 88099],
    weight: 1,
  },
  {
    city: "Porto Alegre",
    state: "Rio Grande do Sul",
    lat: -30.0346,
    lng: -51.2177,
    ddd: "51",
    cep: [90000, 91999],
    weight: 2,
  },
  {
    city: "Vitória",
    state: "Espírito Santo",
    lat: -20.3155,
    lng: -40.3128,
    ddd: "27",
    cep: [29000, 29099],
    weight: 1,
  },
];

/** Neighbourhood names common across Brazilian cities, so synthetic addresses look familiar. */
export const SYNTHETIC_NEIGHBORHOODS = [
  "Centro",
  "Jardim América",
  "Vila Nova",
  "Setor Sul",
  "Jardim Europa",
  "Santa Mônica",
  "Boa Vista",
  "Jardim Botânico",
  "Vila Maria",
  "São José",
  "Parque das Flores",
  "Cidade Jardim",
  "Jardim Primavera",
  "Bela Vista",
  "Industrial",
];

export const SYNTHETIC_STREETS = [
  "Avenida Brasil",
  "Rua XV de Novembro",
  "Avenida Getúlio Vargas",
  "Rua Sete de Setembro",
  "Avenida Independência",
  "Rua Tiradentes",
  "Avenida JK",
  "Rua das Flores",
  "Rua Dom Pedro II",
  "Avenida Goiás",
  "Rua Marechal Deodoro",
  "Avenida Santos Dumont",
  "Rua Rui Barbosa",
  "Avenida Bernardo Sayão",
];

export const SYNTHETIC_HOURS = [
  "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
  "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
  "24 horas",
  "Segunda a Sábado: 9h às 21h | Domingo: fechado",
  "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h",
  "Seg. a Sáb.: 10h às 22h | Dom.: 14h às 20h",
  "Todos os dias: 18h às 2h do dia seguinte",
  "Seg. a Sex.: 8h às 18h | Sáb.: 8h às 12h",
  "Segunda a Sexta: 8h às 17h30",
];
