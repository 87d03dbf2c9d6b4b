import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

// An error answer is never for keeping: Next sends its cached routes' 404s with the page's `s-maxage`, and a CDN in
// front would then keep answering 404 for a post whose publishing date has come, or a title just added.

/** Makes every answer with a status of 400 or more `Cache-Control: no-store`, however the handler set it. */
export function noStoreForErrors(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = function patchedWriteHead(this: ServerResponse, code: number, ...rest: unknown[]) {
    if (code >= 400) {
      for (const arg of rest)
        if (arg && typeof arg === 'object' && !Array.isArray(arg))
          for (const key of Object.keys(arg as OutgoingHttpHeaders))
            if (key.toLowerCase() === 'cache-control') delete (arg as OutgoingHttpHeaders)[key];
      res.setHeader('cache-control', 'no-store');
    }
    return writeHead(code, ...rest);
  } as typeof res.writeHead;
}
