// The editor's side panels without a window: the functions behind them (history jumps, grid and map size edits,
// terrain types, the palette's choice, the minimap picture) and, in an ImGui context with no backend, clicks on the
// drawn history and palette. The minimap's texture needs GL and is left to the editor smoke test.
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/panels/grid_panel.h"
#include "app/panels/history_panel.h"
#include "app/panels/minimap_image.h"
#include "app/panels/terrain_palette_panel.h"
#include "app/panels/terrain_type_form.h"
#include "edit/map_commands.h"
#include "editing.h"
#include "test_battles.h"

namespace cartouche::testing {
namespace {

Battle smallBattle() { return makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9); }

// ---- History ---------------------------------------------------------------------------------------------------

TEST(HistoryPanelTest, JumpUndoesAndRedoesToExactlyTheChosenEntry) {
  Editing e(smallBattle());
  std::vector<Battle> after{e.document.battle()};  // after[i]: the battle with i entries applied
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i * 5, i * 5 + 1}, kWoods)));
    after.push_back(e.document.battle());
  }
  ASSERT_EQ(e.document.history().size(), 4u);

  ASSERT_TRUE(jumpToHistory(e.document, 1));
  EXPECT_EQ(e.document.history().index(), 1u);
  EXPECT_EQ(e.document.battle(), after[1]);
  ASSERT_TRUE(jumpToHistory(e.document, 3));
  EXPECT_EQ(e.document.history().index(), 3u);
  EXPECT_EQ(e.document.battle(), after[3]);
  ASSERT_TRUE(jumpToHistory(e.document, 0));
  EXPECT_EQ(e.document.battle(), after[0]);
  ASSERT_TRUE(jumpToHistory(e.document, 4));
  EXPECT_EQ(e.document.battle(), after[4]);
  EXPECT_EQ(e.document.history().size(), 4u);  // jumps never discard entries
  EXPECT_FALSE(jumpToHistory(e.document, 5));
  EXPECT_EQ(e.document.battle(), after[4]);
}

// ---- Grid and map size -----------------------------------------------------------------------------------------

TEST(GridPanelTest, GridChangeIsOneUndoStepThatKeepsTheSizeAndUndoesExactly) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  GridSettings wanted = before.map.grid();
  wanted.orientation = Orientation::FlatTop;
  wanted.shifted = ShiftedLines::Even;
  wanted.labels.firstColumn = 5;
  wanted.labels.separator = ".";
  wanted.hexSizeMetres = 150;
  wanted.columns = 99;  // ignored: the grid panel never resizes
  ASSERT_TRUE(applyGridSettings(e.ctx, wanted)) << e.message;
  const GridSettings& now = e.document.battle().map.grid();
  EXPECT_EQ(now.orientation, Orientation::FlatTop);
  EXPECT_EQ(now.shifted, ShiftedLines::Even);
  EXPECT_EQ(now.labels.firstColumn, 5);
  EXPECT_EQ(now.hexSizeMetres, 150);
  EXPECT_EQ(now.columns, 12);
  EXPECT_EQ(labelRange(now), "05.01-16.09");
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // Applying the settings the map already has adds no undo entry.
  ASSERT_TRUE(e.document.redo());
  ASSERT_TRUE(applyGridSettings(e.ctx, e.document.battle().map.grid()));
  EXPECT_EQ(e.document.history().size(), 1u);
}

TEST(GridPanelTest, RefusedGridSettingsShowTheEnginesMessageAndChangeNothing) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  GridSettings wanted = before.map.grid();
  wanted.hexSizeMetres = -5;
  Status s = applyGridSettings(e.ctx, wanted);
  ASSERT_FALSE(s);
  EXPECT_FALSE(s.message().empty());
  EXPECT_EQ(e.message, s.message());
  EXPECT_EQ(e.document.battle(), before);
  EXPECT_EQ(e.document.history().size(), 0u);
}

