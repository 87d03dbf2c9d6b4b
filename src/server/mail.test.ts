import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../tests/helpers/db';
import { setEnv } from '../../tests/helpers/env';

// With SMTP_URL set, the site's mail goes to that server (here a real SMTP server started by the test) and not to
// the dev mailbox.

const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'StreamIt <mail@streamit.test>', CONTACT_TO: 'desk@streamit.test' });
const { requestPasswordReset, createAccount } = await import('@/domains/identity/issuer/accounts');
const { devMailboxEnabled, listMailbox } = await import('@/server/mail');
const newsletter = await import('@/domains/pages/actions');
const { subscriberStatus } = await import('@/domains/pages/newsletter');
const { contactMessages } = await import('@/domains/pages/schema');
const { POST: oneClick } = await import('@/app/api/newsletter/unsubscribe/route');

/** A mail's text as written (nodemailer sends long lines quoted-printable). */
const decoded = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
// Each run its own clients: the rate limits live in this process, across both engines' runs.
const RUN = () => Math.random().toString(36).slice(2);
const visitor = (ip: string) => ({ clientIp: ip, viewer: { kind: 'visitor' as const, role: 'member' as const } });

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe.each(testEngines())('mail through SMTP on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db?.dispose());

  it('mails a reset code to the account by SMTP, with no dev mailbox', async () => {
    received.length = 0;
    await createAccount({ email: 'mailed@example.com', password: 'a long enough pass', emailVerified: true });
    await requestPasswordReset('mailed@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['mailed@example.com']);
    expect(received[0]!.data).toMatch(/^Subject: \d{6} is your StreamIt password reset code/m);
    expect(received[0]!.data).toMatch(/^From: StreamIt <mail@streamit\.test>/m);
    expect(devMailboxEnabled()).toBe(false);
    expect(await listMailbox()).toEqual([]);
  });

  it('runs the newsletter double opt-in by mail: confirm by link, one-click unsubscribe, subscribing twice harmless', async () => {
    received.length = 0;
    const run = RUN();
    const visitor = (ip: string) => ({ clientIp: `${ip}-${run}`, viewer: { kind: 'visitor' as const, role: 'member' as const } });
    const answer = { ok: true, data: { message: 'Almost there: check your inbox and follow the link to confirm.' } };
    expect(await newsletter.subscribeNewsletter.as(visitor('nl-1'), { email: ' Reader@Example.com ' })).toEqual(answer);
    // Again at once, and by a bot that fills the hidden field: the same answer, no second mail.
    expect(await newsletter.subscribeNewsletter.as(visitor('nl-1'), { email: 'reader@example.com' })).toEqual(answer);
    expect(await newsletter.subscribeNewsletter.as(visitor('nl-2'), { email: 'bot@example.com', website: 'http://spam' })).toEqual(answer);
    expect(await subscriberStatus('bot@example.com')).toBeUndefined();
    expect(received.map((m) => m.to)).toEqual([['reader@example.com']]);
    expect(await subscriberStatus('reader@example.com')).toBe('pending');
    const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\?t=\S+/.exec(decoded(received[0]!.data))![0];
    const token = new URL(confirmUrl).searchParams.get('t')!;
    // A token for one purpose does nothing for another; a forged one does nothing at all.
    expect(await newsletter.unsubscribeNewsletter.as(visitor('nl-1'), { token })).toMatchObject({ ok: false, status: 404 });
    expect(await newsletter.confirmNewsletter.as(visitor('nl-1'), { token: token.replace(/.$/, 'x') })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await newsletter.confirmNewsletter.as(visitor('nl-1'), { token })).toMatchObject({
      ok: true,
      data: { email: 'reader@example.com' },
    });
    expect(await subscriberStatus('reader@example.com')).toBe('confirmed');
    // The welcome mail carries RFC 8058's one-click headers.
    const welcome = decoded(received[1]!.data);
    expect(welcome).toMatch(/^Subject: Welcome to the StreamIt newsletter/m);
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const header = /^List-Unsubscribe: <(\S+)>/m.exec(welcome.replace(/\r?\n[ \t]+/g, ' '))![1]!;
    // Subscribing a confirmed address again mails nothing.
    await newsletter.subscribeNewsletter.as(visitor('nl-3'), { email: 'reader@example.com' });
    expect(received).toHaveLength(2);
    const res = await oneClick(
      new Request(header, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { origin: 'https://mail.example' } }),
    );
    expect(res.status).toBe(200);
    expect(await subscriberStatus('reader@example.com')).toBe('unsubscribed');
    // The old confirmation mail cannot bring back someone who left; a forged tail is no token.
    expect(await newsletter.confirmNewsletter.as(visitor('nl-1'), { token })).toMatchObject({ ok: false, status: 404 });
    expect(await newsletter.confirmNewsletter.as(visitor('nl-1'), { token: `${token}.x` })).toMatchObject({ ok: false, status: 404 });
    expect(await subscriberStatus('reader@example.com')).toBe('unsubscribed');
    expect((await oneClick(new Request(`${header}x`, { method: 'POST' }))).status).toBe(404);
    // Rate limited per client.
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) => newsletter.subscribeNewsletter.as(visitor('nl-4'), { email: `n${i}@example.com` })),
    );
    expect(tries.filter((t) => !t.ok && t.status === 429)).toHaveLength(1);
  });

  it('keeps a contact message and mails it to the desk; a bot filling the hidden field gets the same thanks and nothing is kept; a client sends 5 in 10 minutes', async () => {
    received.length = 0;
    const client = `contact-${RUN()}`;
    const message = {
      name: 'Ada Reader',
      email: 'ada@example.com',
      subject: 'Where is SI-ABCD?',
      message: 'My parcel has not arrived yet, can you look?',
    };
    const before = await db.db.$count(contactMessages);
    const sent = await newsletter.sendContactMessage.as(visitor(client), message);
    expect(sent).toEqual({ ok: true, data: { message: expect.stringContaining('Thank you, Ada Reader') } });
    expect(await db.db.$count(contactMessages)).toBe(before + 1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['desk@streamit.test']);
    expect(received[0]!.data).toMatch(/^Reply-To: ada@example\.com/m);
    expect(received[0]!.data).toMatch(/^Subject: Contact #\d+: Where is SI-ABCD\?/m);
    expect(decoded(received[0]!.data)).toContain('My parcel has not arrived yet');

    // The honeypot: the same answer, nothing kept, nothing mailed.
    const bot = await newsletter.sendContactMessage.as(visitor(`bot-${RUN()}`), { ...message, website: 'http://spam.example' });
    expect(bot).toEqual(sent);
    expect(await db.db.$count(contactMessages)).toBe(before + 1);
    expect(received).toHaveLength(1);

    // Errors in words, by field; a subject on two lines (a header injection) is refused.
    const bad = await newsletter.sendContactMessage.as(visitor(`bad-${RUN()}`), {
      name: ' ',
      email: 'nope',
      subject: 'Hi\r\nBcc: x@evil.example',
      message: 'short',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.fieldErrors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter an e-mail address like name@example.com.'],
      subject: ['Write a subject on one line.'],
      message: ['Write a little more: at least 10 characters.'],
    });

    for (let i = 0; i < 4; i++) expect((await newsletter.sendContactMessage.as(visitor(client), message)).ok).toBe(true);
    const limited = await newsletter.sendContactMessage.as(visitor(client), message);
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(await db.db.$count(contactMessages)).toBe(before + 5);
  });
});
