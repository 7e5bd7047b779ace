// The Help and Tools menus and the notices in the real editor under Xvfb, on the built-in demo battle: F1 opens the
// shortcut sheet and Escape closes it, Help > About shows the project version, the Tools menu selects a tool as its
// letter does, and saves and refusals print their notices. The help windows must lie wholly inside the window at
// 1280x800 and 1920x1080; their screenshots stay in the test's temporary folder (kept with CARTOUCHE_KEEP_TEST_FILES=1)
// for a person to look at. Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

// A line the `help` script verb prints: "help: TITLE at X,Y size WxH in WxH[ version V]".
struct HelpLine {
  std::string title;
  float x = 0, y = 0, w = 0, h = 0, displayW = 0, displayH = 0;
  std::string version;
};

std::vector<HelpLine> helpLines(const std::string& out) {
  std::vector<HelpLine> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("help: ", 0) != 0) continue;
    HelpLine h;
    size_t at = line.find(" at ");
    h.title = line.substr(6, at - 6);
    char version[64] = "";
    int n = std::sscanf(line.c_str() + at, " at %f,%f size %fx%f in %fx%f version %63s", &h.x, &h.y, &h.w, &h.h,
                        &h.displayW, &h.displayH, version);
    if (n < 6) continue;
    h.version = version;
    lines.push_back(h);
  }
  return lines;
}

class HelpGuiTest : public ::testing::TestWithParam<WindowSize> {
 protected:
  void SetUp() override { fs::create_directories(dir_ / "state"); }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  std::string shot(const std::string& name) const { return (dir_ / name).string(); }

  // Runs the script on the demo battle (no file given) at `size`.
  int run(const std::string& script, WindowSize size, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), ""};
    r.width = size.width;
    r.height = size.height;
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"help-gui"};
  fs::path dir_ = temp_.path();
};

// Every help window below the menu bar and wholly inside the editor's window: nothing of it clipped.
void expectInside(const HelpLine& h, WindowSize size) {
  SCOPED_TRACE(h.title);
  EXPECT_EQ(h.displayW, float(size.width));
  EXPECT_EQ(h.displayH, float(size.height));
  EXPECT_GE(h.x, 0.f);
  EXPECT_GE(h.y, 15.f);  // under the menu bar
  EXPECT_LE(h.x + h.w, float(size.width));
  EXPECT_LE(h.y + h.h, float(size.height));
  EXPECT_GT(h.w, 300.f);
  EXPECT_GT(h.h, 150.f);
}

TEST_P(HelpGuiTest, F1OpensTheShortcutSheetAndHelpOpensAboutAndGettingStarted) {
  const WindowSize size = GetParam();
  const std::string tag = std::to_string(size.width) + "x" + std::to_string(size.height);
  std::string out;
  ASSERT_EQ(run("wait 5\nkey F1\nwait 3\nhelp\nscreenshot " + shot("shortcuts_" + tag + ".png") +
                    "\nkey ESCAPE\nwait 2\nprint closed\nhelp\n"
                    "click menu:Help\nwait 2\nclick menu:Help/About Cartouche\nwait 3\nhelp\nscreenshot " +
                    shot("about_" + tag + ".png") +
                    "\nkey ESCAPE\nwait 2\nclick menu:Help\nwait 2\nclick menu:Help/Getting started\nwait 3\nhelp\n"
                    "screenshot " +
                    shot("getting_started_" + tag + ".png") + "\nquit\nwait 5\n",
                size, &out),
            0)
      << out;
  const std::vector<HelpLine> lines = helpLines(out);
  ASSERT_EQ(lines.size(), 3u) << out;  // Escape closed the sheet: nothing printed after "closed" until About
  EXPECT_EQ(lines[0].title, "Keyboard shortcuts");
  EXPECT_EQ(lines[1].title, "About Cartouche");
  EXPECT_EQ(lines[1].version, CARTOUCHE_EXPECTED_VERSION);  // CMake's project version
  EXPECT_EQ(lines[2].title, "Getting started");             // Escape closed About
  for (const HelpLine& h : lines) expectInside(h, size);
  const size_t closed = out.find("closed\n");
  ASSERT_NE(closed, std::string::npos) << out;
  EXPECT_GT(out.find("help: About"), closed);
  for (const char* name : {"shortcuts_", "about_", "getting_started_"}) {
    Image image = readPng(shot(name + tag + ".png"));
    EXPECT_EQ(image.width, size.width) << name;
    EXPECT_EQ(image.height, size.height) << name;
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, HelpGuiTest, ::testing::Values(WindowSize{1280, 800}, WindowSize{1920, 1080}),
                         [](const auto& info) {
                           return std::to_string(info.param.width) + "x" + std::to_string(info.param.height);
                         });

class HelpMenusGuiTest : public HelpGuiTest {};

// The Tools menu selects what its entry names, as the letters do; the printed tool is the one active.
TEST_F(HelpMenusGuiTest, TheToolsMenuSelectsATool) {
  std::string out;
  ASSERT_EQ(run("wait 5\ntool\nclick menu:Tools\nwait 2\nclick menu:Tools/Fill\nwait 2\ntool\nkey H\nwait 2\ntool\n"
                "click menu:Tools\nwait 2\nclick menu:Tools/Line of sight\nwait 2\ntool\nquit\nwait 5\n",
                {1280, 800}, &out),
            0)
      << out;
  const std::string expected = "tool: Terrain brush\ntool: Fill\ntool: Hexside\ntool: Line of sight\n";
  EXPECT_NE(out.find(expected), std::string::npos) << out;
}

// Save As, Save (Ctrl+S, through the File menu's code) and a refused copy with nothing selected each print their
// notice.
TEST_F(HelpMenusGuiTest, SavesAndRefusalsShowNotices) {
  std::string out;
  const std::string saved = (dir_ / "Racławice.gpkg").string();  // a name with a diacritic
  ASSERT_EQ(run("wait 5\nsaveas " + saved +
                    "\nwait 2\npaint 0101 woods\nkey CTRL+S\nwait 3\nkey S\nwait 2\nkey CTRL+C\nwait 3\n"
                    "screenshot " +
                    shot("notice.png") + "\nquit\nwait 5\n",
                {1280, 800}, &out),
            0)
      << out;
  EXPECT_NE(out.find("notice: Saved as Racławice.gpkg\n"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Saved Racławice.gpkg\n"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Nothing is selected to copy\n"), std::string::npos) << out;
  EXPECT_TRUE(fs::exists(saved));
}

}  // namespace
}  // namespace cartouche
