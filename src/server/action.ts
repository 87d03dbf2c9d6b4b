import { z } from 'zod';
import { isSameOriginRequest } from './same-origin';
import { CLIENT_IP_HEADER, createRateLimiter } from './rate-limit';
import { expireTags } from './cached';
import { ActionError } from './action-error';

export { ActionError };

// One way to write: every server action (and route handler that changes data) is a defineAction. Input is parsed
// with zod, the caller is authorized, the work runs, the cache tags it touched are expired, and the caller gets a
// typed result or a message that says what to do, never a stack trace.

export type ActionContext = { clientIp: string };
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; status: 400 | 403 | 404 | 409 | 429 | 500; error: string; fieldErrors?: Record<string, string[]> };

type Definition<S extends z.ZodType, T> = {
  /** For the log line of an unexpected failure. */
  name: string;
  input: S;
  /** true to go ahead; false or a message to refuse (403). Required: an action states who may run it. */
  authorize: (input: z.infer<S>, ctx: ActionContext) => boolean | string | Promise<boolean | string>;
  run: (input: z.infer<S>, ctx: ActionContext) => Promise<T>;
  /** Cache tags whose reads this write changes: expired at once after it succeeds. */
  invalidates?: (input: z.infer<S>, result: T) => string[];
  rateLimit?: { limit: number; windowMs: number };
};

async function requestContext(): Promise<ActionContext> {
  try {
    const { headers } = await import('next/headers');
    return { clientIp: (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown' };
  } catch {
    return { clientIp: 'unknown' }; // outside a request (CLI, tests)
  }
}

export function defineAction<S extends z.ZodType, T>(definition: Definition<S, T>) {
  const limiter = definition.rateLimit ? createRateLimiter(definition.rateLimit) : undefined;
  return async function action(raw: unknown, ctx?: ActionContext): Promise<ActionResult<T>> {
    const context = ctx ?? (await requestContext());
    if (limiter) {
      const verdict = limiter(context.clientIp);
      if (!verdict.ok)
        return { ok: false, status: 429, error: `Too many attempts. Wait ${verdict.retryAfterSeconds} seconds and try again.` };
    }
    const parsed = definition.input.safeParse(raw instanceof FormData ? Object.fromEntries(raw) : raw);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      return { ok: false, status: 400, error: 'Some fields need another look.', fieldErrors };
    }
    try {
      const allowed = await definition.authorize(parsed.data, context);
      if (allowed !== true)
        return { ok: false, status: 403, error: typeof allowed === 'string' ? allowed : 'You are not allowed to do that.' };
      const data = await definition.run(parsed.data, context);
      const tags = definition.invalidates?.(parsed.data, data) ?? [];
      if (tags.length) await expireTags(tags);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ActionError) return { ok: false, status: error.status, error: error.message };
      console.error(`action ${definition.name} failed: ${(error as Error).message}`);
      return { ok: false, status: 500, error: 'Something went wrong on our side. Nothing was changed; try again in a moment.' };
    }
  };
}

/**
 * The same action as a route handler (for protocols that post to a URL): JSON in, JSON out, the result's status;
 * a cross-site request (not from a page of this site) is refused before it runs.
 */
export function actionRoute<T>(action: (raw: unknown, ctx?: ActionContext) => Promise<ActionResult<T>>) {
  return async function POST(request: Request): Promise<Response> {
    if (!isSameOriginRequest((name) => request.headers.get(name))) {
      return Response.json({ ok: false, error: 'Cross-site request refused.' }, { status: 403 });
    }
    const type = request.headers.get('content-type') ?? '';
    const body: unknown = type.includes('application/json')
      ? await request.json().catch(() => undefined)
      : await request.formData().catch(() => undefined);
    const result = await action(body, { clientIp: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown' });
    return Response.json(result, { status: result.ok ? 200 : result.status });
  };
}
