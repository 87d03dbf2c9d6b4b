'use client';

import { useRef, useState } from 'react';
import { audioClock } from '../format';

/**
 * An audio post's player in the site's look: play and pause, a seek bar that works by keyboard (it is a range input)
 * and the time. The <audio> underneath does the playing; only one player on a page plays at a time.
 */
export function AudioPlayer({ src, label, durationSec }: { src: string; label: string; durationSec: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(durationSec);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) {
      for (const other of document.querySelectorAll('audio')) if (other !== el) other.pause();
      el.play().catch(() => setFailed(true));
    } else el.pause();
  };

  return (
    <div className="audio-player" data-playing={playing || undefined}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onError={() => setFailed(true)}
      />
      <button
        type="button"
        className="audio-toggle"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        disabled={failed}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <div className="audio-body">
        <p className="audio-label">{label}</p>
        <div className="audio-track">
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.round(time)}
            aria-label={`Position in ${label}`}
            aria-valuetext={`${audioClock(time)} of ${audioClock(duration)}`}
            onChange={(e) => {
              const el = audio.current;
              if (el) el.currentTime = Number(e.currentTarget.value);
              setTime(Number(e.currentTarget.value));
            }}
          />
          <span className="audio-time">
            {audioClock(time)} / {audioClock(duration)}
          </span>
        </div>
        {failed && (
          <p className="field-error" role="alert">
            This recording cannot be played right now.{' '}
            <a href={src} download>
              Download it
            </a>{' '}
            to listen.
          </p>
        )}
      </div>
    </div>
  );
}
