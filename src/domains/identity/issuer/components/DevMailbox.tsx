import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { devMailboxEnabled, listMailbox } from '@/server/mail';

/** /dev/mailbox: the mail a fresh install would have sent (no SMTP server configured), newest first. */
export async function DevMailbox() {
  const { headers } = await import('next/headers');
  if (!devMailboxEnabled((await headers()).get(CLIENT_IP_HEADER) ?? '')) notFound();
  const messages = await listMailbox();
  return (
    <main className="container section dev-mailbox">
      <h1>Dev mailbox</h1>
      <p className="lead">
        No mail server is configured (<code>SMTP_URL</code>), so the mail StreamIt sends lands here and in the server log. This page answers
        only on this machine, for a site on localhost. Set <code>SMTP_URL</code> to send mail for real.
      </p>
      {messages.length === 0 ? (
        <p className="empty">No mail yet. Create an account or reset a password, then reload this page.</p>
      ) : (
        <ol className="mail-list" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id}>
              <article aria-label={m.subject}>
                <h2>{m.subject}</h2>
                <p className="meta">
                  To {m.to} ·{' '}
                  <time dateTime={m.createdAt.toISOString()}>{m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
                </p>
                <pre>{m.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link href="/">Back to StreamIt</Link>
      </p>
    </main>
  );
}
