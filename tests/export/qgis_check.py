#!/usr/bin/env python3
"""Opens a GeoPackage written by `cartouche export gis` with QGIS, the way a researcher does: every feature table
and raster table added as a layer, each feature table's default style (layer_styles) applied, then the map rendered
to a PNG. Prints one line per layer and checks what QGIS made of it.

usage: qgis_check.py GPKG PNG [--expect-rasters N] [--expect-units N] [--expect-label L] [--expect-pattern CODE]
                    [--time-hexes]
--expect-pattern: the hexes category CODE draws a pattern fill (points or lines) over its colour.
Exit 0 when every check holds, 1 when one fails, 77 when QGIS's Python bindings are not installed (ctest SKIP).
Run as QT_QPA_PLATFORM=offscreen /usr/bin/python3 (Debian's python3-qgis)."""
import os
import sqlite3
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
try:
    from qgis.core import (QgsApplication, QgsVectorLayer, QgsRasterLayer, QgsMapSettings,
                           QgsMapRendererParallelJob, QgsRectangle, QgsProviderRegistry, QgsSymbolLayer, Qgis)
    from qgis.PyQt.QtCore import QSize
    from qgis.PyQt.QtGui import QColor
except ImportError as e:
    print("SKIP: QGIS's Python bindings are not installed (python3-qgis): %s" % e)
    sys.exit(77)

