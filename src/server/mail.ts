import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { config } from '@/config';
import { getDb } from '@/db/client';
import { publicOrigin } from './site-url';
import { mailboxMessages } from './mail-schema';
import { isLoopbackAddress } from './client-ip';

// Mail from the site. With SMTP_URL it is sent; without, it lands in the dev mailbox (/dev/mailbox) and the log,
// so a fresh install can sign people up with no mail server.

/** `headers`: extra headers for SMTP (List-Unsubscribe and the like); the dev mailbox keeps the text only. */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

let transport: nodemailer.Transporter | undefined;

/**
 * The dev mailbox shows sign-up and reset codes, so it is for a site on this machine only: no SMTP server, the
 * site's own address on localhost, and the request from this machine. Anywhere else the codes are in the log.
 */
export function devMailboxEnabled(clientIp?: string): boolean {
  if (config.SMTP_URL) return false;
  const host = new URL(publicOrigin()).hostname;
  if (host !== 'localhost' && !isLoopbackAddress(host)) return false;
  return clientIp === undefined || isLoopbackAddress(clientIp);
}

export async function sendMail(mail: Mail): Promise<void> {
  if (config.SMTP_URL) {
    transport ??= nodemailer.createTransport(config.SMTP_URL);
    await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    return;
  }
  if (devMailboxEnabled()) await getDb().insert(mailboxMessages).values({ to: mail.to, subject: mail.subject, text: mail.text });
  console.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text.replace(/^/gm, '  ')}`);
}

/** The dev mailbox, newest first (only while no SMTP server is configured). */
export async function listMailbox(limit = 50) {
  return getDb().select().from(mailboxMessages).orderBy(desc(mailboxMessages.createdAt)).limit(limit);
}