TEST(GridPanelTest, ResizeFillsWithTheChosenTerrainAndUndoesExactly) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  e.state.terrain = kMarsh;
  ASSERT_TRUE(applyMapResize(e.ctx, {2, -1, 0, 3})) << e.message;
  const HexMap& map = e.document.battle().map;
  EXPECT_EQ(map.columns(), 14);
  EXPECT_EQ(map.rows(), 11);
  EXPECT_EQ(map.terrain(0), kMarsh);                   // a new column on the left
  EXPECT_EQ(map.terrain(map.hexCount() - 1), kMarsh);  // a new row at the bottom
  EXPECT_EQ(labelRange(map.grid()), "0101-1411");
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // A hexside feature is no fill: refused, with the engine's words.
  e.state.terrain = kStream;
  Status s = applyMapResize(e.ctx, {0, 0, 1, 0});
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("hexside feature"), std::string::npos) << s.message();
  EXPECT_EQ(e.document.battle(), before);
}

// ---- Terrain palette -------------------------------------------------------------------------------------------

TEST(TerrainPaletteTest, AddingATerrainTypeIsOneUndoStep) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  TerrainType t = newTerrainTypeDraft(before.vocabulary, TerrainKind::Hex);
  EXPECT_FALSE(before.vocabulary.find(t.code).has_value());
  t.code = "carp-ponds";
  t.name = "Stawy karpiowe (Raszyn)";
  t.colour = {70, 120, 200, 255};
  t.blocksLos = true;
  t.losHeight = 1;
  ASSERT_TRUE(applyTerrainType(e.ctx, std::nullopt, t)) << e.message;
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  ASSERT_EQ(v.size(), before.vocabulary.size() + 1);
  EXPECT_EQ(v.at(TerrainId(v.size() - 1)), t);
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // A code with a space is refused with the engine's message; nothing is added.
  t.code = "carp ponds";
  Status s = applyTerrainType(e.ctx, std::nullopt, t);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("may use only"), std::string::npos) << s.message();
  EXPECT_EQ(e.document.battle().vocabulary, before.vocabulary);
}

TEST(TerrainPaletteTest, EditingATerrainTypeReplacesItAndUndoes) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  TerrainType woods = before.vocabulary.at(kWoods);
  woods.name = "Las Racławicki";
  woods.colour = {10, 90, 20, 255};
  ASSERT_TRUE(applyTerrainType(e.ctx, kWoods, woods)) << e.message;
  EXPECT_EQ(e.document.battle().vocabulary.at(kWoods), woods);
  // Confirming the dialog unchanged adds no undo entry.
  ASSERT_TRUE(applyTerrainType(e.ctx, kWoods, woods));
  EXPECT_EQ(e.document.history().size(), 1u);
  // Another type's code is taken.
  woods.code = before.vocabulary.at(kField).code;
  EXPECT_FALSE(applyTerrainType(e.ctx, kWoods, woods));
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

TEST(TerrainPaletteTest, HexTerrainChoosesThePaintAndHexsideFeatureTheSideFeature) {
  Battle b = smallBattle();
  EditorState state;
  choosePaletteEntry(state, b.vocabulary, kTown);
  EXPECT_EQ(state.terrain, kTown);
  EXPECT_FALSE(state.sideFeature.has_value());
  choosePaletteEntry(state, b.vocabulary, kRoad);
  EXPECT_EQ(state.terrain, kTown);
  EXPECT_EQ(state.sideFeature, std::optional<TerrainId>(kRoad));
}

// ---- Minimap ---------------------------------------------------------------------------------------------------

TEST(MinimapImageTest, OnePixelPerHexAndAnEditRepaintsOnlyItsRectangle) {
  Editing e(makeTestBattle(Orientation::FlatTop, ShiftedLines::Even, 40, 30));
  MinimapImage img = buildMinimapImage(e.document.battle());
  ASSERT_EQ(img.width, 40);
  ASSERT_EQ(img.height, 30);
  Rgba woods = e.document.battle().vocabulary.at(kWoods).colour;
  uint32_t woodsPixel = uint32_t(woods.r) | uint32_t(woods.g) << 8 | uint32_t(woods.b) << 16 | 0xff000000u;
  ASSERT_NE(img.at(7, 3), woodsPixel);

  int a = 3 * 40 + 7, b = 5 * 40 + 9;
  Result<ChangeSet> changes = e.document.execute(std::make_unique<PaintTerrain>(std::vector<int>{a, b}, kWoods));
  ASSERT_TRUE(changes);
  MinimapImage before = img;
  PixelRect r = updateMinimapImage(img, e.document.battle(), *changes);
  EXPECT_EQ(r.x0, 7);
  EXPECT_EQ(r.y0, 3);
  EXPECT_EQ(r.x1, 10);
  EXPECT_EQ(r.y1, 6);
  EXPECT_EQ(img.at(7, 3), woodsPixel);
  EXPECT_EQ(img.at(9, 5), woodsPixel);
  int differing = 0;
  for (size_t i = 0; i < img.pixels.size(); ++i) differing += img.pixels[i] != before.pixels[i];
  EXPECT_EQ(differing, 2);
  EXPECT_EQ(buildMinimapImage(e.document.battle()).pixels, img.pixels);
}

