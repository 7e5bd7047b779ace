// Reads CRS texts under the fault injector: the GDAL set-up first (not counted), then the marker's open (argv[1]),
// from which allocations count, then Crs::parse of each text (argv[2..]). Prints one line a text: "ok", the refusal,
// or "out of memory" where Crs::parse threw std::bad_alloc. A text the user wrote correctly must never come back as
// one PROJ does not know (fault_inject_test.cpp, CrsParse...).
//
// With "--carry FROM TO X Y" after the marker, both CRSs are read before the marker instead, and from it on the
// transformation is made and the point carried (CrsTransform): prints the point to the millimetre, the refusal, or
// "out of memory" (fault_inject_test.cpp, CrsTransform...).
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include "geo/crs.h"
#include "geo/geo.h"

namespace {

using cartouche::Result;
using cartouche::geo::Crs;
using cartouche::geo::CrsTransform;
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

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  cartouche::geo::ensureGdal();
  if (std::strcmp(argv[2], "--carry") == 0) return argc == 7 ? carry(argv[1], argv + 3) : 2;
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
