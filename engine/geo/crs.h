// Coordinate reference systems for georeferencing: a CRS parsed from an EPSG code ("EPSG:2180"), a PROJ string or
// WKT, always in the traditional GIS axis order (x = east or longitude, y = north or latitude, whatever order the
// CRS's definition gives), and point transforms between two CRSs. Thread-safety: a Crs is an immutable value that
// may be shared between threads; a CrsTransform is used by one thread at a time.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"

class OGRSpatialReference;
class OGRCoordinateTransformation;

namespace cartouche::geo {

// A point in a CRS, in traditional GIS order: x east (or longitude in degrees), y north (or latitude).
struct MapPoint {
  double x = 0;
  double y = 0;
};

class Crs {
 public:
  // EPSG code, PROJ string or WKT. Never reads files or the network, whatever the text says.
  // An unknown or malformed CRS is refused with a message quoting the text.
  static Result<Crs> parse(const std::string& text);
  // A local frame with no position on the Earth (LOCAL_CS WKT in a linear unit, such as layer_warp.h's board frame),
  // which parse() refuses. It compares with isSameAs like any CRS; transforms between it and a CRS on the Earth are
  // refused (CrsTransform::create fails).
  static Result<Crs> parseLocal(const std::string& text);
  bool isLocal() const;

  const std::string& text() const { return text_; }  // as the user gave it
  std::string name() const;                          // "ETRF2000-PL / CS92", "unknown" for a bare PROJ string
  bool isGeographic() const;                         // degrees of longitude and latitude
  std::string unitName() const;                      // "metre", "degree", "US survey foot"
  // One-line WKT2 (2019), as QGIS writes after "#CRS: " in a .points file.
  std::string wkt() const;
  bool isSameAs(const Crs& other) const;

  const OGRSpatialReference& srs() const { return *srs_; }

 private:
  std::string text_;
  std::shared_ptr<const OGRSpatialReference> srs_;
};

// Moves points from one CRS to another. Memory running out in PROJ is thrown as std::bad_alloc, or, where PROJ says
// nothing of it, met by making the transformation a second time: never said to be the CRSs' or the points' fault.
class CrsTransform {
 public:
  static Result<CrsTransform> create(const Crs& from, const Crs& to);
  Result<MapPoint> apply(MapPoint p) const;
  Result<std::vector<MapPoint>> apply(const std::vector<MapPoint>& points) const;

 private:
  Crs from_, to_;
  // Replaced by apply when a transformation made again carries points this one could not.
  mutable std::shared_ptr<OGRCoordinateTransformation> transform_;
};

// One point from `from` to `to`.
Result<MapPoint> transformPoint(const Crs& from, const Crs& to, MapPoint p);

}  // namespace cartouche::geo
