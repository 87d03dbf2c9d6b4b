import { createHash } from 'node:crypto';

// Persisted documents: the API's common operations, known by their SHA-256. A client sends only the hash (Apollo's
// `extensions.persistedQuery.sha256Hash`) and its variables, so a query fits in a GET's address and is cacheable;
// any other document may still be sent whole.

export const PERSISTED_DOCUMENTS = {
  title: `query Title($slug: String!) { title(slug: $slug) { id slug kind name synopsis url posterUrl backdropUrl releaseDate upcoming contentRating score credits { role part person { slug name url } } } }`,
  titles: `query Titles($kind: TitleKind, $first: Int, $offset: Int) { titles(kind: $kind, first: $first, offset: $offset) { total items { id slug kind name url posterUrl releaseDate } } }`,
  search: `query Search($text: String!) { search(text: $text) { titles { id slug name url } people { slug name url } } }`,
  watchlist: `query Watchlist { me { watchlist { id slug name url posterUrl } } }`,
  setWatchlisted: `mutation SetWatchlisted($titleId: Int!, $listed: Boolean!) { setWatchlisted(titleId: $titleId, listed: $listed) { id slug } }`,
} as const;

export const documentId = (document: string) => createHash('sha256').update(document).digest('hex');

const byId = new Map(Object.values(PERSISTED_DOCUMENTS).map((document) => [documentId(document), document]));

/** The persisted document with this id, or null. */
export const persistedDocument = (id: string): string | null => byId.get(id) ?? null;
