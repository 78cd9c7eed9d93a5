/** RSS 2.0 feed of the blog: the 20 newest published posts. */
import { postAuthor, postPath } from "~/domain/blog";
import { absoluteUrl } from "~/domain/seo";
import { listFeedPosts, type FeedPost } from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/blog-rss";
import { CACHE_CONTROL } from "~/server/cache-policy";

// Characters XML 1.0 forbids even when escaped (control characters, lone surrogates, U+FFFE/F).
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

type FeedInput = {
  origin: string;
  brandName: string;
  posts: FeedPost[];
  now?: Date;
};

export function buildBlogFeed({ origin, brandName, posts, now = new Date() }: FeedInput): string {
  const blogUrl = absoluteUrl(origin, "/blog");
  const lastBuild = posts.reduce(
    (latest, post) => Math.max(latest, Date.parse(post.updatedAt), Date.parse(post.createdAt)),
    0,
  );
  const items = posts.map((post) => {
    // /blog/{id} is permanent (it redirects to the current slug), so readers never see a
    // post twice when its title changes.
    const permalink = absoluteUrl(origin, `/blog/${post.id}`);
    const lines = [
      `<title>${xmlText(post.title)}</title>`,
      `<link>${xmlText(absoluteUrl(origin, postPath(post)))}</link>`,
      `<guid isPermaLink="true">${xmlText(permalink)}</guid>`,
      `<pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
      `<description>${xmlText(post.excerpt)}</description>`,
      `<category>${xmlText(post.category)}</category>`,
      `<dc:creator>${xmlText(postAuthor(post.author, brandName))}</dc:creator>`,
    ];
    if (post.imageUrl) {
      lines.push(
        `<media:content url="${xmlText(absoluteUrl(origin, post.imageUrl))}" medium="image" />`,
      );
    }
    return `    <item>\n      ${lines.join("\n      ")}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    <title>${xmlText(`Blog ${brandName}`)}</title>`,
    `    <link>${xmlText(blogUrl)}</link>`,
    `    <description>${xmlText(`Dicas de beleza, skincare, maquiagem, cabelos e novidades das lojas ${brandName}.`)}</description>`,
    "    <language>pt-BR</language>",
    `    <lastBuildDate>${new Date(lastBuild || now.getTime()).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(absoluteUrl(origin, "/blog/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const [settings, posts] = await Promise.all([getSiteSettings(app.db), listFeedPosts(app.db)]);
  const xml = buildBlogFeed({
    origin: app.env.PUBLIC_SITE_URL,
    brandName: settings.brandName,
    posts,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.feed,
    },
  });
}
