import { z } from 'zod';
import { ingestProgress } from '@/domains/playback/ingest-progress';
import { routeContext } from '@/server/action';

export const dynamic = 'force-dynamic';

const jobId = z.string().uuid();

// An ingest job's progress as server-sent events, for the studio's upload panel: one event per change, the last one
// when the job is done or refused. Operators only (anyone else finds nothing).
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const ctx = await routeContext(request);
  const { id } = await params;
  if (ctx.viewer.role !== 'operator' || !jobId.safeParse(id).success) return Response.json({ error: 'Not found.' }, { status: 404 });
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    async start(controller) {
      for await (const state of ingestProgress(id, request.signal))
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(state)}\n\n`));
      controller.close();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
