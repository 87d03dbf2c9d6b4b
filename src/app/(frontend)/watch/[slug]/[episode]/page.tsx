import { getWatchTarget } from '@/domains/catalogue/targets';
import { parseEpisodeCode } from '@/domains/catalogue/paths';
import { watchMetadata, WatchView } from '@/domains/playback/components/WatchView';
import { watchMerchandise, watchPlaylist } from '@/app/(frontend)/_sections/watch-sections';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string; episode: string }>; searchParams: Promise<{ autoplay?: string; collection?: string }> };

const targetOf = async ({ slug, episode }: { slug: string; episode: string }) => {
  const at = parseEpisodeCode(episode);
  return at ? getWatchTarget(slug, at.season, at.episode) : null;
};

export async function generateMetadata({ params }: Props) {
  return watchMetadata(await targetOf(await params));
}

export default async function WatchEpisodePage({ params, searchParams }: Props) {
  const [p, { autoplay, collection }] = await Promise.all([params, searchParams]);
  const target = await targetOf(p);
  const playlist = await watchPlaylist(collection, target);
  return <WatchView target={target} autoPlay={autoplay === '1'} after={watchMerchandise(target)} playlist={playlist} />;
}
