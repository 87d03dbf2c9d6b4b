#!/bin/sh
# Installs the system packages the tests need (Chromium for browser tests) when they are missing.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v ffmpeg >/dev/null 2>&1 || missing="$missing ffmpeg"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages:$missing. Install them (Debian: sudo apt-get install -y$missing) and run the tests again." >&2
  exit 1
fi
echo "Installing$missing ..."
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
