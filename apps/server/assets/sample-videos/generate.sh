#!/usr/bin/env bash
# Regenerates the bundled sample clips and the still images made from them, with nothing but ffmpeg:
#   apps/server/assets/sample-videos/{breath,mandala,sunrise,waves}.mp4  (served by GET /videos/:file)
#   apps/web/public/images/posters/<id>.webp   one poster per entry of libs/content/src/videos.ts
#   apps/web/public/images/home/hero-{828,1600}.webp   the home page's hero art
# Every picture is drawn from expressions, so the project owns all of it. Run from anywhere:
#   bash apps/server/assets/sample-videos/generate.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
posters="$root/apps/web/public/images/posters"
home="$root/apps/web/public/images/home"
mkdir -p "$posters" "$home"

# The patterns are computed at half size and scaled up: they are smooth, and geq is slow.
W=320
H=180
CLIP_SECONDS=7
FPS=24

# ffmpeg expressions have no variables, only registers st(n, value) / ld(n); each colour channel is
# evaluated on its own, so every channel repeats its clip's prefix.
declare -A PATTERN
# breath: a glow that swells and settles like a slow breath, with a ring at its edge.
P="st(0\,hypot(X-W/2\,Y-H/2));st(1\,52+18*sin(2*PI*T/7));st(2\,exp(-pow(ld(0)/ld(1)\,2)));st(3\,exp(-pow((ld(0)-1.6*ld(1))/5\,2)));"
PATTERN[breath]="geq=r='${P}16+46*ld(2)+40*ld(3)+16*Y/H':g='${P}44+160*ld(2)+70*ld(3)':b='${P}66+150*ld(2)+80*ld(3)+24*Y/H'"
# mandala: slowly turning petals with a ring of fine rays, the hue drifting from violet to rose.
M="st(0\,hypot(X-W/2\,Y-H/2));st(1\,atan2(Y-H/2\,X-W/2));st(2\,pow(abs(cos(6*ld(1)+0.35*T))\,4)*(0.55+0.45*cos(ld(0)/7-1.3*T)));st(3\,exp(-ld(0)/95));st(4\,pow(abs(cos(12*ld(1)-0.2*T))\,8)*exp(-pow((ld(0)-60)/9\,2)));"
PATTERN[mandala]="geq=r='${M}clip(34+210*ld(2)*ld(3)+150*ld(4)\,0\,255)':g='${M}clip(18+130*ld(2)*ld(3)+90*ld(4)\,0\,255)':b='${M}clip(72+70*ld(2)*ld(3)+140*ld(4)\,0\,255)',hue=h=6*t"
# sunrise: an indigo sky warming to amber, the sun rising out of the sea and shimmering on it.
S="st(0\,H*(0.78-T*0.035));st(1\,exp(-pow(hypot(X-W/2\,Y-ld(0))/16\,4)));st(2\,exp(-pow(hypot(X-W/2\,Y-ld(0))/70\,2)));st(3\,gt(Y\,H*0.72));st(4\,ld(3)*exp(-pow((X-W/2)/(10+(Y-H*0.72)*0.8)\,2))*(0.6+0.4*sin(Y*1.3-T*6)));"
PATTERN[sunrise]="geq=r='${S}clip((1-ld(3))*(50+170*Y/H+90*ld(2)+255*ld(1))+ld(3)*(30+180*ld(4))\,0\,255)':g='${S}clip((1-ld(3))*(24+80*Y/H+70*ld(2)+200*ld(1))+ld(3)*(36+120*ld(4))\,0\,255)':b='${S}clip((1-ld(3))*(90-20*Y/H+20*ld(2)+120*ld(1))+ld(3)*(70+60*ld(4))\,0\,255)'"
# waves: slow swells of light rolling across a deep blue sea.
V="st(0\,sin(Y/11-T*1.4+1.6*sin(X/47+T*0.45)));st(1\,sin(Y/23+X/60-T*0.8));st(2\,clip(0.5+0.3*ld(0)+0.2*ld(1)\,0\,1));"
PATTERN[waves]="geq=r='${V}8+70*pow(ld(2)\,4)':g='${V}40+120*ld(2)+30*(1-Y/H)':b='${V}70+130*ld(2)+40*(1-Y/H)'"

