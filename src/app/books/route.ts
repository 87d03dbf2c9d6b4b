import type { NextRequest } from 'next/server';

// SPEC.md's search path; results live at /search (DESIGN.md). A relative Location keeps the visitor's host.
export function GET(request: NextRequest) {
  const term = request.nextUrl.searchParams.get('searchTerm');
  const location = term === null ? '/search' : `/search?searchTerm=${encodeURIComponent(term)}`;
  return new Response(null, { status: 308, headers: { location } });
}
