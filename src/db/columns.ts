import { customType } from 'drizzle-orm/pg-core';

/** A full-text search column (PostgreSQL's tsvector), for the domains' generated search vectors. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
