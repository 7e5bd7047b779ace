// The toolbar and the map legend in the real editor under Xvfb, on the Racławice and Hagelberg samples: every tool's
// button shows its icon and its whole name inside the left column at 1280x800 and 1920x1080, a click on a button
// chooses its tool, a machine without the icon font still starts and shows the letters, and the hexside tool refuses
// a bridge on a dry hexside with a notice. Screenshots stay in the test's temporary folder (kept with
// CARTOUCHE_KEEP_TEST_FILES=1) for a person to look at. Frame counts decide what happens; time limits only stop a hung
// editor.
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

// A line the `toolbar` script verb prints: "toolbar: NAME at X,Y size WxH icon|letter[ active]".
struct ButtonLine {
  std::string name, face;
  float x = 0, y = 0, w = 0, h = 0;
  bool active = false;
};

std::vector<ButtonLine> buttonLines(const std::string& out) {
  std::vector<ButtonLine> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("toolbar: ", 0) != 0) continue;
    ButtonLine b;
    size_t at = line.find(" at ");
    if (at == std::string::npos) continue;
    b.name = line.substr(9, at - 9);
    char face[16] = "", active[16] = "";
    int n = std::sscanf(line.c_str() + at, " at %f,%f size %fx%f %15s %15s", &b.x, &b.y, &b.w, &b.h, face, active);
    if (n < 5) continue;
    b.face = face;
    b.active = std::string(active) == "active";
    lines.push_back(b);
  }
  return lines;
}

class ToolbarGuiTest : public ::testing::TestWithParam<WindowSize> {
 protected:
  void SetUp() override { fs::create_directories(dir_ / "state"); }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  std::string shot(const std::string& name) const { return (dir_ / name).string(); }

  // Runs the script on `battle` at `size`, with `env` added to the editor's environment; stdout then stderr.
  // `battle` empty: the built-in demo battle.
  int run(const std::string& battle, const std::string& script, WindowSize size, std::string* out,
          std::vector<std::string> env = {}) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle};
    r.width = size.width;
    r.height = size.height;
    r.limit = kLimit;
    r.env = std::move(env);
    const int status = runScript(r, script, out);
    stderr_ = readFile(dir_ / "stderr.txt");
    return status;
  }

  testing::TempDir temp_{"toolbar-gui"};
  fs::path dir_ = temp_.path();
  std::string stderr_;
};

const char* const kToolNames[] = {"Terrain brush", "Fill",   "Eyedropper",    "Elevation",
                                  "Hexside",       "Select", "Line of sight", "Set-up"};

TEST_P(ToolbarGuiTest, ButtonsShowIconsAndNamesAndAClickChoosesTheTool) {
  const WindowSize size = GetParam();
  const std::string tag = std::to_string(size.width) + "x" + std::to_string(size.height);
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_RACLAWICE_DIR,
                "wait 5\ntoolbar\nprint --\nscreenshot " + shot("toolbar_" + tag + ".png") +
                    "\nclick toolbar:Line of sight\nwait 2\ntool\ntoolbar\nprint --\nclick toolbar:Fill\nwait 2\n"
                    "tool\nquit\nwait 5\n",
                size, &out),
            0)
      << out;
  const std::vector<ButtonLine> buttons = buttonLines(out);
  ASSERT_EQ(buttons.size(), 16u) << out;  // twice the eight tools
  for (size_t i = 0; i < 8; ++i) {
    const ButtonLine& b = buttons[i];
    SCOPED_TRACE(b.name);
    EXPECT_EQ(b.name, kToolNames[i]);
    EXPECT_EQ(b.face, "icon");  // the icon font is installed here (scripts/install-deps)
    EXPECT_EQ(b.active, i == 0);
    EXPECT_GE(b.x, 0.f);
    EXPECT_LE(b.x + b.w, 280.f);  // inside the left column
    EXPECT_GE(b.w, 120.f);        // room for the name beside the icon
    EXPECT_GT(b.h, 20.f);
    EXPECT_EQ(buttons[i + 8].name, b.name);
    EXPECT_EQ(buttons[i + 8].active, b.name == "Line of sight");
  }
  EXPECT_NE(out.find("tool: Line of sight\n"), std::string::npos) << out;
  EXPECT_NE(out.find("tool: Fill\n"), std::string::npos) << out;
  Image image = readPng(shot("toolbar_" + tag + ".png"));
  EXPECT_EQ(image.width, size.width);
  EXPECT_EQ(image.height, size.height);
}

