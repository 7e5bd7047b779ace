#include "grid_fit_edits.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "command_runner.h"
#include "edit/command_group.h"
#include "edit/layer_commands.h"
#include "geo/layer_warp.h"

namespace cartouche {

namespace {

GridSettings scaledGrid(const GridSettings& grid, double hexSize) {
  GridSettings g = grid;
  g.hexSizeMetres = hexSize;
  return g;
}

Point flipRow(Point p) { return {p.x, -p.y}; }

}  // namespace

Result<geo::GridFit> fitScanClicks(const GridSettings& grid, const std::vector<ScanClick>& clicks) {
  std::vector<geo::FitClick> fc;
  fc.reserve(clicks.size());
  for (const ScanClick& c : clicks) fc.push_back({c.pixel, c.label});
  return geo::fitGridToClicks(grid, fc, geo::ClickFrame::ScanPixels);
}

// fitGridToClicks solves the scan turned y-up, where its rotation reads as on the ground: a GridPlacement with the
// fit's size, rotation and mirrored origin (metres per unit 1, the unit being a pixel) draws any hex there.
ScanGrid::ScanGrid(const GridSettings& grid, const geo::GridFit& fit)
    : placement_(scaledGrid(grid, fit.hexSize), GroundPlacement{"", flipRow(fit.origin), fit.rotationDegrees}, 1.0) {}

Point ScanGrid::centre(Hex h) const { return flipRow(placement_.hexCentre(h)); }

std::array<Point, 6> ScanGrid::outline(Hex h) const {
  std::array<Point, 6> out = placement_.footprint(h);
  for (Point& p : out) p = flipRow(p);
  return out;
}

Hex ScanGrid::hexAt(Point pixel) const { return placement_.hexAt(flipRow(pixel)); }

std::string guessLabel(const GridSettings& grid, const std::optional<geo::GridFit>& fit,
                       const std::vector<ScanClick>& clicks, Point pixel) {
  if (!fit || !(fit->hexSize > 0)) return "";
  const Hex h = ScanGrid(grid, *fit).hexAt(pixel);
  if (!grid.contains(h)) return "";
  const std::string label = grid.label(h);
  for (const ScanClick& c : clicks)
    if (Result<Hex> other = grid.parseLabel(c.label); other && *other == h) return "";
  return label;
}

GroundPlacement boardGroundPlacement() { return GroundPlacement{geo::boardFrameCrs(), Point{0, 0}, 0.0}; }

std::array<double, 6> scanGeoTransform(const GridSettings& grid, const geo::GridFit& fit,
                                       const geo::GridPlacement& placement) {
  // Three hexes at the map's corners: far apart, never in one line (offset steps along a row and down a column
  // point in different directions on any hex grid).
  const ScanGrid scan(grid, fit);
  const std::array<Hex, 3> hexes = {grid.toHex({0, 0}), grid.toHex({std::max(grid.columns - 1, 1), 0}),
                                    grid.toHex({0, std::max(grid.rows - 1, 1)})};
  std::array<Point, 3> px, gr;
  for (size_t i = 0; i < 3; ++i) {
    px[i] = scan.centre(hexes[i]);
    gr[i] = placement.hexCentre(hexes[i]);
  }
  // ground = g0 + (pixel - p0) * M, solved from the two differences by Cramer's rule; then the shift for GDAL's
  // pixel (0, 0).
  const double ax = px[1].x - px[0].x, ay = px[1].y - px[0].y;
  const double bx = px[2].x - px[0].x, by = px[2].y - px[0].y;
  const double det = ax * by - ay * bx;
  auto solve = [&](double u, double v, double& dcol, double& drow) {
    dcol = (u * by - v * ay) / det;
    drow = (ax * v - bx * u) / det;
  };
  std::array<double, 6> gt{};
  solve(gr[1].x - gr[0].x, gr[2].x - gr[0].x, gt[1], gt[2]);
  solve(gr[1].y - gr[0].y, gr[2].y - gr[0].y, gt[4], gt[5]);
  gt[0] = gr[0].x - gt[1] * px[0].x - gt[2] * px[0].y;
  gt[3] = gr[0].y - gt[4] * px[0].x - gt[5] * px[0].y;
  return gt;
}

Status applyGridFit(ToolContext& ctx, const std::string& layerName, const geo::GridFit& fit) {
  const Battle& battle = ctx.battle();
  const MapLayer* layer = nullptr;
  for (const MapLayer& l : battle.layers)
    if (l.name == layerName) layer = &l;
  if (!layer) return refuse(ctx, Status::notFound("there is no map layer \"" + layerName + "\""));
  if (!(fit.hexSize > 0) || !std::isfinite(fit.hexSize))
    return refuse(ctx, Status::invalidArgument("the grid fit has no size: click at least three hex centres"));
  const bool placeFirst = !battle.ground.has_value();
  const GroundPlacement ground = placeFirst ? boardGroundPlacement() : *battle.ground;
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(battle.map.grid(), ground);
  if (!placement) return refuse(ctx, placement.status().withContext("the grid's ground placement"));

  MapLayer edited = *layer;
  edited.georef = LayerGeoref::GeoTransform;
  edited.crs = ground.crs;
  edited.geoTransform = scanGeoTransform(battle.map.grid(), fit, *placement);
  if (Status s = checkMapLayer(edited); !s) return refuse(ctx, s);

  // Placing the battle on the board and fitting the layer are one undo step, all or nothing.
  std::vector<CommandPtr> steps;
  if (placeFirst) steps.push_back(std::make_unique<SetGround>(ground, "Place the grid on the board"));
  steps.push_back(
      std::make_unique<SetLayer>(layerName, std::move(edited), std::nullopt, "Fit the grid to " + layerName));
  return runCommand(ctx, std::make_unique<CommandGroup>(std::move(steps)));
}

}  // namespace cartouche
