// The chain from a layer's pixels to the editor's world units: pixel -> layer CRS (geotransform, or the GCP transform)
// -> battle CRS (OGR, only when the CRSs differ) -> world units (GridPlacement's layout, scaled to hexes of radius 1).
// Every affine step is precomposed once, so a warp that is affine end to end costs one 2x3 multiply per point; OGR
// transformation objects are made once per warp, never per point.
#include "geo/layer_warp.h"

#include <cpl_error.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

#include "geo/geo.h"
#include "geo/grid_placement.h"
#include "geo/transform.h"

namespace cartouche::geo {

namespace {

// x' = a x + b y + c, y' = d x + e y + f (a GDAL geotransform is c, a, b, f, d, e).
struct Affine {
  double a = 1, b = 0, c = 0, d = 0, e = 1, f = 0;

  Point apply(Point p) const { return {a * p.x + b * p.y + c, d * p.x + e * p.y + f}; }
  // this after `first`.
  Affine after(const Affine& g) const {
    return {a * g.a + b * g.d, a * g.b + b * g.e, a * g.c + b * g.f + c,
            d * g.a + e * g.d, d * g.b + e * g.e, d * g.c + e * g.f + f};
  }
  // The exact inverse of the 2x2 part and the shift it undoes. REQUIRES: not singular.
  Affine inverse() const {
    const double det = a * e - b * d;
    Affine r;
    r.a = e / det;
    r.b = -b / det;
    r.d = -d / det;
    r.e = a / det;
    r.c = -(r.a * c + r.b * f);
    r.f = -(r.d * c + r.e * f);
    return r;
  }
  bool invertible() const {
    const double det = a * e - b * d;
    return std::isfinite(det) && det != 0 && std::isfinite(a) && std::isfinite(b) && std::isfinite(c) &&
           std::isfinite(d) && std::isfinite(e) && std::isfinite(f);
  }
};

Affine fromGeoTransform(const std::array<double, 6>& gt) { return {gt[1], gt[2], gt[0], gt[4], gt[5], gt[3]}; }

// Ground -> world units, the same numbers as GridPlacement::toLayout divided by its layout's hex radius: world units
// are core's layout with radius 1 and origin 0, GridPlacement's is the same layout with radius hexSizeUnits / sqrt(3)
// and origin 0, and hexToPixel is linear in the radius.
Affine groundToWorldAffine(const GridPlacement& placement) {
  const double k = placement.layout().size;
  const double rad = placement.ground().rotationDegrees * 3.14159265358979323846 / 180.0;
  const double cs = std::cos(rad), sn = std::sin(rad);
  const Point o = placement.ground().origin;
  // toLayout(g) = first + [[c, -s], [-s, -c]] (g - o), with first the layout position of hex 0101.
  const Point first = placement.toLayout(o);
  return {cs / k, -sn / k, (first.x - cs * o.x + sn * o.y) / k, -sn / k, -cs / k, (first.y + sn * o.x + cs * o.y) / k};
}

// Shortens a long WKT for a message.
std::string quoted(const std::string& text) {
  constexpr size_t kMax = 80;
  return "'" + (text.size() > kMax ? text.substr(0, kMax) + "..." : text) + "'";
}

// A CRS as a layer or the battle gives it: one tied to the Earth or a local frame (LOCAL_CS, a printed board).
Result<Crs> parseFrame(const std::string& text) {
  Result<Crs> crs = Crs::parse(text);
  if (crs) return crs;
  Result<Crs> local = Crs::parseLocal(text);
  if (local) return local;
  return crs.status();
}

bool transformOne(OGRCoordinateTransformation* t, double& x, double& y) {
  int ok = 0;
  return t->Transform(1, &x, &y, nullptr, nullptr, &ok) && ok && std::isfinite(x) && std::isfinite(y);
}

// The transformations from `a` to `b` and back. `prefix` and `what` word the refusal: "PREFIXno WHAT", or, where PROJ
// had trouble of its own, "PREFIXPROJ could not work out the WHAT (its message)". The pair must carry `inA`, a point
// of the battle's ground, there and back, or it is made once more: PROJ, when memory runs out while it readies the
// operations it found, keeps one it cannot run and says nothing, and every point the warp or the frame carried later
// would fail one by one as the map is drawn, leaving a layer or the cursor's longitude and latitude missing without a
// word (an allocation probe of both met it in 4 of 150 runs). A pair made again that cannot carry the point either is
// kept: the point is then the CRSs' own trouble, and the points that can be carried are.
Status makeBoth(const OGRSpatialReference& a, const OGRSpatialReference& b, Point inA, TransformPtr& there,
                TransformPtr& back, const std::string& prefix, const std::string& what) {
  for (int attempt = 0;; ++attempt) {
    std::string why;
    makeBothWays(a, b, there, back, why);
    if (!why.empty()) return Status::ioError(prefix + "PROJ could not work out the " + what + " (" + why + ")");
    if (!there || !back) return Status::invalidArgument(prefix + "no " + what);
    double x = inA.x, y = inA.y;
    if (attempt == 1 || (transformOne(there.get(), x, y) && transformOne(back.get(), x, y))) return Status::ok();
  }
}

Result<GridPlacement> placementFor(const GridSettings& grid, const GroundPlacement& ground) {
  if (ground.crs.empty()) return Status::invalidArgument("the grid is not placed on the ground yet");
  return makeGridPlacement(grid, ground);
}

}  // namespace

// ---- GroundFrame --------------------------------------------------------------------------------------------------

struct GroundFrame::Impl {
  GridPlacement placement;
  Crs crs;
  Affine toWorld, toGround;
  TransformPtr toLonLat, fromLonLat;  // none for a local frame
  Impl(GridPlacement p, Crs c) : placement(std::move(p)), crs(std::move(c)) {}
};

Result<std::unique_ptr<GroundFrame>> GroundFrame::make(const GridSettings& grid, const GroundPlacement& ground) {
  ensureGdal();
  Result<GridPlacement> placement = placementFor(grid, ground);
  if (!placement) return placement.status();
  Result<Crs> crs = parseFrame(ground.crs);
  if (!crs) return crs.status();
  auto impl = std::make_unique<Impl>(std::move(placement).value(), std::move(crs).value());
  impl->toWorld = groundToWorldAffine(impl->placement);
  impl->toGround = impl->toWorld.inverse();
  if (!impl->crs.isLocal()) {
    Result<Crs> wgs84 = Crs::parse("EPSG:4326");
    if (!wgs84) return wgs84.status();
    if (Status s = makeBoth(
            impl->crs.srs(), wgs84->srs(), ground.origin, impl->toLonLat, impl->fromLonLat, "",
            "transformation from the grid's CRS " + quoted(ground.crs) + " to longitude and latitude (WGS 84)");
        !s)
      return s;
  }
  std::unique_ptr<GroundFrame> out(new GroundFrame());
  out->impl_ = std::move(impl);
  return out;
}

GroundFrame::~GroundFrame() = default;

Point GroundFrame::worldToGround(Point world) const { return impl_->toGround.apply(world); }
Point GroundFrame::groundToWorld(Point ground) const { return impl_->toWorld.apply(ground); }

std::optional<MapPoint> GroundFrame::groundToGeographic(Point ground) const {
  if (!impl_->toLonLat) return std::nullopt;
  double x = ground.x, y = ground.y;
  if (!transformOne(impl_->toLonLat.get(), x, y)) return std::nullopt;
  return MapPoint{x, y};
}

std::optional<Point> GroundFrame::geographicToGround(MapPoint lonLat) const {
  if (!impl_->fromLonLat) return std::nullopt;
  double x = lonLat.x, y = lonLat.y;
  if (!transformOne(impl_->fromLonLat.get(), x, y)) return std::nullopt;
  return Point{x, y};
}

const Crs& GroundFrame::crs() const { return impl_->crs; }
const GroundPlacement& GroundFrame::placement() const { return impl_->placement.ground(); }

// ---- LayerWarp ----------------------------------------------------------------------------------------------------

struct LayerWarp::Impl {
  // pixel -> layer CRS: an affine map (geotransform, Helmert, polynomial 1) or a solved GCP transform.
  bool pixelAffine = true;
  Affine pixelToLayer, layerToPixel;
  std::optional<GcpTransform> gcp;
  // layer CRS -> battle CRS, when they differ.
  TransformPtr toBattle, fromBattle;
  Affine groundToWorld, worldToGround;
  // Everything composed, when the chain is affine end to end.
  bool endToEndAffine = false;
  Affine pixelToWorld, worldToPixel;

