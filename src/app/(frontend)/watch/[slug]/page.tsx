import { getWatchTarget } from '@/domains/catalogue/targets';
import { watchMetadata, WatchView } from '@/domains/playback/components/WatchView';
import { watchMerchandise, watchPlaylist } from '@/app/(frontend)/_sections/watch-sections';

// Per request: what plays, and (later) who may play it, is decided now.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ autoplay?: string; collection?: string }> };

export async function generateMetadata({ params }: Props) {
  return watchMetadata(await getWatchTarget((await params).slug));
}

export default async function WatchPage({ params, searchParams }: Props) {
  const [{ slug }, { autoplay, collection }] = await Promise.all([params, searchParams]);
  const target = await getWatchTarget(slug);
  const playlist = await watchPlaylist(collection, target);
  return <WatchView target={target} autoPlay={autoplay === '1'} after={watchMerchandise(target)} playlist={playlist} />;
}
