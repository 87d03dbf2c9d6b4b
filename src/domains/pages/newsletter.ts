import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { installationSecret } from '@/db/secrets';
import { sendMail } from '@/server/mail';
import { publicOrigin } from '@/server/site-url';
import { newsletterSubscribers } from './schema';

// The newsletter, double opt-in. Giving an address mails a confirmation link and nothing else; following it (and
// pressing Confirm: mail scanners open links, they do not press buttons) adds the address; every mail after that
// carries a one-click unsubscribe link (RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers). Links are
// signed, so nobody can confirm or remove an address they cannot read the mail of. Whatever the address's state,
// the person giving it hears the same answer: the form tells nobody who is on the list.

type Purpose = 'confirm' | 'unsubscribe';

let key: Promise<string> | undefined;
const secret = () =>
  (key ??= installationSecret('newsletter.link-key', () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
    key = undefined;
    throw error;
  }));
const mac = async (purpose: Purpose, email: string) =>
  createHmac('sha256', await secret())
    .update(`${purpose}:${email}`)
    .digest('base64url');

/** A link's token: the address and its signature for one purpose. */
export async function newsletterToken(purpose: Purpose, email: string): Promise<string> {
  return `${Buffer.from(email).toString('base64url')}.${await mac(purpose, email)}`;
}

/** The address a token was made for, when it was made here for this purpose. */
export async function readToken(purpose: Purpose, token: string): Promise<string | undefined> {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [encoded, given] = parts as [string, string];
  if (!encoded || !given) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(await mac(purpose, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : undefined;
}

const link = async (path: string, purpose: Purpose, email: string) => `${publicOrigin()}${path}?t=${await newsletterToken(purpose, email)}`;

/** What a subscriber's every mail carries: a one-click way out, in the headers and in the text. */
async function unsubscribeHeaders(email: string) {
  const oneClick = await link('/api/newsletter/unsubscribe', 'unsubscribe', email);
  return {
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    footer: `Not for you any more? Unsubscribe in one click: ${await link('/newsletter/unsubscribe', 'unsubscribe', email)}`,
  };
}

/** Someone gave an address: mail it a confirmation link unless it is on the list already (or was mailed a minute ago). */
export async function subscribe(email: string, source: string): Promise<void> {
  const address = email.trim().toLowerCase();
  // One statement: a new address, or one that left or never confirmed, is (again) pending and due a mail.
  const due = await getDb()
    .insert(newsletterSubscribers)
    .values({ email: address, status: 'pending', source, askedAt: sql`now()` })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', source, askedAt: sql`now()` },
      setWhere: sql`${newsletterSubscribers.status} <> 'confirmed' and (${newsletterSubscribers.askedAt} is null or ${newsletterSubscribers.askedAt} < now() - interval '1 minute')`,
    })
    .returning({ email: newsletterSubscribers.email });
  if (!due.length) return;
  await sendMail({
    to: address,
    subject: 'Confirm your StreamIt newsletter subscription',
    text: [
      'Someone (we hope you) asked for the StreamIt newsletter at this address: new films and series, behind-the-scenes',
      'notes and the odd shop drop, about twice a month.',
      '',
      `Confirm it here: ${await link('/newsletter/confirm', 'confirm', address)}`,
      '',
      'If it was not you, ignore this mail: you will not hear from us again.',
    ].join('\n'),
  });
}

/**
 * The confirmation link's button: a pending address joins the list and is welcomed; one already on it is left as it
 * is. Undefined for a link that is not ours, or for an address that left since (an old confirmation mail cannot
 * bring back someone who unsubscribed; subscribing again sends a new one).
 */
export async function confirm(token: string): Promise<{ email: string } | undefined> {
  const email = await readToken('confirm', token);
  if (!email) return undefined;
  const [row] = await getDb()
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, unsubscribedAt: null })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'pending')))
    .returning({ status: newsletterSubscribers.status });
  if (!row) return (await subscriberStatus(email)) === 'confirmed' ? { email } : undefined;
  const out = await unsubscribeHeaders(email);
  await sendMail({
    to: email,
    subject: 'Welcome to the StreamIt newsletter',
    text: ['You are on the list. The next issue comes with the next premiere.', '', out.footer].join('\n'),
    headers: out.headers,
  }).catch((error: unknown) => console.error(`newsletter welcome mail failed: ${(error as Error).message}`));
  return { email };
}

/** The unsubscribe link (one click from a mail client, or the page's button). Twice is the same as once. */
export async function unsubscribe(token: string): Promise<{ email: string } | undefined> {
  const email = await readToken('unsubscribe', token);
  if (!email) return undefined;
  await getDb()
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(eq(newsletterSubscribers.email, email));
  return { email };
}

export async function subscriberStatus(email: string) {
  const [row] = await getDb()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.status;
}
