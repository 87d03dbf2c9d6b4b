import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { collectionsWithTitle } from '@/domains/library/collections';
import { identityFromCookies } from '@/domains/identity/identity';

export const dynamic = 'force-dynamic';

const query = z.object({ titleId: z.coerce.number().int().positive().max(2_147_483_647) });

// The asking identity's collections, each saying whether it holds the title: the title page's "Add to collection".
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: 'Name a title: ?titleId=<number>.' }, { status: 400 });
  const identity = await identityFromCookies((name) => request.cookies.get(name)?.value);
  const collections = identity ? await collectionsWithTitle(identity.id, parsed.data.titleId) : [];
  return NextResponse.json({ collections }, { headers: { 'cache-control': 'private, no-store' } });
}
