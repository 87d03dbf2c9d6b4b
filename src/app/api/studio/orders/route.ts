import { listOrders } from '@/domains/shop/orders';
import { readOrderQuery } from '@/domains/shop/studio';
import { formatMoney } from '@/domains/shop/money';
import { STATUS_LABEL } from '@/domains/shop/order-view';
import { csvDocument, csvHeaders } from '@/lib/csv';
import { routeContext } from '@/server/action';

export const dynamic = 'force-dynamic';

/** More than a studio would export at once; a bigger export is a database query. */
const EXPORT_LIMIT = 10_000;

// The orders the studio's list shows (the same query: status, search, dates), as CSV. Operators only.
export async function GET(request: Request) {
  const ctx = await routeContext(request);
  if (ctx.viewer.role !== 'operator') return Response.json({ error: 'Not found.' }, { status: 404 });
  const { status, placed, q, from, to } = readOrderQuery(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await listOrders({ status, today: placed === 'today', q, from, to }, EXPORT_LIMIT);
  const body = csvDocument(
    ['number', 'placed_at', 'status', 'name', 'email', 'items', 'total', 'currency', 'total_minor'],
    rows.map((o) => [
      o.number,
      o.placedAt,
      STATUS_LABEL[o.status],
      o.name,
      o.email,
      String(o.items),
      formatMoney(o.totalMinor, o.currency),
      o.currency,
      String(o.totalMinor),
    ]),
  );
  return new Response(body, { headers: csvHeaders('streamit-orders') });
}
