import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CLIENT_IP_HEADER, isLoopbackAddress } from '@/server/client-ip';
import { DEMO_OPERATOR } from '../demo';
import { createRateLimiter } from '@/server/rate-limit';
import { isSameOriginRequest } from '@/server/same-origin';
import {
  authenticate,
  confirmationForSignIn,
  confirmSignUp,
  emailSchema,
  findAccountById,
  nameSchema,
  passwordSchema,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  setPassword,
  signUp,
  type Account,
} from './accounts';
import type { CodeCheck } from './codes';
import { secureCookies } from '@/server/site-url';
import { OIDC_PATH } from './embedded-issuer';
import { TYPED_COOKIE } from './typed-cookie';
import { REMEMBER_COOKIE } from '@/domains/identity/relying-party';
import { sign, unsign } from '@/domains/identity/signing';
import { verifySecondFactor } from './totp';
import { decodeOrNull } from '@/lib/decode';
import { escapeHtml, plainPage } from '@/server/plain-page';
import { SECURITY_HEADERS } from '@/server/security-headers';

// The embedded provider's screens. The provider sends the browser to /oidc/interaction/<uid> (its interaction cookie
// is scoped to that path), which shows a page of the site (sign in, sign up, confirm, reset, new password, TOTP);
// each page posts a plain form back to /oidc/interaction/<uid>/<step>, handled here.

const FORM_BYTES = 16 * 1024;
// LimitExceededException in the identity library's terms: failed sign-ins per account from one client, per client,
// and per account from everywhere (a much higher ceiling), and mail. A browser that has signed in to the account
// before carries a signed cookie that the account-wide ceiling does not stop: a stranger guessing from many
// addresses can reach it, and would otherwise lock the owner out everywhere.
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const signInPerAccountAndClient = createRateLimiter({ name: 'sign-in-account-client', limit: 10, windowMs: SIGN_IN_WINDOW_MS });
const signInPerClient = createRateLimiter({ name: 'sign-in-client', limit: 30, windowMs: SIGN_IN_WINDOW_MS });
const signInPerAccount = createRateLimiter({ name: 'sign-in-account', limit: 200, windowMs: SIGN_IN_WINDOW_MS });
/** Takes one attempt from every sign-in limit; the refund gives it back when the attempt succeeds. */
const signInAttempt = async (account: string, client: string, knownBrowser = false) => {
  const keys = [`${account}\n${client}`, client, account] as const;
  const near = await Promise.all([signInPerAccountAndClient(keys[0]), signInPerClient(keys[1])]);
  // Only an attempt this client may make counts toward the account-wide ceiling: one address held at its own limit
  // cannot run the account's up (it would lock the owner out of every new browser).
  const verdicts = near.every((v) => v.ok) && !knownBrowser ? [...near, await signInPerAccount(keys[2])] : near;
  return {
    limited: verdicts.some((v) => !v.ok),
    refund: () =>
      Promise.all([signInPerAccountAndClient.refund(keys[0]), signInPerClient.refund(keys[1]), signInPerAccount.refund(keys[2])]),
  };
};
const mailPerAddress = createRateLimiter({ name: 'mail-address', limit: 5, windowMs: 60 * 60_000 });
const mailPerClient = createRateLimiter({ name: 'mail-client', limit: 20, windowMs: 60 * 60_000 });
const codePerClient = createRateLimiter({ name: 'code-client', limit: 30, windowMs: 15 * 60_000 });

/** Why a screen was sent back; each has a message on the screen (components/auth-messages.ts). */
export type AuthError =
  | 'credentials'
  | 'missing'
  | 'limit'
  | 'expired'
  | 'cross-site'
  | 'failed'
  | 'password'
  | 'mismatch'
  | 'code'
  | 'code-expired'
  | 'code-limit'
  | 'totp'
  | 'email'
  | 'name'
  | 'demo-remote';
export type AuthNotice = 'sent' | 'reset' | 'confirm-first' | 'confirmed';

