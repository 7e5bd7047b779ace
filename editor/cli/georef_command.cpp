// The georef command: the engine's residual table (engine/geo/georef.h) printed as text or JSON, with the image's
// centre placed on the ground as a sanity check a user can read at a glance.
#include "georef_command.h"

#include <gdal.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <ostream>

#include "battle_input.h"
#include "geo/crs.h"
#include "geo/gcp_points_file.h"
#include "geo/geo.h"
#include "geo/georef.h"
#include "geo/raster.h"
#include "json_output.h"
#include "parsed_args.h"
#include "store/layer_import.h"
#include "store/layer_table.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

using geo::Crs;
using geo::GcpResidual;
using geo::GeorefReport;
using geo::MapPoint;

struct ImageSize {
  int width = 0;
  int height = 0;
};

// Opens the scan only to learn its size; any raster GDAL reads will do.
std::optional<ImageSize> readImageSize(const std::string& path, std::string& why) {
  geo::ensureGdal();
  CPLErrorReset();
  GDALDatasetH ds = GDALOpenEx(path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr);
  if (!ds) {
    const std::string gdal = CPLGetLastErrorMsg();
    why = gdal.empty() ? "cannot be read as an image" : "cannot be read as an image (" + gdal + ")";
    return std::nullopt;
  }
  ImageSize s{GDALGetRasterXSize(ds), GDALGetRasterYSize(ds)};
  GDALClose(ds);
  return s;
}

std::string fixed(double v, int decimals) {
  if (std::isnan(v)) return "-";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, std::abs(v) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : v);
  return buf;
}

