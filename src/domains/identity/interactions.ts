import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { createRateLimiter, CLIENT_IP_HEADER } from '@/server/rate-limit';
import { isSameOriginRequest } from '@/server/same-origin';
import { authenticate } from './accounts';

// The embedded provider's sign-in step. The provider sends the browser to /oidc/interaction/<uid> (its interaction
// cookie is scoped to that path), which shows the site's /sign-in page; the page posts a plain form back to
// /oidc/interaction/<uid>/login.

const FORM_BYTES = 16 * 1024;
// Sign-in attempts, per account and per client (LimitExceededException in the identity library's terms).
const perAccount = createRateLimiter({ limit: 10, windowMs: 15 * 60_000 });
const perClient = createRateLimiter({ limit: 30, windowMs: 15 * 60_000 });

const loginForm = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(256),
  remember: z.literal('on').optional(),
});

export type SignInError = 'credentials' | 'missing' | 'limit' | 'expired' | 'cross-site' | 'failed';

function back(res: ServerResponse, uid: string | undefined, error: SignInError, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...(uid ? { interaction: uid } : {}), error, ...extra });
  res.writeHead(303, { location: `/sign-in?${query}`, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const INTERACTION_PATH = /^\/interaction\/([\w-]{1,64})(\/login)?$/;

/** Handles the provider-relative path when it is the sign-in form's target; false otherwise. */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const match = INTERACTION_PATH.exec(req.url ?? '');
  if (!match) return false;
  const uid = match[1]!;
  if (!match[2] && req.method === 'GET') {
    res.writeHead(303, { location: `/sign-in?interaction=${uid}`, 'cache-control': 'no-store' }).end();
    return true;
  }
  if (!match[2] || req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return true;
  }
  if (!isSameOriginRequest((name) => req.headers[name] as string | undefined)) return (back(res, uid, 'cross-site'), true);

  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return (back(res, undefined, 'expired'), true); // no interaction cookie for this browser, or it ran out
  }
  if (details.uid !== uid || details.prompt.name !== 'login') return (back(res, undefined, 'expired'), true);

  const form = await readForm(req);
  const parsed = loginForm.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) return (back(res, uid, 'missing'), true);
  const { email, password, remember } = parsed.data;

  const client = String(req.headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress ?? 'unknown');
  const limited = [perAccount(email), perClient(client)].find((v) => !v.ok);
  if (limited) return (back(res, uid, 'limit', { retry: String(limited.retryAfterSeconds) }), true);

  const account = await authenticate(email, password);
  if (!account) return (back(res, uid, 'credentials', { email }), true);

  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id, remember: remember === 'on' } },
    { mergeWithLastSubmission: false },
  );
  return true;
}
