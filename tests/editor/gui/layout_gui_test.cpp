// The side columns in the real editor under Xvfb, on the built-in demo battle, at 1280x800 and 1920x1080: dragging
// each splitter widens its column and the map's insets and panels follow, the arrow buttons, View menu and
// Ctrl+[ / Ctrl+] collapse and restore the columns, the tabs switch panels, the arrangement is found again after a
// restart, a damaged layout file is ignored with a notice, View > Reset layout brings the defaults back, the map
// dragged with the right button moves with the pointer and comes back to the same picture, and a collapsed column's
// room shows the map. The
// screenshots stay in the test's temporary folder (kept with CARTOUCHE_KEEP_TEST_FILES=1) for a person to look at.
// Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
};

// One `layout` print: "layout: left W shown right W collapsed tabs Terrain Grid", "layout: insets L T R B" and
// "layout: panel TITLE at X,Y size WxH" lines.
struct LayoutPrint {
  float left = 0, right = 0;
  std::string leftState, rightState, leftTab, rightTab;
  float insetLeft = -1, insetTop = -1, insetRight = -1, insetBottom = -1;
  std::map<std::string, Rect> panels;
};

std::vector<LayoutPrint> layoutPrints(const std::string& out) {
  std::vector<LayoutPrint> prints;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("layout: ", 0) != 0) continue;
    char a[32] = "", b[32] = "", c[32] = "", d[32] = "";
    LayoutPrint p;
    if (std::sscanf(line.c_str(), "layout: left %f %31s right %f %31s tabs %31s %31s", &p.left, a, &p.right, b, c, d) ==
        6) {
      p.leftState = a;
      p.rightState = b;
      p.leftTab = c;
      p.rightTab = d;
      prints.push_back(p);
    } else if (prints.empty()) {
      continue;
    } else if (line.rfind("layout: insets ", 0) == 0) {
      LayoutPrint& l = prints.back();
      std::sscanf(line.c_str(), "layout: insets %f %f %f %f", &l.insetLeft, &l.insetTop, &l.insetRight, &l.insetBottom);
    } else if (line.rfind("layout: panel ", 0) == 0) {
      size_t at = line.rfind(" at ");
      Rect r;
      std::sscanf(line.c_str() + at, " at %f,%f size %fx%f", &r.x, &r.y, &r.w, &r.h);
      prints.back().panels[line.substr(14, at - 14)] = r;
    }
  }
  return prints;
}

class LayoutGuiTest : public ::testing::TestWithParam<WindowSize> {
 protected:
  void SetUp() override { fs::create_directories(dir_ / "state"); }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  std::string shot(const std::string& name) const { return (dir_ / name).string(); }
  std::string tag() const { return std::to_string(GetParam().width) + "x" + std::to_string(GetParam().height); }
  fs::path layoutFile() const { return dir_ / "state" / "layout.txt"; }

  // Runs the script on the demo battle (no file given) at this test's size, with `args` besides.
  int run(const std::string& script, std::string* out, std::vector<std::string> args = {}) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), ""};
    r.width = GetParam().width;
    r.height = GetParam().height;
    r.limit = kLimit;
    r.args = std::move(args);
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"layout-gui"};
  fs::path dir_ = temp_.path();
};

// Drags the left column's edge to x = `left` and the right one's to `right` pixels from the window's right edge. The
// splitter is grabbed at its middle, 3 pixels inside the map from the edge, and the edge keeps that distance to the
// pointer.
std::string dragSplitters(int width, int left, int right) {
  std::ostringstream s;
  s << "move splitter:left\npress\nwait 1\npointer " << left - 60 << " 400\nwait 1\npointer " << left + 3
    << " 400\nwait 1\nrelease\nwait 2\n";
  s << "move splitter:right\npress\nwait 1\npointer " << width - right + 60 << " 400\nwait 1\npointer "
    << width - right - 3 << " 400\nwait 1\nrelease\nwait 2\n";
  return s.str();
}