const STEP_COOKIE = 'streamit_step';
const STEP_TTL_MS = 10 * 60_000;
// x: the sign-up attempt a confirmation code belongs to (s = 'confirm'; lasts as long as the interaction).
const step = z.object({
  u: z.string(),
  a: z.string(),
  s: z.enum(['new-password', 'totp', 'confirm']),
  r: z.boolean(),
  t: z.number(),
  x: z.string().optional(),
});
const stepTtl = (s: Step['s']) => (s === 'confirm' ? 60 * 60_000 : STEP_TTL_MS);
type Step = z.infer<typeof step>;

function go(res: ServerResponse, path: string, params: Record<string, string | undefined>, cookie?: string) {
  // What was typed (the e-mail, the name) goes to the next screen in a cookie, never in its address (logs, history).
  const { email, name, ...rest } = params;
  const query = new URLSearchParams(Object.entries(rest).filter((e): e is [string, string] => !!e[1]));
  if (email || name) res.appendHeader('set-cookie', typedCookie({ uid: rest.interaction ?? '', email, name }));
  // Appended, so a cookie set before (the known-browser one) goes out too.
  if (cookie) res.appendHeader('set-cookie', cookie);
  res.writeHead(303, { location: `${path}?${query}`, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BYTES) return {};
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeOrNull(value.join('=')) ?? undefined;
  }
  return undefined;
}

const secure = () => (secureCookies() ? '; Secure' : '');

/** What the buyer typed, for the next screen of this interaction to show again (screen-params.ts reads it). */
const typedCookie = (typed: { uid: string; email?: string; name?: string }) =>
  `${TYPED_COOKIE}=${Buffer.from(JSON.stringify(typed)).toString('base64url')}; Path=/; HttpOnly; SameSite=Lax; Max-Age=900${secure()}`;

const KNOWN_COOKIE = 'streamit_known_browser';
const KNOWN_DAYS = 180;
const knownPayload = (address: string) => `known~${createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 32)}`;
/** Whether this browser has signed in to the account with this address before. */
async function isKnownBrowser(req: IncomingMessage, address: string): Promise<boolean> {
  const value = readCookie(req, KNOWN_COOKIE);
  return !!value && (await unsign(value)) === knownPayload(address);
}
async function knownBrowserCookie(address: string): Promise<string> {
  return `${KNOWN_COOKIE}=${encodeURIComponent(await sign(knownPayload(address)))}; Path=${OIDC_PATH}/interaction; HttpOnly; SameSite=Lax; Max-Age=${KNOWN_DAYS * 86_400}${secure()}`;
}
const stepCookiePath = (uid: string) => `${OIDC_PATH}/interaction/${uid}`;
async function stepCookie(uid: string, value: Step | null): Promise<string> {
  const base = `${STEP_COOKIE}=%VALUE%; Path=${stepCookiePath(uid)}; HttpOnly; SameSite=Lax${secure()}`;
  if (!value) return base.replace('%VALUE%', '') + '; Max-Age=0';
  return (
    base.replace('%VALUE%', await sign(Buffer.from(JSON.stringify(value)).toString('base64url'))) + `; Max-Age=${stepTtl(value.s) / 1000}`
  );
}

async function readStep(req: IncomingMessage, uid: string): Promise<Step | undefined> {
  const payload = await unsign(readCookie(req, STEP_COOKIE));
  if (!payload) return undefined;
  try {
    const parsed = step.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.u !== uid || Date.now() - parsed.data.t > stepTtl(parsed.data.s)) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}

const codeError: Record<Exclude<CodeCheck, 'ok'>, AuthError> = { mismatch: 'code', expired: 'code-expired', limit: 'code-limit' };

const INTERACTION_PATH = /^\/interaction\/([\w-]{1,64})(?:\/([a-z-]{1,20}))?$/;
type Ctx = { provider: Provider; req: IncomingMessage; res: ServerResponse; uid: string; form: Record<string, string>; client: string };

