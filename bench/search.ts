// Search latency at 100,000 generated titles, on PGlite and (when a server answers) PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { searchCatalogue } from '@/domains/catalogue/search';
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

async function measure(label: string, terms: string[]) {
  for (const t of terms) await searchCatalogue(t); // warm
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < RUNS; i++) {
    const term = terms[i % terms.length]!;
    const t0 = performance.now();
    const r = await searchCatalogue(term);
    times.push(performance.now() - t0);
    hits += r.titles.length;
  }
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), avgHits: hits / RUNS };
}

async function benchEngine(name: string, handle: Handle) {
  installDatabase(handle);
  const t0 = performance.now();
  await generate(handle);
  const loadMs = performance.now() - t0;
  const selective = await measure('selective (e.g. "Kabarax")', ['Kabarax', 'Lodorar', 'Sutoror', 'Nefelin', 'Vitoros horizon']);
  const prefix = await measure('prefix, typing (e.g. "Kabar")', ['Kabar', 'Lodo', 'Sutor', 'Nefe', 'Vitoro']);
  const typo = await measure('typo (e.g. "Kabarex")', ['Kabarex', 'Lodorer', 'Sutorar', 'Nefelon', 'Vitorus']);
  const broad = await measure('broad (e.g. "horizon")', ['horizon', 'secret', 'brothers', 'crimson kingdom']);
  const stopWords = await measure('stop words only ("the")', ['the', 'a', 'of the']);
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