INSTANTIATE_TEST_SUITE_P(Sizes, ToolbarGuiTest, ::testing::Values(WindowSize{1280, 800}, WindowSize{1920, 1080}),
                         [](const auto& info) {
                           return std::to_string(info.param.width) + "x" + std::to_string(info.param.height);
                         });

class ToolbarFallbackGuiTest : public ToolbarGuiTest {};

// Without the icon font the editor starts, says once on stderr which file is missing, and shows the letters; the
// buttons still choose their tools.
TEST_F(ToolbarFallbackGuiTest, AMissingIconFontShowsTheLetters) {
  const std::string missing = (dir_ / "no-such-icons.ttf").string();
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_RACLAWICE_DIR,
                "wait 5\ntoolbar\nscreenshot " + shot("letters.png") +
                    "\nclick toolbar:Hexside\nwait 2\ntool\nquit\nwait 5\n",
                {1280, 800}, &out, {"CARTOUCHE_ICON_FONT=" + missing}),
            0)
      << out;
  const std::vector<ButtonLine> buttons = buttonLines(out);
  ASSERT_EQ(buttons.size(), 8u) << out;
  for (const ButtonLine& b : buttons) EXPECT_EQ(b.face, "letter") << b.name;
  EXPECT_NE(out.find("tool: Hexside\n"), std::string::npos) << out;
  size_t first = stderr_.find(missing);
  ASSERT_NE(first, std::string::npos) << stderr_;
  EXPECT_EQ(stderr_.find(missing, first + 1), std::string::npos) << stderr_;  // one line, not one a frame
}

// The hexside tool with the bridge chosen, clicked on a hexside with no stream: nothing changes, and a notice says
// why.
TEST_F(ToolbarFallbackGuiTest, ABridgeOnADryHexsideIsRefusedWithANotice) {
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_RACLAWICE_DIR,
                "wait 5\nclick toolbar:Hexside\nwait 2\npalette bridge\nclick 1010\nwait 3\nscreenshot " +
                    shot("bridge.png") + "\nkey CTRL+Z\nwait 2\nquit\nwait 5\n",
                {1280, 800}, &out),
            0)
      << out;
  EXPECT_NE(out.find("notice: A Bridge goes only where a stream or river runs: hexside "), std::string::npos) << out;
  EXPECT_NE(out.find(" has none\n"), std::string::npos) << out;
}

// The lines the `legend` script verb prints between two `print` marks.
std::vector<std::string> legendLines(const std::string& out, const std::string& from, const std::string& to) {
  std::vector<std::string> lines;
  size_t a = out.find(from + "\n"), b = out.find(to + "\n");
  if (a == std::string::npos || b == std::string::npos || b < a) return lines;
  std::istringstream in(out.substr(a, b - a));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("legend: ", 0) == 0) lines.push_back(line);
  return lines;
}

class LegendGuiTest : public ToolbarGuiTest {};