std::string pad(const std::string& s, size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string degrees(double v, char positive, char negative) {
  return fixed(std::abs(v), 6) + " " + (v < 0 ? negative : positive);
}

Json residualJson(const geo::Residual& r) { return {{"dx", r.dx}, {"dy", r.dy}, {"length", r.length()}}; }

Json optionalNumber(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

struct Centre {
  MapPoint map;
  std::optional<MapPoint> lonLat;
};

std::optional<Centre> imageCentre(const geo::GcpTransform& t, const Crs& crs, ImageSize size) {
  Result<MapPoint> m = t.forward({size.width / 2.0, size.height / 2.0});
  if (!m) return std::nullopt;
  Centre c{*m, std::nullopt};
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  if (wgs84) {
    Result<MapPoint> ll = geo::transformPoint(crs, *wgs84, *m);
    if (ll) c.lonLat = *ll;
  }
  return c;
}

void printText(Console& console, const std::string& image, const std::string& gcpsPath, ImageSize size, const Crs& crs,
               const geo::GcpList& gcps, const GeorefReport& r, const std::optional<Centre>& centre) {
  std::ostream& o = console.out;
  const std::string units = crs.unitName();
  const int mapDecimals = crs.isGeographic() ? 8 : 3;
  o << image << ": " << size.width << " x " << size.height << " pixels\n";
  o << "Control points: " << gcps.points.size() << " in " << gcpsPath << ", " << r.enabledCount << " enabled\n";
  o << "CRS: " << crs.name() << " (" << units << ")\n";
  o << "Transform: " << geo::transformTitle(r.kind) << "\n\n";
  o << pad("point", 10) << pad("pixel x", 11) << pad("pixel y", 11) << pad("map x", 16) << pad("map y", 16)
    << pad("dX", 12) << pad("dY", 12) << pad("residual", 12) << pad("dX px", 10) << pad("dY px", 10)
    << pad("res. px", 10) << "\n";
  for (const GcpResidual& p : r.points) {
    const geo::Gcp& g = gcps.points[p.index];
    o << pad(p.enabled ? p.label : p.label + " (off)", 10) << pad(fixed(g.pixel.x, 2), 11)
      << pad(fixed(g.pixel.y, 2), 11) << pad(fixed(g.map.x, mapDecimals), 16) << pad(fixed(g.map.y, mapDecimals), 16)
      << pad(fixed(p.map.dx, mapDecimals), 12) << pad(fixed(p.map.dy, mapDecimals), 12)
      << pad(fixed(p.map.length(), mapDecimals), 12) << pad(fixed(p.pixel.dx, 3), 10) << pad(fixed(p.pixel.dy, 3), 10)
      << pad(fixed(p.pixel.length(), 3), 10) << "\n";
  }
  o << "\nRMS: " << fixed(r.mapStats.rms, mapDecimals) << " " << units << ", " << fixed(r.pixelStats.rms, 3)
    << " pixels (over " << r.enabledCount << " enabled points)\n";
  const double nan = std::nan("");
  o << "QGIS mean error: " << fixed(r.mapStats.qgisMeanError.value_or(nan), mapDecimals) << " " << units << ", "
    << fixed(r.pixelStats.qgisMeanError.value_or(nan), 3) << " pixels\n";
  o << "Largest residual: " << fixed(r.mapStats.max, mapDecimals) << " " << units << ", " << fixed(r.pixelStats.max, 3)
    << " pixels\n";
  if (r.exactAtPoints)
    o << "A thin-plate spline passes through every enabled point: its residuals there are 0 by construction and "
         "say nothing about the points' quality.\n";
  if (centre) {
    o << "Image centre: " << fixed(centre->map.x, mapDecimals) << ", " << fixed(centre->map.y, mapDecimals);
    if (centre->lonLat)
      o << " (" << degrees(centre->lonLat->y, 'N', 'S') << ", " << degrees(centre->lonLat->x, 'E', 'W') << ")";
    o << "\n";
  }
}

Json toJson(const std::string& image, const std::string& gcpsPath, ImageSize size, const Crs& crs,
            const geo::GcpList& gcps, const GeorefReport& r, const std::optional<Centre>& centre) {
  Json points = Json::array();
  for (const GcpResidual& p : r.points) {
    const geo::Gcp& g = gcps.points[p.index];
    points.push_back({{"index", p.index + 1},
                      {"id", g.id.empty() ? Json(nullptr) : Json(g.id)},
                      {"enabled", p.enabled},
                      {"pixel", {g.pixel.x, g.pixel.y}},
                      {"map", {g.map.x, g.map.y}},
                      {"predicted_map", {p.predictedMap.x, p.predictedMap.y}},
                      {"residual_map", residualJson(p.map)},
                      {"predicted_pixel", {p.predictedPixel.x, p.predictedPixel.y}},
                      {"residual_pixels", residualJson(p.pixel)}});
  }
  Json centreJson = nullptr;
  if (centre) {
    centreJson = {{"map", {centre->map.x, centre->map.y}}, {"lon", nullptr}, {"lat", nullptr}};
    if (centre->lonLat) {
      centreJson["lon"] = centre->lonLat->x;
      centreJson["lat"] = centre->lonLat->y;
    }
  }
  return {{"json_version", kJsonVersion},
          {"image", image},
          {"width", size.width},
          {"height", size.height},
          {"gcps", gcpsPath},
          {"crs", {{"text", crs.text()}, {"name", crs.name()}, {"units", crs.unitName()}}},
          {"transform", std::string(geo::transformCode(r.kind))},
          {"point_count", gcps.points.size()},
          {"enabled_count", r.enabledCount},
          {"minimum_points", geo::minimumPoints(r.kind)},
          {"exact_at_points", r.exactAtPoints},
          {"points", points},
          {"rms", {{"map", r.mapStats.rms}, {"pixels", r.pixelStats.rms}}},
          {"qgis_mean_error",
           {{"map", optionalNumber(r.mapStats.qgisMeanError)}, {"pixels", optionalNumber(r.pixelStats.qgisMeanError)}}},
          {"max_residual", {{"map", r.mapStats.max}, {"pixels", r.pixelStats.max}}},
          {"image_centre", centreJson}};
}

// The layer's raster as the battle file holds it (embedded table or linked file).
Result<geo::Raster> openLayerRaster(const std::string& battlePath, const MapLayer& layer) {
  if (layer.kind == LayerKind::Embedded) return geo::Raster::openEmbedded(battlePath, layer.source);
  const std::string folder = std::filesystem::path(battlePath).parent_path().string();
  return geo::Raster::openLinked(folder.empty() ? "." : folder, layer.source);
}

ExitCode runGeoref(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand("georef");
  const std::string& image = args.operand(0);
  std::optional<std::string> gcpsPath = args.value("gcps");
  if (!gcpsPath) return usageError(console, self, "--gcps FILE.points is required");
  std::optional<std::string> code = args.value("transform");
  if (!code)
    return usageError(console, self, "--transform is required (helmert, poly1, poly2, poly3, projective, tps)");
  std::optional<geo::TransformKind> kind = geo::parseTransformCode(*code);
  if (!kind)
    return usageError(console, self,
                      "unknown transform '" + *code + "': use helmert, poly1, poly2, poly3, projective or tps");
  const std::optional<std::string> battlePath = args.value("battle"), layerName = args.value("layer");
  if (battlePath.has_value() != layerName.has_value())
    return usageError(console, self, "--battle FILE and --layer NAME go together");
  std::string why;
  std::optional<ImageSize> size = readImageSize(image, why);
  if (!size) {
    printError(console, "georef", image + ": " + why);
    return ExitCode::Usage;
  }
  Result<geo::PointsFile> file = geo::readPointsFile(*gcpsPath);
  if (!file) {
    printError(console, "georef", file.status().message());
    return ExitCode::Usage;
  }
  std::optional<std::string> crsText = args.value("crs");
  if (!crsText) crsText = file->gcps.crsText;
  if (!crsText)
    return usageError(console, self, *gcpsPath + " has no #CRS line: give the CRS of its map coordinates with --crs");
  Result<Crs> crs = Crs::parse(*crsText);
  if (!crs) {
    printError(console, "georef",
               (args.value("crs") ? std::string("--crs: ") : *gcpsPath + " #CRS line: ") + crs.status().message());
    return ExitCode::Usage;
  }
  for (size_t i = 0; i < file->gcps.points.size(); ++i) {
    const geo::PixelPoint& p = file->gcps.points[i].pixel;
    if (p.x < 0 || p.y < 0 || p.x > size->width || p.y > size->height)
      console.err << "cartouche georef: warning: " << *gcpsPath << ": " << geo::gcpLabel(file->gcps, i) << " (pixel "
                  << fixed(p.x, 2) << ", " << fixed(p.y, 2) << ") is outside the " << size->width << " x "
                  << size->height << " image\n";
  }
  Result<geo::Georeference> g = geo::georeference(file->gcps, *kind);
  if (!g) {
    printError(console, "georef",
               "cannot solve " + geo::transformTitle(*kind) + " from " + *gcpsPath + ": " + g.status().message());
    return ExitCode::Failed;
  }
  if (battlePath) {
    const std::string unchanged = " (" + *battlePath + " is unchanged)";
    Result<std::vector<MapLayer>> layers = readBattleLayers(*battlePath);
    if (!layers) {
      printError(console, "georef", namingFile(*battlePath, layers.status().message()));
      return ExitCode::Usage;
    }
    const MapLayer* layer = nullptr;
    for (const MapLayer& l : *layers)
      if (l.name == *layerName) layer = &l;
    if (!layer) {
      std::string names;
      for (const MapLayer& l : *layers) names += (names.empty() ? "" : ", ") + ("'" + l.name + "'");
      printError(
          console, "georef",
          *battlePath + " has no layer named '" + *layerName + "' (" +
              (names.empty() ? std::string("it has no layers: add one with import-raster") : "its layers: " + names) +
              ")" + unchanged);
      return ExitCode::Failed;
    }
    Result<geo::Raster> raster = openLayerRaster(*battlePath, *layer);
    if (!raster) {
      printError(console, "georef", "layer '" + *layerName + "': " + raster.status().message() + unchanged);
      return ExitCode::Failed;
    }
    if (raster->info().width != size->width || raster->info().height != size->height) {
      printError(console, "georef",
                 image + " is " + std::to_string(size->width) + " x " + std::to_string(size->height) +
                     " pixels but layer '" + *layerName + "' is " + std::to_string(raster->info().width) + " x " +
                     std::to_string(raster->info().height) + ": the control points' pixels would not fit it" +
                     unchanged);
      return ExitCode::Failed;
    }
    std::vector<LayerGcp> points;
    for (const geo::Gcp& g : file->gcps.points)
      points.push_back({g.id, g.pixel.x, g.pixel.y, g.map.x, g.map.y, g.enabled});
    if (Status s =
            setBattleLayerGcps(*battlePath, *layerName, points, std::string(geo::transformCode(*kind)), *crsText);
        !s) {
      printError(console, "georef", namingFile(*battlePath, s.message()) + unchanged);
      return ExitCode::Failed;
    }
  }
  const std::optional<Centre> centre = imageCentre(g->transform, *crs, *size);
  if (args.has("json")) {
    Json doc = toJson(image, *gcpsPath, *size, *crs, file->gcps, g->report, centre);
    doc["stored"] = battlePath ? Json{{"battle", *battlePath}, {"layer", *layerName}} : Json(nullptr);
    printJson(console, doc);
  } else {
    printText(console, image, *gcpsPath, *size, *crs, file->gcps, g->report, centre);
  }
  if (battlePath && !args.has("json"))
    console.out << "Stored " << file->gcps.points.size() << " control points and the " << geo::transformTitle(*kind)
                << " transform on layer '" << *layerName << "' of " << *battlePath << "\n";
  return ExitCode::Ok;
}

}  // namespace

Command georefCommand() {
  Command c;
  c.name = "georef";
  c.operands = {"IMAGE"};
  c.summary = "Georeference a scan from QGIS control points: residual of each point and the RMS.";
  c.description =
      "Solves the transform T from the pixels of IMAGE to the ground from the control points of a QGIS\n"
      "Georeferencer .points file, and prints each point's residual (the transformed pixel minus the point's map\n"
      "position, in map units; and the inverse-transformed map position minus the pixel, in pixels), the RMS and\n"
      "QGIS's mean error, and where the image's centre lands. T is one of helmert (similarity), poly1, poly2,\n"
      "poly3 (polynomials through GDAL, as QGIS and gdalwarp), projective (homography) or tps (thin-plate spline:\n"
      "residuals are 0 at the points by construction). The map coordinates are in --crs CRS (an EPSG code, PROJ\n"
      "string or WKT), or in the CRS of the file's #CRS line when --crs is left out. Exit status: 0 solved,\n"
      "1 the points cannot be solved by T (too few enabled, on one line, ...), 2 bad input. The --json document\n"
      "is described in editor/cli/README.md. With --battle FILE --layer NAME the points (disabled ones too), their\n"
      "CRS and T are stored on that layer of the battle file once solved (through a private copy and an atomic\n"
      "save: on any error the file is unchanged); IMAGE must have the layer's size in pixels.\n";
  c.options = {{"gcps", "FILE", "QGIS .points file with the control points (required)"},
               {"crs", "CRS", "CRS of the map coordinates; default: the file's #CRS line"},
               {"transform", "T", "helmert, poly1, poly2, poly3, projective or tps (required)"},
               {"battle", "FILE", "store the solved points and transform in this battle file (with --layer)"},
               {"layer", "NAME", "the layer of --battle the points belong to"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runGeoref;
  return c;
}

}  // namespace cartouche::cli
