// The GIS export: a GeoPackage of the battle in its CRS, written beside OUT and renamed over it (gis_export.h).
#include "gis_export.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

#include "geo/geo.h"
#include "geo/grid_placement.h"
#include "geo/tile_reader.h"
#include "gis_features.h"
#include "gis_raster.h"
#include "gis_styles.h"
#include "store/atomic_file.h"

namespace cartouche::gis {

namespace {

// Removes the temporary file and SQLite's companions unless released.
class TemporaryFile {
 public:
  explicit TemporaryFile(std::string path) : path_(std::move(path)) { removeAll(); }
  ~TemporaryFile() {
    if (!released_) removeAll();
  }
  const std::string& path() const { return path_; }
  void release() { released_ = true; }

 private:
  void removeAll() const {
    for (const char* suffix : {"", "-journal", "-wal", "-shm"}) std::remove((path_ + suffix).c_str());
  }
  std::string path_;
  bool released_ = false;
};

std::string baseName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string scenarioCodes(const Battle& battle) {
  std::string codes;
  for (const Scenario& s : battle.scenarios) codes += (codes.empty() ? "" : ", ") + s.code;
  return codes.empty() ? "the battle has none" : "the scenarios are " + codes;
}

Status writeFeatureTables(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                          const geo::GridPlacement& placement, const std::vector<const Scenario*>& scenarios,
                          GisExportReport& report) {
  if (ds.StartTransaction() != OGRERR_NONE)
    return Status::ioError("cannot start writing" + std::string(": ") + CPLGetLastErrorMsg());
  Result<int> hexes = writeHexes(ds, srs, battle, placement);
  if (!hexes) return hexes.status();
  Result<HexsideCounts> sides = writeHexsides(ds, srs, battle, placement);
  if (!sides) return sides.status();
  Result<int> units = writeUnits(ds, srs, battle, placement, scenarios);
  if (!units) return units.status();
  report.hexes = *hexes;
  report.hexsideFeatures = sides->features;
  report.slopes = sides->slopes;
  report.unitPoints = *units;
  const std::string title = battle.title().empty() ? std::string("the battle") : battle.title();
  if (Status s = writeLayerStyle(ds, "hexes", hexesStyle(battle), "Hexes of " + title + " by terrain"); !s.isOk())
    return s;
  if (Status s = writeLayerStyle(ds, "hexsides", hexsidesStyle(battle), "Hexside features of " + title); !s.isOk())
    return s;
  if (Status s = writeLayerStyle(ds, "units", unitsStyle(battle), "Set-up of " + title + " by side"); !s.isOk())
    return s;
  if (ds.CommitTransaction() != OGRERR_NONE)
    return Status::ioError("cannot finish writing" + std::string(": ") + CPLGetLastErrorMsg());
  return Status::ok();
}

}  // namespace

Result<GisExportReport> exportGis(const Battle& battle, const GisExportOptions& options, const std::string& outPath) {
  geo::ensureGdal();
  if (!battle.ground)
    return Status::invalidArgument(
        "ground placement: the battle is not placed on the ground, so it has no CRS to export in (place it with "
        "`cartouche place FILE --crs CRS --origin X,Y`)");
  std::vector<const Scenario*> scenarios;
  if (!options.scenario.empty()) {
    const Scenario* s = findScenario(battle.scenarios, options.scenario);
    if (!s)
      return Status::invalidArgument("--scenario: no scenario \"" + options.scenario + "\"; " + scenarioCodes(battle));
    scenarios.push_back(s);
  } else {
    for (const Scenario& s : battle.scenarios) scenarios.push_back(&s);
  }
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(battle.map.grid(), *battle.ground);
  if (!placement) return Status::invalidArgument("ground placement: " + placement.status().message());
  OGRSpatialReference srs;
  if (srs.SetFromUserInput(battle.ground->crs.c_str()) != OGRERR_NONE)
    return Status::invalidArgument("ground placement: CRS \"" + battle.ground->crs + "\" is not understood");
  srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);

  std::error_code ec;
  if (!options.battlePath.empty() && std::filesystem::equivalent(options.battlePath, outPath, ec))
    return Status::invalidArgument(outPath + " is the battle file itself; choose another OUT");

  const std::string folder = parentFolder(outPath);
  TemporaryFile temp(folder + "/." + baseName(outPath) + "." + std::to_string(getpid()) + ".tmp.gpkg");
  GisExportReport report;
  {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GPKG");
    // Closed naming it: GDAL finishes writing inside its close (geo::closeWritten).
    std::unique_ptr<GDALDataset, geo::ClosesWritten> ds(
        driver ? driver->Create(temp.path().c_str(), 0, 0, 0, GDT_Unknown, nullptr) : nullptr,
        geo::ClosesWritten{temp.path().c_str()});
    if (!ds) return Status::ioError("cannot create " + outPath + ": " + CPLGetLastErrorMsg());
    if (Status s = writeFeatureTables(*ds, srs, battle, *placement, scenarios, report); !s.isOk())
      return s.withContext(outPath);
    CPLErrorReset();
    ds->FlushCache();
    ds.reset();
    if (CPLGetLastErrorType() >= CE_Failure)
      return Status::ioError("cannot finish " + outPath + ": " + CPLGetLastErrorMsg());
  }
  const geo::LayerLocation location{options.battlePath,
                                    options.linkFolder.empty() ? parentFolder(options.battlePath) : options.linkFolder};
  for (size_t i = 0; i < battle.layers.size(); ++i) {
    const MapLayer& layer = battle.layers[i];
    const std::string table = rasterTableName(i, layer.name);
    Status s = writeWarpedLayer(battle, layer, location, temp.path(), table);
    if (s.code() == Status::Code::InvalidArgument || s.code() == Status::Code::NotFound) {
      report.warnings.push_back(s.message() + "; left out");
      continue;
    }
    if (!s.isOk()) return s.withContext(outPath);
    report.rasterTables.push_back(table);
  }
  if (Status s = fsyncPath(temp.path()); !s.isOk()) return s.withContext(outPath);
  if (std::rename(temp.path().c_str(), outPath.c_str()) != 0)
    return Status::ioError("cannot replace " + outPath + ": " + std::strerror(errno));
  temp.release();
  (void)fsyncPath(folder);
  return report;
}

}  // namespace cartouche::gis
