import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@/server/viewer';

// Who is signed in (sessions at the site, from any issuer) and who owns personal things (identities).

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
    // Whether the issuer vouched for that address (its email_verified claim): what was ordered with it shows in this account.
    emailVerified: boolean('email_verified').notNull().default(false),
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
