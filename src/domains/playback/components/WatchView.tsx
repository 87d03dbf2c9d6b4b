import Link from 'next/link';
import { preload } from 'react-dom';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';
import { formatDate, KIND_PATH, KIND_PLURAL } from '@/domains/catalogue/format';
import type { WatchEpisode, WatchTarget } from '@/domains/catalogue/targets';
import { currentIdentity } from '@/domains/identity/identity';
import { resumePosition } from '../progress';
import { accessFor } from '../access';
import { cachedPlaybackAsset, firstRequests, getPlaybackAsset, withToken } from '../queries';
import { Player } from './Player';
import { wantDemoPreview } from '../demo-wants';
import { earlyStartScript } from '../early-start';
import { hlsScript } from '../hls-script';
import { watchPath } from '@/domains/catalogue/paths';

// The watch page of a movie, a video or an episode: the player, then what is playing and what comes next.

const episodeLabel = (e: Pick<WatchEpisode, 'season' | 'number' | 'name'>) => `S${e.season}:E${e.number} ${e.name}`;
const minutes = (seconds: number) => (seconds < 60 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`);
/** 30 as "30-second", 150 as "3-minute": a length said before a noun. */
const spoken = (seconds: number) => (seconds < 60 ? `${Math.round(seconds)}-second` : `${Math.round(seconds / 60)}-minute`);

export async function watchMetadata(target: WatchTarget | null): Promise<Metadata> {
  if (!target) return {};
  const name = target.episode ? `${target.name} ${episodeLabel(target.episode)}` : target.name;
  // The title page is the one search engines list: the watch page names it canonical (a noindex beside a canonical
  // sends search engines two signals; the canonical alone folds the watch page into the title page).
  return { title: `Watch ${name}`, alternates: { canonical: target.titleHref } };
}

/**
 * `visitor`: the page every visitor with no identity shares (server/visitor-pages.ts), read through the cache and
 * kept in the page cache; otherwise the viewer's own page, per request.
 */
export async function WatchView({
  target,
  autoPlay,
  visitor = false,
  after,
  playlist,
}: {
  target: WatchTarget | null;
  autoPlay: boolean;
  visitor?: boolean;
  /** Sections app/ adds under the player from other domains (the title's merchandise). */
  after?: React.ReactNode;
  /** Played from a viewer's collection (app/ reads it from the library): what it plays after this title. */
  playlist?: { id: string; name: string; next: { href: string; label: string } | null };
}) {
  if (!target) notFound();
  const [found, identity] = visitor
    ? [await cachedPlaybackAsset(target.target), undefined]
    : await Promise.all([getPlaybackAsset(target.target), currentIdentity()]);
  // Still on a shared reel: its own preview is made next.
  if (found?.sharedReel) void wantDemoPreview(target.target);
  const access = found ? await accessFor(found, identity) : null;
  // A title not out yet plays nothing (its title page offers no Play): no stream, its date instead.
  const asset = !found || target.comingOn ? null : access?.kind === 'granted' ? withToken(found, access.token) : found;
  const resumeAt = identity ? await resumePosition(identity.id, target.target) : null;
  // Asked to play, the stream starts at the saved place; otherwise the player offers to resume once it is up.
  const startAt = autoPlay && resumeAt ? resumeAt : null;
  // The first frame comes sooner when the browser fetches what hls.js will ask for first while the player's code
  // loads: the master, the lowest rung's playlist, its init segment and first segment (hls.js starts there).
  const player = asset && access?.kind !== 'refused' ? hlsScript().path : null;
  if (asset && player) {
    // hls.js with the HTML, ahead of the page's own code (which the server holds back until the first frame): the
    // inline script below starts it on the server's <video>.
    preload(player, { as: 'script', fetchPriority: 'high' });
    preload(asset.poster, { as: 'image', fetchPriority: 'high' });
    // Starting at a saved place, the stream's first segment would be fetched for nothing.
    for (const href of firstRequests(asset).slice(0, startAt ? 3 : 4)) preload(href, { as: 'fetch', crossOrigin: 'anonymous' });
  }
  const here = watchPath(target.slug, target.episode);
  const thing = target.episode ? 'episode' : target.kind === 'movie' ? 'film' : 'video';
  const heading = target.episode ? `${target.name}: ${episodeLabel(target.episode)}` : target.name;
  // A show's next episode first (still in the collection, when one is playing), then the collection's next title.
  const next = target.next
    ? { href: `${watchPath(target.slug, target.next)}${playlist ? `?collection=${playlist.id}` : ''}`, label: episodeLabel(target.next) }
    : playlist?.next && { ...playlist.next, from: playlist.name };
  return (
    <div className="watch">
      <div className="watch-stage">
        {access?.kind === 'refused' ? (
          <div className="player-frame player-missing" role="status">
            <p className="player-failure-title">For subscribers</p>
            {access.reason === 'sign-in' ? (
              <p>
                This title is part of StreamIt Premium. <a href={`/auth/login?returnTo=${encodeURIComponent(here)}`}>Sign in</a> with a
                subscription to watch it.
              </p>
            ) : (
              <p>
                The 18+ collection comes with Premium.{' '}
                <Link href={`/extra/pricing-plan?returnTo=${encodeURIComponent(here)}`}>See the plans</Link> to watch this title: you come
                straight back here.
              </p>
            )}
          </div>
        ) : asset && player ? (
          <>
            <Player
              // A new player per episode: the countdown, the saved place and the start belong to one stream.
              key={target.target}
              title={heading}
              src={asset.master}
              hlsScript={player}
              poster={asset.poster}
              thumbnails={asset.thumbnails}
              subtitles={asset.subtitles}
              autoPlay={autoPlay}
              next={next}
              progress={{ target: target.target, resumeAt }}
              access={access?.kind === 'granted' ? { target: target.target, expiresAt: access.expiresAt } : undefined}
            />
            {/* Async: run when it arrives, not after the first layout; the start below waits for it if need be. */}
            <script async src={player} fetchPriority="high" />
            <script id="early-start" dangerouslySetInnerHTML={{ __html: earlyStartScript(asset.master, player, { autoPlay, startAt }) }} />
          </>
        ) : target.comingOn ? (
          <div className="player-frame player-missing" role="status">
            <p className="player-failure-title">
              Coming <time dateTime={target.comingOn}>{formatDate(target.comingOn)}</time>
            </p>
            <p>
              {target.name} is not out yet. <Link href={target.titleHref}>See what it is about</Link>, or add it to your watchlist from its
              page.
            </p>
          </div>
        ) : (
          <div className="player-frame player-missing" role="status">
            <p className="player-failure-title">Not ready to play yet</p>
            <p>This title has no video yet. Come back soon, or pick something else from the catalogue.</p>
          </div>
        )}
      </div>
      <div className="container watch-info">
        {asset && player && (
          // The stream is started by a script (hls.js): without JavaScript the player stays dark, so the page says why.
          <noscript>
            <p className="player-noscript">Turn on JavaScript to watch here: the player streams the video with it.</p>
          </noscript>
        )}
        <BreadcrumbTrail
          trail={[
            { href: KIND_PATH[target.kind], label: KIND_PLURAL[target.kind] },
            { href: target.titleHref, label: target.name },
          ]}
          current={target.episode ? `S${target.episode.season}:E${target.episode.number}` : 'Watch'}
        />
        <h1 className="watch-title">{heading}</h1>
        <p className="meta">
          <span className="rating">{target.contentRating}</span>
          {asset && <span>{asset.demo ? `Preview · ${minutes(asset.durationSec)}` : minutes(asset.durationSec)}</span>}
          {asset && asset.subtitles.length > 0 && <span>Subtitles: {asset.subtitles.map((s) => s.name).join(', ')}</span>}
        </p>
        {/* What the title page keeps for subscribers, the watch page keeps too. */}
        {access?.kind !== 'refused' && <p className="synopsis">{target.episode?.synopsis || target.synopsis}</p>}
        {asset?.demo && access?.kind !== 'refused' && (
          <p className="demo-note">
            {asset.sharedReel
              ? `StreamIt's demo catalogue: a ${spoken(asset.durationSec)} test reel plays until this ${thing}'s own preview is made.`
              : `StreamIt's demo catalogue: a ${spoken(asset.durationSec)} preview plays in place of the full ${thing}.`}
          </p>
        )}
        {next && (
          <p className="watch-next">
            {playlist ? `Up next in ${playlist.name}: ` : 'Up next: '}
            <Link href={next.href} prefetch={false}>
              {next.label}
            </Link>
          </p>
        )}
        <p>
          <Link href={target.titleHref}>More about {target.name}</Link>
        </p>
        {after}
      </div>
    </div>
  );
}
