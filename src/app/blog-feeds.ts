import { embeddedCards } from './blog-embeds';
import { buildFeed, type EmbedLink } from '@/domains/blog/feeds';
import { cachedPostsForFeed } from '@/domains/blog/posts';

// The blog's feeds as answers: the blog builds them, app/ tells it where the titles and products its posts show live.

const TYPES = { rss: 'application/rss+xml; charset=utf-8', json: 'application/feed+json; charset=utf-8' } as const;

export async function feedResponse(kind: keyof typeof TYPES, categorySlug?: string): Promise<Response> {
  const found = await cachedPostsForFeed(categorySlug);
  if (!found) return new Response('No such category.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { titles, products } = await embeddedCards(found.posts);
  const links = new Map<string, { href: string; label: string }>([
    ...titles.map((t) => [`title:${t.slug}`, { href: t.href, label: `${t.name} on StreamIt` }] as const),
    ...products.map((p) => [`product:${p.slug}`, { href: p.href, label: `${p.name} in the StreamIt shop` }] as const),
  ]);
  const embedLink: EmbedLink = (e) => links.get(`${e.kind}:${e.slug}`);
  const feed = buildFeed({ ...found, embedLink });
  return new Response(kind === 'rss' ? feed.rss2() : feed.json1(), {
    headers: { 'content-type': TYPES[kind], 'cache-control': 'public, max-age=300' },
  });
}
