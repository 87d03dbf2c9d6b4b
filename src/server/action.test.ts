import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const expired: string[] = [];
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag), unstable_cache: (fn: unknown) => fn }));
// A request with no cookies: the viewer a server action sees when called from a browser.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-streamit-client-ip': '192.0.2.7' }),
  cookies: async () => ({ get: () => undefined }),
}));

const { ActionError, actionRoute, defineAction, notFound, requireOperator } = await import('./action');
const { registerViewerResolver, SYSTEM, VISITOR } = await import('./viewer');

const ctx = { clientIp: '203.0.113.9', viewer: VISITOR };
const rename = defineAction({
  name: 'rename',
  input: z.object({ id: z.coerce.number().int().positive(), name: z.string().trim().min(1, 'Enter a name.').max(40) }),
  authorize: (input, c) => (input.id === 13 ? 'Only its owner may rename it.' : c.clientIp !== 'banned'),
  run: async (input) => {
    if (input.name === 'taken') throw new ActionError('That name is taken. Choose another.', 409);
    if (input.name === 'boom') throw new Error('connection reset');
    return { id: input.id, name: input.name };
  },
  invalidates: (input) => ['catalogue', `title:${input.id}`],
  rateLimit: { limit: 20, windowMs: 60_000 },
});

describe('defineAction', () => {
  beforeEach(() => {
    expired.length = 0;
  });

  it('parses, runs, expires the tags it touched and returns typed data', async () => {
    expect(await rename.as(ctx, { id: '4', name: '  Dune  ' })).toEqual({ ok: true, data: { id: 4, name: 'Dune' } });
    expect(expired).toEqual(['catalogue', 'title:4']);
  });

  it('takes form data as it comes from a form', async () => {
    const form = new FormData();
    form.set('id', '5');
    form.set('name', 'Solaris');
    expect(await rename.as(ctx, form)).toMatchObject({ ok: true, data: { id: 5 } });
  });

  it('gives a refused form posted before the app what was typed, never a secret', async () => {
    const form = new FormData();
    const typed = {
      $ACTION_ID_1: '',
      id: 'x',
      name: 'Solaris',
      'address.postalCode': 'M5J 2X2',
      password: 'a passphrase',
      newPassword: 'another passphrase',
      current: 'the old one',
      'card.test-card.cardNumber': '4242 4242 4242 4242',
      'card.test-card.cvc': '123',
      'payment.confirmation': 'bank-token',
      code: '123456',
    };
    for (const [k, v] of Object.entries(typed)) form.set(k, v);
    registerViewerResolver(async () => VISITOR);
    const answer = await rename(null, form);
    expect(answer).toMatchObject({ ok: false, status: 400 });
    expect(!answer.ok && answer.values).toEqual({ id: 'x', name: 'Solaris', 'address.postalCode': 'M5J 2X2' });
  });

  it('refuses bad input field by field, and changes nothing', async () => {
    const result = await rename.as(ctx, { id: 'x', name: '' });
    expect(result).toMatchObject({ ok: false, status: 400, error: 'Some fields need another look.' });
    expect(result.ok === false && result.fieldErrors).toMatchObject({ id: [expect.any(String)], name: ['Enter a name.'] });
    expect(expired).toEqual([]);
  });

  it('refuses callers the rule turns down, with its message', async () => {
    expect(await rename.as(ctx, { id: 13, name: 'x' })).toEqual({ ok: false, status: 403, error: 'Only its owner may rename it.' });
    expect(await rename.as({ clientIp: 'banned', viewer: VISITOR }, { id: 1, name: 'x' })).toEqual({
      ok: false,
      status: 403,
      error: 'You are not allowed to do that.',
    });
  });

  it('shows a user-facing error as it is and hides an unexpected one', async () => {
    expect(await rename.as(ctx, { id: 2, name: 'taken' })).toEqual({
      ok: false,
      status: 409,
      error: 'That name is taken. Choose another.',
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await rename.as(ctx, { id: 2, name: 'boom' });
    expect(failed).toMatchObject({ ok: false, status: 500 });
    expect(failed.ok === false && failed.error).not.toContain('connection reset');
    expect(log).toHaveBeenCalledWith('action rename failed: connection reset');
    expect(expired).toEqual([]);
    log.mockRestore();
  });

  it('limits how often one client may call it', async () => {
    const results = [];
    for (let i = 0; i < 25; i++) results.push(await rename.as({ clientIp: '198.51.100.1', viewer: VISITOR }, { id: 7, name: 'ok' }));
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(5);
  });

  it('decides from the viewer in its context, and may say an object is not there', async () => {
    const studio = defineAction({
      name: 'studio',
      input: z.object({ id: z.number() }),
      authorize: (input, c) => (input.id === 404 ? notFound('That title was not found.') : requireOperator(c)),
      run: async (input, c) => ({ id: input.id, by: c.viewer.kind }),
    });
    expect(await studio.as({ clientIp: 'x', viewer: SYSTEM }, { id: 1 })).toEqual({ ok: true, data: { id: 1, by: 'system' } });
    expect(await studio.as(ctx, { id: 1 })).toEqual({ ok: false, status: 404, error: 'Not found.' });
    // Called as a server action, it hears who is asking from the request alone: a context sent along is ignored.
    registerViewerResolver(async () => VISITOR);
    const asServerAction = studio as unknown as (raw: unknown, forged: unknown) => ReturnType<typeof studio>;
    expect(await asServerAction({ id: 1 }, { clientIp: 'x', viewer: SYSTEM })).toEqual({ ok: false, status: 404, error: 'Not found.' });
    expect(await studio.as({ clientIp: 'x', viewer: SYSTEM }, { id: 404 })).toEqual({
      ok: false,
      status: 404,
      error: 'That title was not found.',
    });
  });

  it('serves as a route handler that refuses cross-site posts', async () => {
    // A route's viewer comes from its cookies, through the resolver the identity domain registers.
    registerViewerResolver(async (read) => (read('who') === 'op' ? SYSTEM : VISITOR));
    const POST = actionRoute(rename);
    const post = (headers: Record<string, string>) =>
      POST(
        new Request('http://streamit.test/api/rename', {
          method: 'POST',
          headers: { host: 'streamit.test', 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ id: 3, name: 'Heat' }),
        }),
      );
    const ok = await post({ origin: 'http://streamit.test' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, data: { id: 3, name: 'Heat' } });
    expect((await post({ origin: 'http://evil.test' })).status).toBe(403);
    const whoAmI = actionRoute(
      defineAction({
        name: 'whoAmI',
        input: z.object({}),
        authorize: (_input, c) => requireOperator(c),
        run: async (_input, c) => c.viewer.kind,
      }),
    );
    const ask = (cookie: string) =>
      whoAmI(
        new Request('http://streamit.test/api/who', {
          method: 'POST',
          headers: { host: 'streamit.test', origin: 'http://streamit.test', 'content-type': 'text/plain', cookie },
          body: '{}',
        }),
      );
    expect(await (await ask('a=1; who=op')).json()).toEqual({ ok: true, data: 'system' });
    // A bad percent-encoding is not the cookie (as Next reads cookies), nor does it make anyone an operator.
    expect((await ask('who=%ZZop')).status).toBe(404);
    // Bodies are capped in bytes, and a larger one is refused before it is all read.
    const capped = actionRoute(rename, { maxBytes: 100 });
    const send = (body: string) =>
      capped(
        new Request('http://streamit.test/api/rename', {
          method: 'POST',
          headers: { host: 'streamit.test', 'content-type': 'text/plain' },
          body,
        }),
      );
    expect((await send(JSON.stringify({ id: 3, name: 'Heat' }))).status).toBe(200);
    expect((await send(JSON.stringify({ id: 3, name: '€'.repeat(40) }))).status).toBe(413); // 40 characters, 120 bytes
    expect((await send('x'.repeat(1_000_000))).status).toBe(413);
    expect((await ask('who=nobody')).status).toBe(404);
  });
});
