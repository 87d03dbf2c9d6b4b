'use client';

import { useId, useState } from 'react';
import { subscribeNewsletter } from '../actions';

/** The newsletter box: an address in, a confirmation mail out (double opt-in). */
export function NewsletterForm({ source = 'shop-footer' }: { source?: 'shop-footer' | 'coming-soon' | 'site-footer' }) {
  const id = useId();
  const [message, setMessage] = useState<{ text: string; ok: boolean }>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        setBusy(true);
        const result = await subscribeNewsletter({
          email: String(data.get('email') ?? ''),
          website: String(data.get('website') ?? ''),
          source,
        }).catch(() => undefined);
        setBusy(false);
        if (!result) return setMessage({ text: 'We could not reach StreamIt. Try again in a moment.', ok: false });
        setMessage(
          result.ok ? { text: result.data.message, ok: true } : { text: result.fieldErrors?.email?.[0] ?? result.error, ok: false },
        );
      }}
    >
      <label htmlFor={`${id}-email`}>Get premieres and shop drops by e-mail</label>
      <div className="newsletter-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Your e-mail"
          maxLength={254}
          aria-invalid={message && !message.ok ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        <button type="submit" className="button primary" disabled={busy}>
          Subscribe
        </button>
      </div>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <input className="honeypot" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      <p id={`${id}-message`} className={message?.ok ? 'newsletter-message' : 'newsletter-message field-error'} role="status">
        {message?.text}
      </p>
    </form>
  );
}
