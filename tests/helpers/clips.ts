import { execFileSync } from 'node:child_process';

/** A short test video (ffmpeg's testsrc2 pattern with a sine tone, H.264 + AAC) for ingest and transcode tests. */
export function makeClip(file: string, { seconds = 4, size = '640x360', rate = 25, tone = 330 } = {}): string {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}
