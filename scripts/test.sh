#!/bin/sh
# npm test: formatting; unit, integration and architecture tests with a production build beside them; the browser tests against the build.
set -e
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
sh scripts/ensure-system.sh
# Video packaged with a faster x264 preset (README: TRANSCODE_PRESET): the same pipeline and profile at 60 % of the CPU.
export TRANSCODE_PRESET="${TRANSCODE_PRESET:-superfast}"
# One demo clips cache for both phases (the seeds' audio, the browser tests' reels), made afresh by each run.
made_clip_dir=
if [ -z "${DEMO_CLIP_DIR:-}" ]; then
  DEMO_CLIP_DIR=$(mktemp -d)
  export DEMO_CLIP_DIR
  made_clip_dir=$DEMO_CLIP_DIR
fi
# One migrated, seeded database folder for both phases (the seed takes ~40 s of one core here): the unit tests make it,
# the browser tests' sites start from copies of it.
STREAMIT_TEMPLATE_DIR=$(mktemp -d)
export STREAMIT_TEMPLATE_DIR
# The browser tests' reels (ffmpeg, ~40 s of CPU), made at low priority beside the unit tests, on the CPU they leave
# (unit phase +11 s, browser set-up -30 s here); in a process group of their own, stopped with ffmpeg if the run ends first.
clips_log=$(mktemp)
setsid nice -n 10 node --import tsx scripts/demo-clips.ts "$DEMO_CLIP_DIR" > "$clips_log" 2>&1 &
clips=$!
trap 'kill -TERM -"$clips" 2>/dev/null || true; rm -f "$clips_log"; rm -rf "$STREAMIT_TEMPLATE_DIR"; [ -z "$made_clip_dir" ] || rm -rf "$made_clip_dir"' EXIT
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
node src/server/next-internals/compile-hints.mjs
rm -f "$build_log"
[ "$unit" -eq 0 ] || exit "$unit"
if ! wait "$clips"; then
  cat "$clips_log" >&2
  echo "The demo clips could not be made (above)." >&2
  exit 1
fi
npx vitest run -c vitest.e2e.config.ts
