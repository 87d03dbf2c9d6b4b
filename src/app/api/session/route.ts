import { NextResponse, type NextRequest } from 'next/server';
import { findSession, SESSION_COOKIE } from '@/domains/identity/sessions';

export const dynamic = 'force-dynamic';

// Who is signed in, for the header's user menu (a client island, so public pages stay cached).
export async function GET(request: NextRequest) {
  const session = await findSession(request.cookies.get(SESSION_COOKIE)?.value);
  const body = session ? { signedIn: true, name: session.name, email: session.email } : { signedIn: false };
  return NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
