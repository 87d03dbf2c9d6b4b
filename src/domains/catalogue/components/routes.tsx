import { shareMetadata } from '@/server/share';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { TitleKind } from '@/domains/catalogue/format';
import { getTermWithTitles } from '@/domains/catalogue/terms';
import { getTitleBySlug } from '@/domains/catalogue/titles';
import { TermPage } from './TermPage';
import { TitleDetailView, type PreviewLengths } from './TitleDetail';

// The page and metadata of the per-slug routes, shared by the route files of each kind.
type SlugProps = { params: Promise<{ slug: string }> };

/** Cached detail routes: nothing is rendered at build, each slug renders on its first request. */
export function generateStaticParams() {
  return [];
}

type Compose = (title: { id: number; name: string }) => React.ReactNode;

/** `actions`: a title page's buttons beside Play; `extras`: its sections from other domains; both composed by app/. */
export function titleRoute(kind: TitleKind, actions?: Compose, extras?: Compose, previews?: PreviewLengths) {
  return {
    async generateMetadata({ params }: SlugProps): Promise<Metadata> {
      const title = await getTitleBySlug(kind, (await params).slug);
      if (!title) return {};
      // 18+ titles stay out of search engines as they stay out of browsing.
      if (title.restricted) return { title: title.name, robots: { index: false, follow: false } };
      return {
        title: title.name,
        description: title.synopsis,
        alternates: { canonical: title.href },
        ...shareMetadata({
          kind: title.kind,
          slug: title.slug,
          title: title.name,
          description: title.synopsis,
          path: title.href,
          type: title.kind === 'movie' ? 'video.movie' : title.kind === 'tv-show' ? 'video.tv_show' : 'video.other',
        }),
      };
    },
    async Page({ params }: SlugProps) {
      const title = await getTitleBySlug(kind, (await params).slug);
      if (!title) notFound();
      return <TitleDetailView title={title} actions={actions?.(title)} extras={extras?.(title)} previews={previews} />;
    },
  };
}

export function termRoute(kind: 'genre' | 'tag') {
  return {
    async generateMetadata({ params }: SlugProps): Promise<Metadata> {
      const term = await getTermWithTitles(kind, (await params).slug);
      return term ? { title: term.title, alternates: { canonical: `/${kind}s/${term.slug}` } } : {};
    },
    async Page({ params }: SlugProps) {
      return <TermPage kind={kind} slug={(await params).slug} />;
    },
  };
}
