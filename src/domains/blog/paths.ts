import { POST_FORMATS, type PostFormat } from './schema';

// Client-safe: the blog's addresses, and what a path under /blogs asks for. Pages are in the path (/blogs/page/2),
// so every page of every listing is one cacheable URL.

export const BLOG_PAGE_SIZE = 9;
export const GRID_COLUMNS = { 'one-column': 1, 'two-column': 2, 'three-column': 3, 'four-column': 4 } as const;
export type GridName = keyof typeof GRID_COLUMNS;
export type BlogLayout =
  { kind: 'list' } | { kind: 'grid'; columns: 1 | 2 | 3 | 4; name: GridName } | { kind: 'sidebar'; side: 'left' | 'right' };
export type ArchiveKind = 'category' | 'tag' | 'author';
export type SingleFormat = Exclude<PostFormat, 'standard'>;

export type BlogRoute =
  | { kind: 'listing'; layout: BlogLayout; base: string; page: number }
  | { kind: 'archive'; archive: ArchiveKind; slug: string; base: string; page: number }
  | { kind: 'template' }
  /** /blogs/detail (the newest standard post) and /blogs/single/<format> (the newest of that format). */
  | { kind: 'showcase'; format: PostFormat }
  | { kind: 'post'; slug: string };

export const postPath = (slug: string) => `/blogs/${slug}`;
export const archivePath = (archive: ArchiveKind, slug: string) => `/blogs/${archive}/${slug}`;
/** A listing's page: the first at its base address, the next under /page/N. */
export const pagePath = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A post's slug as the blog accepts it (its share card's address takes the same). */
export const isPostSlug = (slug: string) => SLUG.test(slug) && slug.length <= 160;
const PAGE = /^[1-9]\d{0,3}$/;

/** The page number at the end of `rest` (['page', '2']), 1 when there is none, null when it is malformed. */
function paged(rest: string[]): number | null {
  if (rest.length === 0) return 1;
  if (rest.length === 2 && rest[0] === 'page' && PAGE.test(rest[1]!) && rest[1] !== '1') return Number(rest[1]);
  return null;
}

/** What /blogs/<segments> shows; null for an address that is not the blog's (a 404). */
export function parseBlogPath(segments: string[]): BlogRoute | null {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'listing', layout: { kind: 'list' }, base: '/blogs', page: 1 };
  if (first === 'page') {
    const page = paged(segments);
    return page ? { kind: 'listing', layout: { kind: 'list' }, base: '/blogs', page } : null;
  }
  if (first === 'grid' && second && Object.hasOwn(GRID_COLUMNS, second)) {
    const page = paged(rest);
    const name = second as GridName;
    return page
      ? { kind: 'listing', layout: { kind: 'grid', columns: GRID_COLUMNS[name], name }, base: `/blogs/grid/${name}`, page }
      : null;
  }
  if (first === 'sidebar' && (second === 'left' || second === 'right')) {
    const page = paged(rest);
    return page ? { kind: 'listing', layout: { kind: 'sidebar', side: second }, base: `/blogs/sidebar/${second}`, page } : null;
  }
  if ((first === 'category' || first === 'tag' || first === 'author') && second && SLUG.test(second) && second.length <= 120) {
    const page = paged(rest);
    return page ? { kind: 'archive', archive: first, slug: second, base: archivePath(first, second), page } : null;
  }
  if (segments.length !== 1) {
    if (first === 'single' && segments.length === 2 && (POST_FORMATS as readonly string[]).includes(second!) && second !== 'standard')
      return { kind: 'showcase', format: second as PostFormat };
    return null;
  }
  if (first === 'template') return { kind: 'template' };
  if (first === 'detail') return { kind: 'showcase', format: 'standard' };
  return isPostSlug(first) ? { kind: 'post', slug: first } : null;
}
