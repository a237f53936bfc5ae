#!/usr/bin/env bash
# Renders the landing page's two background loops and their poster frames into web/public/media/.
#
#   bash web/media/render-videos.sh            # needs ffmpeg with libx264 and libvpx-vp9
#
# The loops are abstract and drawn entirely by ffmpeg's `geq` filter (no source footage), so the
# output is reproducible from this file alone:
#   mission.*  "aurora": soft ribbons of teal, blue and a thin warm amber line drifting over navy;
#   vision.*   "bokeh":  out-of-focus discs of light in the brand colours floating over deep indigo.
# Every moving term is a sine of 2*pi*t/PERIOD times a whole number, so frame PERIOD equals frame 0
# and the loop has no seam. Frames are drawn at 480x270 (the content is soft, so nothing is lost),
# blurred, then scaled to 960x540.
#
# Outputs (each file well under 600 KB): mission.mp4, mission.webm, mission.jpg, vision.mp4,
# vision.webm, vision.jpg. The script runs by hand only; the committed files are what ships, and
# real footage saved under the same names replaces them without any code change.
set -euo pipefail

FFMPEG="${FFMPEG:-ffmpeg}"
OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/public/media"
PERIOD=8          # seconds; also the clip length
FPS=24
DRAW_SIZE=480x270
OUT_W=960
OUT_H=540
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT_DIR"

# p: the loop phase, 0..2*pi over one period. u, v: position in the frame, 0..1.
P="(2*PI*T/${PERIOD})"
U="(X/W)"
V="(Y/H)"

# --- mission: aurora ribbons -------------------------------------------------------------------
# Three ribbons: centre line as a sum of sines in x, Gaussian profile across, brightness rippling
# along x. Stored in registers 0..2 so that each colour channel reuses them.
aurora_intensities="st(0, exp(-pow((${V}-(0.40+0.10*sin(2*PI*${U}+${P})+0.035*sin(4.6*PI*${U}-2*${P})))/0.085, 2)) * (0.65+0.35*sin(3*PI*${U}-${P}+1.0)));\
st(1, exp(-pow((${V}-(0.62+0.07*sin(2.4*PI*${U}-${P}+2.0)+0.03*sin(5*PI*${U}+${P})))/0.065, 2)) * (0.6+0.4*sin(2.2*PI*${U}+2*${P})));\
st(2, exp(-pow((${V}-(0.52+0.09*sin(1.8*PI*${U}+${P}+4.0)))/0.018, 2)) * (0.5+0.5*sin(2*PI*${U}-${P})));\
st(3, 1-0.55*pow(hypot(${U}-0.5, ${V}-0.45)*1.2, 2))"

# aurora_channel TOP BOTTOM RIBBON1 RIBBON2 LINE: one colour channel (0..255 values per layer).
aurora_channel() {
  echo "${aurora_intensities}; clip((($1)+(($2)-($1))*${V})*ld(3) + 0.80*ld(0)*$3 + 0.55*ld(1)*$4 + 0.45*ld(2)*$5, 0, 255)"
}

# --- vision: bokeh --------------------------------------------------------------------------------
# disc CX CY RADIUS_PX ALPHA: a soft-edged disc whose centre orbits slowly (Lissajous, whole multiples
# of the phase) and whose brightness breathes.
disc() {
  local cx="$1" cy="$2" r="$3" a="$4" m="$5" ph="$6"
  echo "($a*(0.75+0.25*sin(${m}*${P}+${ph}))/(1+pow(hypot(X-W*(${cx}+0.06*sin(${m}*${P}+${ph})), Y-H*(${cy}+0.05*cos(${P}+${ph})))/${r}, 6)))"
}
warm="$(disc 0.18 0.30 34 0.75 1 0.0)+$(disc 0.72 0.68 46 0.60 2 1.7)+$(disc 0.50 0.18 18 0.80 1 3.1)"
teal="$(disc 0.32 0.72 52 0.55 1 2.3)+$(disc 0.86 0.26 38 0.60 2 4.4)+$(disc 0.62 0.42 24 0.70 1 5.2)"
pale="$(disc 0.08 0.78 28 0.35 2 0.9)+$(disc 0.42 0.50 60 0.18 1 3.8)+$(disc 0.94 0.84 22 0.45 1 1.2)"
bokeh_registers="st(0, ${warm}); st(1, ${teal}); st(2, ${pale}); st(3, clip(1-hypot(${U}-0.35, (${V}-0.40)*0.8)*1.1, 0, 1))"

# bokeh_channel EDGE CENTRE WARM TEAL PALE
bokeh_channel() {
  echo "${bokeh_registers}; clip(($1)+(($2)-($1))*ld(3) + ld(0)*$3 + ld(1)*$4 + ld(2)*$5, 0, 255)"
}

render() {
  local name="$1" red="$2" green="$3" blue="$4" blur="$5"
  cat >"$WORK/$name.graph" <<GRAPH
color=c=black:s=${DRAW_SIZE}:r=${FPS}:d=${PERIOD},format=gbrp,
geq=r='${red}':g='${green}':b='${blue}',
gblur=sigma=${blur},scale=${OUT_W}:${OUT_H}:flags=bicubic,format=yuv420p[out]
GRAPH
  # Draw once losslessly, then encode both formats from the same frames.
  "$FFMPEG" -hide_banner -loglevel error -y -filter_complex_script "$WORK/$name.graph" -map '[out]' \
    -c:v libx264 -qp 0 -preset ultrafast "$WORK/$name.mkv"
  "$FFMPEG" -hide_banner -loglevel error -y -i "$WORK/$name.mkv" -an \
    -c:v libx264 -preset veryslow -crf 25 -profile:v high -pix_fmt yuv420p -g $((FPS * 4)) \
    -movflags +faststart "$OUT_DIR/$name.mp4"
  "$FFMPEG" -hide_banner -loglevel error -y -i "$WORK/$name.mkv" -an \
    -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good -cpu-used 1 -pix_fmt yuv420p -g $((FPS * 4)) \
    "$OUT_DIR/$name.webm"
  "$FFMPEG" -hide_banner -loglevel error -y -i "$WORK/$name.mkv" -frames:v 1 -q:v 3 "$OUT_DIR/$name.jpg"
  ls -l "$OUT_DIR/$name".{mp4,webm,jpg}
}

# Brand colours: navy #0A2540, deep teal-blue #0B5D7E, teal #14B8A6, blue #3B82F6, amber #F2A33A.
render mission \
  "$(aurora_channel 10 6 20 59 242)" \
  "$(aurora_channel 30 62 184 130 163)" \
  "$(aurora_channel 64 92 166 246 58)" \
  3
render vision \
  "$(bokeh_channel 6 30 242 45 190)" \
  "$(bokeh_channel 14 40 163 212 215)" \
  "$(bokeh_channel 34 86 58 191 255)" \
  2.5
