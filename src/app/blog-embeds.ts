import { listedTitleCardsBySlugs } from '@/domains/catalogue/cards';
import type { PostDetail } from '@/domains/blog/posts';
import { productCardsBySlugs } from '@/domains/shop/listing';

// The title and product cards posts name in their text ([[title:slug]], [[product:slug]]), from the catalogue and
// the shop: the post page shows them as cards, the feeds as links.

export async function embeddedCards(posts: PostDetail[]) {
  const embeds = posts.flatMap((p) => p.blocks.flatMap((b) => ('embed' in b ? [b.embed] : [])));
  const slugs = (kind: 'title' | 'product') => [...new Set(embeds.filter((e) => e.kind === kind).map((e) => e.slug))];
  const [titles, products] = await Promise.all([listedTitleCardsBySlugs(slugs('title')), productCardsBySlugs(slugs('product'))]);
  return { titles, products };
}
