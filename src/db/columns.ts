import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { ACCENTED, PLAIN } from '@/lib/accents';

/** A full-text search column (PostgreSQL's tsvector), for the domains' generated search vectors. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A not-null text column lower-cased without its accents, in a generated column, as foldAccents does to what is typed. */
export const foldedText = (column: string) => sql.raw(`translate(lower(${column}), '${ACCENTED}', '${PLAIN}')`);
