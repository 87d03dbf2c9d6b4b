import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/helpers/sequencer';

// Browser tests: one server per file, two files at a time: one file left a third of two cores idle (a server renders
// on one thread while its browser waits), 450 s one after another, 333 s two at a time here.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    pool: 'forks',
    // Browsers animate (smooth scrolling, transitions): give polled expectations room on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
