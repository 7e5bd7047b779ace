// Reads CRS texts under the fault injector: the GDAL set-up first (not counted), then the marker's open (argv[1]),
// from which allocations count, then Crs::parse of each text (argv[2..]). Prints one line a text: "ok", the refusal,
// or "out of memory" where Crs::parse threw std::bad_alloc. A text the user wrote correctly must never come back as
// one PROJ does not know (fault_inject_test.cpp, CrsParse...).
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <new>

#include "geo/crs.h"
#include "geo/geo.h"

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  cartouche::geo::ensureGdal();
  int fd = open(argv[1], O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return 2;
  close(fd);
  for (int i = 2; i < argc; ++i) {
    try {
      cartouche::Result<cartouche::geo::Crs> crs = cartouche::geo::Crs::parse(argv[i]);
      std::printf("%s\n", crs ? "ok" : crs.status().message().c_str());
    } catch (const std::bad_alloc&) {
      std::printf("out of memory\n");
    }
  }
  return 0;
}