// Hagelberg's DEM levels: the legend lists the seven levels the map holds, highest first, with their metres; the line
// of sight adds its lines and the viewshed's shading; View > Legend hides it.
TEST_P(LegendGuiTest, TheLegendListsTheLevelsAndTheOverlays) {
  const WindowSize size = GetParam();
  const std::string tag = std::to_string(size.width) + "x" + std::to_string(size.height);
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_HAGELBERG_DIR,
                "wait 5\nprint --A--\nlegend\nprint --B--\nscreenshot " + shot("legend_" + tag + ".png") +
                    "\nclick toolbar:Line of sight\nwait 2\ndrag 0505 1010\nwait 2\nkey V\nmove 0808\nwait 3\n"
                    "print --C--\nlegend\nprint --D--\nscreenshot " +
                    shot("legend_los_" + tag + ".png") +
                    "\nclick menu:View\nwait 2\nclick menu:View/Legend\nwait 2\nprint --E--\nlegend\nprint --F--\n"
                    "quit\nwait 5\n",
                size, &out),
            0)
      << out;
  const std::vector<std::string> opening = legendLines(out, "--A--", "--B--");
  ASSERT_EQ(opening.size(), 7u) << out;
  for (size_t i = 0; i < opening.size(); ++i) {
    SCOPED_TRACE(opening[i]);
    EXPECT_EQ(opening[i].rfind("legend: Elevation: Level " + std::to_string(6 - i) + " \u00b7 ", 0), 0u);
    EXPECT_NE(opening[i].find(" m #"), std::string::npos);  // the DEM's metres
  }
  EXPECT_NE(opening.front(), opening.back());
  const std::vector<std::string> los = legendLines(out, "--C--", "--D--");
  ASSERT_EQ(los.size(), 11u) << out;
  EXPECT_EQ(los[7].rfind("legend: Line of sight: Line clear #", 0), 0u);
  EXPECT_EQ(los[8].rfind("legend: Line of sight: Line blocked #", 0), 0u);
  EXPECT_EQ(los[9].rfind("legend: Line of sight: Hex that blocks #", 0), 0u);
  EXPECT_EQ(los[10].rfind("legend: Line of sight: Hidden from the hex #", 0), 0u);
  const std::vector<std::string> hidden = legendLines(out, "--E--", "--F--");
  ASSERT_EQ(hidden.size(), 1u) << out;
  EXPECT_EQ(hidden[0], "legend: none");
  Image image = readPng(shot("legend_" + tag + ".png"));
  EXPECT_EQ(image.width, size.width);
}

INSTANTIATE_TEST_SUITE_P(Sizes, LegendGuiTest, ::testing::Values(WindowSize{1280, 800}, WindowSize{1920, 1080}),
                         [](const auto& info) {
                           return std::to_string(info.param.width) + "x" + std::to_string(info.param.height);
                         });

// Heilsberg's map is all on one level: nothing for the elevation key, so no legend until the line of sight draws.
TEST_F(LegendGuiTest, AFlatMapShowsALegendOnlyForTheOverlay) {
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_HEILSBERG_DIR,
                "wait 5\nprint --A--\nlegend\nprint --B--\nkey L\nwait 2\ndrag 0505 0909\nwait 2\nprint --C--\nlegend\n"
                "print --D--\nquit\nwait 5\n",
                {1280, 800}, &out),
            0)
      << out;
  const std::vector<std::string> flat = legendLines(out, "--A--", "--B--");
  ASSERT_EQ(flat.size(), 1u) << out;
  EXPECT_EQ(flat[0], "legend: none");
  const std::vector<std::string> los = legendLines(out, "--C--", "--D--");
  // Over Heilsberg's open ground the line is clear: its one row, no blocked rows and no viewshed (V was not pressed).
  ASSERT_EQ(los.size(), 1u) << out;
  EXPECT_EQ(los[0].rfind("legend: Line of sight: Line clear #", 0), 0u);
}

// Pixels that differ (by more than 12 in a channel) between two screenshots inside [x0, x1) x [y0, y1).
int differingIn(const Image& a, const Image& b, int x0, int y0, int x1, int y1) {
  int n = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) {
      const size_t i = 4 * (size_t(y) * size_t(a.width) + size_t(x));
      for (int c = 0; c < 3; ++c)
        if (std::abs(int(a.rgba[i + size_t(c)]) - int(b.rgba[i + size_t(c)])) > 12) {
          ++n;
          break;
        }
    }
  return n;
}

class PeriodMapGuiTest : public ToolbarGuiTest {};

