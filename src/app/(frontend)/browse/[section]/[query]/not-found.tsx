import Link from 'next/link';

export const metadata = { title: 'Page not found', robots: { index: false } };

// A listing page past its end or with an unknown filter: say so and link back to the listings.
export default function ListingNotFound() {
  return (
    <div className="error-page error-page-one" data-not-found="listing">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>This page of the listing does not exist</h1>
      <p>
        That page number is past the last page, or the genre, tag or category in the address does not exist. Start again from a listing:
      </p>
      <p className="error-actions">
        <Link href="/movies" className="button primary">
          Movies
        </Link>
        <Link href="/tv-shows" className="button">
          TV Shows
        </Link>
        <Link href="/videos" className="button">
          Videos
        </Link>
        <Link href="/cast" className="button">
          Cast
        </Link>
      </p>
    </div>
  );
}
