// "Import DEM heights": each hex's height from a digital elevation model (a battle's layer or a DEM file), sampled
// under the grid's ground placement on a worker thread, classified into elevation levels with the statistic, contour
// interval and base the designer picks, previewed (hexes per level, unknown hexes) and applied as ONE undo step. The
// same flow as `cartouche import-dem` (editor/cli/import_dem_command.cpp). Main thread, inside an ImGui frame; the
// sampling runs on its own thread with its own GDAL handle.
#pragma once

#include <future>
#include <optional>
#include <string>

#include "geo/dem_levels.h"
#include "geo/tile_reader.h"
#include "layer_ui.h"

namespace cartouche {

// The DEM: a layer of the battle (its raster, embedded or linked) or a file the user names.
struct DemSource {
  std::string layer;  // when not empty, the layer of that name
  std::string path;   // else this file
};

// Samples the DEM under the battle's grid placed on the ground: what the worker runs. Errors name the layer or file:
// the grid not placed, a layer's raster missing, a DEM without a CRS...
Result<geo::HexHeights> sampleDemSource(const Battle& battle, const geo::LayerLocation& location,
                                        const DemSource& source);

// Executes geo::elevationCommand(preview): one undo step, all or nothing. Refuses a preview of another map size and
// one with no known hex.
Status applyElevation(ToolContext& ctx, const geo::ElevationPreview& preview);

// "12 hexes at level 3 (170.0 - 180.0 m)"-style lines of the preview, lowest level first, then the unknown hexes.
std::vector<std::string> describeElevationPreview(const geo::ElevationPreview& preview);

class DemImportPanel {
 public:
  bool open = false;
  // Picks a layer as the DEM (the layers panel's "Heights..." button).
  void chooseLayer(const std::string& name);
  void draw(LayerUiContext& ctx);
  // Where its controls were drawn last frame, for --script: dem:from-file, dem:path, dem:sample, dem:lowest (the
  // proposed base, while offered), dem:apply, dem:close.
  ScriptPlaces places;
  // Whether the DEM is being read (the session keeps drawing frames so the result shows when it comes).
  bool busy() const { return sampling_.valid(); }
  // Tests and scripts: blocks until a running sampling is done; the next draw() shows its preview.
  void waitForWork() {
    if (sampling_.valid()) sampling_.wait();
  }

 private:
  void startSampling(LayerUiContext& ctx);

  DemSource source_;
  int fromFile_ = 0;
  int statistic_ = 0;  // geo::DemStatistic
  double interval_ = 10, base_ = 0;
  std::future<Result<geo::HexHeights>> sampling_;
  // The grid and placement the heights were sampled under: a change of either makes them stale.
  GridSettings sampledGrid_;
  std::optional<GroundPlacement> sampledGround_;
  std::optional<geo::HexHeights> heights_;
  std::optional<geo::ElevationPreview> preview_;
  std::string error_, done_;
};

}  // namespace cartouche