// A clear map wider than two-digit column labels can number: its labels take four column digits.
Battle wideBattle(int columns, int rows) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 2, 2);
  GridSettings g = b.map.grid();
  g.columns = columns;
  g.rows = rows;
  g.labels.columnDigits = 4;
  b.map = HexMap(g, kClear);
  return b;
}

TEST(MinimapImageTest, LargeMapsAreBoxFilteredAndAnEditRepaintsItsBlock) {
  Editing e(wideBattle(1100, 20));
  MinimapImage img = buildMinimapImage(e.document.battle());
  EXPECT_EQ(img.scale, 3);  // 1100 hexes across do not fit in kMaxMinimapSide pixels; 3 per pixel do
  EXPECT_EQ(img.width, 367);
  EXPECT_EQ(img.height, 7);
  // Block (10, 2) holds columns 30-32 and rows 6-8: all woods but one lake hex.
  std::vector<int> block;
  for (int row = 6; row < 9; ++row)
    for (int col = 30; col < 33; ++col) block.push_back(row * 1100 + col);
  Result<ChangeSet> c = e.document.execute(std::make_unique<PaintTerrain>(block, kWoods));
  ASSERT_TRUE(c);
  ASSERT_TRUE(e.document.execute(std::make_unique<PaintTerrain>(std::vector<int>{block[4]}, kLake)));
  ChangeSet both = *c;
  PixelRect r = updateMinimapImage(img, e.document.battle(), both);
  EXPECT_EQ(r.x0, 10);
  EXPECT_EQ(r.y0, 2);
  EXPECT_EQ(r.x1, 11);
  EXPECT_EQ(r.y1, 3);
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  Rgba w = v.at(kWoods).colour, l = v.at(kLake).colour;
  uint32_t px = img.at(10, 2);
  EXPECT_EQ(int(px & 0xff), (8 * w.r + l.r) / 9);
  EXPECT_EQ(int((px >> 8) & 0xff), (8 * w.g + l.g) / 9);
  EXPECT_EQ(int((px >> 16) & 0xff), (8 * w.b + l.b) / 9);
  EXPECT_EQ(buildMinimapImage(e.document.battle()).pixels, img.pixels);
}

TEST(MinimapImageTest, HexesBesideLineFeaturesMixInTheirColourAndFollowHexsideEdits) {
  Editing e(smallBattle());
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  const HexMap& map = e.document.battle().map;
  Hex a = map.hexAt(3 * 12 + 4);
  HexsideId side = hexsideOf(a, 0);
  int ia = map.indexOf(a), ib = map.indexOf(side.neighbour());
  ASSERT_GE(ib, 0);
  MinimapImage img = buildMinimapImage(e.document.battle());
  uint32_t plainA = img.pixels[size_t(ia)];

  Result<ChangeSet> c = e.document.execute(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{side}, HexsideFeature{kStream, Side::None}));
  ASSERT_TRUE(c);
  PixelRect r = updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_FALSE(r.empty());
  EXPECT_EQ(img.pixels, buildMinimapImage(e.document.battle()).pixels);
  Rgba s = v.at(kStream).colour;
  Rgba terrain = v.at(map.terrain(ia)).colour;
  uint32_t mixed = uint32_t((terrain.r + s.r) / 2) | uint32_t((terrain.g + s.g) / 2) << 8 |
                   uint32_t((terrain.b + s.b) / 2) << 16 | 0xff000000u;
  EXPECT_EQ(img.pixels[size_t(ia)], mixed);
  EXPECT_NE(img.pixels[size_t(ib)], buildMinimapImage(smallBattle()).pixels[size_t(ib)]);

  // A bridge is a mark, not a line: it changes nothing. Clearing the stream restores the plain colour.
  c = e.document.execute(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{side}, HexsideFeature{kBridge, Side::None}));
  ASSERT_TRUE(c) << c.status().message();
  updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_EQ(img.pixels[size_t(ia)], mixed);
  c = e.document.execute(std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{side}, kStream));
  ASSERT_TRUE(c);
  updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_EQ(img.pixels[size_t(ia)], plainA);
  EXPECT_EQ(img.pixels, buildMinimapImage(e.document.battle()).pixels);
}

