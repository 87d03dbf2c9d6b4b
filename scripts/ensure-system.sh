#!/bin/sh
# Installs the system packages StreamIt needs when they are missing: ffmpeg (video) always; Chromium and nginx too for
# the browser tests (`ensure-system.sh ffmpeg` asks for ffmpeg only, as npm start does; the cluster asks for nginx).
wanted="${*:-chromium ffmpeg nginx}"
missing=""
case " $wanted " in *" chromium "*) [ -x /usr/bin/chromium ] || missing="$missing chromium" ;; esac
case " $wanted " in *" ffmpeg "*) command -v ffmpeg >/dev/null 2>&1 || missing="$missing ffmpeg" ;; esac
case " $wanted " in *" nginx "*) [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing="$missing nginx" ;; esac
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages:$missing. Install them (Debian: sudo apt-get install -y$missing) and try again." >&2
  exit 1
fi
echo "Installing$missing ..."
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
