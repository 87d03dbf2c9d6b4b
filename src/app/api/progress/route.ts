import { NextResponse, type NextRequest } from 'next/server';
import { requireIdentity } from '@/domains/identity/identity';
import { progressInput, saveProgress } from '@/domains/playback/progress';
import { ActionError } from '@/server/action-error';
import { createRateLimiter, CLIENT_IP_HEADER } from '@/server/rate-limit';
import { isSameOriginRequest } from '@/server/same-origin';

export const dynamic = 'force-dynamic';

// A player saves about every 10 s: room for a few tabs, not for a flood.
const limiter = createRateLimiter({ limit: 60, windowMs: 60_000 });
const answer = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

// The player's saved place (fetch with keepalive, or sendBeacon when the page goes away): JSON, same origin only.
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest((name) => request.headers.get(name))) return answer(403, { error: 'Cross-site requests are refused.' });
  const verdict = limiter(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!verdict.ok) return answer(429, { error: `Too many saves: try again in ${verdict.retryAfterSeconds} s.` });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 2000));
  } catch {
    return answer(400, { error: 'Send JSON: {"target", "position", "duration"}.' });
  }
  const parsed = progressInput.safeParse(body);
  if (!parsed.success) return answer(400, { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  try {
    const identity = await requireIdentity('save where you are');
    if (!(await saveProgress(identity.id, parsed.data))) return answer(404, { error: 'Nothing plays at that target.' });
    return answer(200, { saved: true });
  } catch (error) {
    if (error instanceof ActionError) return answer(error.status ?? 403, { error: error.message });
    throw error;
  }
}
