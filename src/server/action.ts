import { NextRequest } from 'next/server';
import { z } from 'zod';
import type { ActionResult, ActionStatus } from '@/lib/action-result';
import { isSameOriginRequest } from './same-origin';
import { CLIENT_IP_HEADER } from './client-ip';
import { createRateLimiter } from './rate-limit';
import { recordAudit, type AuditEntry } from './audit';
import { expireTags } from './cached';
import { ActionError } from './action-error';
import { viewerFromCookies, type Viewer } from './viewer';
import { processWide } from '@/lib/process-wide';
import { escapeHtml, plainPage } from './plain-page';

export { ActionError };
export type { ActionResult };

// One way to write: every server action (and route handler that changes data) is a defineAction. Input is parsed
// with zod, the viewer is known before anything runs, `authorize` decides from it, the work runs, the cache tags it
// touched are expired, and the caller gets a typed result or a message that says what to do, never a stack trace.

export type ActionContext = {
  clientIp: string;
  viewer: Viewer;
  /** A form the browser posted itself, before (or without) its app: what needs the app must say so. */
  posted?: boolean;
};

/** A refusal with its own status: 404 when the caller must not learn the object exists (someone else's). */
export type Refusal = { refuse: 403 | 404; error: string };
export const notFound = (error = 'Not found.'): Refusal => ({ refuse: 404, error });
export const forbidden = (error: string): Refusal => ({ refuse: 403, error });

/** The rule for operator-only actions (the studio, the CLI): anyone else is told there is nothing there. */
export const requireOperator = (ctx: ActionContext): true | Refusal => (ctx.viewer.role === 'operator' ? true : notFound());

type Verdict = boolean | string | Refusal;

type Definition<S extends z.ZodType, T> = {
  /** For the log line of an unexpected failure. */
  name: string;
  input: S;
  /** true to go ahead; false or a message to refuse (403), or a Refusal. Required: an action states who may run it. */
  authorize: (input: z.infer<S>, ctx: ActionContext) => Verdict | Promise<Verdict>;
  run: (input: z.infer<S>, ctx: ActionContext) => Promise<T>;
  /** Cache tags whose reads this write changes: expired at once after it succeeds. */
  invalidates?: (input: z.infer<S>, result: T) => string[];
  rateLimit?: { limit: number; windowMs: number };
  /** What a change did, for the audit log (operators' actions): written after it succeeds. */
  audit?: (input: z.infer<S>, result: T) => AuditEntry;
  /** Checked before anything else, the input unread: who may call this at all (a stranger learns nothing of its fields). */
  gate?: (ctx: ActionContext) => true | Refusal;
  /**
   * The input from a form's fields, text only (what a browser posts; the app sends the same FormData): numbers,
   * choices and lists read from their fields. Without it a form's fields are the input as they are.
   */
  form?: (fields: FormData) => unknown;
  /** Where a form posted before the app loaded goes once this succeeds (the app navigates by itself); nowhere: undefined. */
  redirect?: (result: T, input: z.infer<S>) => string | undefined;
};

/**
 * Fields whose value is never sent back into a page: a password of any kind, a card's fields, a code or token, a
 * bank's confirmation (matched by a whole part of the name: `address.postalCode` is not a code).
 */
const SECRET_PART = /^(\w*password|current|confirm(ation)?|card\w*|cvc|expiry|code|totp|token)$/i;
const isSecret = (name: string) => name.split('.').some((part) => SECRET_PART.test(part));

/** What a form posted as text, to fill it in again: no secret, no file, nothing long. */
function typedValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(formFields(data)))
    if (typeof value === 'string' && !isSecret(key) && value.length <= 10_000) values[key] = value;
  return values;
}

/**
 * A datetime-local field as an instant: the app sends it in the browser's zone already; a form posted before the app
 * loaded sends the wall time alone, read here as UTC (the page says the zone it asked in).
 */
export function fieldInstant(value: FormDataEntryValue | null): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(text) ? `${text.length === 16 ? `${text}:00` : text}Z` : text;
}

/**
 * A `form` mapping for the common cases: the form's own fields, with `numbers` read as numbers, `checks` as ticked
 * or not (a box sends nothing when unticked), and `optional` left out when blank.
 */
export function formInput(spec: { numbers?: string[]; checks?: string[]; optional?: string[] }) {
  return (data: FormData): Record<string, unknown> => {
    const input: Record<string, unknown> = formFields(data);
    for (const name of spec.optional ?? []) if (input[name] === '') delete input[name];
    for (const name of spec.numbers ?? [])
      if (typeof input[name] === 'string') input[name] = input[name] === '' ? undefined : Number(input[name]);
    for (const name of spec.checks ?? []) input[name] = data.get(name) === 'on';
    return input;
  };
}

