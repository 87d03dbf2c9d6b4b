'use client';

import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { isHLSProvider, MediaPlayer, MediaProvider, Poster, Track, type MediaProviderAdapter } from '@vidstack/react';
import { defaultLayoutIcons, DefaultVideoLayout } from '@vidstack/react/player/layouts/default';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';

// The player: Vidstack's default video layout (quality, captions, speed, fullscreen, picture-in-picture, keyboard
// shortcuts, trickplay thumbnails) over hls.js, which is bundled (light build, its own chunk) rather than fetched
// from a CDN. Vidstack picks hls.js whenever Media Source Extensions work, native HLS only where they do not.

export type PlayerProps = {
  title: string;
  src: string;
  poster: string;
  thumbnails: string;
  subtitles: { language: string; name: string; src: string }[];
  autoPlay?: boolean;
  /** The next episode: a card counts down over the last seconds, then it plays (unless cancelled). */
  next?: { href: string; label: string } | null;
};

type Failure = { title: string; advice: string };
const COUNTDOWN_SECONDS = 10;

/** hls.js's fatal error as a message for people. */
function failureOf(data: { type?: string; details?: string; response?: { code?: number } }): Failure {
  const code = data.response?.code;
  if (code === 401 || code === 403)
    return {
      title: 'This video is not available to you',
      advice: 'It may need a subscription, or your access has expired: reload the page.',
    };
  if (data.type === 'networkError')
    return { title: 'The video could not be loaded', advice: 'Check your connection, then reload the page to try again.' };
  return {
    title: 'This video cannot be played here',
    advice: 'Your browser could not decode it. Try another browser, or update this one.',
  };
}

export function Player({ title, src, poster, thumbnails, subtitles, autoPlay = false, next }: PlayerProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const leaving = useRef(false);
  // One source object for the page's life: a new one each render would make the player load it again.
  const source = useMemo(() => ({ src, type: 'application/x-mpegurl' as const }), [src]);

  const onProviderChange = useCallback((provider: MediaProviderAdapter | null) => {
    if (!provider || !isHLSProvider(provider)) return;
    provider.library = () => import('hls.js/light');
    // Start on the lowest rung (the first frame comes soonest) and let the estimate climb from there.
    provider.config = { startLevel: 0, capLevelToPlayerSize: true, maxBufferLength: 30 };
  }, []);

  const playNext = useCallback(() => {
    if (!next || leaving.current) return;
    leaving.current = true;
    router.push(`${next.href}?autoplay=1`);
  }, [next, router]);

  return (
    <div className="player-frame">
      <MediaPlayer
        className="player"
        title={title}
        src={source}
        playsInline
        autoPlay={autoPlay}
        keyTarget="document"
        load="eager"
        posterLoad="eager"
        onProviderChange={onProviderChange}
        onHlsError={(data) => {
          if (data.fatal) setFailure(failureOf(data as unknown as Parameters<typeof failureOf>[0]));
        }}
        onError={(detail) => {
          if (detail.code === 4) setFailure(failureOf({ type: 'mediaError' }));
        }}
        onTimeUpdate={({ currentTime }, event) => {
          const duration = event.target.state.duration;
          if (!next || cancelled || !duration) return;
          const left = duration - currentTime;
          setRemaining(left <= COUNTDOWN_SECONDS ? Math.max(0, Math.ceil(left)) : null);
        }}
        onEnded={() => {
          if (next && !cancelled) playNext();
        }}
      >
        <MediaProvider>
          <Poster className="vds-poster" src={poster} alt={`${title}: opening frame`} />
          {subtitles.map((s) => (
            <Track key={s.language} src={s.src} kind="subtitles" label={s.name} lang={s.language} />
          ))}
        </MediaProvider>
        <DefaultVideoLayout
          icons={defaultLayoutIcons}
          thumbnails={thumbnails}
          // No casting yet: the buttons would offer what the site cannot do.
          slots={{ googleCastButton: null, airPlayButton: null }}
        />
      </MediaPlayer>
      {failure && (
        <div className="player-failure" role="alert">
          <p className="player-failure-title">{failure.title}</p>
          <p>{failure.advice}</p>
        </div>
      )}
      {next && remaining !== null && !cancelled && (
        <aside className="next-card" aria-label="Next episode" aria-live="polite">
          <p className="next-card-label">
            Next episode in <span className="next-card-count">{remaining}</span>
          </p>
          <p className="next-card-title">{next.label}</p>
          <div className="next-card-actions">
            <button type="button" className="button primary" onClick={playNext}>
              Play now
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setCancelled(true);
                setRemaining(null);
              }}
            >
              Cancel
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}