TEST(MinimapImageTest, FrameKeepsTheMapsAspectAndMapsBothWays) {
  GridSettings g;
  g.columns = 100;
  g.rows = 20;  // wide: the frame fills the box's width and is centred vertically
  MinimapFrame f = fitMinimapFrame(g, {10, 20}, {300, 200});
  WorldRect w = mapBounds(g);
  EXPECT_NEAR(f.size.x, 300, 1e-9);
  EXPECT_NEAR(f.size.y / f.size.x, w.height() / w.width(), 1e-9);
  EXPECT_NEAR(f.origin.y + f.size.y * 0.5, 120, 1e-9);
  Point p{w.min.x + 0.3 * w.width(), w.min.y + 0.7 * w.height()};
  Point s = f.toScreen(p);
  EXPECT_NEAR(s.x, 10 + 0.3 * 300, 1e-9);
  Point back = f.toWorld(s);
  EXPECT_NEAR(back.x, p.x, 1e-9);
  EXPECT_NEAR(back.y, p.y, 1e-9);
}

// ---- Clicks on the drawn panels --------------------------------------------------------------------------------

// An ImGui context with no platform or renderer backend: the test feeds the input itself.
class PanelFrames : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1200, 800);
    io.DeltaTime = 1.f / 60.f;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // Draws `draw` in a window at (0, 0) sized 300 x 600, with the mouse at `mouse` and the left button `down`.
  template <typename F>
  void frame(ImVec2 mouse, bool down, F&& draw) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(300, 600));
    draw();
    ImGui::EndFrame();
  }
  // Centre of line `i` of a window's content: Selectables are one text line plus item spacing apart. REQUIRES: a
  // frame has run (the font size is known from the first NewFrame on).
  static ImVec2 line(int i) {
    const ImGuiStyle& s = ImGui::GetStyle();
    float top = ImGui::GetFrameHeight() + s.WindowPadding.y;  // below the title bar
    float step = ImGui::GetTextLineHeight() + s.ItemSpacing.y;
    return ImVec2(100.f, top + float(i) * step + ImGui::GetTextLineHeight() * 0.5f);
  }
  // Clicks at `at` (screen units), with a frame before so ImGui knows the windows under the mouse.
  template <typename F>
  void clickAt(ImVec2 at, F&& draw) {
    frame(at, false, draw);
    frame(at, true, draw);
    frame(at, false, draw);
  }
  // Clicks on line `i` of the window `draw` draws.
  template <typename F>
  void clickLine(int i, F&& draw) {
    // Frames with the button up first: ImGui finds the window under the mouse from the previous frame.
    frame(ImVec2(-1, -1), false, draw);
    ImVec2 at = line(i);
    frame(at, false, draw);
    frame(at, true, draw);
    frame(at, false, draw);
  }
};

TEST_F(PanelFrames, ClickingAHistoryLineJumpsToIt) {
  Editing e(smallBattle());
  std::vector<Battle> after{e.document.battle()};
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i}, kTown)));
    after.push_back(e.document.battle());
  }
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  HistoryPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  // Lines: (opened), entry 1, entry 2, entry 3. Line 1 leaves one entry applied.
  clickLine(1, draw);
  EXPECT_EQ(e.document.history().index(), 1u);
  EXPECT_EQ(e.document.battle(), after[1]);
  clickLine(3, draw);
  EXPECT_EQ(e.document.history().index(), 3u);
  EXPECT_EQ(e.document.battle(), after[3]);
  clickLine(0, draw);
  EXPECT_EQ(e.document.battle(), after[0]);
}

