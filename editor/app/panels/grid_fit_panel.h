// The "Fit grid to a board scan" window: a layer holding a scan of a printed wargame board, shown in its own pixels
// (ScanView); each click on a hex centre asks for the hex's printed label (offered: the hex the current fit puts
// there, once three hexes are clicked); the least-squares fit (origin, size, rotation) with its residuals in a table
// and on the scan (clicks, predicted centres, the fitted grid's outlines); Apply lays the scan under the grid
// (grid_fit_edits.h), placing the grid on the board frame first when it has no ground placement, in one undo step.
// The clicks are the window's own working state, not part of the battle. Main thread, inside an ImGui frame.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "grid_fit_edits.h"
#include "layer_ui.h"
#include "scan_view.h"

namespace cartouche {

class GridFitPanel {
 public:
  bool open = false;
  // Opens the window on `layerName` (from the layers panel's "Fit grid..." button).
  void openFor(const std::string& layerName);
  void draw(LayerUiContext& ctx);
  // The clicks so far and their fit (for tests).
  const std::vector<ScanClick>& clicks() const { return clicks_; }
  const std::optional<geo::GridFit>& fit() const { return fit_; }

 private:
  void chooseLayer(const std::string& name);
  void refit(const GridSettings& grid);
  void drawScan(LayerUiContext& ctx, const MapLayer& layer, float height);
  void drawPending(const GridSettings& grid);
  void drawTable(const GridSettings& grid);

  std::string layer_;
  ScanView scan_;
  std::vector<ScanClick> clicks_;
  std::optional<geo::GridFit> fit_;
  std::string fitProblem_;
  std::optional<Point> pending_;  // a click waiting for its hex label
  std::string pendingLabel_, pendingError_;
  bool focusLabel_ = false;
  bool focusWindow_ = false;
  bool showGrid_ = true;
  std::string applyMessage_;
  bool applyError_ = false;
  int editRow_ = -1;
  std::string editText_;
};

}  // namespace cartouche
