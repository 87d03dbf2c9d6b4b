#!/bin/sh
# npm test: formatting; unit, integration and architecture tests with a production build beside them; the browser tests against the build.
set -e
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
sh scripts/ensure-system.sh
# Video packaged with a faster x264 preset (README: TRANSCODE_PRESET): the same pipeline and profile at 60 % of the CPU.
export TRANSCODE_PRESET="${TRANSCODE_PRESET:-superfast}"
# One demo clips cache for both phases (the seeds' audio, the browser tests' reels), made afresh by each run.
if [ -z "${DEMO_CLIP_DIR:-}" ]; then
  DEMO_CLIP_DIR=$(mktemp -d)
  export DEMO_CLIP_DIR
  trap 'rm -rf "$DEMO_CLIP_DIR"' EXIT
fi
npx prettier --check . || { echo "Formatting differs from Prettier's: run npm run format." >&2; exit 1; }
# The production build runs beside the unit tests (they never read it; much of their time is waiting): the browser
# tests, which run against it, wait for both.
build_log=$(mktemp)
npx next build > "$build_log" 2>&1 &
build=$!
unit=0
npx vitest run || unit=$?
if ! wait "$build"; then
  cat "$build_log" >&2
  rm -f "$build_log"
  echo "The production build failed (above)." >&2
  exit 1
fi
tail -n 4 "$build_log"
rm -f "$build_log"
[ "$unit" -eq 0 ] || exit "$unit"
npx vitest run -c vitest.e2e.config.ts
