import { afterAll } from 'vitest';
import { closeBrowsers } from './harness';

// Each file's tests share one Chromium per set of flags (openBrowser): closed when the file is done.
afterAll(closeBrowsers);
