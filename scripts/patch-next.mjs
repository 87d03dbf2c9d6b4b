// postinstall: Next's IncrementalCache.set measures every entry it stores as JSON (`JSON.stringify(data).length`)
// for a 2 MB limit that applies only to fetch-cache entries. A page entry holds its RSC payload as a Buffer, so each
// page stored was first turned into a JSON array of numbers (~12% of an uncached page's CPU here). The measure is
// taken only for fetch-cache entries after this patch; nothing else changes (docs/decisions/0023-next-cache-size-check.md).
// Idempotent; says so, and changes nothing, when a Next release no longer has the code.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(process.cwd(), 'node_modules', 'next', 'dist');
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

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

if (fs.existsSync(root)) {
  let patched = 0;
  let already = 0;
  for (const file of files(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('items over 2MB can not be cached')) continue;
    let next = text;
    for (const { find, replace } of rules) next = next.replace(find, replace);
    if (next !== text) {
      fs.writeFileSync(file, next);
      patched++;
    } else if (text.includes('.fetchCache?JSON.stringify(') || text.includes('ctx.fetchCache ? JSON.stringify(data)')) already++;
    else console.warn(`patch-next: ${path.relative(process.cwd(), file)} measures cache entries in a way this patch does not know`);
  }
  console.log(`patch-next: ${patched} of Next's files patched, ${already} already were`);
}
