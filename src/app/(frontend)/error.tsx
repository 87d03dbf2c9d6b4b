'use client';

import Link from 'next/link';
import { useEffect } from 'react';

// Shown when a page fails to render: say what happened and what the visitor can do.
export default function FrontendError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="error-page" role="alert">
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Try again; if it keeps failing, come back in a few minutes.</p>
      {error.digest && <p className="meta">Reference: {error.digest}</p>}
      <p className="error-actions">
        <button type="button" className="button primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="button">
          Back to home
        </Link>
      </p>
    </div>
  );
}