TEST_P(LayoutGuiTest, SplittersResizeTheColumnsAndTheMapFollows) {
  const WindowSize size = GetParam();
  std::string out;
  ASSERT_EQ(run("wait 5\nlayout\nscreenshot " + shot("before_" + tag() + ".png") + "\n" +
                    dragSplitters(size.width, 360, 380) + "layout\nscreenshot " + shot("wide_" + tag() + ".png") +
                    "\n" + dragSplitters(size.width, 5, 5000) + "layout\nquit\nwait 5\n",
                &out),
            0)
      << out;
  const std::vector<LayoutPrint> p = layoutPrints(out);
  ASSERT_EQ(p.size(), 3u) << out;
  EXPECT_EQ(p[0].left, 280.f);
  EXPECT_EQ(p[0].right, 300.f);
  EXPECT_EQ(p[0].insetLeft, 280.f);
  EXPECT_EQ(p[0].insetRight, 300.f);
  // Dragged: the columns, the insets and the panels in them follow.
  EXPECT_NEAR(p[1].left, 360.f, 1.f) << out;
  EXPECT_NEAR(p[1].right, 380.f, 1.f) << out;
  EXPECT_NEAR(p[1].insetLeft, 360.f, 1.f);
  EXPECT_NEAR(p[1].insetRight, 380.f, 1.f);
  ASSERT_TRUE(p[1].panels.count("Terrain")) << out;
  ASSERT_TRUE(p[1].panels.count("Grid")) << out;
  EXPECT_NEAR(p[1].panels.at("Terrain").w, 360.f, 1.f);
  EXPECT_NEAR(p[1].panels.at("Grid").w, 380.f, 1.f);
  EXPECT_NEAR(p[1].panels.at("Grid").x, size.width - 380.f, 1.f);
  ASSERT_TRUE(p[1].panels.count("Problems")) << out;
  EXPECT_NEAR(p[1].panels.at("Problems").x, 360.f, 1.f);
  // Dragged past their bounds: clamped, the map keeps its room.
  EXPECT_EQ(p[2].left, 220.f);
  EXPECT_LE(p[2].right, size.width * 0.35f + 1.f);
  EXPECT_GE(size.width - p[2].insetLeft - p[2].insetRight, 320.f);
  for (const char* name : {"before_", "wide_"}) {
    Image image = readPng(shot(name + tag() + ".png"));
    EXPECT_EQ(image.width, size.width) << name;
  }
}

TEST_P(LayoutGuiTest, ColumnsCollapseAndComeBackAndTabsSwitchPanels) {
  const WindowSize size = GetParam();
  std::string out;
  ASSERT_EQ(run("wait 5\nclick tab:Battle\nwait 2\nclick tab:History\nwait 2\nlayout\nscreenshot " +
                    shot("tabs_" + tag() + ".png") +
                    "\nclick collapse:left\nwait 2\nlayout\nkey CTRL+]\nwait 2\nlayout\nscreenshot " +
                    shot("collapsed_" + tag() + ".png") +
                    "\nclick collapse:left\nwait 2\nclick menu:View\nwait 2\nclick menu:View/Right panels\nwait 2\n"
                    "layout\nclick tab:Terrain\nwait 2\nclick tab:Grid\nwait 2\nlayout\nquit\nwait 5\n",
                &out),
            0)
      << out;
  const std::vector<LayoutPrint> p = layoutPrints(out);
  ASSERT_EQ(p.size(), 5u) << out;
  // The tabs: the battle panel and the history have the columns' lower parts, the palette and grid are not drawn.
  EXPECT_EQ(p[0].leftTab, "Battle");
  EXPECT_EQ(p[0].rightTab, "History");
  EXPECT_TRUE(p[0].panels.count("Battle")) << out;
  EXPECT_TRUE(p[0].panels.count("History")) << out;
  EXPECT_FALSE(p[0].panels.count("Terrain")) << out;
  EXPECT_FALSE(p[0].panels.count("Grid")) << out;
  // Each tab gets the column's height below the minimap or tool options, not a sliver.
  EXPECT_GT(p[0].panels.at("History").h, size.height * 0.45f);
  EXPECT_GT(p[0].panels.at("Battle").h, size.height * 0.4f);
  // Collapsed: the map takes the room, the column's panels are gone.
  EXPECT_EQ(p[1].leftState, "collapsed");
  EXPECT_EQ(p[1].insetLeft, 0.f);
  EXPECT_FALSE(p[1].panels.count("Tools")) << out;
  EXPECT_EQ(p[2].rightState, "collapsed");
  EXPECT_EQ(p[2].insetRight, 0.f);
  EXPECT_FALSE(p[2].panels.count("Minimap")) << out;
  // Back by the button on the window's edge and by View > Right panels, at the widths they had.
  EXPECT_EQ(p[3].leftState, "shown");
  EXPECT_EQ(p[3].rightState, "shown");
  EXPECT_EQ(p[3].insetLeft, 280.f);
  EXPECT_EQ(p[3].insetRight, 300.f);
  EXPECT_TRUE(p[3].panels.count("Tools")) << out;
  EXPECT_EQ(p[4].leftTab, "Terrain");
  EXPECT_EQ(p[4].rightTab, "Grid");
  EXPECT_TRUE(p[4].panels.count("Terrain")) << out;
  EXPECT_TRUE(p[4].panels.count("Grid")) << out;
}

