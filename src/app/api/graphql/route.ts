import { graphqlYoga } from '@/graphql/yoga';

export const dynamic = 'force-dynamic';

// The data API (src/graphql): queries by GET or POST, mutations by POST only.
async function handle(request: Request): Promise<Response> {
  return (await graphqlYoga()).handleRequest(request, {});
}

export { handle as GET, handle as POST };
