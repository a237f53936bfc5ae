#!/bin/sh
# Starts the journeys' Chromium ($VMS_CHROMIUM, set by test/support/browser.ts) with every
# `--disable-features=` it is given merged into one, and likewise every `--enable-features=`.
#
# Why: Chromium honours only the last of each switch. Playwright passes its own list of features to
# disable, and the journeys' arguments come after it, so a list of ours replaced Playwright's (seen in
# the renderers' own command lines). Merged, both apply, and Playwright's list is not copied here.
set -eu
: "${VMS_CHROMIUM:?the browser to start (test/support/browser.ts sets it)}"
disabled=''
enabled=''
for arg; do
  shift
  case $arg in
    --disable-features=*) disabled="$disabled${disabled:+,}${arg#--disable-features=}" ;;
    --enable-features=*) enabled="$enabled${enabled:+,}${arg#--enable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
[ -n "$disabled" ] && set -- "$@" "--disable-features=$disabled"
[ -n "$enabled" ] && set -- "$@" "--enable-features=$enabled"
exec "$VMS_CHROMIUM" "$@"