TEST_P(LayoutGuiTest, TheArrangementIsRememberedAndResetLayoutForgetsIt) {
  const WindowSize size = GetParam();
  std::string out;
  ASSERT_EQ(run("wait 5\n" + dragSplitters(size.width, 340, 360) +
                    "click tab:History\nwait 2\nkey CTRL+[\nwait 2\nlayout\nquit\nwait 5\n",
                &out),
            0)
      << out;
  ASSERT_TRUE(fs::exists(layoutFile())) << out;
  EXPECT_FALSE(fs::exists(layoutFile().string() + ".tmp"));
  // Restarted: the same widths, collapsed column and tab.
  ASSERT_EQ(run("wait 5\nlayout\nkey CTRL+[\nwait 2\nlayout\nscreenshot " + shot("remembered_" + tag() + ".png") +
                    "\nclick menu:View\nwait 2\nclick menu:View/Reset layout\nwait 3\nlayout\nquit\nwait 5\n",
                &out),
            0)
      << out;
  std::vector<LayoutPrint> p = layoutPrints(out);
  ASSERT_EQ(p.size(), 3u) << out;
  EXPECT_EQ(p[0].leftState, "collapsed");
  EXPECT_EQ(p[0].insetLeft, 0.f);
  EXPECT_NEAR(p[0].right, 360.f, 1.f);
  EXPECT_NEAR(p[0].insetRight, 360.f, 1.f);
  EXPECT_EQ(p[0].rightTab, "History");
  EXPECT_TRUE(p[0].panels.count("History")) << out;
  EXPECT_NEAR(p[1].left, 340.f, 1.f);  // restored at the width it was given
  EXPECT_NEAR(p[1].insetLeft, 340.f, 1.f);
  // Reset layout: the defaults, shown and written.
  EXPECT_EQ(p[2].left, 280.f);
  EXPECT_EQ(p[2].right, 300.f);
  EXPECT_EQ(p[2].leftState, "shown");
  EXPECT_EQ(p[2].rightTab, "Grid");
  EXPECT_TRUE(p[2].panels.count("Grid")) << out;
  std::ifstream in(layoutFile());
  std::string text((std::istreambuf_iterator<char>(in)), {});
  EXPECT_NE(text.find("left-width 280\n"), std::string::npos) << text;
  EXPECT_NE(text.find("right-tab Grid\n"), std::string::npos) << text;
}

TEST_P(LayoutGuiTest, ADamagedLayoutFileIsIgnoredWithANotice) {
  std::ofstream(layoutFile()) << "left-width 340\nleft-width \x01\xff\xfe\nright-tab ???\n";
  std::string out;
  ASSERT_EQ(run("wait 5\nlayout\nquit\nwait 5\n", &out), 0) << out;
  EXPECT_NE(out.find("notice: The saved panel layout was ignored: "), std::string::npos) << out;
  EXPECT_NE(out.find("layout.txt line 2, field left-width"), std::string::npos) << out;
  std::vector<LayoutPrint> p = layoutPrints(out);
  ASSERT_EQ(p.size(), 1u) << out;
  EXPECT_EQ(p[0].left, 280.f);  // the defaults, not half of the file
  EXPECT_EQ(p[0].right, 300.f);
}

