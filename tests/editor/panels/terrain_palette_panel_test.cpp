// The terrain palette (app/panels/terrain_palette_panel.h, terrain_type_form.h): adding and editing terrain types as
// undo steps, choosing the paint or the hexside feature, and in ImGui frames with no window the add dialog and
// clicks on the entries.
#include "app/panels/terrain_palette_panel.h"

#include "app/panels/terrain_type_form.h"
#include "panel_frames.h"

namespace cartouche::testing {
namespace {

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
                   titleBar() + st.WindowPadding.y + ImGui::GetFrameHeight() * 0.5f);
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
  float entriesTop = titleBar() + st.WindowPadding.y + 2 * (fh + sp);
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

}  // namespace
}  // namespace cartouche::testing
