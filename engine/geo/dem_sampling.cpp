#include "geo/dem_sampling.h"

#include <ogr_spatialref.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <new>

#include "geo/geo.h"

namespace cartouche::geo {

namespace {

// Bilinear between the four cells around `pixel` (cell centres sit at half-integers). Where one of them is
// unknown or off the window, the nearest cell's height; unknown when that one is unknown too.
float heightAt(const DemWindow& w, Point pixel) {
  if (w.empty() || !std::isfinite(pixel.x) || !std::isfinite(pixel.y)) return NAN;
  const double fx = pixel.x - 0.5, fy = pixel.y - 0.5;
  const int cx = int(std::floor(fx)), cy = int(std::floor(fy));
  auto cell = [&](int c, int r) -> float {
    if (c < w.x || r < w.y || c >= w.x + w.width || r >= w.y + w.height) return NAN;
    return w.at(c, r);
  };
  const float a = cell(cx, cy), b = cell(cx + 1, cy), c = cell(cx, cy + 1), d = cell(cx + 1, cy + 1);
  if (!std::isnan(a) && !std::isnan(b) && !std::isnan(c) && !std::isnan(d)) {
    const double tx = fx - cx, ty = fy - cy;
    return float((a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty);
  }
  return cell(int(std::floor(pixel.x)), int(std::floor(pixel.y)));
}

}  // namespace

Status transformPoints(OGRCoordinateTransformation& t, int n, double* x, double* y, std::vector<int>& ok,
                       const std::string& path) {
  constexpr int kCoordinateErrors = 2048, kOtherErrors = 4096;  // PROJ_ERR_COORD_TRANSFM, PROJ_ERR_OTHER (proj.h)
  ok.assign(size_t(n), 0);
  std::vector<int> codes(size_t(n), 0);
  t.TransformWithErrorCodes(n, x, y, nullptr, nullptr, codes.data());
  for (int i = 0; i < n; ++i) {
    const int code = codes[size_t(i)];
    if (code != 0 && (code < kCoordinateErrors || code >= kOtherErrors))
      return Status::ioError(path + ": PROJ failed while carrying the DEM's cells to the battle's CRS (PROJ error " +
                             std::to_string(code) + "; out of memory?)");
    ok[size_t(i)] = code == 0;
  }
  return Status::ok();
}

Result<HexHeights> sampleDem(const DemRaster& dem, const GridPlacement& placement) {
  ensureGdal();
  const GridSettings& grid = placement.grid();
  OGRSpatialReference battleSrs, demSrs;
  TransformPtr toDem, toBattle;
  {
    // PROJ failing for want of memory (thrown) or of its database (said as such) is not a CRS it does not know.
    ProjTrouble trouble(placement.ground().crs);
    auto fail = [&](Status s) {
      if (trouble.outOfMemory()) throw std::bad_alloc();
      if (trouble.message())
        return Status::ioError(dem.path() + ": PROJ could not work out the transformation to the battle's CRS (" +
                               trouble.message() + ")");
      return s;
    };
    if (readUserCrs(battleSrs, placement.ground().crs.c_str(), trouble) != OGRERR_NONE)
      return fail(Status::invalidArgument("CRS '" + placement.ground().crs + "' is not one PROJ knows"));
    if (demSrs.importFromWkt(dem.crsWkt().c_str()) != OGRERR_NONE)
      return fail(Status::unsupported(dem.path() + ": its CRS is not one PROJ knows"));
    // Geotransforms and our ground points are both x = easting (or longitude), y = northing (or latitude).
    battleSrs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    demSrs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    std::string why;
    makeBothWays(battleSrs, demSrs, toDem, toBattle, why);
    if (!why.empty())
      return Status::ioError(dem.path() + ": PROJ could not work out the transformation to the battle's CRS (" + why +
                             ")");
    if (!toDem || !toBattle)
      return fail(Status::unsupported(dem.path() +
                                      ": PROJ finds no transformation between its CRS and the battle's CRS '" +
                                      placement.ground().crs + "'"));
  }

  const int n = grid.hexCount();
  HexHeights out;
  out.mean.assign(size_t(n), NAN);
  out.max.assign(size_t(n), NAN);
  out.centre.assign(size_t(n), NAN);
  out.cells.assign(size_t(n), 0);
  out.validCells.assign(size_t(n), 0);

  // The map's outline in layout space: the border hexes' centres, padded by a hex radius, then turned onto the
  // ground and carried into the DEM's CRS with densified edges (a projection bends straight lines).
  const Layout& layout = placement.layout();
  double lx0 = std::numeric_limits<double>::infinity(), ly0 = lx0, lx1 = -lx0, ly1 = -lx0;
  auto widen = [&](int col, int row) {
    const Point p = hexToPixel(layout, grid.toHex({col, row}));
    lx0 = std::min(lx0, p.x), ly0 = std::min(ly0, p.y), lx1 = std::max(lx1, p.x), ly1 = std::max(ly1, p.y);
  };
  for (int c = 0; c < grid.columns; ++c) widen(c, 0), widen(c, grid.rows - 1);
  for (int r = 0; r < grid.rows; ++r) widen(0, r), widen(grid.columns - 1, r);
  lx0 -= layout.size, ly0 -= layout.size, lx1 += layout.size, ly1 += layout.size;
  double gx0 = std::numeric_limits<double>::infinity(), gy0 = gx0, gx1 = -gx0, gy1 = -gx0;
  for (Point corner : {Point{lx0, ly0}, Point{lx1, ly0}, Point{lx0, ly1}, Point{lx1, ly1}}) {
    const Point g = placement.toGround(corner);
    gx0 = std::min(gx0, g.x), gy0 = std::min(gy0, g.y), gx1 = std::max(gx1, g.x), gy1 = std::max(gy1, g.y);
  }
  double dx0, dy0, dx1, dy1;
  bool bounded = false;
  {
    // PROJ failing for want of memory (thrown) or of its database (said as such) is not an area beyond the DEM's CRS.
    ProjTrouble trouble;
    bounded = toDem->TransformBounds(gx0, gy0, gx1, gy1, &dx0, &dy0, &dx1, &dy1, 21);
    if (trouble.outOfMemory()) throw std::bad_alloc();
    if (trouble.message())
      return Status::ioError(dem.path() + ": PROJ could not carry the map's area into the DEM's CRS (" +
                             trouble.message() + ")");
  }
  if (!bounded) return Status::unsupported(dem.path() + ": the map's area cannot be expressed in the DEM's CRS");
  double px0 = std::numeric_limits<double>::infinity(), py0 = px0, px1 = -px0, py1 = -px0;
  for (Point corner : {Point{dx0, dy0}, Point{dx1, dy0}, Point{dx0, dy1}, Point{dx1, dy1}}) {
    const Point p = dem.crsToPixel(corner);
    px0 = std::min(px0, p.x), py0 = std::min(py0, p.y), px1 = std::max(px1, p.x), py1 = std::max(py1, p.y);
  }
  // One cell of margin for the bilinear centre heights; clamp before converting so a far-away map cannot overflow.
  auto clampPixel = [](double v, int limit) { return int(std::clamp(v, -1.0, double(limit) + 1.0)); };
  const int wx0 = clampPixel(std::floor(px0) - 1, dem.width()), wy0 = clampPixel(std::floor(py0) - 1, dem.height());
  const int wx1 = clampPixel(std::ceil(px1) + 1, dem.width()), wy1 = clampPixel(std::ceil(py1) + 1, dem.height());
  Result<DemWindow> window = dem.readWindow(wx0, wy0, wx1 - wx0, wy1 - wy0);
  if (!window) return window.status();
  const DemWindow& w = *window;
  out.windowX = w.x, out.windowY = w.y, out.windowWidth = w.width, out.windowHeight = w.height;

  // Each cell centre goes to the hex that holds it (hex rounding is exactly the point-in-hexagon test).
  std::vector<double> sum(static_cast<size_t>(n), 0.0);
  std::vector<double> xs(size_t(std::max(w.width, 0))), ys(xs.size());
  std::vector<int> ok(xs.size());
  for (int row = w.y; row < w.y + w.height; ++row) {
    for (int i = 0; i < w.width; ++i) {
      const Point c = dem.pixelToCrs({w.x + i + 0.5, row + 0.5});
      xs[size_t(i)] = c.x;
      ys[size_t(i)] = c.y;
    }
    if (Status s = transformPoints(*toBattle, w.width, xs.data(), ys.data(), ok, dem.path()); !s) return s;
    for (int i = 0; i < w.width; ++i) {
      if (!ok[size_t(i)]) continue;
      const Hex h = placement.hexAt({xs[size_t(i)], ys[size_t(i)]});
      if (!grid.contains(h)) continue;
      const OffsetCoord oc = grid.toOffset(h);
      const size_t k = size_t(oc.row) * size_t(grid.columns) + size_t(oc.col);
      ++out.cells[k];
      const float v = w.at(w.x + i, row);
      if (std::isnan(v)) continue;
      ++out.validCells[k];
      sum[k] += v;
      out.max[k] = std::isnan(out.max[k]) ? v : std::max(out.max[k], v);
    }
  }

  std::vector<double> cx(static_cast<size_t>(n)), cy(static_cast<size_t>(n));
  std::vector<int> cok(static_cast<size_t>(n));
  for (int k = 0; k < n; ++k) {
    const Point g = placement.hexCentre(grid.toHex({k % grid.columns, k / grid.columns}));
    cx[size_t(k)] = g.x;
    cy[size_t(k)] = g.y;
  }
  if (n > 0)
    if (Status s = transformPoints(*toDem, n, cx.data(), cy.data(), cok, dem.path()); !s) return s;
  for (size_t k = 0; k < size_t(n); ++k) {
    if (cok[k]) out.centre[k] = heightAt(w, dem.crsToPixel({cx[k], cy[k]}));
    if (out.validCells[k] > 0) {
      out.mean[k] = float(sum[k] / out.validCells[k]);
    } else if (out.cells[k] == 0 && !std::isnan(out.centre[k])) {
      out.mean[k] = out.max[k] = out.centre[k];
      ++out.centreOnlyHexes;
    }
  }
  return out;
}

}  // namespace cartouche::geo
