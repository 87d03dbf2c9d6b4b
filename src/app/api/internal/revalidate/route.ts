import { revalidatePath } from 'next/cache';
import { isInternalToken } from '../../../../server/internal';

// Called by server.ts at start-up: pages cached under .next/ may come from another database or an older one.
export function POST(request: Request) {
  if (!isInternalToken(request.headers.get('x-internal-token'))) return new Response('Not found', { status: 404 });
  revalidatePath('/', 'layout');
  return Response.json({ revalidated: true });
}