TEST_F(PanelFrames, AddTerrainTypeDialogAddsOneTypeOnOkAndNothingOnCancel) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  TerrainPalettePanel panel;
  auto draw = [&] { panel.draw(ctx); };
  frame(ImVec2(-1, -1), false, draw);
  const ImGuiStyle& st = ImGui::GetStyle();
  // "Add terrain type..." is the window's first item.
  ImVec2 addButton(st.WindowPadding.x + 20.f,
                   ImGui::GetFrameHeight() + st.WindowPadding.y + ImGui::GetFrameHeight() * 0.5f);
  // Whether the dialog was drawn in the last frame (outside a frame IsPopupOpen has no window to ask).
  auto dialogOpen = [] {
    ImGuiWindow* dialog = ImGui::FindWindowByName("Terrain type");
    return dialog && dialog->Active;
  };
  auto dialogButton = [&](int index) {  // 0: OK, 1: Cancel, along the dialog's bottom edge
    ImGuiWindow* dialog = ImGui::FindWindowByName("Terrain type");
    EXPECT_NE(dialog, nullptr);
    if (!dialog) return ImVec2(-1, -1);
    float w = ImGui::GetFontSize() * 6.f;
    return ImVec2(dialog->Pos.x + st.WindowPadding.x + w * 0.5f + float(index) * (w + st.ItemSpacing.x),
                  dialog->Pos.y + dialog->Size.y - st.WindowPadding.y - ImGui::GetFrameHeight() * 0.5f);
  };

  clickAt(addButton, draw);
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);  // the dialog appears and fits its fields
  ASSERT_TRUE(dialogOpen());
  clickAt(dialogButton(1), draw);
  frame(ImVec2(-1, -1), false, draw);  // a popup closes on the frame after the click
  EXPECT_FALSE(dialogOpen());
  EXPECT_EQ(e.document.battle(), before);
  EXPECT_EQ(e.document.history().size(), 0u);

  clickAt(addButton, draw);
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);
  ASSERT_TRUE(dialogOpen());
  clickAt(dialogButton(0), draw);
  frame(ImVec2(-1, -1), false, draw);
  EXPECT_FALSE(dialogOpen());
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  ASSERT_EQ(v.size(), before.vocabulary.size() + 1);
  EXPECT_EQ(v.at(TerrainId(v.size() - 1)), newTerrainTypeDraft(before.vocabulary, TerrainKind::Hex));
  EXPECT_EQ(e.document.history().size(), 1u);
}

TEST_F(PanelFrames, FitAndCentreOnUseThePartOfTheWindowThePanelsLeave) {
  GridSettings grid;
  MapViewPanel panel;
  panel.setInsets({280, 20, 300, 24});
  ImGui::NewFrame();
  panel.update(grid, ImVec2(1200, 800));
  ImGui::EndFrame();
  Point freeCentre{280 + (1200 - 280 - 300) * 0.5, 20 + (800 - 20 - 24) * 0.5};
  WorldRect b = mapBounds(grid);
  Point mapCentre{(b.min.x + b.max.x) * 0.5, (b.min.y + b.max.y) * 0.5};
  Point s = panel.view().worldToScreen(mapCentre, 1200, 800);
  EXPECT_NEAR(s.x, freeCentre.x, 1e-6);
  EXPECT_NEAR(s.y, freeCentre.y, 1e-6);
  // The whole map shows in the free part.
  Point topLeft = panel.view().worldToScreen(b.min, 1200, 800),
        bottomRight = panel.view().worldToScreen(b.max, 1200, 800);
  EXPECT_GE(topLeft.x, 280 - 1e-6);
  EXPECT_GE(topLeft.y, 20 - 1e-6);
  EXPECT_LE(bottomRight.x, 1200 - 300 + 1e-6);
  EXPECT_LE(bottomRight.y, 800 - 24 + 1e-6);

  Point p{3.5, -2.0};
  panel.centreOn(p);
  s = panel.view().worldToScreen(p, 1200, 800);
  EXPECT_NEAR(s.x, freeCentre.x, 1e-6);
  EXPECT_NEAR(s.y, freeCentre.y, 1e-6);
}

