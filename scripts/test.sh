#!/bin/sh
# npm test: formatting, unit, integration and architecture tests, then a production build and the browser tests against it.
set -e
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
sh scripts/ensure-system.sh
npx prettier --check . || { echo "Formatting differs from Prettier's: run npm run format." >&2; exit 1; }
npx vitest run
npx next build
npx vitest run -c vitest.e2e.config.ts
