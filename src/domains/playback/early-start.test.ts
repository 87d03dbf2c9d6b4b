import type Hls from 'hls.js';
import { describe, expect, it } from 'vitest';
import { handOverHls } from './early-start';

// hls.js's currentLevel as it behaves: any set is an immediate switch (the whole buffer flushed), -1 included.
class FakeHls {
  static Events = { LEVEL_LOADED: 'hlsLevelLoaded' };
  config = { maxMaxBufferLength: 2 };
  manualLevel = -1;
  playing = 2;
  switches: number[] = [];
  get autoLevelEnabled() {
    return this.manualLevel === -1;
  }
  get currentLevel() {
    return this.playing;
  }
  set currentLevel(level: number) {
    this.manualLevel = level;
    this.switches.push(level);
  }
}

describe('hls.js handed to the player', () => {
  it('ignores a request for automatic quality while it is already automatic (hls.js would flush the buffer)', () => {
    (globalThis as unknown as { window: unknown }).window ??= globalThis;
    const video = Object.assign(new EventTarget(), { paused: true }) as unknown as HTMLVideoElement;
    const Handed = handOverHls(FakeHls as unknown as typeof Hls, video, '/media/videos/x/master.m3u8');
    const hls = new Handed() as unknown as FakeHls;
    hls.currentLevel = -1;
    expect(hls.switches).toEqual([]);
    expect(hls.currentLevel).toBe(2);
    // A person's choice, and automatic again after it, still switch.
    hls.currentLevel = 1;
    hls.currentLevel = -1;
    expect(hls.switches).toEqual([1, -1]);
  });

  it('buffers one segment before the first play, and the full buffer from it', () => {
    const video = Object.assign(new EventTarget(), { paused: true }) as unknown as HTMLVideoElement;
    const Handed = handOverHls(FakeHls as unknown as typeof Hls, video, '/media/videos/x/master.m3u8');
    const hls = new Handed() as unknown as FakeHls;
    expect(hls.config.maxMaxBufferLength).toBe(2);
    video.dispatchEvent(new Event('play'));
    expect(hls.config.maxMaxBufferLength).toBe(600);
    // Made while the video already plays: the full buffer at once.
    const playing = Object.assign(new EventTarget(), { paused: false }) as unknown as HTMLVideoElement;
    const Again = handOverHls(FakeHls as unknown as typeof Hls, playing, '/media/videos/x/master.m3u8');
    expect((new Again() as unknown as FakeHls).config.maxMaxBufferLength).toBe(600);
  });
});
