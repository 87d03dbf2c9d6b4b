import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from './search';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

// The shop's part of the site's search: a product comes up by its own name or by the title it belongs to, never by
// a word of its blurb ("star" is not "start").
describe.each(testEngines({ seeded: true }))('product search on $name', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(async () => db?.dispose());

  it('finds products by their names and their titles’, not by their blurbs', async () => {
    const star = await searchProducts('star');
    expect(star.length).toBeGreaterThan(0);
    for (const p of star) expect(p.name).toMatch(/\bstar/i);
    // "start" is in the blurb of The Brennan Brothers' box set only: that does not bring it up.
    expect((await searchProducts('start')).map((p) => p.name)).not.toContain('The Brennan Brothers: The Complete Series');
    expect((await searchProducts('brennan')).map((p) => p.name)).toContain('The Brennan Brothers: The Complete Series');
    // Accents or none: the name's own words are indexed folded.
    for (const typed of ['reykjavik', 'Reykjavík'])
      expect(
        (await searchProducts(typed)).map((p) => p.name),
        typed,
      ).toContain('The Reykjavík Files Box Set');
    // A product named without its title comes up by the title's name.
    expect((await searchProducts('firebird')).map((p) => p.name)).toContain('Rusk the Fox Plush');
  });
});
