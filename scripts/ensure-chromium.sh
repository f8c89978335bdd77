#!/usr/bin/env bash
# Playwright drives Debian's Chromium (browser downloads are not possible here). Install it when missing.
set -u
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again." >&2
exit 1
