import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    // -- public pages --
    route("clube-basiquinha", "routes/site/club.tsx"),
    route("seja-um-franqueado", "routes/site/franchise.tsx"),
    route("mapa-do-site", "routes/site/site-map.tsx"),
    // -- privacy --
    route("politica-de-privacidade", "routes/site/privacy-notice.tsx"),
    route("privacidade/solicitacao", "routes/site/data-request.tsx"),
    route("newsletter/confirmar/:token", "routes/site/newsletter-confirm.tsx"),
    route("newsletter/cancelar/:token", "routes/site/newsletter-unsubscribe.tsx"),
    // -- blog --
    route("blog", "routes/site/blog/index.tsx"),
    route("blog/busca", "routes/site/blog/search.tsx"),
    route("blog/categoria/:category", "routes/site/blog/category.tsx"),
    route("blog/pagina/:page", "routes/site/blog/page.tsx"),
    route("blog/:post", "routes/site/blog/post.tsx"),
    // -- store locator --
    route("nossas-lojas", "routes/site/store-locator.tsx"),
    route("nossas-lojas/:uf", "routes/site/store-directory-state.tsx"),
    route("nossas-lojas/:uf/:cidade", "routes/site/store-directory-city.tsx"),
    // -- store pages (keep last inside the layout: /:slug matches any single segment) --
    route("loja/:slugOrId", "routes/site/store-redirect.tsx"),
    route(":slug", "routes/site/store.tsx"),
    // Anything unknown, /404 included, answers with the 404 page (inside the site's layout).
    route("*", "routes/site/not-found.tsx"),
  ]),
  // -- resource routes (sitemap, robots, feeds, api) --
  route("api/lojas/mapa", "routes/api/store-map.ts"),
  route("api/lojas/sugestoes", "routes/api/store-suggestions.ts"),
  route("api/lojas/proximas", "routes/api/nearest-stores.ts"),
  route("blog/rss.xml", "routes/seo/blog-rss.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("newsletter", "routes/api/newsletter.ts"),
  route("api/eventos", "routes/api/store-events.ts"),
  route("api/videos/miniatura/:id", "routes/api/video-thumbnail.ts"),
  // -- the minimal page hydration benchmarks measure against (404 unless enabled) --
  route("_referencia", "routes/bench/hydration-reference.tsx"),
  // -- login and logout --
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("esqueci-minha-senha", "routes/auth/forgot-password.tsx"),
  route("redefinir-senha/:token", "routes/auth/reset-password.tsx"),
  // -- restricted area (every route below sits behind the guard) --
  layout("routes/admin/layout.tsx", [
    ...prefix("restrita", [
      index("routes/admin/index.tsx"),
      route("lojas", "routes/admin/stores.tsx"),
      route("usuarios", "routes/admin/users.tsx"),
      route("atividades", "routes/admin/audit-log.tsx"),
      route("api/imagens", "routes/admin/image-upload.ts"),
      route("painel", "routes/admin/dashboard.tsx"),
      route("painel/exportar.csv", "routes/admin/dashboard-export.ts"),
      // -- restricted area: content screens --
      route("lojas/nova", "routes/admin/store-form.tsx", { id: "admin-store-new" }),
      route("lojas/editar/:id", "routes/admin/store-form.tsx", { id: "admin-store-edit" }),
      route("lojas/visualizar/:id", "routes/admin/store-form.tsx", { id: "admin-store-view" }),
      route("lojas/:id/fotos", "routes/admin/store-photos.tsx"),
      route("lojas/:id/fotos/enviar", "routes/admin/store-photo-upload.ts"),
      route("lojas/:id/conteudo", "routes/admin/store-sections.tsx"),
      route("lojas/:id/horarios", "routes/admin/store-hours.tsx"),
      route("lojas/exportar.csv", "routes/admin/stores-export.ts"),
      route("lojas/modelo.csv", "routes/admin/stores-template.ts"),
      route("lojas/importar", "routes/admin/stores-import.tsx"),
      route("feriados", "routes/admin/holidays.tsx"),
      route("qualidade", "routes/admin/data-quality.tsx"),
      route("qualidade/exportar.csv", "routes/admin/data-quality-export.ts"),
      route("especialidades", "routes/admin/specialties.tsx"),
      route("depoimentos", "routes/admin/testimonials.tsx"),
      route("banners", "routes/admin/banners.tsx"),
      route("banners/novo", "routes/admin/banners-form.tsx", { id: "admin-banner-new" }),
      route("banners/editar/:id", "routes/admin/banners-form.tsx", { id: "admin-banner-edit" }),
      route("marcas", "routes/admin/brands.tsx"),
      route("marcas/novo", "routes/admin/brands-form.tsx", { id: "admin-brand-new" }),
      route("marcas/editar/:id", "routes/admin/brands-form.tsx", { id: "admin-brand-edit" }),
      route("videos", "routes/admin/videos.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/novo", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
      route("blog/editar/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
      route("blog/visualizar/:id", "routes/admin/blog-preview.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/exportar.csv", "routes/admin/newsletter-export.ts"),
      route("solicitacoes-lgpd", "routes/admin/data-requests.tsx"),
      route("solicitacoes-lgpd/exportar.json", "routes/admin/data-subject-export.ts", {
        id: "admin-data-subject-json",
      }),
      route("solicitacoes-lgpd/exportar.csv", "routes/admin/data-subject-export.ts", {
        id: "admin-data-subject-csv",
      }),
      route("configuracoes", "routes/admin/settings.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
    route("admin/*", "routes/admin/legacy-store-redirect.tsx"),
  ]),
] satisfies RouteConfig;
