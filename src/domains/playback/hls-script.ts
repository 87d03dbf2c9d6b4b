import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rememberCompressed } from '@/server/compress';

// hls.js's light build as a plain script at an address named by its bytes: a watch page's head starts fetching it with
// the HTML (not after hydration, as a bundled chunk would be), a title page can warm it, and it is cached for good.
// Compressed once, off the event loop, at the highest settings (brotli: 101 kB for 389; on the fly it would be 113),
// and handed to the server's compression, which answers with those bytes. Marked for eager compilation, as the app's
// chunks are (server/next-internals/compile-hints.mjs): the early start calls most of it at once.

export type HlsScript = { path: string; etag: string; body: Buffer };

/** V8's explicit compile hint (Chrome 136+): the file's functions compiled off the main thread as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
let script: HlsScript | null = null;

export function hlsScript(): HlsScript {
  if (!script) {
    const file = path.join(process.cwd(), 'node_modules', 'hls.js', 'dist', 'hls.light.min.js');
    // Without its source-map comment: the map is not served.
    const body = Buffer.from(COMPILE_HINT + fs.readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
    const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
    script = { path: `/player/hls.${hash}.js`, etag: `"${hash}"`, body };
    void compressAhead(script);
  }
  return script;
}

async function compressAhead({ etag, body }: HlsScript) {
  rememberCompressed(etag, body, 'br', await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  rememberCompressed(etag, body, 'gzip', await gzip(body, { level: 9 }));
}