// Panning with the right button, as a person drags the map: the map under the pointer moves with it by whole pixels
// (the renderer moves its kept image and draws only the uncovered strip), and dragging back gives the first picture
// again. Compared inside the map, away from the columns, the problems panel and the map's own overlays at its edges.
TEST_P(LayoutGuiTest, DraggingTheMapWithTheRightButtonMovesItWithThePointer) {
  const WindowSize size = GetParam();
  const int x = 280 + (size.width - 580) / 2, y = size.height / 3;
  std::string out;
  ASSERT_EQ(
      run("wait 5\npointer " + std::to_string(x) + " " + std::to_string(y) + "\nwait 2\nscreenshot " +
              shot("pan0_" + tag() + ".png") + "\npan 60 20\nwait 2\nscreenshot " + shot("pan1_" + tag() + ".png") +
              "\npan -60 -20\nwait 2\nscreenshot " + shot("pan2_" + tag() + ".png") + "\nquit\nwait 5\n",
          &out),
      0)
      << out;
  const Image before = readPng(shot("pan0_" + tag() + ".png")), moved = readPng(shot("pan1_" + tag() + ".png")),
              back = readPng(shot("pan2_" + tag() + ".png"));
  ASSERT_EQ(before.width, size.width);
  ASSERT_EQ(moved.width, size.width);
  auto at = [](const Image& im, int px, int py) {
    const uint8_t* p = &im.rgba[(size_t(py) * size_t(im.width) + size_t(px)) * 4];
    return (int(p[0]) << 16) | (int(p[1]) << 8) | p[2];
  };
  long same = 0, samePlace = 0, total = 0;
  for (int py = 60; py < size.height / 2 + 60; ++py)
    for (int px = 340; px < size.width - 420; ++px) {
      ++total;
      same += at(moved, px + 60, py + 20) == at(before, px, py);
      samePlace += at(moved, px, py) == at(before, px, py);
    }
  // The content moved 60 px right and 20 down, pixel for pixel but for a tie on an edge here and there.
  EXPECT_GT(same, total * 999 / 1000) << same << " of " << total;
  EXPECT_LT(samePlace, total * 9 / 10) << "the map did not move";
  // And back: the first picture, the whole window.
  EXPECT_LE(differing(back, before, 0), size.width * size.height / 1000);
}

// A wheel notch in and one out, through the real input path: each zoom step shows the old picture scaled and then
// draws the map again band by band (MapRenderer::drawCached); once the zoom has stopped easing and the bands are
// done (mapwait), the window is the exact picture, so the way back ends on the first one.
TEST_P(LayoutGuiTest, TurningTheWheelZoomsAndTheMapSettlesExactly) {
  const WindowSize size = GetParam();
  const int x = 280 + (size.width - 580) / 2, y = size.height / 3;
  std::string out;
  ASSERT_EQ(
      run("wait 5\npointer " + std::to_string(x) + " " + std::to_string(y) + "\nwait 2\nmapwait\nscreenshot " +
              shot("zoom0_" + tag() + ".png") + "\nwheel 1\nmapwait\nscreenshot " + shot("zoom1_" + tag() + ".png") +
              "\nwheel -1\nmapwait\nscreenshot " + shot("zoom2_" + tag() + ".png") + "\nquit\nwait 5\n",
          &out),
      0)
      << out;
  const Image before = readPng(shot("zoom0_" + tag() + ".png")), zoomed = readPng(shot("zoom1_" + tag() + ".png")),
              back = readPng(shot("zoom2_" + tag() + ".png"));
  ASSERT_EQ(zoomed.width, size.width);
  ASSERT_EQ(back.width, size.width);
  EXPECT_GT(differing(zoomed, before), size.width * size.height / 10) << "the map did not zoom";
  // Back at the first zoom (to the easing's last 1e-4): the first picture but for pixels on an edge here and there.
  // A band left as a scaled draft would blur every hex edge in it.
  EXPECT_LE(differing(back, before, 2), size.width * size.height / 500)
      << differing(back, before, 24) << " pixels differ by more than 24 steps";
}