/** A form's own fields: React's and Next's `$ACTION_` fields are theirs. */
export function formFields(data: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of data) if (!key.startsWith('$ACTION_') && !(key in fields)) fields[key] = value;
  return fields;
}

/**
 * A server action takes one argument, its input, and learns who is asking from the request itself: whatever else a
 * browser sends is ignored. Callers that know who is asking (a route handler, the CLI, later GraphQL, a test) use
 * `as(ctx, input)`, which no browser can reach.
 */
export type Action<T> = ((raw: unknown, form?: FormData) => Promise<ActionResult<T>>) & {
  as: (ctx: ActionContext, raw: unknown) => Promise<ActionResult<T>>;
  /** Whether this caller may call it at all (its gate), before anything of the input is read. */
  admits: (ctx: ActionContext) => true | Refusal;
};

/** The context of a request: its client and its viewer, read once from Next's request scope. */
async function requestContext(): Promise<ActionContext> {
  const { headers, cookies } = await import('next/headers');
  const [head, jar] = await Promise.all([headers(), cookies()]);
  return { clientIp: head.get(CLIENT_IP_HEADER) ?? 'unknown', viewer: await viewerFromCookies((name) => jar.get(name)?.value) };
}

function refusal(verdict: Exclude<Verdict, true>): { status: ActionStatus; error: string } {
  if (typeof verdict === 'object') return { status: verdict.refuse, error: verdict.error };
  return { status: 403, error: typeof verdict === 'string' ? verdict : 'You are not allowed to do that.' };
}

/**
 * Control characters no text field takes: C0 but tab and line breaks (NUL above all: PostgreSQL stores none), DEL, C1,
 * and the bidirectional overrides and isolates that make a name read as another (U+202A-E, U+2066-9).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The path of the first string holding a control character, anywhere in the input ('' for the input itself). */
function nulAt(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function defineAction<S extends z.ZodType, T>(definition: Definition<S, T>): Action<T> {
  const limiter = definition.rateLimit ? createRateLimiter({ name: `action:${definition.name}`, ...definition.rateLimit }) : undefined;
  const failed = (error: unknown): ActionResult<T> => {
    console.error(`action ${definition.name} failed: ${(error as Error).message}`);
    return { ok: false, status: 500, error: 'Something went wrong on our side. Nothing was changed; try again in a moment.' };
  };
  /** `then`: with the parsed input and the data, once it went through (a posted form's redirect). */
  async function perform(context: ActionContext, raw: unknown, then?: (input: z.infer<S>, data: T) => void): Promise<ActionResult<T>> {
    const admitted = definition.gate?.(context) ?? true;
    if (admitted !== true) return { ok: false, ...refusal(admitted) };
    if (limiter) {
      const verdict = await limiter(context.clientIp);
      if (!verdict.ok)
        return { ok: false, status: 429, error: `Too many attempts. Wait ${verdict.retryAfterSeconds} seconds and try again.` };
    }
    const input = raw instanceof FormData ? (definition.form ? definition.form(raw) : formFields(raw)) : raw;
    const parsed = definition.input.safeParse(input);
    // Control characters the schema let through are refused here, as a field error (NUL would be a failed query).
    const nul = parsed.success ? nulAt(parsed.data) : undefined;
    if (nul !== undefined)
      return {
        ok: false,
        status: 400,
        error: 'Some fields need another look.',
        fieldErrors: { [nul || '_']: ['Remove the control characters.'] },
      };
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      return { ok: false, status: 400, error: 'Some fields need another look.', fieldErrors };
    }
    try {
      const verdict = await definition.authorize(parsed.data, context);
      if (verdict !== true) return { ok: false, ...refusal(verdict) };
      const data = await definition.run(parsed.data, context);
      // Logged once done: a failure to log is reported, and the change (already made) stands.
      if (definition.audit)
        await recordAudit(context.viewer, definition.name, definition.audit(parsed.data, data)).catch((error: Error) =>
          console.error(`audit of ${definition.name} not written: ${error.message}`),
        );
      const tags = definition.invalidates?.(parsed.data, data) ?? [];
      if (tags.length) await expireTags(tags);
      then?.(parsed.data, data);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ActionError) return { ok: false, status: error.status, error: error.message };
      return failed(error);
    }
  }
  // The input, and nothing that says who is asking: a browser may send any arguments to a server action. Called as a
  // form's action (React's useActionState; a form posted before the app loaded) it gets the previous answer, which
  // is ignored, and the form's fields.
  const action = async (raw: unknown, form?: FormData): Promise<ActionResult<T>> => {
    let context: ActionContext;
    try {
      context = await requestContext();
    } catch (error) {
      return failed(error);
    }
    const posted = form instanceof FormData;
    let to: string | undefined;
    const result = await perform(posted ? { ...context, posted } : context, posted ? form : raw, (input, data) => {
      if (posted) to = definition.redirect?.(data, input);
    });
    if (to) {
      const { redirect } = await import('next/navigation');
      redirect(to);
    }
    // The page comes back with the form filled in as it was sent, so nothing typed is lost to an error.
    if (posted && !result.ok) return { ...result, values: typedValues(form) };
    return result;
  };
  return Object.assign(action, {
    as: (ctx: ActionContext, raw: unknown) => perform(ctx, raw),
    admits: (ctx: ActionContext) => definition.gate?.(ctx) ?? true,
  });
}

