#!/usr/bin/env bash
# QGIS opens `cartouche export gis` as a researcher would. The Racławice sample is placed on the ground in Paris
# (Lambert-93, rotated 10 degrees) and given a real period map, Jacoubet's atlas sheet 22 (the Tuileries), placed by
# its 30 control points in the local Verniquet frame (first-order polynomial); the export is checked with GDAL's
# GeoPackage validator (where python3-gdal ships it), then loaded and rendered by QGIS (qgis_check.py): every layer valid, the styles applied,
# the scan in the battle's CRS over the hexes. The PNGs stay in OUTDIR to look at.
# usage: qgis_export_check.sh CARTOUCHE SAMPLE.gpkg HISTORICAL_DIR OUTDIR
# Exit 77 (ctest SKIP), after the export and the validator, when QGIS's Python bindings are not installed.
set -euo pipefail
cartouche=$1 sample=$2 historical=$3 outdir=$4
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
rm -rf "$outdir"
mkdir -p "$outdir"
battle=$outdir/raclawice-in-paris.gpkg
out=$outdir/raclawice-in-paris-gis.gpkg
cp "$sample" "$battle"
layer="Jacoubet, feuille 22 (Tuileries)"
"$cartouche" place "$battle" --crs EPSG:2154 --origin 649300,6864050 --rotation 10
"$cartouche" import-raster "$battle" "$historical/jacoubet_22_tuileries.jpg" --name "$layer"
"$cartouche" georef "$historical/jacoubet_22_tuileries.jpg" --gcps "$historical/jacoubet_22_tuileries.jpg.points" \
  --crs '+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs' \
  --transform poly1 --battle "$battle" --layer "$layer" | tail -1
"$cartouche" export gis "$battle" "$out"
validator=/usr/share/doc/python3-gdal/examples/validate_gpkg.py
if [ -f "$validator" ]; then
  "$python" "$validator" "$out"
  echo "validate_gpkg.py: no error"
fi
if ! QT_QPA_PLATFORM=offscreen "$python" -c "import qgis.core" 2>/dev/null; then
  echo "SKIP: QGIS's Python bindings (python3-qgis) are not installed; scripts/install-deps installs them"
  exit 77
fi
mkdir -m 700 "$outdir/runtime"
QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=$outdir/runtime "$python" "$here/qgis_check.py" "$out" \
  "$outdir/map.png" --expect-rasters 1 --expect-units 309 --expect-label "Ścieklec stream" \
  --expect-pattern woods --time-hexes