EXPECTED = {"hexes": ("terrain", "fill"), "hexsides": ("feature", "line"), "units": ("side", "marker")}


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def render(layers, extent, crs, png, size=1200):
    settings = QgsMapSettings()
    settings.setLayers(layers)
    settings.setDestinationCrs(crs)
    settings.setBackgroundColor(QColor(255, 255, 255))
    ratio = extent.height() / extent.width() if extent.width() > 0 else 1
    settings.setOutputSize(QSize(size, max(1, int(size * ratio))))
    settings.setExtent(extent)
    job = QgsMapRendererParallelJob(settings)
    start = time.monotonic()
    job.start()
    job.waitForFinished()
    seconds = time.monotonic() - start
    if png:
        job.renderedImage().save(png, "PNG")
    return seconds


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__)
        return 2
    gpkg, png = args[0], args[1]
    expect_rasters = int(args[args.index("--expect-rasters") + 1]) if "--expect-rasters" in args else None
    expect_units = int(args[args.index("--expect-units") + 1]) if "--expect-units" in args else None
    app = QgsApplication([], False)
    app.initQgis()
    print("QGIS", Qgis.QGIS_VERSION)
    metadata = QgsProviderRegistry.instance().providerMetadata("ogr")
    sublayers = metadata.querySublayers(gpkg)
    names = [s.name() for s in sublayers]
    print("tables:", ", ".join(names))
    for table in EXPECTED:
        if table not in names:
            fail("no table %s in %s" % (table, gpkg))

    vectors = {}
    for table, (attr, symbol_type) in EXPECTED.items():
        layer = QgsVectorLayer("%s|layername=%s" % (gpkg, table), table, "ogr")
        if not layer.isValid():
            fail("QGIS cannot load %s" % table)
        renderer = layer.renderer()
        kind = renderer.type()
        categories = renderer.categories() if kind == "categorizedSymbol" else []
        print("%s: %d features, CRS %s, renderer %s on %s, %d categories: %s" % (
            table, layer.featureCount(), layer.crs().authid(), kind,
            getattr(renderer, "classAttribute", lambda: "")(), len(categories),
            "; ".join("%s=%s %s" % (c.value(), c.label(), c.symbol().color().name()) for c in categories)))
        if kind != "categorizedSymbol":
            fail("%s: the default style was not applied (renderer %s)" % (table, kind))
        if renderer.classAttribute() != attr:
            fail("%s: categorised on %s, not %s" % (table, renderer.classAttribute(), attr))
        if not categories:
            fail("%s: no categories" % table)
        for c in categories:
            if c.symbol().type() != {"fill": 2, "line": 1, "marker": 0}[symbol_type]:
                fail("%s: category %s is not a %s symbol" % (table, c.value(), symbol_type))
        vectors[table] = layer
    if "--expect-label" in args:
        wanted = args[args.index("--expect-label") + 1]
        labels = [c.label() for layer in vectors.values() for c in layer.renderer().categories()]
        if wanted not in labels:
            fail("no category labelled %r (names must come through exactly)" % wanted)
    if "--expect-pattern" in args:
        code = args[args.index("--expect-pattern") + 1]
        found = [c for c in vectors["hexes"].renderer().categories() if c.value() == code]
        if not found:
            fail("hexes: no category %s" % code)
        symbol = found[0].symbol()
        kinds = [symbol.symbolLayer(i).layerType() for i in range(symbol.symbolLayerCount())]
        print("hexes: %s draws %s" % (code, ", ".join(kinds)))
        if len(kinds) != 2 or kinds[0] != "SimpleFill" or not kinds[1].endswith("PatternFill"):
            fail("hexes: %s has no pattern fill over its colour" % code)
        sub = symbol.symbolLayer(1).subSymbol()
        if sub is None or sub.color().value() >= symbol.symbolLayer(0).color().value():
            fail("hexes: the pattern of %s is not in a darker ink than its fill" % code)
    if vectors["hexes"].featureCount() <= 0:
        fail("hexes: no features")
    if expect_units is not None and vectors["units"].featureCount() != expect_units:
        fail("units: %d features, expected %d" % (vectors["units"].featureCount(), expect_units))
    if not vectors["hexes"].labelsEnabled():
        fail("hexes: the labels of the default style are off")
    unit_categories = vectors["units"].renderer().categories()
    unit_symbol = unit_categories[0].symbol()
    angle = unit_symbol.symbolLayer(1).dataDefinedProperties().property(QgsSymbolLayer.PropertyAngle)
    if not angle.isActive() or angle.field() != "facing_deg":
        fail("units: the facing arrow is not rotated by facing_deg")

    db = sqlite3.connect("file:%s?mode=ro" % gpkg, uri=True)
    contents = dict(db.execute("SELECT table_name, data_type FROM gpkg_contents").fetchall())
    if contents.get("layer_styles") != "attributes":
        fail("layer_styles is not registered in gpkg_contents as attributes")
    db.close()
    rasters = []
    for table in sorted(t for t, kind in contents.items() if kind == "tiles"):
        layer = QgsRasterLayer("GPKG:%s:%s" % (gpkg, table), table, "gdal")
        if not layer.isValid():
            fail("QGIS cannot load raster table %s" % table)
        overlap = layer.extent().intersects(vectors["hexes"].extent())
        print("%s: raster %d x %d, %d bands, CRS %s, extent %s, over the hexes: %s" % (
            table, layer.width(), layer.height(), layer.bandCount(), layer.crs().authid(),
            layer.extent().toString(0), overlap))
        if layer.crs() != vectors["hexes"].crs():
            fail("%s: not in the battle's CRS" % table)
        if not overlap:
            fail("%s: does not lie over the hexes" % table)
        rasters.append(layer)
    if expect_rasters is not None and len(rasters) != expect_rasters:
        fail("%d raster tables, expected %d" % (len(rasters), expect_rasters))

    extent = QgsRectangle(vectors["hexes"].extent())
    extent.scale(1.05)
    crs = vectors["hexes"].crs()
    if "--time-hexes" in args:
        print("hexes render: %.2f s (%d features, 1200 px wide)" % (
            render([vectors["hexes"]], extent, crs, None), vectors["hexes"].featureCount()))
    seconds = render([vectors["units"], vectors["hexsides"], vectors["hexes"]] + rasters, extent, crs, png)
    print("rendered %s in %.2f s" % (png, seconds))
    for raster in rasters:
        # Each period map close up, under the hexes, to see it lies in place.
        close = png[:-4] + "-" + raster.name() + ".png"
        render([vectors["units"], vectors["hexsides"], vectors["hexes"], raster], raster.extent(), crs, close, 900)
        print("rendered %s" % close)
    if not os.path.exists(png) or os.path.getsize(png) == 0:
        fail("no PNG written")
    print("OK")
    sys.stdout.flush()
    # Leave without tearing QGIS down: its Python bindings can crash at exit once layers outlive exitQgis().
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
