import { graphqlYoga } from '@/graphql/yoga';

export const dynamic = 'force-dynamic';

// The data API (src/graphql): queries by GET or POST, mutations by POST only.
async function handle(request: Request): Promise<Response> {
  const response = await (await graphqlYoga()).handleRequest(request, {});
  // A personal answer is nobody else's: never kept by a shared cache, and a cache tells answers apart by the token.
  response.headers.set('vary', 'Authorization');
  if (request.headers.has('authorization')) response.headers.set('cache-control', 'private, no-store');
  return response;
}

export { handle as GET, handle as POST };