# A quiet two-note drone for each clip (so the mute button has something to mute), breathing in
# volume and fading in and out.
declare -A TONE=([breath]="196:294" [mandala]="220:330" [sunrise]="262:392" [waves]="174:261")

frames() { # <clip> <duration>: the clip's pattern at full size, as raw video
  echo "color=black:s=${W}x${H}:r=${FPS}:d=$2,format=rgb24,${PATTERN[$1]},scale=640:360:flags=bicubic"
}

for clip in breath mandala sunrise waves; do
  low="${TONE[$clip]%%:*}"
  high="${TONE[$clip]##*:}"
  audio="aevalsrc='(0.05*sin(2*PI*${low}*t)+0.03*sin(2*PI*${high}*t))*(0.7+0.3*sin(2*PI*t/${CLIP_SECONDS}))':s=44100:d=${CLIP_SECONDS},afade=t=in:d=1,afade=t=out:st=$((CLIP_SECONDS - 1)):d=1"
  ffmpeg -nostdin -y -v error -f lavfi -i "$(frames "$clip" "$CLIP_SECONDS")" -f lavfi -i "$audio" \
    -c:v libx264 -profile:v main -preset veryslow -tune animation -crf 26 -maxrate 200k -bufsize 400k \
    -g $((FPS * 2)) -pix_fmt yuv420p \
    -c:a aac -ac 1 -b:a 24k \
    -movflags +faststart -shortest "$here/$clip.mp4"
done

# One poster per catalogue entry: a frame of the clip that stands in for it, each at another moment
# and hue so that no two players look alike.
index=0
sed -n "s/.*video('\([a-z0-9-]*\)', '\([a-z]*\)').*/\1 \2/p" "$root/libs/content/src/videos.ts" |
  while read -r id clip; do
    at=$(awk "BEGIN { print 1 + ($index * 0.73) % 5.5 }")
    ffmpeg -nostdin -y -v error -ss "$at" -i "$here/$clip.mp4" -frames:v 1 \
      -vf "hue=h=$(((index * 37) % 140 - 70)):s=1.1,vignette=PI/5" \
      -c:v libwebp -quality 90 "$posters/$id.webp"
    index=$((index + 1))
  done

# The hero: ribbons of light flowing under a warm glow, on a dark teal ground that keeps the white
# headline readable. Registers: 0 ground swell, 1 glow, 2-4 ribbons, 5 their sum.
HW=800
HH=450
HERO="st(0\,sin(X/190+2*sin(Y/260)));st(1\,exp(-pow(hypot(X-W*0.8\,Y-H*0.28)/(W*0.2)\,2)));st(2\,exp(-pow((Y-H*0.74-55*sin(X/150+0.8)-20*sin(X/53))/(3+X/90)\,2)));st(3\,exp(-pow((Y-H*0.82-50*sin(X/170+2.1)-15*sin(X/61))/(2+X/120)\,2)));st(4\,exp(-pow((Y-H*0.68-45*sin(X/130+3.3))/(2+X/150)\,2)));st(5\,0.55*ld(2)+0.45*ld(3)+0.35*ld(4));"
hero="geq=r='${HERO}clip(10+18*ld(0)*ld(0)+140*ld(1)+120*ld(5)\,0\,255)':g='${HERO}clip(38+30*(0.5+0.5*ld(0))+60*ld(1)+190*ld(5)\,0\,255)':b='${HERO}clip(52+30*(0.5+0.5*ld(0))+20*ld(1)+180*ld(5)\,0\,255)'"
ffmpeg -nostdin -y -v error -f lavfi -i "color=black:s=${HW}x${HH}:d=1,format=rgb24,${hero}" -frames:v 1 \
  -vf "scale=1600:900:flags=bicubic" -c:v libwebp -quality 70 "$home/hero-1600.webp"
ffmpeg -nostdin -y -v error -i "$home/hero-1600.webp" -vf "scale=828:466:flags=lanczos" -c:v libwebp -quality 70 \
  "$home/hero-828.webp"
