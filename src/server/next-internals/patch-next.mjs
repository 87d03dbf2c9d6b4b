// postinstall: Next's IncrementalCache.set measures every entry it stores as JSON (`JSON.stringify(data).length`)
// for a 2 MB limit that applies only to fetch-cache entries. A page entry holds its RSC payload as a Buffer, so each
// page stored was first turned into a JSON array of numbers (~12% of an uncached page's CPU here). The measure is
// taken only for fetch-cache entries after this patch; nothing else changes (docs/decisions/0023-next-cache-size-check.md).
// Idempotent; says so, and changes nothing, when a Next release no longer has the code. Written against Next 16.4.6.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rules = [
  // The compiled runtimes (minified): let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152
  {
    find: /let ([\w$]+)=JSON\.stringify\(([\w$]+)\)\.length;if\(([\w$]+)\.fetchCache&&\1>2097152/g,
    replace: 'let $1=$3.fetchCache?JSON.stringify($2).length:0;if($3.fetchCache&&$1>2097152',
  },
  // dist/server/lib/incremental-cache (and its esm twin)
  {
    find: /const itemSize = JSON\.stringify\(data\)\.length;(\s+if \(ctx\.fetchCache && itemSize > 2 \* 1024 \* 1024)/g,
    replace: 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;$1',
  },
];

/** The text every file holding the measure has (Next's error for a fetch entry over the limit). */
const MARKER = 'items over 2MB can not be cached';
const isPatched = (text) => text.includes('.fetchCache?JSON.stringify(') || text.includes('ctx.fetchCache ? JSON.stringify(data)');

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/**
 * Patches Next's files under `root` (or, with `write: false`, only counts): `patched` the files changed (or that
 * would be), `already` those patched before, `unknown` those with the measure in a form the rules do not know.
 */
export function patchNext(root = path.join(process.cwd(), 'node_modules', 'next', 'dist'), { write = true } = {}) {
  const result = { patched: 0, already: 0, unknown: [] };
  if (!fs.existsSync(root)) return result;
  for (const file of files(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(MARKER)) continue;
    let next = text;
    for (const { find, replace } of rules) next = next.replace(find, replace);
    if (next !== text) {
      if (write) fs.writeFileSync(file, next);
      result.patched++;
    } else if (isPatched(text)) result.already++;
    else result.unknown.push(path.relative(process.cwd(), file));
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { patched, already, unknown } = patchNext();
  for (const file of unknown) console.warn(`patch-next: ${file} measures cache entries in a way this patch does not know`);
  console.log(`patch-next: ${patched} of Next's files patched, ${already} already were`);
}
