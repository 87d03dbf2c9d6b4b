import { confirmedSubscribers } from '@/domains/pages/studio';
import { csvDocument, csvHeaders } from '@/lib/csv';
import { routeContext } from '@/server/action';

export const dynamic = 'force-dynamic';

// The newsletter's confirmed subscribers as CSV (a spreadsheet or a mailing service imports it). Operators only.
export async function GET(request: Request) {
  const ctx = await routeContext(request);
  if (ctx.viewer.role !== 'operator') return Response.json({ error: 'Not found.' }, { status: 404 });
  const rows = await confirmedSubscribers();
  const body = csvDocument(
    ['email', 'source', 'subscribed_at', 'confirmed_at'],
    rows.map((r) => [r.email, r.source, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
  );
  return new Response(body, { headers: csvHeaders('streamit-newsletter') });
}
