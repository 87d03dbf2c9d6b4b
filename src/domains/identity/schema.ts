import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    isAdmin: boolean('is_admin').notNull().default(false),
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

/** Secrets made once per installation and kept across restarts: the provider's signing keys, cookie keys. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in browsers. The cookie holds a random token; only its SHA-256 is stored. The tokens the issuer gave
 * stay here, on the server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha256(token), hex
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    idToken: text('id_token').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_subject').on(t.issuer, t.subject)],
);
