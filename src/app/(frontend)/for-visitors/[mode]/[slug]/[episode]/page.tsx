import { notFound } from 'next/navigation';
import { cachedWatchTarget } from '@/domains/catalogue/targets';
import { parseEpisodeCode } from '@/domains/catalogue/paths';
import { watchMetadata, WatchView } from '@/domains/playback/components/WatchView';
import { watchMerchandise } from '@/app/(frontend)/_sections/watch-sections';

// A visitor's watch page of an episode: cached, as the movie's (../page.tsx).
export const revalidate = 3600;
export const dynamicParams = true;
export { generateStaticParams } from '@/domains/catalogue/components/routes';

type Props = { params: Promise<{ mode: string; slug: string; episode: string }> };

const targetOf = async ({ slug, episode }: { slug: string; episode: string }) => {
  const at = parseEpisodeCode(episode);
  return at ? cachedWatchTarget(slug, at.season, at.episode) : null;
};

export async function generateMetadata({ params }: Props) {
  return watchMetadata(await targetOf(await params));
}

export default async function VisitorWatchEpisodePage({ params }: Props) {
  const p = await params;
  if (p.mode !== 'play' && p.mode !== 'view') notFound();
  const target = await targetOf(p);
  return <WatchView target={target} autoPlay={p.mode === 'play'} visitor after={watchMerchandise(target)} />;
}
