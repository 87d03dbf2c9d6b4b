import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/helpers/sequencer';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on two cores (vitest's default is cores - 1): much of a file's time is waiting on a
    // database, ffmpeg or a server, and two forks took the suite from 279 s to 184 s on this machine.
    maxWorkers: 2,
    globalSetup: ['tests/helpers/seeded-template.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
