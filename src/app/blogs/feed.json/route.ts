import { feedResponse } from '@/app/blog-feeds';

// Per request from cached reads: the build must not open the database.
export const dynamic = 'force-dynamic';
export const GET = () => feedResponse('json');
