#include "frame_stats.h"

#include <algorithm>
#include <cassert>
#include <cstdio>

namespace cartouche {

FrameStats frameStats(std::vector<double> ms) {
  assert(!ms.empty());
  std::sort(ms.begin(), ms.end());
  // Nearest-rank percentiles: the value below which the given share of frames fall.
  auto rank = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size()) + 0.999999) - 1)]; };
  return {int(ms.size()), ms.front(), rank(0.5), rank(0.95), ms.back()};
}

std::string formatFrameStats(const FrameStats& s) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "frames %d  min %.2f ms  median %.2f ms  p95 %.2f ms  max %.2f ms", s.frames, s.minMs,
                s.medianMs, s.p95Ms, s.maxMs);
  return buf;
}

}  // namespace cartouche
