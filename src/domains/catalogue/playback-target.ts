import { z } from 'zod';

// What plays, named in one way everywhere (watch progress, playback sources, tokens): a movie or video by its
// title id, or an episode by its id, written 'title:<id>' or 'episode:<id>'.

export type PlaybackTarget = { kind: 'title' | 'episode'; id: number };

const KEY = /^(title|episode):(\d{1,9})$/;

/** 'title:12' for a movie or video, 'episode:40' for an episode. */
export function formatTarget(target: PlaybackTarget): string {
  return `${target.kind}:${target.id}`;
}

/** The target a key names, or null when it names none. */
export function parseTarget(key: string): PlaybackTarget | null {
  const m = KEY.exec(key);
  return m ? { kind: m[1] as PlaybackTarget['kind'], id: Number(m[2]) } : null;
}

/** A target key at a boundary (a request, a job). */
export const targetKeySchema = z.string().regex(KEY, 'not a playback target');
