import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderFor } from '@/domains/playback/ladder';
import { checkSubtitles, packageHls, POSTER, thumbnailTrack } from '@/domains/playback/package';
import { probeSource, UnusableSource } from '@/domains/playback/probe';
import { makeClip } from '../../../tests/helpers/clips';

// ffmpeg for real: generated sources (test patterns with a tone), packaged and checked with ffprobe.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-transcode-'));
const file = (name: string) => path.join(dir, name);
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const ffprobe = (...args: string[]) => execFileSync('ffprobe', ['-v', 'error', ...args]).toString();

beforeAll(() => {
  makeClip(file('clip.mp4'), { seconds: 6, size: '1280x720', rate: 30, tone: 440 });
  ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast', file('silent.mp4'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=220:duration=3', '-c:a', 'aac', file('sound-only.m4a'));
  const whole = fs.readFileSync(file('clip.mp4'));
  fs.writeFileSync(file('truncated.mp4'), whole.subarray(0, Math.floor(whole.length / 3)));
  fs.writeFileSync(file('notes.mp4'), 'these are not moving pictures\n'.repeat(50));
  fs.writeFileSync(file('empty.mp4'), '');
  // A playlist that names a real video beside it: ffmpeg would read that file (or any other it names).
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-f',
    'mpegts',
    file('seg.ts'),
  );
  fs.writeFileSync(file('list.mp4'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nseg.ts\n#EXT-X-ENDLIST\n');
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the source check (ffprobe)', () => {
  it('reads a video: duration, size, frame rate, sound', async () => {
    expect(await probeSource(file('clip.mp4'))).toMatchObject({ width: 1280, height: 720, fps: 30, hasAudio: true, videoCodec: 'h264' });
    expect((await probeSource(file('clip.mp4'))).durationSec).toBeCloseTo(6, 0);
    expect(await probeSource(file('silent.mp4'))).toMatchObject({ width: 640, height: 360, fps: 25, hasAudio: false });
  });

  it('refuses what cannot be a title, naming the problem', async () => {
    const refusal = (name: string) =>
      probeSource(file(name)).then(
        () => 'accepted',
        (e: Error) => (e instanceof UnusableSource ? e.message : `crash: ${e.message}`),
      );
    expect(await refusal('truncated.mp4')).toMatch(/^truncated\.mp4 is truncated or damaged/);
    expect(await refusal('notes.mp4')).toMatch(/^notes\.mp4 is (not a video file ffmpeg can read|truncated or damaged)/);
    expect(await refusal('sound-only.m4a')).toBe('sound-only.m4a has no video stream.');
    expect(await refusal('empty.mp4')).toBe('empty.mp4 is empty.');
    expect(await refusal('list.mp4')).toBe('list.mp4 is a playlist, not a video file: upload the video itself.');
    expect(await refusal('missing.mp4')).toBe('missing.mp4: no such file.');
  });
});

