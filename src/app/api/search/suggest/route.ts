import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { suggest } from '../../../../domains/catalogue/queries';

const query = z.object({ q: z.string().trim().min(1).max(200) });

export async function GET(request: NextRequest) {
  const parsed = query.safeParse({ q: request.nextUrl.searchParams.get('q') ?? '' });
  if (!parsed.success) return NextResponse.json({ items: [] });
  const items = await suggest(parsed.data.q);
  return NextResponse.json({ items }, { headers: { 'cache-control': 'public, max-age=60' } });
}
