// The hex grid placed on the ground: the battle's CRS, where the centre of hex 0101 (offset column 0, row 0) lies in
// it, and the grid's rotation; the hex size is GridSettings::hexSizeMetres (across the flats). Ground coordinates
// are in the CRS's traditional GIS order (x east, y north), whatever order the EPSG definition gives its axes. The
// hex layout is core's (hex.h Layout/hexToPixel), so the editor and the engine put every hex in the same place.
// Also: fitting the grid to a scan of a printed board from three or more clicked hex centres (a least-squares
// similarity). Thread-safety: values and pure functions; makeGridPlacement parses the CRS with GDAL/PROJ.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "base/status.h"
#include "hex/grid.h"
#include "hex/hex.h"
#include "model/map_layer.h"

namespace cartouche::geo {

// How a battle's grid sits on the ground, as stored with the battle (core/map_layer.h).
using GroundPlacement = cartouche::GroundPlacement;

// The six corners of a hex on the ground, in core's corner order (hexCorner).
using HexFootprint = std::array<Point, 6>;

class GridPlacement {
 public:
  // REQUIRES: metresPerUnit > 0 and grid.hexSizeMetres > 0. Use makeGridPlacement to check a CRS first.
  GridPlacement(const GridSettings& grid, const GroundPlacement& ground, double metresPerUnit);

  const GridSettings& grid() const { return grid_; }
  const GroundPlacement& ground() const { return ground_; }
  double metresPerUnit() const { return metresPerUnit_; }
  // Hex size across the flats in CRS units.
  double hexSizeUnits() const { return grid_.hexSizeMetres / metresPerUnit_; }

  Point hexCentre(Hex h) const;
  FractionalHex fractionalHexAt(Point ground) const;
  // The hex whose footprint holds the point (which may be off the map: check grid().contains).
  Hex hexAt(Point ground) const { return hexRound(fractionalHexAt(ground)); }
  HexFootprint footprint(Hex h) const;

  // Ground <-> core's layout space (y down, hex 0101 at the layout origin's offset), for callers that draw.
  Point toGround(Point layoutPoint) const;
  Point toLayout(Point ground) const;
  const Layout& layout() const { return layout_; }

 private:
  GridSettings grid_;
  GroundPlacement ground_;
  double metresPerUnit_ = 1.0;
  Layout layout_;
  Point first_;  // layout position of hex 0101's centre
  double cos_ = 1.0, sin_ = 0.0;
};

// Checks the CRS (parsed as GDAL does: EPSG codes, PROJ strings, WKT) and that it is projected with a linear unit,
// since hexes are measured in metres. Errors name the CRS as given; PROJ running out of memory throws std::bad_alloc.
Result<double> projectedCrsMetresPerUnit(const std::string& crs);
Result<GridPlacement> makeGridPlacement(const GridSettings& grid, const GroundPlacement& ground);

// ---- Fitting the grid to a scan ---------------------------------------------------------------------------------
struct FitClick {
  Point position;     // where the user clicked the hex's centre (scan pixels, or ground units)
  std::string label;  // the hex's printed label ("0712"), parsed with the grid's label format
};

enum class ClickFrame { ScanPixels, Ground };  // pixel rows grow downwards; ground y grows northwards

struct FitResidual {
  std::string label;
  Point predicted;        // where the fitted grid puts the hex centre, in the clicks' frame
  double dx = 0, dy = 0;  // click minus predicted
  double distance = 0;
};

struct GridFit {
  Point origin;                        // centre of hex 0101 in the clicks' frame
  double hexSize = 0;                  // across the flats, in the clicks' units (pixels or ground units)
  double rotationDegrees = 0;          // clockwise as seen on screen (scan) or with north up (ground), in (-180, 180]
  std::vector<FitResidual> residuals;  // in the order of the clicks
  double rms = 0;                      // root mean square of the residual distances
};

// Least-squares similarity (origin, size, rotation; no shear, no mirror) from the grid's hex centres to the clicks.
// Refuses fewer than three clicks, a label that does not parse, a hex clicked twice and clicks that all coincide.
// Hexes in one line are accepted: two points fix a similarity, and the others check it through the residuals.
Result<GridFit> fitGridToClicks(const GridSettings& grid, const std::vector<FitClick>& clicks, ClickFrame frame);

}  // namespace cartouche::geo
