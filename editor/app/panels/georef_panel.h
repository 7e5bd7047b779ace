// The "Georeferencer" window, after QGIS's Georeferencer: a layer's raw scan (ScanView) with its numbered control
// points (disabled ones grey) and residual arrows scaled by a factor the user sets, live as points are dragged; a
// click on the scan starts a new point whose map position is typed (degrees, DMS or projected numbers in a CRS the
// user gives) or picked on the main map; the table of points with their residuals, the transform with the points
// each needs, RMS and QGIS's mean error, or why the transform cannot be solved; .points files in and out. Every change
// is one SetLayer (georef_edits.h), so it is undone as one step and saved with the battle. Main thread, inside an
// ImGui frame.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "georef_edits.h"
#include "layer_ui.h"
#include "scan_view.h"

namespace cartouche {

class GeorefPanel {
 public:
  bool open = false;
  // Opens the window on `layerName` (from the layers panel's "Georeference..." button).
  void openFor(const std::string& layerName);
  void draw(LayerUiContext& ctx);

  // The owner id this panel uses with MapPickRequest.
  static constexpr int kPickOwner = 0x47455246;  // "GERF"

 private:
  void chooseLayer(const std::string& name, const Battle& battle);
  void drawHeader(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table);
  void drawScan(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table, float height);
  void drawNewPoint(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set);
  void drawTable(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table);
  void drawFiles(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set);
  bool edit(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const std::string& label,
            uint64_t stroke = 0);
  const GcpTable& tableFor(const GcpSet& set);
  // A table cell edited in place: the value is kept while the field is active and committed when it is left.
  bool editNumber(const char* id, int cell, double value, const char* format, double& out);

  std::string layer_;
  ScanView scan_;
  std::optional<Point> pending_;  // a new point's pixel, waiting for its map position
  std::string entryText_, entryCrs_, entryError_;
  bool focusEntry_ = false;
  bool focusWindow_ = false;
  bool picking_ = false;
  float arrowScale_ = 20.0f;
  uint64_t dragStroke_ = 0;
  std::string gcpCrsText_;
  std::string path_, fileMessage_;
  bool fileError_ = false;
  int editCell_ = -1;
  double editValue_ = 0;
  std::string editText_;
  GcpSet tableSet_;
  GcpTable table_;
  bool tableValid_ = false;
  std::string unitsCrs_, units_;
};

}  // namespace cartouche
