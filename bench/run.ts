// npm run bench: prints search latency, page throughput and first-load JS, each beside its target.
import { execSync } from 'node:child_process';
import { runHttpBench } from './http';
import { runSearchBench } from './search';
import { fmt } from './stats';

function postgresUrl(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  try {
    execSync('pg_isready -q -h 127.0.0.1 -p 5432', { stdio: 'ignore' });
    return 'postgres://postgres@127.0.0.1:5432/test';
  } catch {
    return undefined;
  }
}

const only = process.argv[2];

if (!only || only === 'search') {
  console.log(`\nSearch latency, ${process.env.BENCH_TITLES ?? '100000'} generated titles (target: p95 <= 20 ms for selective terms)`);
  console.log('engine      | terms                          |  p50 ms |  p95 ms | avg hits | target');
  for (const engine of await runSearchBench(postgresUrl())) {
    for (const row of engine.rows) {
      const target = row.label.startsWith('selective') ? (row.p95 <= 20 ? 'met' : 'NOT met') : '(none)';
      console.log(
        `${engine.name.padEnd(11)} | ${row.label.padEnd(30)} | ${fmt(row.p50).padStart(7)} | ${fmt(row.p95).padStart(7)} | ${fmt(row.avgHits, 0).padStart(8)} | ${target}`,
      );
    }
    console.log(`${engine.name.padEnd(11)} | (loading took ${fmt(engine.loadMs / 1000)} s)`);
  }
}

if (!only || only === 'http') {
  const { rows, js } = await runHttpBench();
  console.log('\nPage throughput, production build, autocannon (target for cached pages: >= 1000 req/s, p99 <= 50 ms)');
  console.log('page                                  |   req/s | p50 ms | p99 ms | non-2xx | vs baseline');
  const base = rows[0]!.reqPerSec;
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(37)} | ${fmt(r.reqPerSec, 0).padStart(7)} | ${fmt(r.p50, 0).padStart(6)} | ${fmt(r.p99, 0).padStart(6)} | ${String(r.non2xx).padStart(7)} | ${fmt(r.reqPerSec / base, 2)}x`,
    );
  }
  console.log(
    `\nFirst-load JavaScript of /: ${js.files} files, ${fmt(js.rawKb)} kB raw, ${fmt(js.gzipKb)} kB gzip (target <= 120 kB gzip: ${js.gzipKb <= 120 ? 'met' : 'NOT met'})`,
  );
}
