import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Seconds each long file took alone on this machine (vitest's JSON report, 2026-11-29). A clean clone has no timings
// of its own, and vitest then runs the largest files first: the longest file (a preview made with ffmpeg) was sized
// into the last minute and ran alone while the other worker had nothing left. Longest first, the rest by size.
const MEASURED_SECONDS: Record<string, number> = {
  'src/domains/playback/demo.test.ts': 20,
  'tests/integration/cli.test.ts': 22,
  'src/domains/catalogue/catalogue.test.ts': 26,
  'src/graphql/graphql.test.ts': 21,
  'src/domains/identity/issuer/provider.test.ts': 21,
  'src/jobs/queue.test.ts': 17,
  'src/domains/shop/checkout.test.ts': 15,
  'tests/e2e/playback.test.ts': 68,
  'tests/e2e/studio.test.ts': 62,
  'tests/e2e/identity.test.ts': 59,
  'tests/e2e/catalogue.test.ts': 51,
  'tests/e2e/cluster.test.ts': 46,
  'tests/e2e/crawl.test.ts': 37,
  'tests/e2e/blog.test.ts': 34,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (spec: TestSpecification) => path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
    const size = (spec: TestSpecification) => fs.statSync(spec.moduleId).size;
    return [...files].sort((a, b) => (MEASURED_SECONDS[key(b)] ?? 0) - (MEASURED_SECONDS[key(a)] ?? 0) || size(b) - size(a));
  }
}
