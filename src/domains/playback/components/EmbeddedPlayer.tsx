import Link from 'next/link';
import { cachedWatchTarget } from '@/domains/catalogue/targets';
import { cachedPlaybackAsset } from '../queries';
import { hlsScript } from '../hls-script';
import { LazyPlayer } from './LazyPlayer';

/**
 * A title's stream inside another page (a blog's video post): the site's player on the title's public stream, and a
 * link to its watch page. Nothing for an 18+ title (its stream needs a token made for a viewer) or one with no video.
 */
export async function EmbeddedPlayer({ slug }: { slug: string }) {
  const target = await cachedWatchTarget(slug);
  if (!target || target.comingOn) return null;
  const asset = await cachedPlaybackAsset(target.target);
  if (!asset || asset.restricted) return null;
  return (
    <figure className="embedded-player">
      <LazyPlayer
        title={target.name}
        src={asset.master}
        hlsScript={hlsScript().path}
        poster={asset.poster}
        thumbnails={asset.thumbnails}
        subtitles={asset.subtitles}
      />
      <figcaption>
        {target.name}:{' '}
        <Link href={target.titleHref}>about the {target.kind === 'movie' ? 'film' : target.kind === 'tv-show' ? 'series' : 'video'}</Link>
        {' · '}
        <Link href={`/watch/${target.slug}`}>watch it full screen</Link>
      </figcaption>
    </figure>
  );
}
