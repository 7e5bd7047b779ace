#include "geo/grid_placement.h"

#include <ogr_spatialref.h>

#include <cmath>
#include <memory>
#include <new>
#include <set>

#include "geo/geo.h"

namespace cartouche::geo {

namespace {

constexpr double kPi = 3.14159265358979323846;
const double kSqrt3 = std::sqrt(3.0);

double normalizedDegrees(double deg) {
  deg = std::fmod(deg, 360.0);
  if (deg <= -180.0) deg += 360.0;
  if (deg > 180.0) deg -= 360.0;
  return deg;
}

// Core's layout with hex 0101 at the layout origin's offset; `size` is centre-to-corner, so across the flats is
// size * sqrt(3).
Layout layoutFor(const GridSettings& grid, double acrossFlats) {
  return Layout{grid.orientation, acrossFlats / kSqrt3, Point{0, 0}};
}

}  // namespace

GridPlacement::GridPlacement(const GridSettings& grid, const GroundPlacement& ground, double metresPerUnit)
    : grid_(grid), ground_(ground), metresPerUnit_(metresPerUnit) {
  assert(metresPerUnit > 0 && grid.hexSizeMetres > 0);
  layout_ = layoutFor(grid, hexSizeUnits());
  first_ = hexToPixel(layout_, grid.toHex({0, 0}));
  const double a = ground.rotationDegrees * kPi / 180.0;
  cos_ = std::cos(a);
  sin_ = std::sin(a);
}

// Layout space has y down (rows grow southwards on a printed map), ground has y up; the map's "up" is turned
// clockwise by the rotation. The matrix [[c, -s], [-s, -c]] does both and is its own inverse.
Point GridPlacement::toGround(Point p) const {
  const double lx = p.x - first_.x, ly = p.y - first_.y;
  return {ground_.origin.x + lx * cos_ - ly * sin_, ground_.origin.y - lx * sin_ - ly * cos_};
}

Point GridPlacement::toLayout(Point g) const {
  const double dx = g.x - ground_.origin.x, dy = g.y - ground_.origin.y;
  return {first_.x + dx * cos_ - dy * sin_, first_.y - dx * sin_ - dy * cos_};
}

Point GridPlacement::hexCentre(Hex h) const { return toGround(hexToPixel(layout_, h)); }

FractionalHex GridPlacement::fractionalHexAt(Point ground) const { return pixelToHex(layout_, toLayout(ground)); }

HexFootprint GridPlacement::footprint(Hex h) const {
  HexFootprint f;
  for (int k = 0; k < 6; ++k) f[size_t(k)] = toGround(hexCorner(layout_, h, k));
  return f;
}

Result<double> projectedCrsMetresPerUnit(const std::string& crs) {
  ensureGdal();
  if (crs.empty()) return Status::invalidArgument("no CRS given (an EPSG code such as EPSG:2180, or a PROJ string)");
  OGRSpatialReference srs;
  // No file or network look-ups: the CRS text may come from a shared battle file.
  ProjTrouble trouble(crs);
  if (readUserCrs(srs, crs.c_str(), trouble) != OGRERR_NONE) {
    if (trouble.outOfMemory()) throw std::bad_alloc();
    if (trouble.message())
      return Status::ioError("CRS '" + crs + "' could not be looked up (" + trouble.message() + ")");
    return Status::invalidArgument("CRS '" + crs + "' is not an EPSG code, PROJ string or WKT that PROJ knows");
  }
  // A local frame in metres (layer_warp.h's boardFrameCrs: a grid fitted to a printed board) has no position on the
  // Earth but measures hexes all the same.
  if (!srs.IsProjected() && !srs.IsLocal())
    return Status::invalidArgument("CRS '" + crs +
                                   "' is not projected: hexes are measured in metres, so the grid needs a projected "
                                   "CRS (UTM, a national grid, ...)");
  const double unit = srs.GetLinearUnits(static_cast<const char**>(nullptr));
  if (!(unit > 0) || !std::isfinite(unit))
    return Status::invalidArgument("CRS '" + crs + "' has no usable linear unit");
  return unit;
}

Result<GridPlacement> makeGridPlacement(const GridSettings& grid, const GroundPlacement& ground) {
  if (!(grid.hexSizeMetres > 0) || !std::isfinite(grid.hexSizeMetres))
    return Status::invalidArgument("hex size " + std::to_string(grid.hexSizeMetres) + " m is not a positive length");
  if (!std::isfinite(ground.origin.x) || !std::isfinite(ground.origin.y) || !std::isfinite(ground.rotationDegrees))
    return Status::invalidArgument("grid origin and rotation must be finite numbers");
  Result<double> unit = projectedCrsMetresPerUnit(ground.crs);
  if (!unit) return unit.status();
  return GridPlacement(grid, ground, *unit);
}

Result<GridFit> fitGridToClicks(const GridSettings& grid, const std::vector<FitClick>& clicks, ClickFrame frame) {
  if (clicks.size() < 3)
    return Status::invalidArgument("fitting the grid needs at least 3 clicked hex centres, got " +
                                   std::to_string(clicks.size()));
  // Model points: hex centres with a hex 1 unit across the flats, hex 0101 at (0, 0), y up. Clicks on a scan are
  // turned y-up too (y -> -y), which keeps the picture unmirrored, so the rotation reads the same on screen.
  const Layout unit = layoutFor(grid, 1.0);
  const Point first = hexToPixel(unit, grid.toHex({0, 0}));
  const double flip = frame == ClickFrame::ScanPixels ? -1.0 : 1.0;
  std::vector<Point> model, target;
  std::set<std::pair<int, int>> seen;
  for (size_t i = 0; i < clicks.size(); ++i) {
    const FitClick& c = clicks[i];
    if (!std::isfinite(c.position.x) || !std::isfinite(c.position.y))
      return Status::invalidArgument("click " + std::to_string(i + 1) + " (" + c.label + ") is not a finite position");
    Result<Hex> h = grid.parseLabel(c.label);
    if (!h) return h.status().withContext("click " + std::to_string(i + 1) + ": hex label '" + c.label + "'");
    if (!seen.insert({h->q, h->r}).second)
      return Status::invalidArgument("hex " + c.label + " is clicked twice: give each hex once");
    const Point p = hexToPixel(unit, *h);
    model.push_back({p.x - first.x, -(p.y - first.y)});
    target.push_back({c.position.x, flip * c.position.y});
  }
  const double n = double(model.size());
  Point mc, tc;
  for (size_t i = 0; i < model.size(); ++i) {
    mc.x += model[i].x / n;
    mc.y += model[i].y / n;
    tc.x += target[i].x / n;
    tc.y += target[i].y / n;
  }
  // x = A u + B v + ox, y = -B u + A v + oy with A = size cos, B = size sin (clockwise turn). The normal equations
  // decouple once both point sets are centred.
  double suu = 0, sa = 0, sb = 0, spread = 0;
  for (size_t i = 0; i < model.size(); ++i) {
    const double u = model[i].x - mc.x, v = model[i].y - mc.y;
    const double x = target[i].x - tc.x, y = target[i].y - tc.y;
    suu += u * u + v * v;
    sa += u * x + v * y;
    sb += v * x - u * y;
    spread += x * x + y * y;
  }
  // suu > 0 always (distinct hexes); clicks that all coincide give a grid of size zero.
  const double A = sa / suu, B = sb / suu;
  const double size = std::hypot(A, B);
  if (!(spread > 0) || !(size > 1e-9 * std::sqrt(spread / n + 1.0)))
    return Status::invalidArgument("the clicks all fall on one spot: click the centres of hexes far apart");
  GridFit fit;
  fit.hexSize = size;
  fit.rotationDegrees = normalizedDegrees(std::atan2(B, A) * 180.0 / kPi);
  const double ox = tc.x - (A * mc.x + B * mc.y), oy = tc.y - (-B * mc.x + A * mc.y);
  fit.origin = {ox, flip * oy};
  double sum2 = 0;
  for (size_t i = 0; i < model.size(); ++i) {
    const double u = model[i].x, v = model[i].y;
    const Point predicted{A * u + B * v + ox, flip * (-B * u + A * v + oy)};
    FitResidual r;
    r.label = clicks[i].label;
    r.predicted = predicted;
    r.dx = clicks[i].position.x - predicted.x;
    r.dy = clicks[i].position.y - predicted.y;
    r.distance = std::hypot(r.dx, r.dy);
    sum2 += r.distance * r.distance;
    fit.residuals.push_back(r);
  }
  fit.rms = std::sqrt(sum2 / n);
  return fit;
}

}  // namespace cartouche::geo
