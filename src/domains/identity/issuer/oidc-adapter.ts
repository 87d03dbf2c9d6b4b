import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { getDb } from '@/db/client';
import { oidcPayloads } from './schema';

// oidc-provider's storage contract (one instance per model name), on the site's database.

const fresh = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

function withConsumed(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

export class DatabaseAdapter implements Adapter {
  constructor(private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await getDb()
      .insert(oidcPayloads)
      .values({ id, model: this.model, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  private async findOne(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await getDb()
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), where, fresh()))
      .limit(1);
    return withConsumed(row);
  }

  find(id: string) {
    return this.findOne(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string) {
    return this.findOne(eq(oidcPayloads.userCode, userCode));
  }

  findByUid(uid: string) {
    return this.findOne(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await getDb()
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await getDb()
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  // Every model's rows of the grant: its codes, access and refresh tokens go together.
  async revokeByGrantId(grantId: string): Promise<void> {
    await getDb().delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

/** Drops what has expired (run now and then; expired rows are never read). Returns how many went. */
export async function deleteExpiredPayloads(): Promise<number> {
  const gone = await getDb()
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.expiresAt} <= now()`)
    .returning({ id: oidcPayloads.id });
  return gone.length;
}

/** Ends everything the provider holds for an account (sessions, grants, codes, tokens): signed out everywhere. */
export async function deleteAccountPayloads(accountId: string): Promise<number> {
  const gone = await getDb()
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`)
    .returning({ id: oidcPayloads.id });
  return gone.length;
}
