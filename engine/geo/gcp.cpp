#include "geo/gcp.h"

namespace cartouche::geo {

size_t GcpList::enabledCount() const {
  size_t n = 0;
  for (const Gcp& g : points) n += g.enabled ? 1 : 0;
  return n;
}

std::vector<Gcp> GcpList::enabled() const {
  std::vector<Gcp> out;
  for (const Gcp& g : points)
    if (g.enabled) out.push_back(g);
  return out;
}

std::string gcpLabel(const GcpList& list, size_t index) {
  const std::string& id = list.points[index].id;
  return id.empty() ? "point " + std::to_string(index + 1) : id;
}

}  // namespace cartouche::geo
