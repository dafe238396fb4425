#!/usr/bin/env bash
# Rebuilds photo-gps.heic, the HEIC test photo carrying a GPS position and camera data
# (upload/heif-metadata.test.ts, tests/int/uploads.test.ts). Not run by the tests: the file is
# committed. Needs node with sharp (the project's), heif-enc and exiftool
# (Debian: apt-get install libheif-examples libimage-exiftool-perl).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A 64×48 gradient, so the HEVC stream is not trivially empty.
node -e "
const sharp = require('sharp')
const w = 64, h = 48, px = Buffer.alloc(w * h * 3)
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) px.set([x * 4, y * 5, 128 + ((x ^ y) & 63)], (y * w + x) * 3)
sharp(px, { raw: { width: w, height: h, channels: 3 } }).png().toFile(process.argv[1])
" "$work/photo.png"
heif-enc -q 50 -o "$work/photo.heic" "$work/photo.png"
# What a phone writes: position (Exif GPS IFD and XMP), camera, serial number, date.
exiftool -q -overwrite_original \
  -GPSLatitude=45.76 -GPSLatitudeRef=N -GPSLongitude=4.83 -GPSLongitudeRef=E -GPSAltitude=173 -GPSAltitudeRef=0 \
  -Make=Demo -Model=Phone -SerialNumber=SN12345 -DateTimeOriginal='2026:05:04 10:11:12' -Orientation#=6 \
  -XMP-exif:GPSLatitude=45.76N -XMP-exif:GPSLongitude=4.83E -XMP-tiff:Make=Demo \
  "$work/photo.heic"
cp "$work/photo.heic" "$here/photo-gps.heic"
ls -l "$here/photo-gps.heic"