// Home fits the map at once: a jump the kept image cannot serve as a draft, so the map is drawn at half the
// resolution first where the part of the window it shows holds more than two settling bands, then exactly band by
// band (render/README.md). Once settled (mapwait) the window is the picture a whole pass gives: View > Grid turned off
// and on again, a style change, draws the same view whole.
TEST_P(LayoutGuiTest, HomeFitsTheMapAndItSettlesExactly) {
  const WindowSize size = GetParam();
  // The wheel turned over the map, then the pointer rests on the left column, off the map, for every screenshot.
  const std::string onMap = std::to_string(280 + (size.width - 580) / 2) + " " + std::to_string(size.height / 3);
  const std::string offMap = "100 " + std::to_string(size.height - 150);
  std::string out;
  ASSERT_EQ(
      run("wait 5\npointer " + onMap + "\nwheel 3\nmapwait\npointer " + offMap + "\nwait 2\nscreenshot " +
              shot("zoomed_" + tag() + ".png") + "\nkey HOME\nmapwait\nscreenshot " + shot("fitted_" + tag() + ".png") +
              "\nclick menu:View\nclick menu:View/Grid\nwait 2\nclick menu:View\nclick menu:View/Grid\npointer " +
              offMap + "\nwait 2\nmapwait\nscreenshot " + shot("whole_" + tag() + ".png") + "\nquit\nwait 5\n",
          &out),
      0)
      << out;
  const Image zoomed = readPng(shot("zoomed_" + tag() + ".png")), fitted = readPng(shot("fitted_" + tag() + ".png")),
              whole = readPng(shot("whole_" + tag() + ".png"));
  ASSERT_EQ(fitted.width, size.width);
  ASSERT_EQ(whole.width, size.width);
  EXPECT_GT(differing(fitted, zoomed), size.width * size.height / 10) << "Home did not fit the map";
  // A row left as the half-resolution draft would blur every hex edge and label in it.
  EXPECT_LE(differing(fitted, whole, 2), size.width * size.height / 500)
      << differing(fitted, whole, 24) << " pixels differ by more than 24 steps";
}