/** Completes the provider's login prompt: the browser goes on to the site's callback. */
async function finish(ctx: Ctx, account: Account, remember: boolean) {
  ctx.res.appendHeader('set-cookie', await stepCookie(ctx.uid, null));
  // The site's callback reads this to give its session cookie the same lifetime (a browser session unless kept).
  ctx.res.appendHeader(
    'set-cookie',
    `${REMEMBER_COOKIE}=${remember ? '1' : '0'}; Path=/auth/callback; HttpOnly; SameSite=Lax; Max-Age=600${secure()}`,
  );
  await ctx.provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId: account.id, remember } },
    { mergeWithLastSubmission: false },
  );
}

/** After the password: a new password if the operator made the account, then TOTP if it is on, then done. */
async function nextStep(ctx: Ctx, account: Account, remember: boolean) {
  const s: Step['s'] | null = account.mustChangePassword ? 'new-password' : account.totpEnabledAt ? 'totp' : null;
  if (!s) return finish(ctx, account, remember);
  const cookie = await stepCookie(ctx.uid, { u: ctx.uid, a: account.id, s, r: remember, t: Date.now() });
  go(ctx.res, s === 'new-password' ? '/sign-in/new-password' : '/sign-in/totp', { interaction: ctx.uid }, cookie);
}

/** A field sent back to its screen: without control characters (a NUL cannot travel on), cut to its length. */
const printable = (value: string | undefined, max: number) => value?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);
const email = (form: Record<string, string>) => emailSchema.safeParse(form.email ?? '');
const limited = async (...verdicts: Promise<{ ok: boolean }>[]) => (await Promise.all(verdicts)).some((v) => !v.ok);

