// clearFrame and clearRect (editor/render/frame.h): the whole viewport, or one rectangle of it, takes the colour,
// opaque whatever the colour's alpha.
#include "render/frame.h"

#include "gl_test_support.h"

namespace cartouche::testing {
namespace {

class FrameTest : public GlTest {};

TEST_F(FrameTest, ClearFillsTheViewportOpaque) {
  auto target = OffscreenTarget::create(16, 8);
  ASSERT_TRUE(target.isOk()) << target.status().message();
  (*target)->bind();
  clearFrame(16, 8, Rgba{10, 200, 30, 0});
  Image img = (*target)->read();
  for (int y : {0, 7})
    for (int x : {0, 15}) EXPECT_EQ(img.at(x, y), (Rgba{10, 200, 30, 255})) << x << "," << y;
}

TEST_F(FrameTest, ClearRectFillsOnlyThatRectangleRowsCountedFromTheTop) {
  auto target = OffscreenTarget::create(16, 8);
  ASSERT_TRUE(target.isOk()) << target.status().message();
  (*target)->bind();
  clearFrame(16, 8, Rgba{0, 0, 0, 255});
  clearRect(PixelRect{2, 1, 5, 3}, 8, Rgba{10, 200, 30, 0});
  Image img = (*target)->read();
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 16; ++x) {
      const bool inside = x >= 2 && x < 5 && y >= 1 && y < 3;
      EXPECT_EQ(img.at(x, y), inside ? (Rgba{10, 200, 30, 255}) : (Rgba{0, 0, 0, 255})) << x << "," << y;
    }
}

}  // namespace
}  // namespace cartouche::testing
