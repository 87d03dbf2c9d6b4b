'use client';

import { useId } from 'react';
import { useActionForm } from '@/ui/forms';
import { subscribeNewsletter } from '../actions';

/** The newsletter box: an address in, a confirmation mail out (double opt-in). Posts to the server before the app loads. */
export function NewsletterForm({ source = 'shop-footer' }: { source?: 'shop-footer' | 'coming-soon' | 'site-footer' }) {
  const id = useId();
  const form = useActionForm(subscribeNewsletter, () => undefined);
  const message = form.result
    ? form.result.ok
      ? { text: form.result.data.message, ok: true }
      : { text: form.errors.email ?? form.errors._ ?? form.result.error, ok: false }
    : undefined;
  return (
    <form className="newsletter-form" noValidate action={form.action} onSubmit={form.onSubmit}>
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
          defaultValue={form.errors['$value.email']}
          aria-invalid={message && !message.ok ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        <button type="submit" className="button primary" disabled={form.busy}>
          Subscribe
        </button>
      </div>
      <input type="hidden" name="source" value={source} />
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <input className="honeypot" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      <p id={`${id}-message`} className={message?.ok ? 'newsletter-message' : 'newsletter-message field-error'} role="status">
        {message?.text}
      </p>
    </form>
  );
}
