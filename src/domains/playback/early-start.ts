import type Hls from 'hls.js';
import type { HlsConfig, LevelLoadedData } from 'hls.js';
import { releaseSource } from '@/lib/deferred-app';

// The watch page starts hls.js before the page's React and the player library have booted: a small inline script,
// right after the server's <video> and hls.js's script, attaches hls.js and loads (and, if asked, plays) the stream;
// the app's scripts load once the first frame is up (decision 0012). When the player boots it is handed that hls.js
// instead of making its own, and is told what happened before it listened. A client-side navigation has no inline
// script: the player starts hls.js itself, as before.

type HlsClass = typeof Hls;
type Listener = (event: string, data: unknown) => void;

/** What the inline script leaves for the player (on window, under EARLY_KEY). */
export type EarlyStart = {
  video: HTMLVideoElement;
  src: string;
  hls: Hls | null;
  /** The first LEVEL_LOADED, which the player reads its qualities and duration from. */
  level: LevelLoadedData | null;
  failed: boolean;
};

const EARLY_KEY = '__streamitEarlyStart';

/**
 * The buffer's cap before the first play (the first segment, what an instant start needs) and from it (hls.js's own).
 * A cap in seconds: hls.js's maxBufferLength alone is raised by maxBufferSize (60 MB) for low bitrates, which buffered
 * a whole preview before anyone pressed Play.
 */
export const PAUSED_BUFFER_SECONDS = 2;
export const PLAYING_MAX_BUFFER_SECONDS = 600;
/** The configuration both starts use: the lowest rung first (the first frame comes soonest), then the estimate climbs. */
export const HLS_START_CONFIG = {
  startLevel: 0,
  capLevelToPlayerSize: true,
  maxBufferLength: 30,
  // A viewer who never presses Play costs one segment, not the video fetched and parsed on the page's main thread.
  maxMaxBufferLength: PAUSED_BUFFER_SECONDS,
  // In the page, not a worker: with the worker a browser that refuses sound without a click was seen starting the
  // stream with sound (the audio track known later, after the player asked to play); fMP4 needs little transmuxing.
  enableWorker: false,
  // The player draws captions itself; what the player library would set (a video on demand).
  renderTextTracksNatively: false,
  lowLatencyMode: false,
} satisfies Partial<HlsConfig>;

/**
 * The inline script, for the server's HTML after the player's markup; hls.js is an async script in the head, and
 * the start runs when it has (at once, or on its load). It buffers and shows the first frame (at `startAt`, a saved place, when given), and
 * plays when the page was asked to if the browser allows sound; the player takes over either way. The app's scripts,
 * held back by the server (server/defer-app.ts), load at the first frame, as soon as the start cannot happen, at the
 * first tap or key, or after a while whatever happens (lib/deferred-app).
 */
export function earlyStartScript(src: string, hlsScript: string, play: { autoPlay: boolean; startAt: number | null }): string {
  const config = {
    ...HLS_START_CONFIG,
    // The first segment is fetched and parsed while the browser opens the MediaSource, not after (80 ms at 10 Mbps).
    startFragPrefetch: true,
    ...(play.startAt ? { startPosition: play.startAt } : {}),
  };
  const [s, c, k, h] = [src, config, EARLY_KEY, hlsScript].map((v) => JSON.stringify(v).replace(/</g, '\\u003c'));
  // Asked to play (Play on a title page): with sound when the browser allows it, else the player's big Play asks.
  const playNow = play.autoPlay ? 'video.play().catch(function () {});' : '';
  // A string, not a stringified function: a bundler's helpers or renamed names would not exist in the page.
  return `(function () {
  ${releaseSource()}
  var video = document.querySelector('.watch-stage video');
  if (!video) return release();
  var frame = video.closest('.player-frame');
  video.addEventListener('playing', function () {
    if (frame) frame.setAttribute('data-early-playing', '');
  }, { once: true });
  // The server's big Play works before the player's script has run (a click is a person's: sound is allowed); before
  // hls.js has arrived, the video plays as soon as the stream below is attached.
  var big = frame && frame.querySelector('.big-play');
  // (Taken here: not kept for the app, whose player would toggle it back.)
  if (big) big.addEventListener('click', function (e) { e.preventDefault(); video.play().catch(function () {}); }, { once: true });
  var state = { video: video, src: ${s}, hls: null, level: null, failed: false };
  // Space and k play and pause, as they will once the player has taken over (not on a control, where they act
  // on it, nor in a field, nor when a handler already took the key); until then the page would scroll.
  addEventListener('keydown', function (e) {
    if (window[${k}] !== state || e.defaultPrevented || (e.key !== ' ' && e.key !== 'k') || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest && e.target.closest('a, button, input, select, textarea, [contenteditable]')) return;
    e.preventDefault();
    if (video.paused) video.play().catch(function () {});
    else video.pause();
  });
  function start() {
    var H = window.Hls;
    if (!H || !H.isSupported()) return release();
    window[${k}] = state;
    var hls = (state.hls = new H(${c}));
    hls.on(H.Events.LEVEL_LOADED, function (e, data) { state.level = state.level || data; });
    hls.on(H.Events.ERROR, function (e, data) { if (data.fatal) { state.failed = true; release(); } });
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(release);
    else video.addEventListener('loadeddata', release, { once: true });
    video.addEventListener('play', function () { hls.config.maxMaxBufferLength = ${PLAYING_MAX_BUFFER_SECONDS}; }, { once: true });
    video.preload = 'auto';
    hls.attachMedia(video);
    hls.loadSource(${s});
    ${playNow}
  }
  // hls.js is an async script (run as soon as it arrives, not after the page's first layout): it has run, or will.
  var script = document.querySelector('script[src=' + JSON.stringify(${h}) + ']');
  if (window.Hls || !script) return start();
  script.addEventListener('load', start, { once: true });
  script.addEventListener('error', release, { once: true });
})();`;
}

