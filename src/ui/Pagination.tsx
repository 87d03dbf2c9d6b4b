import Link from 'next/link';

/** Numbered pages; `hrefFor` keeps the current filters in the link. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - pages[i - 1]! > 1 && (
              <span className="gap" aria-hidden="true">
                …
              </span>
            )}
            {p === page ? <span aria-current="page">{p}</span> : <Link href={hrefFor(p)}>{p}</Link>}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
