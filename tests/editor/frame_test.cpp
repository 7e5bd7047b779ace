// clearFrame (editor/render/frame.h): the whole viewport takes the colour, opaque whatever the colour's alpha.
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

}  // namespace
}  // namespace cartouche::testing
