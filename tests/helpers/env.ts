import pg from 'pg';

// The environment, for tests: src/ reads it only through src/config.ts (the architecture test), so the tests that
// live beside their code in src/ set and read it here.

/** The PostgreSQL server the database tests also run on, when one is named. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** Sets variables for modules imported after this (the configuration is read once, at its first import). */
export function setEnv(vars: Record<string, string>): void {
  Object.assign(process.env, vars);
}

/** This process's environment with `vars` over it, for a child process. */
export function envWith(vars: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...vars };
}

/** The server's address with another database. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's own database (creating and dropping the tests' databases). */
export async function adminQuery(server: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
