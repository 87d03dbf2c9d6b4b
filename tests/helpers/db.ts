import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { seedDemo } from '@/db/seed';
import { testDatabaseUrl } from './env';

export type TestEngine = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };
export type TestDatabase = Handle & { mediaDir: string; dispose: () => Promise<void> };

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database per call). `seeded`: the
 * demo catalogue is in it (on PGlite, a copy of the run's seeded template folder).
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
  if (seeded) fs.cpSync(inject('seededTemplate'), dir, { recursive: true });
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
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-test-media-'));
  // The template's media first: the seed then skips what is there (the blog's audio takes ffmpeg seconds per clip).
  if (seeded) fs.cpSync(path.join(inject('seededTemplate'), 'media'), dir, { recursive: true });
  const handle = await openDatabase({ url: url.toString(), init: seeded ? (db) => seedDemo(db, dir) : undefined });
  installDatabase(handle);
  return {
    ...handle,
    mediaDir: dir,
    dispose: async () => {
      installDatabase(undefined);
      await handle.close();
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