/** hls.js from its script (already loaded, loading from the page's head, or added now). */
export function loadHlsScript(url: string): Promise<HlsClass> {
  const found = () => (window as unknown as { Hls?: HlsClass }).Hls;
  const ready = found();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    let tag = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
    if (!tag) {
      tag = document.createElement('script');
      tag.src = url;
      tag.async = true;
      document.head.append(tag);
    }
    tag.addEventListener('load', () => {
      const Hls = found();
      if (Hls) resolve(Hls);
      else reject(new Error('hls.js did not load'));
    });
    tag.addEventListener('error', () => reject(new Error('hls.js could not be fetched')));
  });
}

/** The early start for this video and source, once (a failed one is discarded: the player starts afresh). */
function takeEarly(video: HTMLVideoElement, src: string): EarlyStart | null {
  const slot = window as unknown as Record<string, EarlyStart | undefined>;
  const state = slot[EARLY_KEY];
  if (!state || state.video !== video || state.src !== src || !state.hls) return null;
  delete slot[EARLY_KEY];
  if (state.failed) {
    state.hls.destroy();
    return null;
  }
  return state;
}

/**
 * hls.js for the player library: its constructor hands over the early start's instance when there is one for this
 * video (the library's own attachMedia and loadSource then change nothing), else makes a new one.
 */
export function handOverHls(HlsBase: HlsClass, video: HTMLVideoElement, src: string): HlsClass {
  return class HandedOver extends HlsBase {
    constructor(config?: Partial<HlsConfig>) {
      const state = takeEarly(video, src);
      if (!state) {
        super(config);
        keepAutoLevel(HlsBase, this);
        bufferMoreOnPlay(this, video);
        return;
      }
      adopt(HlsBase, state, config ?? {});
      bufferMoreOnPlay(state.hls!, video);
      return state.hls as HandedOver;
    }
  };
}

/** The full buffer ahead from the first play (at once when the video already plays). */
function bufferMoreOnPlay(hls: Hls, video: HTMLVideoElement) {
  const more = () => {
    hls.config.maxMaxBufferLength = PLAYING_MAX_BUFFER_SECONDS;
  };
  if (!video.paused) more();
  else video.addEventListener('play', more, { once: true });
}

/**
 * The player library asks for "automatic quality" by setting hls.js's currentLevel to -1, which in hls.js is an
 * immediate switch even when adaptation is already on: the whole buffer flushed. With a short video fully buffered
 * and its stream closed, the playhead was left past the end of what remained and the video ended early ("ended at
 * 24 s of 30", seen on an episode reached by the next-episode countdown). Asked while already automatic, it is a no-op.
 */
function keepAutoLevel(HlsBase: HlsClass, hls: Hls, readsAuto: () => boolean = () => false) {
  const level = Object.getOwnPropertyDescriptor(HlsBase.prototype, 'currentLevel')!;
  Object.defineProperty(hls, 'currentLevel', {
    configurable: true,
    // `readsAuto`: while the early start's past is replayed to the library, adaptation reads as -1 (see adopt).
    get: () => (readsAuto() ? -1 : (level.get!.call(hls) as number)),
    set: (value: number) => {
      if (value === -1 && hls.autoLevelEnabled) return;
      level.set!.call(hls, value);
    },
  });
}

function adopt(HlsBase: HlsClass, state: EarlyStart, config: Partial<HlsConfig>) {
  const hls = state.hls!;
  // What the player adds (the token swap of a gated title) applies to every request from now on.
  for (const [name, value] of Object.entries(config)) if (value !== undefined) (hls.config as Record<string, unknown>)[name] = value;
  const own = hls as unknown as Record<string, unknown>;
  const base = HlsBase.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const levelListeners: Listener[] = [];
  own.on = (event: string, listener: Listener, context?: unknown) => {
    if (event === HlsBase.Events.LEVEL_LOADED) levelListeners.push(listener);
    return base.on!.call(hls, event, listener, context);
  };
  own.attachMedia = (media: HTMLMediaElement) => {
    delete own.attachMedia;
    if (media !== state.video) base.attachMedia!.call(hls, media);
  };
  own.loadSource = (url: string) => {
    delete own.loadSource;
    delete own.on;
    if (url !== state.src) return base.loadSource!.call(hls, url);
    // The library listens from now on: tell it what the video and hls.js did before, in the order it happened.
    const video = state.video;
    const fire = (type: string) => video.dispatchEvent(new Event(type));
    fire('loadstart');
    if (video.readyState >= 1) ['durationchange', 'loadedmetadata'].forEach(fire);
    // The library takes "automatic quality" from currentLevel === -1, true only until the first fragment plays. Told of
    // a stream already playing, it took hls.js's adaptive choice for a person's and pinned it at the next switch: an
    // immediate switch, which flushed the whole buffer and ended adaptation (traced: the flush, then a seek that ended
    // the video at once).
    let replaying = true;
    keepAutoLevel(HlsBase, hls, () => replaying && hls.autoLevelEnabled);
    if (state.level) for (const listener of levelListeners) listener(HlsBase.Events.LEVEL_LOADED, state.level);
    replaying = false;
    if (video.readyState >= 2) fire('loadeddata');
    if (video.readyState >= 3) fire('canplay');
    if (!video.paused) ['play', ...(video.readyState >= 3 ? ['playing'] : [])].forEach(fire);
  };
}