describe('subtitle files', () => {
  it('are refused before any work when they are not WebVTT, lack a language tag, repeat one or are missing', async () => {
    fs.writeFileSync(file('plain.srt'), '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    fs.writeFileSync(file('ok.vtt'), 'WEBVTT\n');
    expect(await checkSubtitles([{ language: 'en', file: file('plain.srt') }])).toBe(
      'plain.srt is not a WebVTT file (it must start with WEBVTT).',
    );
    expect(await checkSubtitles([{ language: 'english!', file: file('ok.vtt') }])).toMatch(/is not a language tag/);
    expect(
      await checkSubtitles([
        { language: 'en', file: file('ok.vtt') },
        { language: 'EN', file: file('ok.vtt') },
      ]),
    ).toBe('Two subtitle files for EN.');
    expect(await checkSubtitles([{ language: 'fr', file: file('nope.vtt') }])).toBe('nope.vtt: no such subtitle file.');
  });
});

describe('the trickplay track', () => {
  it('spreads a long video over sprites of 10 x 10 tiles', () => {
    const vtt = thumbnailTrack(250, 2, { width: 160, height: 90 }).split('\n');
    expect(vtt.filter((l) => l.includes('-->'))).toHaveLength(125);
    expect(vtt).toContain('thumbs/sprite_001.jpg#xywh=1440,810,160,90'); // the 100th tile
    expect(vtt).toContain('thumbs/sprite_002.jpg#xywh=0,0,160,90'); // the 101st, on the next sprite
    expect(vtt.at(-3)).toBe('00:04:08.000 --> 00:04:10.000');
  });
});

describe('the ladder', () => {
  it('climbs to the source and no higher, keeping the lowest and the highest when fewer are asked for', () => {
    expect(ladderFor(1080).map((r) => r.name)).toEqual(['240p', '360p', '540p', '720p', '1080p']);
    expect(ladderFor(720).map((r) => r.name)).toEqual(['240p', '360p', '540p', '720p']);
    expect(ladderFor(200).map((r) => r.name)).toEqual(['240p']);
    expect(ladderFor(1080, 3).map((r) => r.name)).toEqual(['240p', '540p', '1080p']);
  });
});

describe('HLS packaging (ffmpeg)', () => {
  it('makes a ladder of fMP4 renditions with 2 s segments, keyframes aligned, a complete master playlist and a poster', async () => {
    const out = file('clip-hls');
    const shares: number[] = [];
    const info = await probeSource(file('clip.mp4'));
    const packaged = await packageHls({
      source: file('clip.mp4'),
      outDir: out,
      info,
      rungs: ladderFor(720, 3),
      onProgress: (s) => shares.push(s),
    });
    expect(packaged.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['240p', 426, 240],
      ['540p', 960, 540],
      ['720p', 1280, 720],
    ]);
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));

    const master = fs.readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.+)\n(.+)/g)];
    expect(variants.map((v) => v[2])).toEqual(['240p/index.m3u8', '540p/index.m3u8', '720p/index.m3u8']);
    for (const [, attrs] of variants) {
      expect(attrs).toMatch(
        /BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=\d+x\d+,FRAME-RATE=30\.000,CODECS="avc1\.4d40\w\w,mp4a\.40\.2"/,
      );
    }
    const bandwidths = variants.map((v) => Number(/BANDWIDTH=(\d+)/.exec(v[1]!)![1]));
    expect(bandwidths).toEqual([...bandwidths].sort((a, b) => a - b));

    const keyframeTimes: string[] = [];
    for (const r of packaged.renditions) {
      const playlist = fs.readFileSync(path.join(out, r.playlist), 'utf8');
      expect(playlist).toMatch(/#EXT-X-MAP:URI="init(_\d+)?\.mp4"/);
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(durations).toEqual([2, 2, 2]);
      // The rendition as a player reads it: its size, and a keyframe at the start of every segment.
      const stream = JSON.parse(ffprobe('-print_format', 'json', '-show_streams', '-select_streams', 'v', path.join(out, r.playlist))) as {
        streams: { width: number; height: number; codec_name: string }[];
      };
      expect(stream.streams[0]).toMatchObject({ width: r.width, height: r.height, codec_name: 'h264' });
      // Every segment starts on a keyframe (with its init segment in front, as a player joins them).
      const init = fs.readFileSync(path.join(out, r.name, /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1]!));
      const starts: string[] = [];
      for (const segment of playlist.match(/^seg_\d+\.m4s$/gm)!) {
        const joined = path.join(out, `${r.name}-${segment}.mp4`);
        fs.writeFileSync(joined, Buffer.concat([init, fs.readFileSync(path.join(out, r.name, segment))]));
        starts.push(
          ffprobe('-select_streams', 'v', '-show_entries', 'packet=flags', '-read_intervals', '%+#1', '-of', 'csv=p=0', joined).trim(),
        );
      }
      keyframeTimes.push(durations.join(' '));
      expect(starts.every((flags) => flags.startsWith('K'))).toBe(true);
    }
    expect(new Set(keyframeTimes).size).toBe(1); // keyframes at the same moments in every rendition
    const poster = JSON.parse(ffprobe('-print_format', 'json', '-show_streams', path.join(out, POSTER))) as {
      streams: { height: number }[];
    };
    expect(poster.streams[0]!.height).toBe(720);
  }, 60_000);

  it('gives a silent source a silent sound track, and adds WebVTT subtitles as HLS subtitle renditions', async () => {
    const out = file('silent-hls');
    fs.writeFileSync(file('en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
    fs.writeFileSync(file('pt.vtt'), '\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\nOlá\n');
    const subtitles = [
      { language: 'en', file: file('en.vtt') },
      { language: 'pt-BR', file: file('pt.vtt') },
    ];
    expect(await checkSubtitles(subtitles)).toBeNull();
    const packaged = await packageHls({ source: file('silent.mp4'), outDir: out, info: await probeSource(file('silent.mp4')), subtitles });
    const master = fs.readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs/en.m3u8"',
    );
    expect(master).toContain('NAME="Brazilian Portuguese",LANGUAGE="pt-BR"');
    expect(master.match(/SUBTITLES="subs"/g)).toHaveLength(packaged.renditions.length);
    expect(fs.readFileSync(path.join(out, 'subs', 'en.m3u8'), 'utf8')).toMatch(/#EXTINF:4\.0\d\d,\nen\.vtt\n#EXT-X-ENDLIST/);
    expect(fs.readFileSync(path.join(out, 'subs', 'pt-BR.vtt'), 'utf8')).toContain('Olá');
    expect(packaged.renditions.map((r) => r.name)).toEqual(['240p', '360p']);
    const streams = ffprobe('-show_entries', 'stream=codec_type', '-of', 'csv=p=0', path.join(out, '240p/index.m3u8')).trim().split('\n');
    expect([...new Set(streams.filter(Boolean))].sort()).toEqual(['audio', 'video']);
  }, 60_000);
});