// The map is drawn only where the columns leave the window uncovered (render/README.md): a collapsed column's room
// shows the map at once. The map is dragged 320 px left so that it lies under the left column, the column is
// collapsed, and the strip it covered is compared with the same ground dragged back into sight.
TEST_P(LayoutGuiTest, ACollapsedColumnsRoomShowsTheMapThere) {
  const WindowSize size = GetParam();
  const int x = 280 + (size.width - 580) / 2, y = size.height / 3;
  std::string out;
  ASSERT_EQ(run("wait 5\npointer " + std::to_string(x) + " " + std::to_string(y) + "\nwait 2\npan -320 0\n" +
                    "click collapse:left\nwait 2\nmapwait\nscreenshot " + shot("uncovered_" + tag() + ".png") +
                    "\npointer " + std::to_string(x) + " " + std::to_string(y) + "\nwait 2\npan 320 0\nmapwait\n" +
                    "screenshot " + shot("dragged_back_" + tag() + ".png") + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  const Image uncovered = readPng(shot("uncovered_" + tag() + ".png")),
              back = readPng(shot("dragged_back_" + tag() + ".png"));
  ASSERT_EQ(uncovered.width, size.width);
  ASSERT_EQ(back.width, size.width);
  auto at = [](const Image& im, int px, int py) {
    const uint8_t* p = &im.rgba[(size_t(py) * size_t(im.width) + size_t(px)) * 4];
    return (int(p[0]) << 16) | (int(p[1]) << 8) | p[2];
  };
  long same = 0, total = 0;
  std::map<int, long> colours;
  for (int py = size.height / 5; py < size.height * 2 / 5; ++py)
    for (int px = 40; px < 240; ++px) {
      ++total;
      same += at(uncovered, px, py) == at(back, px + 320, py);
      ++colours[at(back, px + 320, py)];
    }
  EXPECT_GT(colours.size(), 8u) << "the strip should show hexes, their edges and labels";
  EXPECT_GT(same, total * 99 / 100) << same << " of " << total << " pixels where the column was show the map";
}

// The panels are drawn again only where they changed (render/ui_cache.h). `checkpanels` has the editor draw every
// frame's panels whole as well and compare the two outside the map, through a session that touches every kind of
// change: panning, hovering and clicking the columns, painting and undoing, a menu open over the map, zooming, Home,
// the shortcut sheet over the map, collapsing and restoring a column, dragging the splitters, and the modal prompt on
// quitting with unsaved edits (which dims everything).
TEST_P(LayoutGuiTest, PanelsDrawnOnlyWhereTheyChangedMatchTheWholeFrame) {
  const WindowSize size = GetParam();
  const std::string onMap = std::to_string(280 + (size.width - 580) / 2) + " " + std::to_string(size.height / 3);
  std::string out;
  ASSERT_EQ(run("wait 3\ncheckpanels\nwait 2\npointer " + onMap + "\npan 40 25\nwait 2\npointer 60 120\nwait 2\n" +
                    "pointer 140 300\nwait 2\nclick terrain:woods\nwait 2\nclick 0606\nwait 2\ndrag 0707 0909\n" +
                    "wait 2\nkey CTRL+Z\nwait 2\nclick menu:File\nwait 3\nkey ESCAPE\nwait 2\npointer " + onMap +
                    "\nwheel 1\nmapwait\nwheel -2\nmapwait\nkey HOME\nmapwait\nkey F1\nwait 3\nkey F1\nwait 2\n" +
                    "key CTRL+[\nwait 3\nkey CTRL+[\nwait 3\n" + dragSplitters(size.width, 360, 380) +
                    "click tab:History\nwait 2\nquit\nwait 5\nanswer discard\nwait 5\n",
                &out),
            0)
      << out;
  int frames = 0, differ = -1;
  const size_t at = out.find("panels: ");
  ASSERT_NE(at, std::string::npos) << out;
  ASSERT_EQ(std::sscanf(out.c_str() + at, "panels: %d frames checked, %d differ", &frames, &differ), 2) << out;
  EXPECT_GT(frames, 100) << out;
  EXPECT_EQ(differ, 0) << out.substr(at);
}

// `--whole-frames` draws every panel, and the hex labels over the map, every frame: the window after a pan, a click
// in a column and the View menu opened over the map is the same as the one drawn with the panels reused and the labels
// kept in the map's picture, but for a step of rounding where a label was blended into the kept picture.
TEST_P(LayoutGuiTest, WholeFramesDrawTheSameWindow) {
  const std::string onMap =
      std::to_string(280 + (GetParam().width - 580) / 2) + " " + std::to_string(GetParam().height / 3);
  auto script = [&](const std::string& name) {
    return "wait 3\npointer " + onMap + "\npan 30 20\nwait 2\nclick terrain:woods\nwait 2\nclick menu:View\n" +
           "wait 3\nscreenshot " + shot(name + tag() + ".png") + "\nkey ESCAPE\nwait 2\nquit\nwait 5\n";
  };
  std::string out;
  ASSERT_EQ(run(script("reused_"), &out), 0) << out;
  ASSERT_EQ(run(script("whole_frames_"), &out, {"--whole-frames"}), 0) << out;
  const Image reused = readPng(shot("reused_" + tag() + ".png")),
              whole = readPng(shot("whole_frames_" + tag() + ".png"));
  ASSERT_EQ(reused.width, GetParam().width);
  ASSERT_EQ(whole.width, GetParam().width);
  EXPECT_EQ(differing(reused, whole, 1), 0);
  EXPECT_LE(differing(reused, whole, 0), reused.width * reused.height / 1000);
}

INSTANTIATE_TEST_SUITE_P(Sizes, LayoutGuiTest, ::testing::Values(WindowSize{1280, 800}, WindowSize{1920, 1080}),
                         [](const auto& info) {
                           return std::to_string(info.param.width) + "x" + std::to_string(info.param.height);
                         });

}  // namespace
}  // namespace cartouche