  bool layerFromPixel(Point pixel, Point& layer) const {
    if (pixelAffine) {
      layer = pixelToLayer.apply(pixel);
      return true;
    }
    Result<MapPoint> m = gcp->forward({pixel.x, pixel.y});
    if (!m) return false;
    layer = {m->x, m->y};
    return true;
  }

  // The pixel whose forward image is `layer`: the transform's own inverse as the first guess, then Newton steps on
  // the forward transform, because GDAL fits a polynomial's or a spline's inverse separately and the two disagree
  // between the points by up to pixels; the mesh is drawn with the forward transform, so picking must invert that.
  bool pixelFromLayer(Point layer, Point& pixel) const {
    if (pixelAffine) {
      pixel = layerToPixel.apply(layer);
      return true;
    }
    Result<PixelPoint> guess = gcp->inverse({layer.x, layer.y});
    if (!guess) return false;
    Point p{guess->x, guess->y};
    constexpr double kStep = 1e-3;  // pixels, for the finite-difference Jacobian
    for (int i = 0; i < 12; ++i) {
      Point f, fx, fy;
      if (!layerFromPixel(p, f) || !layerFromPixel({p.x + kStep, p.y}, fx) || !layerFromPixel({p.x, p.y + kStep}, fy))
        break;
      const double a = (fx.x - f.x) / kStep, b = (fy.x - f.x) / kStep;
      const double c = (fx.y - f.y) / kStep, d = (fy.y - f.y) / kStep;
      const double det = a * d - b * c;
      if (!std::isfinite(det) || det == 0) break;
      const double rx = layer.x - f.x, ry = layer.y - f.y;
      const double dx = (d * rx - b * ry) / det, dy = (-c * rx + a * ry) / det;
      if (!std::isfinite(dx) || !std::isfinite(dy)) break;
      p.x += dx;
      p.y += dy;
      if (std::abs(dx) + std::abs(dy) < 1e-10) break;
    }
    pixel = p;
    return std::isfinite(p.x) && std::isfinite(p.y);
  }
};

Result<std::unique_ptr<LayerWarp>> LayerWarp::make(const MapLayer& layer, int width, int height,
                                                   const GridSettings& grid, const GroundPlacement& ground) {
  ensureGdal();
  const std::string who = "layer '" + layer.name + "'";
  if (layer.georef == LayerGeoref::None) return Status::invalidArgument(who + ": not georeferenced yet");
  Result<GridPlacement> placement = placementFor(grid, ground);
  if (!placement) return placement.status().withContext(who);
  if (layer.crs.empty())
    return Status::invalidArgument(who + ": its map coordinates have no CRS yet; give the layer a CRS");

  auto impl = std::make_unique<Impl>();
  if (layer.georef == LayerGeoref::GeoTransform) {
    impl->pixelToLayer = fromGeoTransform(layer.geoTransform);
    if (!impl->pixelToLayer.invertible())
      return Status::invalidArgument(who + ": its geotransform is singular or not finite");
  } else {
    std::optional<TransformKind> kind = parseTransformCode(layer.transform);
    if (!kind) return Status::invalidArgument(who + ": unknown transform '" + layer.transform + "'");
    GcpList list;
    for (const LayerGcp& g : layer.gcps)
      list.points.push_back({g.label, {g.pixelX, g.pixelY}, {g.mapX, g.mapY}, g.enabled});
    Result<GcpTransform> solved = GcpTransform::solve(*kind, list);
    if (!solved) return solved.status().withContext(who);
    if (*kind == TransformKind::Helmert || *kind == TransformKind::Polynomial1) {
      // Affine transforms: read the coefficients off three points spread over the image, then invert exactly.
      const double w = std::max(width, 1), h = std::max(height, 1);
      Result<MapPoint> o = solved->forward({0, 0}), x = solved->forward({w, 0}), y = solved->forward({0, h});
      if (!o || !x || !y) return Status::invalidArgument(who + ": its " + transformTitle(*kind) + " places no pixels");
      impl->pixelToLayer = {(x->x - o->x) / w, (y->x - o->x) / h, o->x, (x->y - o->y) / w, (y->y - o->y) / h, o->y};
      if (!impl->pixelToLayer.invertible())
        return Status::invalidArgument(who + ": its " + transformTitle(*kind) + " is singular");
    } else {
      impl->pixelAffine = false;
      impl->gcp = std::move(solved).value();
    }
  }
  if (impl->pixelAffine) impl->layerToPixel = impl->pixelToLayer.inverse();

  Result<Crs> layerCrs = parseFrame(layer.crs);
  if (!layerCrs) return layerCrs.status().withContext(who);
  Result<Crs> battleCrs = parseFrame(ground.crs);
  if (!battleCrs) return battleCrs.status().withContext(who + ": the grid's CRS");
  const bool same = layer.crs == ground.crs || layerCrs->isSameAs(*battleCrs);
  if (!same && (layerCrs->isLocal() || battleCrs->isLocal()))
    return Status::invalidArgument(
        who + ": " +
        (layerCrs->isLocal()
             ? "the layer is in a local frame with no position on the Earth, the grid in " + quoted(ground.crs)
             : "the grid is in a local frame with no position on the Earth, the layer in " + quoted(layer.crs)) +
        "; one cannot be carried into the other");
  if (!same) {
    if (Status s =
            makeBoth(battleCrs->srs(), layerCrs->srs(), ground.origin, impl->fromBattle, impl->toBattle, who + ": ",
                     "transformation from its CRS " + quoted(layer.crs) + " to the grid's " + quoted(ground.crs));
        !s)
      return s;
  }

  impl->groundToWorld = groundToWorldAffine(*placement);
  impl->worldToGround = impl->groundToWorld.inverse();
  if (impl->pixelAffine && same) {
    impl->endToEndAffine = true;
    impl->pixelToWorld = impl->groundToWorld.after(impl->pixelToLayer);
    impl->worldToPixel = impl->pixelToWorld.inverse();
  }
  std::unique_ptr<LayerWarp> out(new LayerWarp());
  out->impl_ = std::move(impl);
  return out;
}

LayerWarp::~LayerWarp() = default;

bool LayerWarp::pixelToWorld(Point pixel, Point& world) const {
  const Impl& m = *impl_;
  if (m.endToEndAffine) {
    world = m.pixelToWorld.apply(pixel);
    return true;
  }
  Point g;
  if (!m.layerFromPixel(pixel, g)) return false;
  if (m.toBattle && !transformOne(m.toBattle.get(), g.x, g.y)) return false;
  world = m.groundToWorld.apply(g);
  return std::isfinite(world.x) && std::isfinite(world.y);
}

bool LayerWarp::worldToPixel(Point world, Point& pixel) const {
  const Impl& m = *impl_;
  if (m.endToEndAffine) {
    pixel = m.worldToPixel.apply(world);
    return true;
  }
  Point g = m.worldToGround.apply(world);
  if (m.fromBattle && !transformOne(m.fromBattle.get(), g.x, g.y)) return false;
  return m.pixelFromLayer(g, pixel);
}

bool LayerWarp::pixelToLayerCrs(Point pixel, Point& layerXY) const { return impl_->layerFromPixel(pixel, layerXY); }

bool LayerWarp::affine() const { return impl_->endToEndAffine; }

std::string boardFrameCrs() {
  return "LOCAL_CS[\"Cartouche board frame\",LOCAL_DATUM[\"printed board\",0],UNIT[\"metre\",1,"
         "AUTHORITY[\"EPSG\",\"9001\"]],AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH]]";
}

}  // namespace cartouche::geo