// A layer added to a battle whose grid is not on the ground: the map keeps its colours (no grey veil over an empty
// background), the layer's row says what comes next and offers the button, which opens the ground placement with no
// red error before anything is typed; its "Place the grid on layer" places the grid. Saved, the battle holds the
// placement in the layer's CRS.
TEST_P(PeriodMapGuiTest, AddLayerLeadsToThePlacedGridWithoutGreyingTheMap) {
  const WindowSize size = GetParam();
  const std::string tag = std::to_string(size.width) + "x" + std::to_string(size.height);
  const std::string raster = CARTOUCHE_SHARED_DATA "/rasters/byte.tif";
  const std::string saved = (dir_ / "placed.gpkg").string();
  std::string out;
  ASSERT_EQ(
      run(CARTOUCHE_RACLAWICE_DIR,
          "wait 5\nkey F6\nwait 3\nscreenshot " + shot("layers_" + tag + ".png") + "\nclick layers:add\nwait 3\ntype " +
              raster + "\nkey ENTER\nwait 2\nlayerswait\nwait 2\nlayerswait\nwait 3\nscreenshot " +
              shot("added_" + tag + ".png") + "\nclick layers:byte/next\nwait 3\nscreenshot " +
              shot("ground_" + tag + ".png") +
              "\nclick layers:place-on-layer\nwait 3\nlayerswait\nwait 2\nlayerswait\nwait 3\nscreenshot " +
              shot("placed_" + tag + ".png") + "\nsaveas " + saved + "\nquit\nwait 5\n",
          size, &out),
      0)
      << out;
  EXPECT_NE(out.find("notice: Added " + raster + " as layer 'byte'"), std::string::npos) << out;
  // Left of the layers window and below the Add layer window, the map is as it was before the layer came.
  const Image before = readPng(shot("layers_" + tag + ".png")), added = readPng(shot("added_" + tag + ".png"));
  ASSERT_EQ(before.width, size.width);
  ASSERT_EQ(added.width, size.width);
  const int x0 = 290, x1 = 530, y0 = int(size.height * 0.55), y1 = int(size.height * 0.65);
  EXPECT_LT(differingIn(before, added, x0, y0, x1, y1), (x1 - x0) * (y1 - y0) / 50);
  // No red CRS error in the ground placement before anything is typed: the problem colour (0.95, 0.35, 0.3) is
  // nowhere in the window.
  const Image ground = readPng(shot("ground_" + tag + ".png"));
  EXPECT_EQ(ground.count(242, 89, 77), 0);
  // The battle now lies on the ground in the layer's CRS.
  EditorProcess dump(CARTOUCHE_BINARY, {"dump", saved, (dir_ / "text").string()},
                     {"CARTOUCHE_STATE_DIR=" + (dir_ / "state").string()}, (dir_ / "dump_stderr.txt").string());
  ASSERT_EQ(dump.wait(kLimit), 0) << dump.output();
  std::ifstream layers(dir_ / "text" / "layers.txt");
  const std::string text(std::istreambuf_iterator<char>(layers), {});
  EXPECT_NE(text.find("[ground]\ncrs = \"EPSG:26711\""), std::string::npos) << text;
}

// A scan with no georeferencing added to a battle already on the ground: its row asks for control points and its
// button opens the georeferencer on it (the georeferencer's window then covers the row).
TEST_F(PeriodMapGuiTest, AScanWithoutControlPointsAsksToBeGeoreferenced) {
  const std::string scan = CARTOUCHE_SHARED_DATA "/rasters/389225main_sw_1965_1024.jpg";
  const std::string layer = "389225main_sw_1965_1024";
  std::string out;
  ASSERT_EQ(run(CARTOUCHE_HAGELBERG_DIR,
                "wait 5\nkey F6\nwait 3\nclick layers:add\nwait 3\ntype " + scan +
                    "\nkey ENTER\nwait 2\nlayerswait\nwait 2\nlayerswait\nwait 3\nscreenshot " + shot("scan.png") +
                    "\nclick layers:" + layer + "/next\nwait 3\nlayerswait\nwait 3\nscreenshot " + shot("georef.png") +
                    "\nquit\nwait 3\nanswer discard\nwait 5\n",
                {1280, 800}, &out),
            0)
      << out;
  EXPECT_NE(out.find("notice: Added " + scan + " as layer '" + layer + "'"), std::string::npos) << out;
  // The georeferencer's window now covers most of the screen where the map was.
  const Image scanShot = readPng(shot("scan.png")), georef = readPng(shot("georef.png"));
  EXPECT_GT(differing(scanShot, georef), 1280 * 800 / 10);
}

INSTANTIATE_TEST_SUITE_P(Sizes, PeriodMapGuiTest, ::testing::Values(WindowSize{1280, 800}, WindowSize{1920, 1080}),
                         [](const auto& info) {
                           return std::to_string(info.param.width) + "x" + std::to_string(info.param.height);
                         });

}  // namespace
}  // namespace cartouche
