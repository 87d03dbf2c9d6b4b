import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { adminQuery, databaseUrl, testDatabaseUrl } from './env';

export type TestEngine = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };
export type TestDatabase = Handle & { mediaDir: string; dispose: () => Promise<void> };

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database per call). `seeded`: the
 * demo catalogue is in it. On PGlite, a copy of one of the run's template folders, seeded or only migrated.
 */
export function testEngines({ seeded = false } = {}): TestEngine[] {
  const engines: TestEngine[] = [{ name: 'pglite', open: () => openPglite(seeded) }];
  const url = testDatabaseUrl;
  if (url) engines.push({ name: 'postgres', open: () => openPostgres(url, seeded) });
  return engines;
}

/** As server.ts does: the domains' plug-ins (viewer, what a guest owns, job kinds). Loaded late: tests set env first. */
async function registerDomains() {
  (await import('@/register')).registerDomains();
}

async function openPglite(seeded: boolean): Promise<TestDatabase> {
  await registerDomains();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-test-'));
  fs.cpSync(inject(seeded ? 'seededTemplate' : 'emptyTemplate'), dir, { recursive: true });
  const handle = await openDatabase({ dir: path.join(dir, 'pglite') });
  installDatabase(handle);
  return {
    ...handle,
    mediaDir: path.join(dir, 'media'),
    dispose: async () => {
      installDatabase(undefined);
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(baseUrl: string, seeded: boolean): Promise<TestDatabase> {
  await registerDomains();
  const name = `streamit_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  // Seeded: a copy of the run's seeded database (seeded-template.ts), its media beside the PGlite template's.
  const template = seeded ? inject('seededPostgresTemplate') : '';
  await adminQuery(baseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-test-media-'));
  if (seeded) fs.cpSync(path.join(inject('seededTemplate'), 'media'), dir, { recursive: true });
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
  installDatabase(handle);
  return {
    ...handle,
    mediaDir: dir,
    dispose: async () => {
      installDatabase(undefined);
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
