import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchFunctionSql } from './search';

// The search function lives in a migration; the statement it runs is written in search.ts. The newest migration that
// (re)creates it must hold what search.ts renders now.
describe('the search function', () => {
  it('is, in the newest migration that makes it, what search.ts renders', () => {
    const folder = path.join(process.cwd(), 'src/db/migrations');
    const newest = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => fs.readFileSync(path.join(folder, f), 'utf8'))
      .filter((text) => text.includes('function search_catalogue('))
      .at(-1);
    expect(newest, 'a migration creates search_catalogue').toBeDefined();
    const created = newest!.slice(newest!.indexOf('create or replace function search_catalogue('));
    expect(created.trim(), 'search.ts changed the statement: add a migration with its new rendering (searchFunctionSql)').toBe(
      searchFunctionSql().trim(),
    );
  });
});
