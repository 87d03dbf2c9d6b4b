'use client';

import { useRef, useState } from 'react';
import { Field, FormError, useActionForm } from '@/ui/forms';
import { sendContactMessage } from '../actions';

/** The contact form: errors by the field they concern; once sent, the thanks in place of the form. */
export function ContactForm({ name = '', email = '' }: { name?: string; email?: string }) {
  const [sent, setSent] = useState<string>();
  const thanks = useRef<HTMLParagraphElement>(null);
  const { errors, busy, action, onSubmit } = useActionForm(
    sendContactMessage,
    (data) => {
      setSent(data.message);
      requestAnimationFrame(() => thanks.current?.focus());
    },
    { notice: (data) => data.message },
  );
  if (sent)
    return (
      <div className="contact-sent">
        <p ref={thanks} tabIndex={-1} role="status">
          {sent}
        </p>
        <button type="button" className="button" onClick={() => setSent(undefined)}>
          Send another message
        </button>
      </div>
    );
  return (
    <form className="form-grid contact-form" noValidate action={action} onSubmit={onSubmit} aria-label="Contact us">
      <div className="field-row">
        <Field name="name" label="Your name" autoComplete="name" defaultValue={name} errors={errors} maxLength={100} />
        <Field name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" defaultValue={email} errors={errors} />
      </div>
      <Field name="subject" label="Subject" errors={errors} maxLength={150} placeholder="What is it about?" />
      <Field name="message" label="Message" multiline errors={errors} hint="Order numbers (SI-…) help us answer faster." />
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <input className="honeypot" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      <FormError errors={errors} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
