'use client';

// Last resort when the root layout itself fails: no shared chrome or styles can be assumed.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', background: '#0b0b12', color: '#f2f2f7', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <h1>StreamIt is having trouble</h1>
        <p>Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ padding: '.6rem 1.2rem', fontSize: '1rem' }}>
          Try again
        </button>
      </body>
    </html>
  );
}
