import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { identityFromCookies } from '@/domains/identity/identity';
import { accessFor } from '@/domains/playback/access';
import { getPlaybackAsset } from '@/domains/playback/queries';
import { targetKeySchema } from '@/domains/catalogue/playback-target';
import { getTargetTitle } from '@/domains/catalogue/targets';

export const dynamic = 'force-dynamic';

const query = z.object({ target: targetKeySchema });
const answer = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });

// A fresh playback token for a gated title, asked for by the player before its token expires.
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return answer(400, { error: 'Name what plays: ?target=title:<id> or episode:<id>.' });
  // An unreleased title's target plays nothing (and says nothing of being there).
  const [asset, owner] = await Promise.all([getPlaybackAsset(parsed.data.target), getTargetTitle(parsed.data.target)]);
  if (!asset || !owner) return answer(404, { error: 'Nothing plays there.' });
  const access = await accessFor(asset, await identityFromCookies((name) => request.cookies.get(name)?.value));
  if (access.kind === 'refused')
    return answer(403, {
      error: access.reason === 'sign-in' ? 'Sign in to watch this title.' : 'A subscription is needed to watch this title.',
    });
  if (access.kind === 'open') return answer(200, { token: null, expiresAt: null });
  return answer(200, { token: access.token, expiresAt: access.expiresAt });
}
