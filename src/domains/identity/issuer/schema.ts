import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The embedded identity provider's tables: its accounts, its protocol state and its one-time codes.

/** People who sign in at the embedded provider. E-mail is unique without regard to case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    // Made by an operator: a new password is required at the first sign-in.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // TOTP (authenticator app): the secret while enrolling and after; on once confirmed with a first code.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // SHA-256 of the unused one-time recovery codes.
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    // The last TOTP time step accepted: a code is good once.
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * The embedded identity provider's state (oidc-provider's models: sessions, grants, codes, tokens,
 * interactions), one row per model instance, in the site's own database.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_expires_at').on(t.expiresAt),
  ],
);

/** One-time codes sent by e-mail: confirming a sign-up, resetting a password. Only a hash is kept. */
export const accountCodes = pgTable(
  'account_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    // A sign-up's code belongs to that sign-up: the browser that chose the password holds this in its step cookie,
    // and the password it chose takes effect only when the code is confirmed from there.
    attempt: text('attempt'),
    passwordHash: text('password_hash'),
    name: text('name'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);
