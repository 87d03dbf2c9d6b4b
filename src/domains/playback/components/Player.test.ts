import { describe, expect, it } from 'vitest';
import { clock, failureOf } from './Player';

describe('the player’s words', () => {
  it('tells a refusal, a network failure and an undecodable video apart, each with what to do', () => {
    expect(failureOf({ type: 'networkError', details: 'fragLoadError', response: { code: 403 } }).title).toBe(
      'This video is not available to you',
    );
    expect(failureOf({ type: 'networkError', details: 'manifestLoadError', response: { code: 0 } })).toEqual({
      title: 'The video could not be loaded',
      advice: 'Check your connection, then reload the page to try again.',
    });
    expect(failureOf({ type: 'mediaError', details: 'bufferAppendError' }).title).toBe('This video cannot be played here');
  });

  it('writes times as a player does', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(12.9)).toBe('0:12');
    expect(clock(75)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
  });
});
