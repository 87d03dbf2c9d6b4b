// Vitest global setup: one migrated and seeded PGlite folder per run, copied by each test that needs one
// (creating a folder costs seconds; copying it, a fraction of one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';
import { seedDemo } from '@/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-template-'));
  const handle = await openDatabase({ dir: path.join(dir, 'pglite'), init: (db) => seedDemo(db, path.join(dir, 'media')) });
  await handle.close();
  project.provide('seededTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
