import { config } from '@/config';
import { getDb } from '@/db/client';
import { sendMail } from '@/server/mail';
import { contactMessages } from './schema';

// The contact form's messages: kept in the studio's inbox (so nothing is lost when mail is down), then mailed to the
// operator with the sender as Reply-To.

export type ContactInput = { name: string; email: string; subject: string; message: string };

export async function receiveContactMessage(input: ContactInput, identityId: string | null): Promise<{ id: number }> {
  const [row] = await getDb()
    .insert(contactMessages)
    .values({ ...input, identityId })
    .returning({ id: contactMessages.id });
  const to = config.CONTACT_TO ?? config.SUPPORT_EMAIL;
  try {
    await sendMail({
      to,
      subject: `Contact #${row!.id}: ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}\n\nAnswer by replying to this mail.`,
      headers: { 'Reply-To': input.email },
    });
  } catch (error) {
    // Kept already: the studio reads it in the inbox even when the mail server is down.
    console.error(`contact #${row!.id}: the mail to ${to} failed`, error);
  }
  return row!;
}
