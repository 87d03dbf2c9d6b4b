import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listedTitleCards } from '@/domains/catalogue/cards';
import { RelatedMerchandise } from '@/domains/shop/components/RelatedMerchandise';
import { cachedMerchandiseByTitle } from '@/domains/shop/listing';
import { Breadcrumb } from '@/ui/Breadcrumb';

// An optional catch-all so the build does not render it (and open the database): rendered on its first request,
// then served from Next's cache, expired by the shop's listing tag (as merchandise/shop/[[...rest]]).
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = {
  title: 'Related Merchandise',
  description: 'Official merchandise from the films and series on StreamIt, title by title.',
  alternates: { canonical: '/movies/related' },
};

const KIND_LABEL = { movie: 'Film', 'tv-show': 'Series', video: 'Video' } as const;

export default async function RelatedMerchandisePage({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest?.length) notFound();
  const byTitle = await cachedMerchandiseByTitle();
  const titles = await listedTitleCards(byTitle.map((g) => g.titleId));
  const known = new Map(titles.map((t) => [t.id, t]));
  const groups = byTitle
    .filter((g) => known.has(g.titleId))
    .map((g) => {
      const t = known.get(g.titleId)!;
      return {
        title: { id: t.id, name: t.name, href: t.href, posterPath: t.posterPath, kindLabel: KIND_LABEL[t.kind] },
        products: g.products,
      };
    })
    .sort((a, b) => a.title.name.localeCompare(b.title.name));
  return (
    <>
      <Breadcrumb title="Related Merchandise" />
      <div className="container section">
        <p className="lead">Shirts, posters, figures and box sets from the films and series you watch, gathered by title.</p>
        <RelatedMerchandise groups={groups} />
      </div>
    </>
  );
}
