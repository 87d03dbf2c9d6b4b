import { eq } from 'drizzle-orm';
import { getDb } from './client';
import { installationSecrets } from './secrets-schema';

/** A secret made once per installation (the first process to store it wins) and read back ever after. */
export async function installationSecret<T>(name: string, make: () => T): Promise<T> {
  const db = getDb();
  await db.insert(installationSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row!.value as T;
}
