import { confirmedSubscribers, csvCell } from '@/domains/pages/studio';
import { routeContext } from '@/server/action';

export const dynamic = 'force-dynamic';

// The newsletter's confirmed subscribers as CSV (a spreadsheet or a mailing service imports it). Operators only.
export async function GET(request: Request) {
  const ctx = await routeContext(request);
  if (ctx.viewer.role !== 'operator') return Response.json({ error: 'Not found.' }, { status: 404 });
  const rows = await confirmedSubscribers();
  const lines = [
    'email,source,subscribed_at,confirmed_at',
    ...rows.map((r) => [r.email, r.source, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ''].map(csvCell).join(',')),
  ];
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="streamit-newsletter-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
