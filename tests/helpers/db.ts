import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { installDatabase, openDatabase, type Handle } from '../../src/db/client';

export type TestEngine = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };
export type TestDatabase = Handle & { mediaDir: string; dispose: () => Promise<void> };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database per call). */
export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = [{ name: 'pglite', open: openPglite }];
  if (process.env.TEST_DATABASE_URL) engines.push({ name: 'postgres', open: () => openPostgres(process.env.TEST_DATABASE_URL!) });
  return engines;
}

async function openPglite(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-test-'));
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

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `streamit_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  installDatabase(handle);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-test-media-'));
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
