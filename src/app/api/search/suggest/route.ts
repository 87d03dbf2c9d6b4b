import { config } from '@/config';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { suggestEverywhere } from '@/app/search-sources';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { createRateLimiter } from '@/server/rate-limit';

const query = z.object({ q: z.string().trim().min(1).max(200), in: z.enum(['shop']).optional() });
// Typing with a 150 ms debounce stays far below this; a script hammering the database does not.
const limiter = createRateLimiter({ name: 'suggest', limit: config.SUGGEST_RATE_LIMIT, windowMs: 60_000 });

export async function GET(request: NextRequest) {
  const verdict = await limiter(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!verdict.ok) {
    return NextResponse.json(
      { items: [], error: 'Too many searches. Wait a moment and try again.' },
      { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds) } },
    );
  }
  const parsed = query.safeParse({
    q: request.nextUrl.searchParams.get('q') ?? '',
    in: request.nextUrl.searchParams.get('in') ?? undefined,
  });
  if (!parsed.success) return NextResponse.json({ items: [] });
  const items = await suggestEverywhere(parsed.data.q, 8, parsed.data.in);
  return NextResponse.json({ items }, { headers: { 'cache-control': 'public, max-age=60' } });
}
