import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/config';

// Where studio uploads wait for their ingest (tus's files and their records), and their removal once ingested.

export const uploadDir = () => path.join(config.dataDir, 'uploads');

/** Removes a finished upload's file and its record (after its ingest, whatever the outcome). */
export async function removeUpload(id: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(id)) return;
  await Promise.all(['', '.json', '.job'].map((end) => fs.rm(path.join(uploadDir(), `${id}${end}`), { force: true })));
}
