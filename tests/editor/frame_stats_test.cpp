// Frame statistics (app/frame_stats.h): the nearest-rank percentiles the benchmark frames are reported with.
#include "app/frame_stats.h"

#include <gtest/gtest.h>

namespace cartouche::testing {
namespace {

TEST(FrameStatsTest, NearestRankPercentiles) {
  std::vector<double> ms;
  for (int i = 100; i >= 1; --i) ms.push_back(i);
  FrameStats s = frameStats(ms);
  EXPECT_EQ(s.frames, 100);
  EXPECT_EQ(s.minMs, 1);
  EXPECT_EQ(s.medianMs, 50);
  EXPECT_EQ(s.p95Ms, 95);
  EXPECT_EQ(s.maxMs, 100);
  EXPECT_NE(formatFrameStats(s).find("p95 95.00 ms"), std::string::npos);
}

}  // namespace
}  // namespace cartouche::testing
