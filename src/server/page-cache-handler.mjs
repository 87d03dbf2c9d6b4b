// Next's own page cache (memory, bounded by cacheMaxMemorySize), except that 404s are never stored: one entry
// per made-up URL would let random requests evict real pages and grow the process without limit.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE') && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
