import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { titles } from '@/domains/catalogue/schema';
import type { Role } from '@/server/viewer';

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
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    idToken: text('id_token').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    // A refresh of the tokens in progress (by any process) until then: one refresh at a time per session.
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
    // "Keep me signed in": a 365-day cookie; else a browser-session cookie.
    remember: boolean('remember').notNull().default(true),
    // Where and when it was used: the account page lists sessions so one can be recognised and ended.
    userAgent: text('user_agent').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_subject').on(t.issuer, t.subject), index('sessions_identity').on(t.identityId)],
);

/**
 * Who owns personal things (watchlist, collections, later progress, cart, wishlist): a signed-in person, keyed by
 * issuer and subject, or a guest (a signed cookie) until they sign in and what they own is merged into the person.
 */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'guest' | 'user'>().notNull(),
    // 'local' for the embedded provider (its issuer URL follows SITE_URL/PORT), else the issuer's URL.
    issuer: text('issuer'),
    subject: text('subject'),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    // What the person may do on the site, whichever issuer signs them in: operators run the studio.
    role: text('role').$type<Role>().notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Guests only: after this the cookie is gone and the row is cleaned up.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identities_issuer_subject').on(t.issuer, t.subject),
    index('identities_guest_expiry').on(t.expiresAt),
    index('identities_email').on(sql`lower(${t.email})`),
  ],
);

/** The play list: titles an identity means to watch, newest first. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.titleId] }), index('watchlist_items_added').on(t.identityId, t.addedAt)],
);

/** Named, ordered collections of titles an identity keeps. Names are unique per owner without regard to case. */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_owner_name').on(t.identityId, sql`lower(${t.name})`)],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.titleId] })],
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
