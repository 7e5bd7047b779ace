// Map images with no display: PNG export with and without labels, sizes from the map's aspect, and the label
// font's coverage of Polish and German names.
#include "render/render_image.h"

#include <gtest/gtest.h>
#include <stb/stb_image.h>

#include <filesystem>

#include "gl_test_support.h"
#include "render/fonts.h"
#include "render/overlay_context.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("cartouche_render_" + name)).string();
}

long darkPixels(const Image& img) {
  long n = 0;
  for (size_t i = 0; i < img.rgba.size(); i += 4)
    if (img.rgba[i] < 60 && img.rgba[i + 1] < 60 && img.rgba[i + 2] < 60) ++n;
  return n;
}

TEST(RenderImageTest, SizeFollowsTheMapsAspect) {
  GridSettings g;
  g.columns = 20;
  g.rows = 10;
  RenderImageOptions o;
  o.width = 1000;
  auto s = imageSize(g, o);
  ASSERT_TRUE(s.isOk());
  WorldRect b = mapBounds(g);
  EXPECT_EQ(s->second, int(std::lround(1000 * b.height() / b.width())));
  o.width = -1;
  EXPECT_EQ(imageSize(g, o).status().code(), Status::Code::InvalidArgument);
  o.width = 0;
  o.height = 300;
  EXPECT_EQ(imageSize(g, o)->second, 300);
}

TEST(RenderImageTest, WritesAPngWithLabels) {
  Battle b = makeRichBattle(12, 9, 3);
  RenderImageOptions o;
  o.width = 900;
  o.outputPath = tempPath("labels.png");
  std::filesystem::remove(o.outputPath);
  Status s = renderBattleToPng(b, o);
  ASSERT_TRUE(s.isOk()) << s.message();
  o.labels = true;
  o.outputPath = tempPath("labels_on.png");
  s = renderBattleToPng(b, o);
  ASSERT_TRUE(s.isOk()) << s.message();

  int w = 0, h = 0, n = 0;
  unsigned char* plain = stbi_load(tempPath("labels.png").c_str(), &w, &h, &n, 4);
  ASSERT_NE(plain, nullptr);
  EXPECT_EQ(w, 900);
  EXPECT_EQ(h, imageSize(b.map.grid(), o)->second);
  int w2 = 0, h2 = 0;
  unsigned char* labelled = stbi_load(o.outputPath.c_str(), &w2, &h2, &n, 4);
  ASSERT_NE(labelled, nullptr);
  ASSERT_EQ(w2 * h2, w * h);
  Image a{w, h, std::vector<uint8_t>(plain, plain + size_t(w) * h * 4)};
  Image c{w, h, std::vector<uint8_t>(labelled, labelled + size_t(w) * h * 4)};
  stbi_image_free(plain);
  stbi_image_free(labelled);
  // 108 labels of four dark digits each add many dark pixels (at least 8 each even in ImGui's small built-in
  // font, used when DejaVu Sans is missing).
  EXPECT_GT(darkPixels(c), darkPixels(a) + 108 * 8);
}

TEST(RenderImageTest, LabelsOnHexesTooSmallAreRefusedWithTheWidthNeeded) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 34, 27);
  RenderImageOptions o;
  o.width = 600;
  o.labels = true;
  o.outputPath = tempPath("small_labels.png");
  Status s = renderBattleToPng(b, o);
  EXPECT_EQ(s.code(), Status::Code::InvalidArgument);
  EXPECT_NE(s.message().find("at least"), std::string::npos) << s.message();
  o.labels = false;
  EXPECT_TRUE(renderBattleToPng(b, o).isOk());
}

TEST(RenderImageTest, UnwritablePathIsAnIoError) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 4, 4);
  RenderImageOptions o;
  o.width = 64;
  o.outputPath = "/nonexistent-dir/map.png";
  EXPECT_EQ(renderBattleToPng(b, o).code(), Status::Code::IoError);
}

class FontTest : public GlTest {};

TEST_F(FontTest, LabelFontCoversPolishAndGerman) {
  ASSERT_FALSE(findEditorFontFile().empty());
  auto overlay = OverlayContext::create(18.f);
  ASSERT_TRUE(overlay.isOk()) << overlay.status().message();
  (*overlay)->begin(64, 64);
  EXPECT_TRUE(fontCovers((*overlay)->font(), "Racławice Kościuszko Fluß ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ äöüÄÖÜ"));
  EXPECT_FALSE(fontCovers((*overlay)->font(), "Ω"));  // Greek is outside the ranges: the check can fail
  (*overlay)->render();
}

}  // namespace
}  // namespace cartouche::testing
