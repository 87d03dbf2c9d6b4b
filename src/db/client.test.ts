import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFolder } from './client';

describe('PGlite folder claim', () => {
  it('refuses a folder a live process owns, and takes over a stale claim', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-claim-')), 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(`${dir}.owner`, String(other.pid));
      expect(() => claimFolder(dir)).toThrow(/in use by process/);
      other.kill();
      await new Promise((r) => other.once('exit', r));
      const release = claimFolder(dir);
      expect(fs.readFileSync(`${dir}.owner`, 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(`${dir}.owner`)).toBe(false);
    } finally {
      other.kill();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
