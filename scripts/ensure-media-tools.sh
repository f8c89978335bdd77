#!/usr/bin/env bash
# The media tools the server uses when present, installed for the tests where missing and possible:
# espeak-ng (standard audio), ffmpeg (MP3 audio, video thumbnails), and Festival with Debian's HTS voice
# (festvox-us-slt-hts, premium audio). The tests check the real engines, so a fresh machine needs them;
# without root or apt the script says so and carries on (the server itself falls back: README, "Audio").
set -u
have_all() {
  command -v espeak-ng >/dev/null && command -v ffmpeg >/dev/null && command -v text2wave >/dev/null &&
    [ -d /usr/share/festival/voices/us/cmu_us_slt_arctic_hts ]
}
if have_all; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing espeak-ng, ffmpeg, Festival and the HTS voice…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends espeak-ng ffmpeg festival festvox-us-slt-hts >/dev/null && exit 0
fi
echo "espeak-ng, ffmpeg or Festival's HTS voice is missing ('sudo apt-get install -y espeak-ng ffmpeg festival festvox-us-slt-hts'): the audio and video tests that need them will fail." >&2
exit 0
