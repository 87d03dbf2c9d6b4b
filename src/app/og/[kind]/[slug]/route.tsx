import { getPost } from '@/domains/blog/posts';
import { FORMAT_LABEL } from '@/domains/blog/format';
import { isPostSlug } from '@/domains/blog/paths';
import { KIND_LABEL, type TitleKind } from '@/domains/catalogue/format';
import { slugSchema } from '@/domains/catalogue/params';
import { getTitleBySlug } from '@/domains/catalogue/titles';
import { getPersonBySlug } from '@/domains/catalogue/people';
import { formatMoney } from '@/domains/shop/money';
import { cachedProduct } from '@/domains/shop/products';
import { shareCardResponse, type ShareCard } from '@/server/share-card';

// The share card (og:image, twitter:image) of a title, a person, a product or a post: /og/<kind>/<slug>, composed
// here from each domain's cached read. Rendered on first request, then kept by Next's cache for a day (or until the
// thing's tag expires); 18+ titles have none, as they stay out of search engines.
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const TITLE_KINDS = new Set<string>(['movie', 'tv-show', 'video']);

async function cardFor(kind: string, slug: string): Promise<ShareCard | null> {
  if (TITLE_KINDS.has(kind)) {
    const title = await getTitleBySlug(kind as TitleKind, slug);
    if (!title || title.restricted) return null;
    const facts = [KIND_LABEL[title.kind], title.releaseYear, title.kind === 'tv-show' ? `${title.seasonCount} seasons` : title.runtime];
    return {
      kicker: facts.filter(Boolean).join(' · '),
      heading: title.name,
      text: title.synopsis,
      image: title.posterPath,
      shape: title.kind === 'video' ? 'wide' : 'poster',
    };
  }
  if (kind === 'site' && slug === 'streamit')
    return {
      kicker: 'Movies · TV shows · Videos',
      heading: 'StreamIt',
      text: 'Stream films, series and short videos; meet the people who make them; shop the merchandise.',
    };
  if (kind === 'person') {
    const person = await getPersonBySlug(slug);
    if (!person) return null;
    return {
      kicker: person.designation || 'Cast & crew',
      heading: person.name,
      text: person.biography,
      image: person.profileImage,
      shape: 'poster',
    };
  }
  if (kind === 'product') {
    const product = await cachedProduct(slug);
    if (!product) return null;
    const lowest = Math.min(...product.variants.map((v) => v.priceMinor));
    const price = formatMoney(lowest, product.variants[0]?.currency ?? 'USD');
    return {
      kicker: `Shop · ${product.category.name} · ${product.variants.length > 1 ? 'from ' : ''}${price}`,
      heading: product.name,
      text: product.blurb,
      image: product.images[0]?.path,
      shape: 'square',
    };
  }
  if (kind === 'post') {
    const post = await getPost(slug);
    if (!post) return null;
    return {
      kicker: `Blog · ${post.category.name}${post.format === 'standard' ? '' : ` · ${FORMAT_LABEL[post.format]}`}`,
      heading: post.title,
      text: post.excerpt,
      image: post.cover,
      shape: 'wide',
    };
  }
  return null;
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; slug: string }> }) {
  const { kind, slug } = await params;
  // Posts take longer slugs than the catalogue's and the shop's.
  const valid = kind === 'post' ? isPostSlug(slug) : slugSchema.safeParse(slug).success;
  const card = valid ? await cardFor(kind, slug) : null;
  if (!card) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return shareCardResponse(card);
}
