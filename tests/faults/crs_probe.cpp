// Reads CRS texts under the fault injector: the GDAL set-up first (not counted), then the marker's open (argv[1]),
// from which allocations count, then Crs::parse of each text (argv[2..]). Prints one line a text: "ok", the refusal,
// or "out of memory" where Crs::parse threw std::bad_alloc. A text the user wrote correctly must never come back as
// one PROJ does not know (fault_inject_test.cpp, CrsParse...).
//
// With "--carry FROM TO X Y" after the marker, both CRSs are read before the marker instead, and from it on the
// transformation is made and the point carried (CrsTransform): prints the point to the millimetre, the refusal, or
// "out of memory" (fault_inject_test.cpp, CrsTransform...).
//
// With "--unit CRS" after the marker, from the marker on the CRS is read as a battle's grid reads it
// (projectedCrsMetresPerUnit): prints its metres per unit, the refusal, or "out of memory" (fault_inject_test.cpp,
// GridCrs...).
//
// With "--warp" after the marker, both CRSs are read before the marker, and from it on a battle placed in EPSG:32633
// gets its ground frame and a layer georeferenced in EPSG:4326 its warp (GroundFrame, LayerWarp: each makes its
// transformations both ways), and one point is carried through each: prints the hex origin's longitude and latitude and
// the world point of the layer's middle pixel, each as a line, or the refusal, or "out of memory"
// (fault_inject_test.cpp, LayerWarp...).
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>

#include "geo/crs.h"
#include "geo/geo.h"
#include "geo/grid_placement.h"
#include "geo/layer_warp.h"

namespace {

using cartouche::GridSettings;
using cartouche::GroundPlacement;
using cartouche::LayerGeoref;
using cartouche::MapLayer;
using cartouche::Point;
using cartouche::Result;
using cartouche::geo::Crs;
using cartouche::geo::CrsTransform;
using cartouche::geo::GroundFrame;
using cartouche::geo::LayerWarp;
using cartouche::geo::MapPoint;

bool openMarker(const char* path) {
  int fd = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  close(fd);
  return true;
}

int carry(const char* marker, char** argv) {
  Result<Crs> from = Crs::parse(argv[0]), to = Crs::parse(argv[1]);
  if (!from || !to) return 2;
  const MapPoint p{std::strtod(argv[2], nullptr), std::strtod(argv[3], nullptr)};
  if (!openMarker(marker)) return 2;
  try {
    Result<CrsTransform> t = CrsTransform::create(*from, *to);
    if (!t) {
      std::printf("%s\n", t.status().message().c_str());
      return 0;
    }
    Result<MapPoint> q = t->apply(p);
    if (q)
      std::printf("%.3f %.3f\n", q->x, q->y);
    else
      std::printf("%s\n", q.status().message().c_str());
  } catch (const std::bad_alloc&) {
    std::printf("out of memory\n");
  }
  return 0;
}

int unit(const char* marker, const char* crs) {
  if (!openMarker(marker)) return 2;
  try {
    Result<double> metres = cartouche::geo::projectedCrsMetresPerUnit(crs);
    if (metres)
      std::printf("%.3f\n", *metres);
    else
      std::printf("%s\n", metres.status().message().c_str());
  } catch (const std::bad_alloc&) {
    std::printf("out of memory\n");
  }
  return 0;
}

// The ground frame's longitude and latitude of the hex origin, then the layer's middle pixel on the map: one line
// each, as said at the top.
int warp(const char* marker) {
  const GridSettings grid;
  const GroundPlacement ground{"EPSG:32633", {500000, 5761038.213}, 12};
  MapLayer layer;
  layer.name = "survey";
  layer.crs = "EPSG:4326";
  layer.georef = LayerGeoref::GeoTransform;
  layer.geoTransform = {14.99, 0.0001, 0, 52.01, 0, -0.0001};  // 200 x 200 pixels around 15 E, 52 N
  // PROJ opens its database at the first look-up, which is most of the allocations a first read makes: it is done
  // before the marker, so that the N fall on the warps' own work.
  if (!Crs::parse(ground.crs) || !Crs::parse(layer.crs)) return 2;
  if (!openMarker(marker)) return 2;
  try {
    Result<std::unique_ptr<GroundFrame>> frame = GroundFrame::make(grid, ground);
    if (!frame) {
      std::printf("%s\n", frame.status().message().c_str());
    } else {
      std::optional<MapPoint> lonLat = (*frame)->groundToGeographic(ground.origin);
      if (lonLat)
        std::printf("%.8f %.8f\n", lonLat->x, lonLat->y);
      else
        std::printf("the hex origin has no longitude and latitude\n");
    }
    Result<std::unique_ptr<LayerWarp>> w = LayerWarp::make(layer, 200, 200, grid, ground);
    if (!w) {
      std::printf("%s\n", w.status().message().c_str());
      return 0;
    }
    Point world;
    if ((*w)->pixelToWorld({100, 100}, world))
      std::printf("%.5f %.5f\n", world.x, world.y);
    else
      std::printf("the layer's middle pixel is not on the map\n");
  } catch (const std::bad_alloc&) {
    std::printf("out of memory\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  cartouche::geo::ensureGdal();
  if (std::strcmp(argv[2], "--carry") == 0) return argc == 7 ? carry(argv[1], argv + 3) : 2;
  if (std::strcmp(argv[2], "--unit") == 0) return argc == 4 ? unit(argv[1], argv[3]) : 2;
  if (std::strcmp(argv[2], "--warp") == 0) return argc == 3 ? warp(argv[1]) : 2;
  if (!openMarker(argv[1])) return 2;
  for (int i = 2; i < argc; ++i) {
    try {
      Result<Crs> crs = Crs::parse(argv[i]);
      std::printf("%s\n", crs ? "ok" : crs.status().message().c_str());
    } catch (const std::bad_alloc&) {
      std::printf("out of memory\n");
    }
  }
  return 0;
}
