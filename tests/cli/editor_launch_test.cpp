// `cartouche [FILE] --screenshot PNG ...`: the editor's test flags reach the editor. Runs the real binary under
// xvfb-run (GLFW needs an X display); skipped where xvfb-run is missing or the build has no editor.
#include <gtest/gtest.h>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

constexpr const char* kXvfbRun = "/usr/bin/xvfb-run";

TEST(EditorLaunch, ScreenshotOfTheSampleHasTheRequestedWindowSize) {
#ifndef CARTOUCHE_TEST_HAS_EDITOR
  GTEST_SKIP() << "this build has no editor";
#endif
  if (!std::filesystem::exists(kXvfbRun)) GTEST_SKIP() << kXvfbRun << " is not installed";
  TempDir tmp;
  std::string png = tmp / "editor.png";
  RunResult r = runProgram(kXvfbRun, {"-a", "-s", "-screen 0 1280x1024x24", CARTOUCHE_BINARY,
                                      CARTOUCHE_SAMPLE_BATTLE_DIR "/raclawice-1794.gpkg", "--screenshot", png,
                                      "--quit-after-frames", "3", "--width", "640", "--height", "400"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  std::optional<PngSize> size = readPngSize(png);
  ASSERT_TRUE(size.has_value()) << png << " is not a PNG\n" << r.err;
  EXPECT_EQ(size->width, 640u);
  EXPECT_EQ(size->height, 400u);
}

}  // namespace
}  // namespace cartouche::test
