import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { identities } from './schema';
import { users } from './issuer/schema';

// The demo's operator: a fresh `npm start` has someone who can open the studio without a terminal. The password is
// in the README, so the first sign-in must replace it (the provider asks before anything else).

export const DEMO_OPERATOR = { email: 'admin@streamit.example', password: 'streamit-studio', name: 'Studio Admin' } as const;

/** Adds the demo operator at the embedded provider, once: later starts leave the account (and its new password) alone. */
export async function seedDemoOperator(db: Database): Promise<void> {
  const known = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_OPERATOR.email}`)
    .limit(1);
  if (known.length) return;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(users)
      .values({
        email: DEMO_OPERATOR.email,
        name: DEMO_OPERATOR.name,
        passwordHash: await hash(DEMO_OPERATOR.password),
        emailVerified: true,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!account) return;
    await tx
      .insert(identities)
      .values({
        kind: 'user',
        issuer: 'local',
        subject: account.id,
        email: DEMO_OPERATOR.email,
        name: DEMO_OPERATOR.name,
        role: 'operator',
      })
      .onConflictDoUpdate({ target: [identities.issuer, identities.subject], set: { role: 'operator' } });
  });
}