TEST_F(PanelFrames, ClickingPaletteEntriesChoosesTheTerrainAndTheHexsideFeature) {
  Editing e(smallBattle());
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  TerrainPalettePanel panel;
  auto draw = [&] { panel.draw(ctx); };
  frame(ImVec2(-1, -1), false, draw);
  // Rows: the buttons, the "Hex terrain" header, the eight hex terrains, the "Hexside features" header, the three
  // features. Buttons and headers are a frame high, entries a text line.
  const ImGuiStyle& st = ImGui::GetStyle();
  float fh = ImGui::GetFrameHeight(), lh = ImGui::GetTextLineHeight(), sp = st.ItemSpacing.y;
  float entriesTop = fh + st.WindowPadding.y + 2 * (fh + sp);
  auto entry = [&](int row) { return ImVec2(120.f, entriesTop + float(row) * (lh + sp) + lh * 0.5f); };
  clickAt(entry(kWoods), draw);
  EXPECT_EQ(e.state.terrain, kWoods);
  EXPECT_FALSE(e.state.sideFeature.has_value());
  float featuresTop = entriesTop + float(kPlainTerrains + 3) * (lh + sp) + fh + sp;
  clickAt(ImVec2(120.f, featuresTop + float(kRoad - kStream) * (lh + sp) + lh * 0.5f), draw);
  EXPECT_EQ(e.state.sideFeature, std::optional<TerrainId>(kRoad));
  EXPECT_EQ(e.state.terrain, kWoods);
  EXPECT_EQ(e.document.history().size(), 0u);  // choosing is no edit
}

TEST_F(PanelFrames, LongHistoryScrollsToTheNewestEntryAndItsLastLineRedoesEverything) {
  Editing e(smallBattle());
  for (int i = 0; i < 200; ++i)
    ASSERT_TRUE(
        e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i % 100}, TerrainId(i % kPlainTerrains))));
  const Battle newest = e.document.battle();
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(e.document.undo());
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  HistoryPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);
  ImGuiWindow* w = ImGui::FindWindowByName("History");
  ASSERT_NE(w, nullptr);
  EXPECT_GT(w->ScrollMax.y, 0.f);
  EXPECT_EQ(w->Scroll.y, w->ScrollMax.y);  // scrolled to the newest entry
  // The last line, at the window's bottom, stands for all 200 entries applied.
  const ImGuiStyle& st = ImGui::GetStyle();
  clickAt(ImVec2(100.f, 600.f - st.WindowPadding.y - ImGui::GetTextLineHeight() * 0.5f - 1.f), draw);
  EXPECT_EQ(e.document.history().index(), 200u);
  EXPECT_EQ(e.document.battle(), newest);
}

TEST_F(PanelFrames, TypingAHexSizeAppliesOneChangeGridWhenTheFieldIsLeft) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  GridPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  frame(ImVec2(-1, -1), false, draw);
  // The hex size field is on the seventh row of frame-high rows, right of the row labels.
  const ImGuiStyle& st = ImGui::GetStyle();
  float fh = ImGui::GetFrameHeight();
  ImVec2 field(ImGui::GetFontSize() * 6.f + 20.f, fh + st.WindowPadding.y + 6 * (fh + st.ItemSpacing.y) + fh * 0.5f);
  clickAt(field, draw);  // the click selects the whole number
  for (char c : std::string("150")) ImGui::GetIO().AddInputCharacter(c);
  frame(field, false, draw);
  frame(field, false, draw);
  EXPECT_EQ(e.document.history().size(), 0u);  // nothing while the field is being edited
  clickAt(ImVec2(150.f, 560.f), draw);         // leave the field: a click on the panel's empty foot
  EXPECT_EQ(e.document.battle().map.grid().hexSizeMetres, 150.0);
  ASSERT_EQ(e.document.history().size(), 1u);
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);
  EXPECT_EQ(e.document.history().size(), 1u);  // one step, not one per frame
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

}  // namespace
}  // namespace cartouche::testing
