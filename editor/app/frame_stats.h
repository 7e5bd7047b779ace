// Frame-time statistics for `--bench-frames`: min, median, 95th percentile and max in milliseconds.
// Thread-safety: plain values.
#pragma once

#include <string>
#include <vector>

namespace cartouche {

struct FrameStats {
  int frames = 0;
  double minMs = 0, medianMs = 0, p95Ms = 0, maxMs = 0;
};

// REQUIRES: frameMs is not empty.
FrameStats frameStats(std::vector<double> frameMs);
std::string formatFrameStats(const FrameStats& s);

}  // namespace cartouche
