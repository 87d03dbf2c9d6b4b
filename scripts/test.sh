#!/bin/sh
# npm test: unit and integration tests, then a production build and the browser tests against it.
set -e
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
sh scripts/ensure-system.sh
npx vitest run
npx next build
npx vitest run -c vitest.e2e.config.ts
