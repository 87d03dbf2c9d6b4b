'use client';

// What the page's first paint needs of Vidstack's theme; the controls bring the rest (PlayerControls).
import '@vidstack/react/player/styles/base.css';
import '@vidstack/react/player/styles/default/poster.css';
import {
  HLSProviderLoader,
  isHLSProvider,
  MediaPlayer,
  MediaProvider,
  Poster,
  Track,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
} from '@vidstack/react';
import { useRouter } from 'next/navigation';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playNowPath } from '@/domains/catalogue/paths';
import { handOverHls, HLS_START_CONFIG, loadHlsScript } from '../early-start';
import { PlayerShortcuts } from './PlayerShortcuts';

// The player: Vidstack's default video layout (quality, captions, speed, fullscreen, picture-in-picture, keyboard
// shortcuts, trickplay thumbnails) over hls.js, whose light build the site serves itself (never a CDN) as a plain
// script the watch page's head fetches. Vidstack picks hls.js whenever Media Source Extensions work, native HLS only
// where they do not. On a page load the page's inline script has started hls.js already: the player takes it over.

export type PlayerProps = {
  title: string;
  src: string;
  /** hls.js's script (served by the site, named by its bytes). */
  hlsScript: string;
  poster: string;
  thumbnails: string;
  subtitles: { language: string; name: string; src: string }[];
  autoPlay?: boolean;
  /** The next episode (or, `from` a collection, its next title): a card counts down over the last seconds, then it plays (unless cancelled). */
  next?: { href: string; label: string; from?: string } | null;
  /** Where the viewer's place is saved ('title:<id>', 'episode:<id>'), and where they left off, if anywhere. */
  progress?: { target: string; resumeAt: number | null };
  /** A gated title: its URLs carry a playback token, swapped for a fresh one before it expires. */
  access?: { target: string; expiresAt: number };
};

type Failure = { title: string; advice: string };
const COUNTDOWN_SECONDS = 10;
/**
 * Vidstack's keyboard shortcuts, with seeking of our own: its seek added up presses (after the first, each one moved
 * 10 s) and took no Shift. Here each press moves 5 s, 10 with Shift, as the "?" list says.
 */
const seekBy = (direction: 1 | -1) => ({
  keys: direction > 0 ? 'l ArrowRight Shift+L Shift+ArrowRight' : 'j ArrowLeft Shift+J Shift+ArrowLeft',
  onKeyDown: ({ event, player }: { event: KeyboardEvent; player: { el: HTMLElement | null } }) => {
    // From the media's own clock: it holds a seek's target at once (the player's state waits for the seek to end, so
    // a second press during the first seek went to the same place).
    const video = player.el?.querySelector('video');
    if (!video) return;
    event.preventDefault();
    video.currentTime = Math.max(0, Math.min(video.duration || 0, video.currentTime + direction * (event.shiftKey ? 10 : 5)));
  },
});
const KEY_SHORTCUTS = {
  togglePaused: 'k Space',
  toggleMuted: 'm',
  toggleFullscreen: 'f',
  togglePictureInPicture: 'i',
  toggleCaptions: 'c',
  volumeUp: 'ArrowUp',
  volumeDown: 'ArrowDown',
  speedUp: '>',
  slowDown: '<',
  seekBackward: seekBy(-1),
  seekForward: seekBy(1),
};

/** The countdown's length for a clip this long: 10 s, or the last quarter of a short preview (5 s of 20). */
const countdownFor = (duration: number) => Math.min(COUNTDOWN_SECONDS, Math.max(3, duration / 4));
const SAVE_EVERY_MS = 10_000;

