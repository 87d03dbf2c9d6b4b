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
setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'StreamIt <mail@streamit.test>' });
const { requestPasswordReset, createAccount } = await import('@/domains/identity/issuer/accounts');
const { devMailboxEnabled, listMailbox } = await import('@/server/mail');

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
});
