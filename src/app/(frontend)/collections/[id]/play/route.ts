import { NextResponse } from 'next/server';
import { publicOrigin } from '@/server/site-url';
import { playNowPath } from '@/domains/catalogue/paths';
import { currentIdentity } from '@/domains/identity/identity';
import { collectionPlay } from '@/domains/library/collections';

export const dynamic = 'force-dynamic';

// "Play all": the collection's first title that plays, in its order at the moment of the click (a reorder a moment
// ago counts); the watch page then goes on through the collection. Another's collection is not found.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const identity = await currentIdentity();
  const play = identity ? await collectionPlay(identity.id, id) : undefined;
  if (!play)
    return new NextResponse('That collection was not found.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const to = play.next ? playNowPath(play.next.href) : `/collections/${id}`;
  const res = NextResponse.redirect(new URL(to, publicOrigin()), 303);
  res.headers.set('cache-control', 'private, no-store');
  return res;
}