/** 75 as "1:15", 3725 as "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}` : `${m}:${String(r).padStart(2, '0')}`;
}

/** hls.js's fatal error as a message for people. */
export function failureOf(data: { type?: string; details?: string; response?: { code?: number } }): Failure {
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

const TOKEN_PATH = /\/media\/p\/[^/]+\//;

const loadControls = () => import('./PlayerControls');
const PlayerControls = lazy(loadControls);

/**
 * For a title page whose Play button waits: hls.js evaluated and the player's HLS provider (a chunk the library loads
 * only once a player asks for it) fetched, so a click goes from the new page's player straight to the stream.
 */
export async function warmPlayer(hlsScript: string): Promise<void> {
  await loadHlsScript(hlsScript);
  // The loader imports the provider's code, then builds a provider for a player that does not exist here: that part
  // fails, and only the import was wanted.
  await new HLSProviderLoader().load(undefined as never).catch(() => undefined);
}

/** Loads every sprite image a thumbnail track names, into the browser's cache (the track itself is cached too). */
async function warmSprites(track: string) {
  const text = await fetch(track)
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const sprites = new Set(text.match(/^[^\s#]+\.(?:jpg|jpeg|png|webp)(?=#)/gm) ?? []);
  for (const sprite of sprites) new Image().src = new URL(sprite, track).href;
}

export function Player({ title, src, hlsScript, poster, thumbnails, subtitles, autoPlay = false, next, progress, access }: PlayerProps) {
  const router = useRouter();
  const player = useRef<MediaPlayerInstance>(null);
  const [resumeAt, setResumeAt] = useState(autoPlay ? null : (progress?.resumeAt ?? null));
  const savedAt = useRef(0);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const [failure, setFailure] = useState<Failure | null>(null);
  // The countdown: shown over the last seconds; only its number changes while it runs (the card and its buttons stay
  // the same elements, so a keyboard user's focus stays on them).
  const [counting, setCounting] = useState(false);
  const [remaining, setRemaining] = useState(COUNTDOWN_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const leaving = useRef(false);
  const placed = useRef(false);
  // The poster in the server's HTML (Vidstack sets its own only once its script runs): the page's first paint.
  const [started, setStarted] = useState(false);
  // Autoplay (after Play on a title page) runs with sound or not at all; when the browser refuses, a big Play asks.
  const [autoPlayRefused, setAutoPlayRefused] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const media = useCallback(() => frame.current?.querySelector('video') ?? null, []);
  // The controls come when they are wanted: at the first play, or when the viewer reaches for the player (a pointer
  // over it, a touch, focus in it, a key). Building them is the player's largest piece of work (long tasks of the main
  // thread on a phone); until then the poster, the first frame and the big Play (or the resume prompt) are the page.
  const [controls, setControls] = useState(false);
  const showControls = useCallback(() => startTransition(() => setControls(true)), []);
  // Their code and stylesheet are fetched when the page is idle, so a reach for them finds them here.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => void loadControls().catch(() => undefined));
  }, []);
  useEffect(() => {
    const root = frame.current;
    if (controls || !root) return;
    const reach: [EventTarget, string][] = [
      [root, 'pointermove'],
      [root, 'pointerdown'],
      [root, 'focusin'],
      [document, 'keydown'],
    ];
    for (const [target, type] of reach) target.addEventListener(type, showControls, { passive: true });
    return () => reach.forEach(([target, type]) => target.removeEventListener(type, showControls));
  }, [controls, showControls]);
  // Vidstack reads the seekable range only on 'progress': when hls.js sets the stream's full duration after the last one,
  // Vidstack keeps the range of the first segments and ends the video when a seek reaches that end (seen in CI: an
  // episode "ended" at 24 s of 30 and the next Play started it from 0). A duration change makes it read again.
  useEffect(() => {
    const root = frame.current;
    const reread = (e: Event) => e.target instanceof HTMLMediaElement && e.target.dispatchEvent(new Event('progress'));
    root?.addEventListener('durationchange', reread, true);
    return () => root?.removeEventListener('durationchange', reread, true);
  }, []);
  // A seek that ends the video at once is no end: in CI a seek to 12 s of a 30 s film, its whole stream buffered and
  // closed, then flushed, ended it (the place saved as 30.08 of 30.08 s, no resume); traced here, within 100 ms. The
  // video goes back to where the viewer asked for, before the player library or the countdown acts on the end.
  const falseEnd = useRef(false);
  useEffect(() => {
    const root = frame.current;
    let seek = { to: 0, at: 0 };
    const seeking = (e: Event) => {
      if (!(e.target instanceof HTMLMediaElement)) return;
      seek = { to: e.target.currentTime, at: performance.now() };
      falseEnd.current = false;
    };
    const ended = (e: Event) => {
      const video = e.target;
      if (!(video instanceof HTMLMediaElement) || !seek.at) return;
      const left = video.duration - seek.to;
      const played = (performance.now() - seek.at) / 1000;
      falseEnd.current = left > 2 && played < left / 2;
      if (!falseEnd.current) return;
      video.currentTime = seek.to;
      void video.play().catch(() => undefined);
    };
    root?.addEventListener('seeking', seeking, true);
    root?.addEventListener('ended', ended, true);
    return () => {
      root?.removeEventListener('seeking', seeking, true);
      root?.removeEventListener('ended', ended, true);
    };
  }, []);
  // Vidstack's seek-bar thumbnail is an <img> without alt: it repeats the picture, so it is marked decorative.
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const mark = () => root.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
    mark();
    return () => observer.disconnect();
  }, []);
  // Vidstack resolves the sprite paths inside the thumbnail track against its URL only when that URL is absolute.
  const [thumbnailTrack, setThumbnailTrack] = useState<string>();
  useEffect(() => setThumbnailTrack(new URL(thumbnails, window.location.href).href), [thumbnails]);
  // The seek bar's first hover showed a black box while its sprite loaded: once the video plays, the sprites are
  // fetched when the browser is idle (a few small JPEGs), so the picture is there as soon as the pointer is.
  useEffect(() => {
    const root = frame.current;
    if (!root || !thumbnailTrack) return;
    let done = false;
    const warm = () => {
      if (done) return;
      done = true;
      const later = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
      later(() => void warmSprites(thumbnailTrack));
    };
    root.addEventListener('playing', warm, true);
    return () => root.removeEventListener('playing', warm, true);
  }, [thumbnailTrack]);
  // One source object for the page's life: a new one each render would make the player load it again.
  const source = useMemo(() => ({ src, type: 'application/x-mpegurl' as const }), [src]);

  // The current playback token's path part (/media/p/<token>/), renewed a few minutes before it expires.
  const tokenPath = useRef(TOKEN_PATH.exec(src)?.[0] ?? null);
  useEffect(() => {
    if (!access) return;
    let expiresAt = access.expiresAt;
    let timer: ReturnType<typeof setTimeout>;
    const renew = async () => {
      try {
        const res = await fetch(`/api/playback-token?target=${encodeURIComponent(access.target)}`, { cache: 'no-store' });
        if (res.ok) {
          const body = (await res.json()) as { token: string; expiresAt: number };
          tokenPath.current = `/media/p/${encodeURIComponent(body.token)}/`;
          expiresAt = body.expiresAt;
        }
      } catch {
        /* offline for now: try again shortly */
      }
      schedule();
    };
    const schedule = () => (timer = setTimeout(renew, Math.max(10_000, expiresAt - Date.now() - 300_000)));
    schedule();
    return () => clearTimeout(timer);
  }, [access]);

  const onProviderChange = useCallback(
    (provider: MediaProviderAdapter | null) => {
      if (!provider || !isHLSProvider(provider)) return;
      const video = provider.video;
      provider.library = () => loadHlsScript(hlsScript).then((Hls) => ({ default: handOverHls(Hls, video, src) }));
      provider.config = {
        ...HLS_START_CONFIG,
        // Every request of a gated title goes out with the newest token.
        xhrSetup: (xhr: XMLHttpRequest, url: string) => {
          if (tokenPath.current && TOKEN_PATH.test(url)) xhr.open('GET', url.replace(TOKEN_PATH, tokenPath.current), true);
        },
      };
    },
    [hlsScript, src],
  );

  // The viewer's place: every ~10 s while playing, on pause, at the end, and (by beacon) when the page goes away.
  const save = useCallback(
    (how: 'fetch' | 'beacon' = 'fetch') => {
      // The media's own clock: the library's duration is its last snapshot of the seekable range, and its time is capped
      // by it; when that lags behind the stream, a place saved against it reads as watched and no resume is offered.
      const video = media();
      if (!progress || !video || !Number.isFinite(video.duration) || !video.duration) return;
      if (video.currentTime < 1 && !video.ended) return;
      savedAt.current = Date.now();
      const body = JSON.stringify({ target: progress.target, position: video.currentTime, duration: video.duration });
      if (how === 'beacon' && navigator.sendBeacon?.('/api/progress', new Blob([body], { type: 'text/plain' }))) return;
      // One at a time, in order: a slow earlier save answered last would put the viewer back where they were.
      saving.current = saving.current
        .then(() => fetch('/api/progress', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }))
        .then(
          () => undefined,
          () => undefined,
        );
    },
    [progress, media],
  );
  useEffect(() => {
    const away = () => save('beacon');
    const hidden = () => document.visibilityState === 'hidden' && save('beacon');
    window.addEventListener('pagehide', away);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', away);
      document.removeEventListener('visibilitychange', hidden);
      save('beacon'); // leaving by a link inside the site
    };
  }, [save]);
  const resume = (from: number | null) => {
    setResumeAt(null);
    // The player library once it can play; before, the media element: the library's play() refuses until then, and a
    // click React replays after hydrating (one made while the page was still hydrating) came to nothing.
    const p = player.current?.state.canPlay ? player.current : media();
    if (!p) return;
    if (from !== null) p.currentTime = from;
    void p.play().catch(() => undefined);
  };

  // Autoplay after Play on a title page: the player's own attempt is now and then missed after a client-side
  // navigation, so until the first frame plays it is asked again (with sound, as the click allows; refused, the big
  // Play asks instead).
  useEffect(() => {
    if (!autoPlay || started) return;
    let tries = 0;
    const timer = setInterval(() => {
      const p = player.current;
      if (++tries > 40) return clearInterval(timer);
      if (p?.state.canPlay && p.paused) void p.play().catch(() => (setAutoPlayRefused(true), clearInterval(timer)));
    }, 500);
    return () => clearInterval(timer);
  }, [autoPlay, started]);

  const playNext = useCallback(() => {
    if (!next || leaving.current) return;
    leaving.current = true;
    router.push(playNowPath(next.href));
  }, [next, router]);

  return (
    <div className="player-shell">
      <div className="player-frame on-picture" ref={frame}>
        {!started && <img className="player-poster" src={poster} alt="" fetchPriority="high" decoding="async" />}
        <MediaPlayer
          ref={player}
          className="player"
          title={title}
          src={source}
          playsInline
          autoPlay={autoPlay}
          keyTarget="document"
          keyShortcuts={KEY_SHORTCUTS}
          load="eager"
          posterLoad="eager"
          onProviderChange={onProviderChange}
          onHlsError={(data) => {
            if (data.fatal) setFailure(failureOf(data as unknown as Parameters<typeof failureOf>[0]));
          }}
          onError={(detail) => {
            if (detail.code === 4) setFailure(failureOf({ type: 'mediaError' }));
          }}
          onPlay={() => setResumeAt(null)}
          onAutoPlayFail={() => setAutoPlayRefused(true)}
          onPlaying={() => (setStarted(true), showControls())}
          onPause={() => save()}
          onSeeked={() => {
            // Only a seek back well before the end stops the countdown; the media's own clock says where it is now (a
            // late time update, or a quality switch's internal seek, may report another time).
            const video = media();
            if (video && video.duration - video.currentTime > countdownFor(video.duration) + 2) setCounting(false);
          }}
          onCanPlay={() => {
            const p = player.current;
            if (!autoPlay || !p || placed.current) return;
            // Autoplaying into a saved place (the next episode, started before): go straight there, once (the page's
            // early start may have begun there already; a later can-play follows the viewer's own seek).
            placed.current = true;
            if (progress?.resumeAt && Math.abs(p.currentTime - progress.resumeAt) > 2) p.currentTime = progress.resumeAt;
          }}
          onTimeUpdate={(_, event) => {
            if (Date.now() - savedAt.current >= SAVE_EVERY_MS && !event.target.state.paused) save();
            const video = media();
            if (!next || cancelled || !video || !Number.isFinite(video.duration)) return;
            const left = video.duration - video.currentTime;
            if (left <= countdownFor(video.duration)) {
              setCounting(true);
              setRemaining(Math.max(0, Math.ceil(left)));
            }
          }}
          onEnded={() => {
            // The media decides: the player library also ends on its own state (seen in CI: after a seek to 24 s of a
            // 30 s episode, its seekable range stale, it ended the episode and the next one started).
            const video = media();
            if (!video || falseEnd.current || (!video.ended && video.duration - video.currentTime > 1)) {
              falseEnd.current = false;
              // Not ended: Vidstack would start the next play from 0.
              (player.current?.$state.ended as unknown as { set?: (ended: boolean) => void } | undefined)?.set?.(false);
              return;
            }
            save();
            if (next && !cancelled) playNext();
          }}
        >
          {/* No native loading of the server's <source> (hls.js plays it; the early start asks for preload itself). */}
          <MediaProvider mediaProps={{ preload: 'none' } as React.HTMLAttributes<HTMLMediaElement>}>
            <Poster className="vds-poster" src={poster} alt={`${title}: opening frame`} />
            {subtitles.map((s) => (
              <Track key={s.language} src={s.src} kind="subtitles" label={s.name} lang={s.language} />
            ))}
          </MediaProvider>
          {controls && (
            <Suspense fallback={null}>
              <PlayerControls thumbnails={thumbnailTrack} />
            </Suspense>
          )}
        </MediaPlayer>
        {!started && !failure && resumeAt === null && (!autoPlay || autoPlayRefused) && (
          <button type="button" className="big-play" aria-label={`Play ${title}`} onClick={() => resume(null)}>
            <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </button>
        )}
        {failure && (
          <div className="player-failure" role="alert">
            <p className="player-failure-title">{failure.title}</p>
            <p>{failure.advice}</p>
          </div>
        )}
      </div>
      <PlayerShortcuts />
      {resumeAt !== null && !failure && (
        <div className="resume-prompt" role="group" aria-label="Resume">
          <p>You stopped at {clock(resumeAt)}.</p>
          <div className="resume-actions">
            <button type="button" className="button primary" onClick={() => resume(resumeAt)}>
              Resume from {clock(resumeAt)}
            </button>
            <button type="button" className="button" onClick={() => resume(0)}>
              Start over
            </button>
          </div>
        </div>
      )}
      {next && !cancelled && (
        <aside className="next-card" aria-label={next.from ? `Next in ${next.from}` : 'Next episode'} hidden={!counting}>
          {/* Read out once as it appears, not on every tick: the ticking number is for the eye. */}
          <p className="next-card-label" aria-live="polite">
            {counting && (
              <>
                {next.from ? 'Next title in ' : 'Next episode in '}
                <span className="next-card-count" aria-hidden="true">
                  {remaining}
                </span>
                <span aria-hidden="true"> s</span>
                <span className="visually-hidden">a few seconds</span>
              </>
            )}
          </p>
          <p className="next-card-title">{next.label}</p>
          {next.from && <p className="next-card-from">{`From your collection ${next.from}`}</p>}
          <div className="next-card-actions">
            <button type="button" className="button primary" onClick={playNext}>
              Play now
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                // Focus would fall to the page when the card goes: it moves to the player instead.
                frame.current?.querySelector<HTMLElement>('[data-media-player]')?.focus();
                setCancelled(true);
                setCounting(false);
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