const STEPS: Record<string, (ctx: Ctx) => Promise<void>> = {
  async login(ctx) {
    const { form, res, uid } = ctx;
    if (!form.email?.trim() || !form.password)
      return go(res, '/sign-in', { interaction: uid, error: 'missing', email: printable(form.email, 254) });
    const parsed = email(form);
    if (!parsed.success) return go(res, '/sign-in', { interaction: uid, error: 'email', email: printable(form.email, 254) });
    const address = parsed.data;
    const attempt = await signInAttempt(address, ctx.client, await isKnownBrowser(ctx.req, address));
    if (attempt.limited) return go(res, '/sign-in', { interaction: uid, error: 'limit' });
    const account = await authenticate(address, form.password.slice(0, 256));
    if (!account) return go(res, '/sign-in', { interaction: uid, error: 'credentials', email: address });
    await attempt.refund(); // only failures count against the limits
    // The demo operator's password is published (the README): it is claimed, and replaced, from this machine only.
    if (account.mustChangePassword && account.email.toLowerCase() === DEMO_OPERATOR.email && !isLoopbackAddress(ctx.client))
      return go(res, '/sign-in', { interaction: uid, error: 'demo-remote', email: address });
    res.appendHeader('set-cookie', await knownBrowserCookie(address));
    if (!account.emailVerified) {
      // UserNotConfirmedException: only after the right password, so it reveals nothing to a stranger.
      if (await limited(mailPerAddress(address), mailPerClient(ctx.client)))
        return go(res, '/sign-in', { interaction: uid, error: 'limit' });
      const attempt = await confirmationForSignIn(account);
      const cookie = await stepCookie(uid, { u: uid, a: account.id, s: 'confirm', r: true, t: Date.now(), x: attempt });
      return go(res, '/sign-up/confirm', { interaction: uid, email: address, notice: 'confirm-first' }, cookie);
    }
    return nextStep(ctx, account, form.remember === 'on');
  },

  async 'sign-up'(ctx) {
    const { form, res, uid } = ctx;
    const address = email(form);
    const back = (error: AuthError) =>
      go(res, '/sign-up', { interaction: uid, error, email: printable(form.email, 254), name: printable(form.name, 80) });
    if (!address.success) return back('email');
    if (!nameSchema.safeParse(form.name ?? '').success) return back('name');
    if (!passwordSchema.safeParse(form.password ?? '').success) return back('password');
    if (form.password !== form.confirm) return back('mismatch');
    if (await limited(mailPerAddress(address.data), mailPerClient(ctx.client))) return back('limit');
    const attempt = await signUp({ email: address.data, password: form.password!, name: form.name });
    // This browser's sign-up: only here can its code confirm it (a second sign-up elsewhere cannot take it over).
    const cookie = await stepCookie(uid, { u: uid, a: '', s: 'confirm', r: true, t: Date.now(), x: attempt });
    go(res, '/sign-up/confirm', { interaction: uid, email: address.data, notice: 'sent' }, cookie);
  },

  async confirm(ctx) {
    const { form, res, uid } = ctx;
    const address = email(form);
    const back = (error: AuthError) => go(res, '/sign-up/confirm', { interaction: uid, error, email: printable(form.email, 254) });
    if (!address.success || !form.code) return back('missing');
    if (await limited(codePerClient(ctx.client))) return back('limit');
    const pending = await readStep(ctx.req, uid);
    const { result, account } = await confirmSignUp(address.data, form.code.slice(0, 20), pending?.s === 'confirm' ? pending.x : undefined);
    if (result !== 'ok' || !account) return back(codeError[result as Exclude<CodeCheck, 'ok'>] ?? 'code-expired');
    // Confirmed with a code from the inbox: signed in at once (TOTP cannot be on for a brand-new account).
    return finish(ctx, account, true);
  },

  async resend(ctx) {
    const { form, res, uid } = ctx;
    const address = email(form);
    if (!address.success) return go(res, '/sign-up/confirm', { interaction: uid, error: 'email' });
    const pending = await readStep(ctx.req, uid);
    if (!(await limited(mailPerAddress(address.data), mailPerClient(ctx.client))))
      await resendConfirmation(address.data, pending?.s === 'confirm' ? pending.x : undefined);
    go(res, '/sign-up/confirm', { interaction: uid, email: address.data, notice: 'sent' });
  },

  async forgot(ctx) {
    const { form, res, uid } = ctx;
    const address = email(form);
    if (!address.success) return go(res, '/forgot-password', { interaction: uid, error: 'email', email: printable(form.email, 254) });
    if (await limited(mailPerAddress(address.data), mailPerClient(ctx.client)))
      return go(res, '/forgot-password', { interaction: uid, error: 'limit' });
    await requestPasswordReset(address.data);
    go(res, '/reset-password', { interaction: uid, email: address.data, notice: 'sent' });
  },

  async reset(ctx) {
    const { form, res, uid } = ctx;
    const address = email(form);
    const back = (error: AuthError) => go(res, '/reset-password', { interaction: uid, error, email: printable(form.email, 254) });
    if (!address.success || !form.code) return back('missing');
    if (!passwordSchema.safeParse(form.password ?? '').success) return back('password');
    if (form.password !== form.confirm) return back('mismatch');
    if (await limited(codePerClient(ctx.client))) return back('limit');
    const result = await resetPassword(address.data, form.code.slice(0, 20), form.password!);
    if (result !== 'ok') return back(codeError[result]);
    go(res, '/sign-in', { interaction: uid, email: address.data, notice: 'reset' });
  },

  async 'new-password'(ctx) {
    const { form, res, uid } = ctx;
    const pending = await readStep(ctx.req, uid);
    const account = pending?.s === 'new-password' ? await findAccountById(pending.a) : undefined;
    if (!pending || !account || account.disabledAt) return go(res, '/sign-in', { interaction: uid, error: 'expired' });
    if (!passwordSchema.safeParse(form.password ?? '').success)
      return go(res, '/sign-in/new-password', { interaction: uid, error: 'password' });
    if (form.password !== form.confirm) return go(res, '/sign-in/new-password', { interaction: uid, error: 'mismatch' });
    await setPassword(account.id, form.password!);
    return nextStep(ctx, { ...account, mustChangePassword: false }, pending.r);
  },

  async totp(ctx) {
    const { form, res, uid } = ctx;
    const pending = await readStep(ctx.req, uid);
    const account = pending?.s === 'totp' ? await findAccountById(pending.a) : undefined;
    if (!pending || !account || account.disabledAt) return go(res, '/sign-in', { interaction: uid, error: 'expired' });
    const attempt = await signInAttempt(account.email, ctx.client);
    if (attempt.limited) return go(res, '/sign-in/totp', { interaction: uid, error: 'limit' });
    if (!(await verifySecondFactor(account, (form.code ?? '').slice(0, 20))))
      return go(res, '/sign-in/totp', { interaction: uid, error: 'totp' });
    await attempt.refund();
    return finish(ctx, account, pending.r);
  },
};

