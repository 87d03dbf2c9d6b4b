// The rendition ladder, after Apple's HLS authoring specification (H.264, 2 s segments): each rung up to the
// source's height, never above it. Bitrates are the guide's averages for 16:9 at 30 fps; peaks 110 % of average.

export type Rung = { name: string; height: number; videoKbps: number; audioKbps: number };

export const LADDER: readonly Rung[] = [
  { name: '240p', height: 240, videoKbps: 300, audioKbps: 64 },
  { name: '360p', height: 360, videoKbps: 730, audioKbps: 96 },
  { name: '540p', height: 540, videoKbps: 2000, audioKbps: 128 },
  { name: '720p', height: 720, videoKbps: 3000, audioKbps: 128 },
  { name: '1080p', height: 1080, videoKbps: 6000, audioKbps: 160 },
];

/** The rungs a source of this height gets (at least the lowest), at most `max` of them, lowest first. */
export function ladderFor(sourceHeight: number, max = LADDER.length): Rung[] {
  const fitting = LADDER.filter((r) => r.height <= sourceHeight);
  const rungs = fitting.length ? fitting : [LADDER[0]!];
  // With fewer rungs wanted, keep the lowest (fast start) and the highest the source allows.
  if (rungs.length <= max) return rungs;
  if (max === 1) return [rungs.at(-1)!];
  const picked = [rungs[0]!];
  const step = (rungs.length - 1) / (max - 1);
  for (let i = 1; i < max; i++) picked.push(rungs[Math.round(i * step)]!);
  return [...new Set(picked)];
}

/** Width for a height at the source's aspect, even (H.264 needs even sizes). */
export function widthFor(height: number, source: { width: number; height: number }): number {
  return Math.max(2, Math.round((height * source.width) / source.height / 2) * 2);
}
