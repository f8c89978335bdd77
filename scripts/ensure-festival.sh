#!/usr/bin/env bash
# Premium high-quality audio uses Festival with Debian's HTS voice (festvox-us-slt-hts). Install them when
# missing and possible; otherwise say so and carry on: the server detects the voice at start and, without
# it, offers no high-quality audio rather than a copy of the standard voice (README, "Audio").
set -u
if command -v text2wave >/dev/null && [ -d /usr/share/festival/voices/us/cmu_us_slt_arctic_hts ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Festival and the HTS voice for premium audio…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq festival festvox-us-slt-hts >/dev/null && exit 0
fi
echo "Festival's HTS voice is not installed ('sudo apt-get install -y festival festvox-us-slt-hts'): premium audio tests will check the fallback." >&2
exit 0
