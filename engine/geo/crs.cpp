// CRS parsing through OGRSpatialReference, confined to what the text itself says (no file or network look-ups),
// with the axis mapping forced to x = east, y = north so that EPSG:4326 or EPSG:2180 behave like any other CRS.
#include "geo/crs.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <ogr_spatialref.h>

#include <cctype>
#include <cmath>
#include <new>

#include "geo/geo.h"

namespace cartouche::geo {

namespace {

std::string lastGdalMessage() {
  std::string m = CPLGetLastErrorMsg();
  return m.empty() ? std::string() : " (" + m + ")";
}

// Shortens a long WKT for a message.
std::string quoted(const std::string& text) {
  constexpr size_t kMax = 80;
  return "'" + (text.size() > kMax ? text.substr(0, kMax) + "..." : text) + "'";
}

// Reads `text` into `srs` as SetFromUserInput does, confined to what the text says. PROJ running out of memory is
// thrown as std::bad_alloc and PROJ missing its database is said as such: neither is a CRS the user mistyped (an
// allocation sweep of georef found memory running out called "unknown CRS").
Status readCrs(OGRSpatialReference& srs, const std::string& text) {
  ProjTrouble trouble(text);
  CPLErrorReset();
  const OGRErr err = readUserCrs(srs, text.c_str(), trouble);
  if (const char* why = trouble.message()) {
    if (trouble.outOfMemory()) throw std::bad_alloc();
    return Status::ioError("PROJ could not read the CRS " + quoted(text) + " (" + why + ")");
  }
  if (err != OGRERR_NONE) return Status::invalidArgument("unknown CRS " + quoted(text) + lastGdalMessage());
  return Status::ok();
}

}  // namespace

Result<Crs> Crs::parse(const std::string& text) {
  ensureGdal();
  std::string trimmed = text;
  while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back()))) trimmed.pop_back();
  size_t start = 0;
  while (start < trimmed.size() && std::isspace(static_cast<unsigned char>(trimmed[start]))) ++start;
  trimmed = trimmed.substr(start);
  if (trimmed.empty()) return Status::invalidArgument("empty CRS");
  auto srs = std::make_shared<OGRSpatialReference>();
  if (Status read = readCrs(*srs, trimmed); !read) return read;
  if (srs->IsEmpty() || srs->IsLocal())
    return Status::invalidArgument("CRS " + quoted(trimmed) + " is not tied to the Earth (no datum or projection)");
  srs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  Crs crs;
  crs.text_ = trimmed;
  crs.srs_ = std::move(srs);
  return crs;
}

Result<Crs> Crs::parseLocal(const std::string& text) {
  ensureGdal();
  auto srs = std::make_shared<OGRSpatialReference>();
  if (Status read = readCrs(*srs, text); !read) return read;
  if (!srs->IsLocal()) return Status::invalidArgument("CRS " + quoted(text) + " is not a local frame (LOCAL_CS)");
  if (!(srs->GetLinearUnits(static_cast<const char**>(nullptr)) > 0))
    return Status::invalidArgument("local frame " + quoted(text) + " has no linear unit");
  srs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  Crs crs;
  crs.text_ = text;
  crs.srs_ = std::move(srs);
  return crs;
}

bool Crs::isLocal() const { return srs_->IsLocal() != 0; }

std::string Crs::name() const {
  const char* n = srs_->GetName();
  return n && *n ? n : "unknown";
}

bool Crs::isGeographic() const { return srs_->IsGeographic() != 0; }

std::string Crs::unitName() const {
  const char* name = nullptr;
  if (isGeographic())
    srs_->GetAngularUnits(&name);
  else
    srs_->GetLinearUnits(&name);
  return name && *name ? name : "map unit";
}

std::string Crs::wkt() const {
  char* out = nullptr;
  const char* options[] = {"FORMAT=WKT2_2019", "MULTILINE=NO", nullptr};
  std::string result;
  if (srs_->exportToWkt(&out, options) == OGRERR_NONE && out) result = out;
  CPLFree(out);
  return result;
}

bool Crs::isSameAs(const Crs& other) const { return srs_->IsSame(other.srs_.get()) != 0; }

namespace {

// "'FROM' to 'TO'", as messages name a transformation.
std::string between(const Crs& from, const Crs& to) { return quoted(from.text()) + " to " + quoted(to.text()); }

// Carries `points` into `out`; false where one did not arrive (its index in `failed`).
bool carry(OGRCoordinateTransformation& t, const std::vector<MapPoint>& points, std::vector<MapPoint>& out,
           size_t& failed) {
  std::vector<double> xs, ys;
  for (const MapPoint& p : points) {
    xs.push_back(p.x);
    ys.push_back(p.y);
  }
  std::vector<int> ok(points.size(), 0);
  CPLErrorReset();
  t.Transform(static_cast<int>(points.size()), xs.data(), ys.data(), nullptr, nullptr, ok.data());
  out.resize(points.size());
  for (size_t i = 0; i < points.size(); ++i) {
    if (!ok[i] || !std::isfinite(xs[i]) || !std::isfinite(ys[i])) {
      failed = i;
      return false;
    }
    out[i] = {xs[i], ys[i]};
  }
  return true;
}

}  // namespace

Result<CrsTransform> CrsTransform::create(const Crs& from, const Crs& to) {
  ensureGdal();
  std::string why;
  TransformPtr t = makeTransformation(from.srs(), to.srs(), why);
  if (!why.empty())
    return Status::ioError("PROJ could not make the transformation from " + between(from, to) + " (" + why + ")");
  if (!t) return Status::invalidArgument("no transformation from " + between(from, to) + lastGdalMessage());
  CrsTransform result;
  result.from_ = from;
  result.to_ = to;
  result.transform_ = std::move(t);
  return result;
}

// A point the transformation cannot carry is carried once more by the transformation made again: PROJ, when memory
// runs out while it readies the operations it found, keeps one it cannot run and says nothing ("No inverse
// operation" as the point is carried; an allocation probe of EPSG:4326 to EPSG:32633 met it in 77 of 1,453 runs). A
// point the new one cannot carry either is the point's.
Result<std::vector<MapPoint>> CrsTransform::apply(const std::vector<MapPoint>& points) const {
  std::vector<MapPoint> out;
  size_t failed = 0;
  if (!carry(*transform_, points, out, failed)) {
    std::string why;
    TransformPtr again = makeTransformation(from_.srs(), to_.srs(), why);
    if (!why.empty())
      return Status::ioError("PROJ could not make the transformation from " + between(from_, to_) + " again (" + why +
                             ")");
    if (!again || !carry(*again, points, out, failed))
      return Status::invalidArgument("point (" + std::to_string(points[failed].x) + ", " +
                                     std::to_string(points[failed].y) + ") cannot be transformed from " +
                                     between(from_, to_) + lastGdalMessage());
    transform_ = std::move(again);
  }
  return out;
}

Result<MapPoint> CrsTransform::apply(MapPoint p) const {
  Result<std::vector<MapPoint>> r = apply(std::vector<MapPoint>{p});
  if (!r) return r.status();
  return r->front();
}

Result<MapPoint> transformPoint(const Crs& from, const Crs& to, MapPoint p) {
  Result<CrsTransform> t = CrsTransform::create(from, to);
  if (!t) return t.status();
  return t->apply(p);
}

}  // namespace cartouche::geo
