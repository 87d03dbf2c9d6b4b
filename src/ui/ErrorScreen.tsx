import Link from 'next/link';

/** The full-page error screen shared by the 404 page and the two error page designs. */
export function ErrorScreen({
  code,
  title,
  message,
  variant = 'one',
}: {
  code: string;
  title: string;
  message: string;
  variant?: 'one' | 'two';
}) {
  return (
    <div className={`error-page error-page-${variant}`}>
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="error-actions">
        <Link href="/" className="button primary">
          Back to home
        </Link>
        <Link href="/search" className="button">
          Search the catalogue
        </Link>
      </p>
    </div>
  );
}
