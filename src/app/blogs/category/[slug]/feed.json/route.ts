import { feedResponse } from '@/app/blog-feeds';
import { slugSchema } from '@/domains/catalogue/params';

// A category's feed, per request from cached reads; a slug that cannot be one is a 404 without a query.
export const dynamic = 'force-dynamic';
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!slugSchema.safeParse(slug).success) return new Response('No such category.', { status: 404 });
  return feedResponse('json', slug);
}