const operatorRegistry = processWide('operator-actions', () => new Map<string, Action<unknown>>());

/**
 * An operator's action (the studio, the CLI): anyone else is told there is nothing there before its input is read.
 * Listed by name in the operator registry, which the CLI's control endpoint and the refusal tests walk.
 */
export function defineOperatorAction<S extends z.ZodType, T>(
  definition: Omit<Definition<S, T>, 'authorize' | 'gate'> & { authorize?: Definition<S, T>['authorize'] },
): Action<T> {
  const action = defineAction({ ...definition, authorize: definition.authorize ?? (() => true), gate: requireOperator });
  operatorRegistry.set(definition.name, action as Action<unknown>);
  return action;
}

/** Every operator action defined in this process so far, by name. */
export function operatorActions(): Record<string, Action<unknown>> {
  return Object.fromEntries(operatorRegistry);
}

/** The context of a route handler's request: its client and the viewer its cookies carry (parsed as Next parses them). */
export async function routeContext(request: Request): Promise<ActionContext> {
  const cookies = new NextRequest(request.url, { headers: request.headers }).cookies; // the headers only: the body may be read
  return {
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    viewer: await viewerFromCookies((name) => cookies.get(name)?.value),
  };
}

/** The body's bytes, or null when it is larger than `maxBytes` (stopped reading there: a flood is not buffered). */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The same action as a route handler (for protocols that post to a URL): JSON in (also as text/plain, which is what
 * `navigator.sendBeacon` sends) or a form, at most `maxBytes`; JSON out with the result's status. A cross-site
 * request is refused before anything is read.
 */
export function actionRoute<T>(action: Action<T>, { maxBytes = 64 * 1024 }: { maxBytes?: number } = {}) {
  return async function POST(request: Request): Promise<Response> {
    const answer = (body: object, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
    if (!isSameOriginRequest((name) => request.headers.get(name))) {
      return answer({ ok: false, error: 'Cross-site request refused.' }, 403);
    }
    let ctx: ActionContext;
    try {
      ctx = await routeContext(request);
    } catch (error) {
      console.error(`action route failed: ${(error as Error).message}`);
      return answer({ ok: false, status: 500, error: 'Something went wrong on our side; try again in a moment.' }, 500);
    }
    // A caller the action's gate turns away is answered before a byte of the body is read (uploads are large).
    const admitted = action.admits(ctx);
    if (admitted !== true) {
      await request.body?.cancel().catch(() => undefined);
      return answer({ ok: false, status: admitted.refuse, error: admitted.error }, admitted.refuse);
    }
    const bytes = await readCapped(request, maxBytes);
    if (!bytes) return answer({ ok: false, status: 413, error: `Send at most ${maxBytes} bytes.` }, 413);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json') || type.startsWith('text/plain')) {
      try {
        body = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return answer({ ok: false, status: 400, error: 'Send JSON.' }, 400);
      }
    } else body = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData().catch(() => undefined);
    const result = await action.as(ctx, body);
    if (request.headers.get('sec-fetch-mode') === 'navigate') return pageAnswer(request, result);
    return answer(result, result.ok ? 200 : result.status);
  };
}

/**
 * A form the browser posted itself (before the app loaded): done, back to the page it came from, which shows the
 * change; refused, a page that says why, with the way back.
 */
function pageAnswer(request: Request, result: ActionResult<unknown>): Response {
  const from = request.headers.get('referer');
  const page = from && URL.canParse(from) ? new URL(from) : null;
  // Only back to a page of this site (the request already passed the same-origin check; the Referer is checked too).
  const back = page && page.host === request.headers.get('host') ? page.pathname + page.search : '/';
  const headers = { 'cache-control': 'no-store' };
  if (result.ok) return new Response(null, { status: 303, headers: { ...headers, location: back } });
  const messages = [...new Set([result.error, ...Object.values(result.fieldErrors ?? {}).flat()])];
  const body = `<h1>Not saved</h1>${messages.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}<p><a href="${escapeHtml(back)}">Back to the form</a></p>`;
  return new Response(plainPage({ title: 'Not saved', body }), {
    status: result.status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}
