// Search latency at 100,000 generated titles, on PGlite and (when a server answers) PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { searchCatalogue } from '@/domains/catalogue/search';
import { canonicalSearchTerm, prefixTsquery } from '@/domains/catalogue/search-text';
import { percentile } from './stats';

const TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);

// Pseudo-words made of three syllables: 8,000 distinct, so each names about a dozen titles (selective terms).
async function generate(handle: Handle) {
  await handle.db.execute(sql`
    insert into titles (kind, slug, name, synopsis, runtime_minutes, release_date, score)
    select (array['movie','tv-show','video'])[1 + i % 3]::title_kind,
      'bench-' || i,
      (array['Crimson','Silent','Broken','Golden','Hidden','Last','Frozen','Burning','Electric','Midnight'])[1 + i % 10] || ' ' ||
      (array['Horizon','Kingdom','Echo','River','Empire','Signal','Harbor','Orbit','Frontier','Garden','Shadow','Voyage'])[1 + (i / 10) % 12] || ' ' ||
      initcap((array['ka','lo','mi','ne','ro','su','ta','vi','ze','du','fa','go','hu','ji','ku','pe','qu','sa','te','yo'])[1 + i % 20] ||
              (array['bar','cen','dor','fel','gan','hol','jin','kor','lum','mar','nok','por','rin','sol','tor','val','wen','xan','yor','zed'])[1 + (i / 20) % 20] ||
              (array['ax','eb','ic','od','ul','ym','ar','er','ir','or','ur','an','en','in','on','un','as','es','is','os'])[1 + (i / 400) % 20]),
      (array['When a long-buried secret resurfaces,','After a storm cuts the town off from the world,','On the eve of a royal wedding,','In a city that never sleeps,'])[1 + i % 4] || ' ' ||
      (array['a retired detective','two estranged brothers','a young pilot','a reluctant heir','an exiled queen','a street musician'])[1 + i % 6] || ' ' ||
      (array['must confront the past before it destroys everything.','race against time to uncover the truth.','find an unlikely family in the last place they expected.'])[1 + i % 3],
      60 + i % 100, date '2000-01-01' + (i % 9000), ((i % 50) + 50) / 10.0
    from generate_series(1, ${TITLES}) as i`);
  // What autovacuum does on a server after a bulk load (PGlite has none): merges the GIN pending lists, updates statistics.
  await handle.db.execute(sql`vacuum analyze titles`);
}

/**
 * The baseline: titles ranked the way search did before its tiers (every match scored with ts_rank and sorted,
 * then the top page), titles only, so it understates what the whole search cost then.
 */
async function rankEveryMatch(handle: Handle, text: string) {
  const phrase = canonicalSearchTerm(text);
  const prefix = prefixTsquery(text);
  if (!prefix) return [];
  const tq = sql`to_tsquery('english', ${prefix})`;
  // Both drivers answer with { rows }.
  const { rows } = (await handle.db.execute(sql`
    select id, name from titles where search_vector @@ ${tq} and restricted = false
    order by starts_with(lower(name), ${phrase}) desc, name_vector @@ ${tq} desc, kind = 'video' asc,
      ts_rank(search_vector, ${tq}) desc, name asc, id asc
    limit 24`)) as unknown as { rows: unknown[] };
  return rows;
}

async function timed(terms: string[], search: (term: string) => Promise<number>) {
  for (const t of terms) await search(t); // warm
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    hits += await search(terms[i % terms.length]!);
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), avgHits: hits / RUNS };
}

async function measure(handle: Handle, label: string, terms: string[]) {
  const ours = await timed(terms, async (t) => (await searchCatalogue(t)).titles.length);
  const baseline = await timed(terms, async (t) => (await rankEveryMatch(handle, t)).length);
  return { label, ...ours, baseline };
}

async function benchEngine(name: string, handle: Handle) {
  installDatabase(handle);
  const t0 = performance.now();
  await generate(handle);
  const loadMs = performance.now() - t0;
  const selective = await measure(handle, 'selective (e.g. "Kabarax")', ['Kabarax', 'Lodorar', 'Sutoror', 'Nefelin', 'Vitoros horizon']);
  const prefix = await measure(handle, 'prefix, typing (e.g. "Kabar")', ['Kabar', 'Lodo', 'Sutor', 'Nefe', 'Vitoro']);
  const typo = await measure(handle, 'typo (e.g. "Kabarex")', ['Kabarex', 'Lodorer', 'Sutorar', 'Nefelon', 'Vitorus']);
  const broad = await measure(handle, 'broad (e.g. "horizon")', ['horizon', 'secret', 'brothers', 'crimson kingdom']);
  const stopWords = await measure(handle, 'stop words only ("the")', ['the', 'a', 'of the']);
  installDatabase(undefined);
  return { name, loadMs, rows: [selective, prefix, typo, broad, stopWords] };
}

export async function runSearchBench(pgUrl: string | undefined) {
  const results = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-'));
  try {
    const handle = await openDatabase({ dir });
    results.push(await benchEngine('PGlite', handle));
    await handle.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (pgUrl) {
    const name = `streamit_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      results.push(await benchEngine('PostgreSQL', handle));
      await handle.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return results;
}
