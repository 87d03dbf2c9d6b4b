// Vitest global setup: one migrated and seeded PGlite folder per run, copied by each test that needs one
// (creating a folder costs seconds; copying it, a fraction of one); on the PostgreSQL server too, a seeded database
// that each test's database is created from (CREATE DATABASE ... TEMPLATE copies it in a tenth of a second).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl, testDatabaseUrl } from './env';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: string;
    /** A migrated PGlite folder without content (a new database's initdb and migrations take ~4 s of CPU here). */
    emptyTemplate: string;
    /** The seeded template database's name on the TEST_DATABASE_URL server ('' without one). */
    seededPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // npm test names a folder for both phases (the browser tests' sites start from the same seeded copy), kept after.
  const shared = process.env.STREAMIT_TEMPLATE_DIR;
  const root = shared || fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-template-'));
  const dir = path.join(root, 'seeded');
  // One demo clips cache for the run (npm test names one for both phases), so that a test's fresh seed copies the blog's
  // audio clips the template's seed rendered (ffmpeg, ~10 s a seed here). Set before the site's configuration is read:
  // the test files inherit it, and the seed's modules are imported after it.
  process.env.DEMO_CLIP_DIR ||= path.join(root, 'demo-clips');
  const { openDatabase } = await import('@/db/client');
  const { seedDemo } = await import('@/db/seed');
  if (!fs.existsSync(path.join(dir, 'pglite'))) {
    const handle = await openDatabase({ dir: path.join(dir, 'pglite'), init: (db) => seedDemo(db, path.join(dir, 'media')) });
    await handle.close();
  }
  project.provide('seededTemplate', dir);
  const empty = path.join(root, 'empty');
  if (!fs.existsSync(path.join(empty, 'pglite'))) await (await openDatabase({ dir: path.join(empty, 'pglite') })).close();
  project.provide('emptyTemplate', empty);
  const server = testDatabaseUrl;
  const template = server ? `streamit_template_${process.pid}_${Date.now()}` : '';
  if (server) {
    await adminQuery(server, `create database ${template}`);
    // Seeded beside the PGlite template's files: the seed finds its media there and writes nothing new.
    const pg = await openDatabase({ url: databaseUrl(server, template), init: (db) => seedDemo(db, path.join(dir, 'media')) });
    await pg.close();
  }
  project.provide('seededPostgresTemplate', template);
  return async () => {
    if (server) await adminQuery(server, `drop database if exists ${template} with (force)`);
    if (!shared) fs.rmSync(root, { recursive: true, force: true });
  };
}
