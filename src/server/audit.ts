import { count, desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog } from './audit-schema';
import type { Viewer } from './viewer';

// The audit log: defineAction writes an entry for every action that says what it changed (its `audit`), after the
// change; the studio lists them.

export type AuditEntry = { target: string; before?: unknown; after?: unknown };

/** Who did it, as the log keeps it: the person's name (or e-mail), or the command line. */
export function actorOf(viewer: Viewer): { actorId: string | null; actor: string } {
  if (viewer.kind === 'system') return { actorId: null, actor: 'command line' };
  return { actorId: viewer.identity?.id ?? null, actor: viewer.identity?.name || viewer.identity?.email || 'visitor' };
}

export async function recordAudit(viewer: Viewer, action: string, entry: AuditEntry): Promise<void> {
  await getDb()
    .insert(auditLog)
    .values({ ...actorOf(viewer), action, target: entry.target, before: entry.before ?? null, after: entry.after ?? null });
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first. */
export async function auditPage(page: number) {
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
