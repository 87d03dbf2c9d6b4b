import Link from 'next/link';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main id="main" className="error-page">
      <p className="error-code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link href="/" className="button primary">Back to home</Link>{' '}
        <Link href="/search" className="button">Search the catalogue</Link>
      </p>
    </main>
  );
}
