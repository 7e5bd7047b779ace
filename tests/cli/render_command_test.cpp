// `cartouche render`: a PNG of the requested size, written with no display (skipped in a build with no renderer).
#include <gtest/gtest.h>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

class RenderCommand : public ::testing::Test {
 protected:
  void SetUp() override {
#ifndef CARTOUCHE_TEST_HAS_RENDER
    GTEST_SKIP() << "this build has no renderer";
#endif
    buildBattleFile(makeSmallBattle(), gpkg);
  }
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
};

TEST_F(RenderCommand, WritesAPngOfTheRequestedWidthAndHeight) {
  std::string png = tmp / "map.png";
  RunResult r = runCartouche({"render", gpkg, "--out", png, "--width", "320", "--height", "200"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::optional<PngSize> size = readPngSize(png);
  ASSERT_TRUE(size.has_value()) << png << " is not a PNG";
  EXPECT_EQ(size->width, 320u);
  EXPECT_EQ(size->height, 200u);
}

TEST_F(RenderCommand, WidthAloneKeepsTheMapsShape) {
  std::string png = tmp / "map.png";
  RunResult r = runCartouche({"render", gpkg, "--out=" + png, "--width=257", "--labels"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::optional<PngSize> size = readPngSize(png);
  ASSERT_TRUE(size.has_value()) << png << " is not a PNG";
  EXPECT_EQ(size->width, 257u);
  EXPECT_GT(size->height, 0u);
}

TEST_F(RenderCommand, WithNoSizeTheImageIs1600Wide) {
  std::string png = tmp / "map.png";
  RunResult r = runCartouche({"render", gpkg, "--out", png});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::optional<PngSize> size = readPngSize(png);
  ASSERT_TRUE(size.has_value());
  EXPECT_EQ(size->width, 1600u);
}

TEST_F(RenderCommand, LabelsChangeTheImage) {
  std::string plain = tmp / "plain.png", labelled = tmp / "labelled.png";
  ASSERT_EQ(runCartouche({"render", gpkg, "--out", plain, "--width", "1200"}).exitCode, 0);
  ASSERT_EQ(runCartouche({"render", gpkg, "--out", labelled, "--width", "1200", "--labels"}).exitCode, 0);
  EXPECT_EQ(readPngSize(plain)->width, readPngSize(labelled)->width);
  EXPECT_NE(readFile(plain), readFile(labelled)) << "--labels drew nothing on 200-pixel hexes";
}

TEST_F(RenderCommand, UnwritableOutputFailsAndNamesIt) {
  std::string png = tmp / "no-such-folder/map.png";
  RunResult r = runCartouche({"render", gpkg, "--out", png, "--width", "64"});
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find(png), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cartouche::test
