import { describe, expect, it } from 'vitest';
import { prng, slugify } from '@/db/demo/random';
import { termTitle } from './vocabulary';
import { birthdayText, birthdayWithAge, clipLength, movieTime, runtimeText } from './format';
import { personPath, termPath, titlePath, watchPath } from './paths';
import { canonicalSearchTerm, prefixTsquery, searchTokens } from './search-text';

describe('catalogue formatting', () => {
  it("writes runtimes the way SPEC.md's movie cards do", () => {
    expect(movieTime(132)).toBe('2hr: 12mins');
    expect(movieTime(60)).toBe('1hr: 0mins');
    expect(movieTime(45)).toBe('45mins');
    expect(movieTime(null)).toBe('');
  });

  it('writes runtimes as people do everywhere else', () => {
    expect([1, 45, 60, 121, 132].map(runtimeText)).toEqual(['1 min', '45 min', '1 h', '2 h 1 min', '2 h 12 min']);
    expect(runtimeText(null)).toBe('');
    expect([20, 30.4, 60, 90].map(clipLength)).toEqual(['20 s', '30 s', '1 min', '1 min 30 s']);
  });

  it('writes birthdays as dd-mm-yyyy for the data, and as a date with an age on the page', () => {
    expect(birthdayText('1984-03-07')).toBe('07-03-1984');
    expect(birthdayText(null)).toBe('');
    const today = new Date('2026-12-02T10:00:00Z');
    expect(birthdayWithAge('2001-01-30', today)).toBe('30 January 2001 (age 25)');
    expect(birthdayWithAge('2001-12-02', today)).toBe('2 December 2001 (age 25)');
    expect(birthdayWithAge('2001-12-03', today)).toBe('3 December 2001 (age 24)');
    expect(birthdayWithAge(null, today)).toBe('');
  });

  it('links each kind under its own path', () => {
    expect(titlePath('movie', 'x')).toBe('/movies/x');
    expect(titlePath('tv-show', 'x')).toBe('/tv-shows/x');
    expect(titlePath('video', 'x')).toBe('/videos/x');
    expect(personPath('ada')).toBe('/cast/ada');
    expect([termPath('genre', 'drama'), termPath('tag', 'kings'), termPath('category', 'music')]).toEqual([
      '/genres/drama',
      '/tags/kings',
      '/videos?category=music',
    ]);
    expect([watchPath('dune'), watchPath('show', { season: 2, number: 3 })]).toEqual(['/watch/dune', '/watch/show/s2e3']);
  });

  it('keeps the fantacy slug while titling it properly', () => {
    expect(termTitle('fantacy')).toBe('Fantasy');
    expect(termTitle('brother-relationship')).toBe('Brother Relationship');
    expect(termTitle('action')).toBe('Action');
    expect(slugify('Cast Q&A: Neon Horizon')).toBe('cast-q-a-neon-horizon');
    expect(slugify('Étoile du Nord')).toBe('etoile-du-nord');
  });
});

describe('search text', () => {
  it('keeps only letters and digits, as prefix terms', () => {
    expect(prefixTsquery('  Star   wa ')).toBe('star:* & wa:*');
    expect(prefixTsquery("'); drop table titles; --")).toBe('drop:* & table:* & titles:*');
    expect(prefixTsquery('!!! :* & | ()')).toBe('');
    expect(prefixTsquery('Amélie 2')).toBe('amélie:* & 2:*');
  });

  it('bounds what reaches the database', () => {
    expect(searchTokens('a '.repeat(100))).toHaveLength(8);
    expect(searchTokens('x'.repeat(1000))[0]).toHaveLength(40);
    // Marks stay with their letters: one word each, not pieces.
    expect(searchTokens('İstanbul')).toHaveLength(1);
    expect(searchTokens('नमस्ते दुनिया')).toHaveLength(2);
  });

  it('spells a search once, keeping the hyphens and apostrophes inside words', () => {
    expect(canonicalSearchTerm('  Sun-Hee   CHO! ')).toBe('sun-hee cho');
    // A long word is cut between characters, never through one (a half "𠀀" made encodeURIComponent throw).
    const cut = canonicalSearchTerm(`${'a'.repeat(39)}\u{20000}\u{20000}`);
    expect(cut).toBe(`${'a'.repeat(39)}\u{20000}`);
    expect(() => encodeURIComponent(cut)).not.toThrow();
    expect(() => encodeURIComponent(prefixTsquery(`${'a'.repeat(39)}\u{20000}`))).not.toThrow();
    expect(canonicalSearchTerm('O’Brien -- Star--')).toBe("o'brien star");
    expect(canonicalSearchTerm("'); drop table%_ --")).toBe('drop table');
    // One spelling: the canonical form is its own canonical form (the page refuses any other).
    // Lowering can make a letter and its mark composable again ("J" + caron lowers to "ǰ" in two parts).
    for (const text of ['Sun-Hee Cho', `${'x'.repeat(39)}-y`, "a'-b", 'İstanbul', 'J\u030C', 'T\u0308', 'W\u030Aord'])
      expect(canonicalSearchTerm(canonicalSearchTerm(text))).toBe(canonicalSearchTerm(text));
    expect(prefixTsquery('sun-hee')).toBe('sun:* & hee:*');
  });
});

describe('demo randomness', () => {
  it('is the same sequence for the same seed', () => {
    const a = prng(42);
    const b = prng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(prng(1).next()).not.toBe(prng(2).next());
  });
});