/** Handles the provider-relative path when it is one of the screens' targets; false otherwise. */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const match = INTERACTION_PATH.exec(req.url ?? '');
  if (!match) return false;
  const uid = match[1]!;
  const action = match[2];
  if (!action && req.method === 'GET') {
    // The first screen: sign-up when the site asked for it (Register), else sign-in.
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (details?.prompt.name === 'consent')
      return (consentPage(res, uid, String(details.params.client_id ?? ''), String(details.params.redirect_uri ?? '')), true);
    const screen = details?.params.screen === 'sign-up' ? '/sign-up' : '/sign-in';
    res.writeHead(303, { location: `${screen}?interaction=${uid}`, 'cache-control': 'no-store' }).end();
    return true;
  }
  if (action === 'consent' && req.method === 'POST') {
    if (!isSameOriginRequest((name) => req.headers[name] as string | undefined))
      return (go(res, '/sign-in', { interaction: uid, error: 'cross-site' }), true);
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid || details.prompt.name !== 'consent') return (go(res, '/sign-in', { error: 'expired' }), true);
    await consent(provider, req, res, details, (await readForm(req)).decision === 'allow');
    return true;
  }
  const handler = action ? STEPS[action] : undefined;
  if (!handler || req.method !== 'POST') {
    res.writeHead(handler ? 405 : 404, handler ? { allow: 'POST' } : {}).end();
    return true;
  }
  if (!isSameOriginRequest((name) => req.headers[name] as string | undefined))
    return (go(res, '/sign-in', { interaction: uid, error: 'cross-site' }), true);

  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return (go(res, '/sign-in', { error: 'expired' }), true); // no interaction cookie for this browser, or it ran out
  }
  if (details.uid !== uid || details.prompt.name !== 'login') return (go(res, '/sign-in', { error: 'expired' }), true);
  const client = String(req.headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress ?? 'unknown');
  await handler({ provider, req, res, uid, form: await readForm(req), client });
  return true;
}

/**
 * The consent screen, for the API client (a native app: the provider asks every time, so that an app on the person's
 * machine cannot take a token silently from their signed-in browser). The site itself is never asked.
 */
function consentPage(res: ServerResponse, uid: string, clientId: string, redirectUri: string) {
  const action = `${OIDC_PATH}/interaction/${encodeURIComponent(uid)}/consent`;
  // The form's answer ends at the app's redirect URI (checked by the provider): the policy lets the redirect through.
  let app = '';
  try {
    app = ` ${new URL(redirectUri).origin}`;
  } catch {
    /* none: the provider refuses the request before this page */
  }
  const policy = SECURITY_HEADERS['Content-Security-Policy']!.replace("form-action 'self'", `form-action 'self'${app}`);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': policy });
  res.end(
    plainPage({
      title: 'Allow access',
      body:
        `<h1>Allow an app to use your StreamIt account?</h1>` +
        `<p>An app using the StreamIt data API (${escapeHtml(clientId)}) asks to act as you: see your name and e-mail address, ` +
        `read your watchlist and change it, and stay signed in until you sign out everywhere. Allow it only if you just ` +
        `started it yourself.</p>` +
        `<form method="post" action="${action}"><p><button type="submit" name="decision" value="allow">Allow</button> ` +
        `<button type="submit" name="decision" value="deny">Deny</button></p></form>`,
    }),
  );
}

async function consent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
  allowed: boolean,
) {
  if (!allowed)
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person did not allow it.' },
      { mergeWithLastSubmission: false },
    );
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant = details.grantId
    ? (await provider.Grant.find(details.grantId))!
    : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
