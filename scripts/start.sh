#!/bin/sh
# npm start: build once when there is no build or the sources changed since, then run the one server process.
# npm run start:cluster (`start.sh cluster`): the same build, then nginx, app processes and workers (cluster/start.ts).
set -e
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NODE_ENV=production
# Video needs ffmpeg: installed with apt-get when missing (as root); without it the site runs, the demo video waits.
sh scripts/ensure-system.sh ffmpeg || echo "Without ffmpeg the demo titles have no video to play." >&2
[ "${1:-}" = cluster ] && sh scripts/ensure-system.sh nginx
stamp=.next/BUILD_ID
if [ ! -f "$stamp" ] || [ -n "$(find src server.ts next.config.ts package.json -newer "$stamp" -type f 2>/dev/null | head -1)" ]; then
  echo "Building StreamIt (first start or changed sources)..."
  npx next build
  # Its chunks marked for eager compilation in the browser (decision 0031).
  node src/server/next-internals/compile-hints.mjs
fi
# The server, worker, launcher and CLI compiled to JavaScript (scripts/build-server.mjs, under a second) after Next's
# build, which empties .next, and again when their sources change: no TypeScript loader at each start (decision 0024).
bundle=.next/streamit/server.mjs
if [ ! -f "$bundle" ] || [ -n "$(find src server.ts worker.ts cli cluster tsconfig.json package.json -newer "$bundle" -type f 2>/dev/null | head -1)" ]; then
  node scripts/build-server.mjs
fi
[ "${1:-}" = cluster ] && exec node .next/streamit/cluster.mjs
exec node "$bundle"
