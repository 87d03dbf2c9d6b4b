// Next's own page cache (memory, bounded by cacheMaxMemorySize), with two exceptions:
// - 404s are never stored: one entry per made-up URL would let random requests evict real pages and grow the
//   process without limit;
// - search result pages (one per search term, an unbounded space) live in a small LRU of their own, so a flood
//   of unique searches cannot push catalogue pages out.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const { areTagsExpired, tagsManifest } = TagsManifestModule;

// An expiry heard from another process (src/server/expiry.ts): what revalidateTag(tag, { expire: 0 }) does to the
// tag manifest every cached page and cached read is checked against, without a request to hang it on.
globalThis[Symbol.for('streamit.expire-in-next')] = (tags) => {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
};

const SEARCH_ENTRIES = 500;
const searches = new Map();
const isSearch = (key) => /(^|\/)search\/[^/]+$/.test(key);

export default class PageCacheHandler extends FileSystemCache {
  // An expired tag may change any page: the finished answers kept in front of Next (response-cache.ts) go too.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    globalThis[Symbol.for('streamit.response-cache')]?.clear();
  }

  async get(key, ctx) {
    if (!isSearch(key)) return super.get(key, ctx);
    const entry = searches.get(key);
    if (!entry) return null;
    const tags = entry.value?.headers?.['x-next-cache-tags'];
    if (typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified)) {
      searches.delete(key);
      return null;
    }
    // Most recently used last.
    searches.delete(key);
    searches.set(key, entry);
    return entry;
  }

  async set(key, data, ctx) {
    if (data && (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE') && data.status === 404) return;
    if (!isSearch(key)) return super.set(key, data, ctx);
    searches.delete(key);
    searches.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl });
    while (searches.size > SEARCH_ENTRIES) searches.delete(searches.keys().next().value);
  }
}
