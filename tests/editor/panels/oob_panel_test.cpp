// The order-of-battle panel and the unit inspector: the tree's rows (sides, nodes in pre-order, each node's units,
// closed rows hiding what is under them), clicks that choose units, a drag of a unit onto another node in real ImGui
// frames with no window, the numbering of duplicates, and the inspector's typed values where empty is unknown.
#include "app/panels/oob_panel.h"

#include "app/panels/unit_inspector.h"
#include "panel_frames.h"
#include "support/army_builder.h"

namespace cartouche::testing {
namespace {

Battle armyBattle(int units) {
  Battle b = smallBattle();
  addCounterArmy(b, units, 2, 1);
  return b;
}

TEST(OobRows, SidesNodesInPreOrderAndEachNodesUnits) {
  Battle b = armyBattle(14);  // per side: the army node, brigade b1 with 6 units, brigade b2 with 1
  std::vector<OobRow> rows = oobRows(b.army, {});
  ASSERT_EQ(rows.size(), 2u * (1 + 1 + 1 + 6 + 1 + 1));
  EXPECT_EQ(rows[0], (OobRow{OobRow::Kind::Side, 0, 0}));
  EXPECT_EQ(rows[1].kind, OobRow::Kind::Node);
  EXPECT_EQ(b.army.nodes[size_t(rows[1].index)].code, "pl-army");
  EXPECT_EQ(rows[2].depth, 2);  // brigade pl-b1
  EXPECT_EQ(rows[3].kind, OobRow::Kind::Unit);
  EXPECT_EQ(rows[3].depth, 3);
  EXPECT_EQ(b.army.units[size_t(rows[3].index)].code, "pl-1");
  EXPECT_EQ(oobRows(b.army, {"node:pl-b1"}).size(), rows.size() - 6);
  EXPECT_EQ(oobRows(b.army, {"node:pl-army"}).size(), rows.size() - 9);
  EXPECT_EQ(oobRows(b.army, {"side:pl"}).size(), rows.size() - 10);
  // 5,000 units: every one gets a row.
  Battle big = armyBattle(5000);
  EXPECT_EQ(oobRows(big.army, {}).size(), 2u + 2u + 5000u + big.army.nodes.size() - 2u);
}

TEST(OobRows, DuplicatesNumberOnFromTheCodesFirstNumber) {
  Unit u;
  u.code = "pl-1";
  EXPECT_EQ(nextCopyNumber(u), 2);
  u.code = "kos-15-a";
  EXPECT_EQ(nextCopyNumber(u), 16);
  u.code = "kosynierzy";
  EXPECT_EQ(nextCopyNumber(u), 2);
}

TEST(UnitInspectorValues, EmptyIsUnknownAndIntegersAreWholeNumbers) {
  ValueField strength{"strength", "Strength", ValueKind::Integer, ""};
  ValueField ranges{"ranges", "Ranges", ValueKind::Text, ""};
  EXPECT_EQ(*fieldValue(strength, " 9 "), std::optional<std::string>("9"));
  EXPECT_EQ(*fieldValue(strength, "-2"), std::optional<std::string>("-2"));
  EXPECT_EQ(*fieldValue(strength, "  "), std::nullopt);
  EXPECT_FALSE(fieldValue(strength, "9a").isOk());
  EXPECT_FALSE(fieldValue(strength, "0.5").isOk());
  EXPECT_EQ(*fieldValue(ranges, "4-8-12"), std::optional<std::string>("4-8-12"));
  Unit u;
  u.values = {{"strength", "9"}};
  EXPECT_TRUE(withValue(u, "strength", std::nullopt).values.empty());
  EXPECT_EQ(withValue(u, "morale", "3").values.at("morale"), "3");
}

class OobPanelTest : public PanelFrames {
 protected:
  // The panel and the unit inspector as the panel host draws them; here a column 400 px high, shorter than the tree.
  void drawPanels() {
    ImGui::SetNextWindowPos(ImVec2(592.f, 8.f));
    ImGui::SetNextWindowSize(ImVec2(300.f, 400.f));
    panel.draw(ctx);
    inspector.draw(ctx);
  }
  void draw(ImVec2 mouse, bool down) {
    frame(mouse, down, [&] { drawPanels(); });
  }
  void click(ImVec2 at) {
    clickAt(at, [&] { drawPanels(); });
  }
  // Where the panel drew the button or field `place` ("oob:add-side") on the last frame.
  ImVec2 place(const std::string& name) {
    draw(ImVec2(-1, -1), false);
    auto it = panel.places().find(name);
    EXPECT_NE(it, panel.places().end()) << name << " is not drawn";
    return it == panel.places().end() ? ImVec2(-1, -1) : it->second;
  }
  void clickPlace(const std::string& name) { click(place(name)); }
  void typeInto(const std::string& name, const std::string& text, bool oneByOne = false) {
    typeReplacing(
        place(name), text, [&] { drawPanels(); }, oneByOne);
  }
  ImVec2 row(const std::string& code) {
    std::optional<ImVec2> at = panel.rowCentre(code);
    EXPECT_TRUE(at) << code << " has no row on screen";
    return at.value_or(ImVec2(-1, -1));
  }

  Editing e{armyBattle(14)};
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  OobPanel panel;
  UnitInspector inspector;
};

TEST_F(OobPanelTest, AClickChoosesAUnitAndTheInspectorShowsIt) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(e.state.scenario, "historical");  // the first scenario is current
  ImVec2 at = row("pl-2");
  draw(at, false);
  draw(at, true);
  draw(at, false);
  EXPECT_EQ(e.state.units, std::set<std::string>{"pl-2"});
  // A row below the panel's foot is not drawn until the tree scrolls to it.
  EXPECT_FALSE(panel.rowCentre("ru-7").has_value());
  panel.reveal(e.document.battle().army, "ru-7");
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  EXPECT_TRUE(panel.rowCentre("ru-7").has_value());
}

TEST_F(OobPanelTest, DraggingAUnitOntoAnotherNodeMovesItThere) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  ImVec2 from = row("pl-1"), to = row("pl-b2");
  draw(from, false);
  draw(from, true);
  for (int i = 1; i <= 6; ++i)
    draw(ImVec2(from.x + (to.x - from.x) * float(i) / 6.f, from.y + (to.y - from.y) * float(i) / 6.f), true);
  draw(to, false);
  draw(to, false);
  EXPECT_EQ(e.document.battle().army.unit("pl-1")->node, "pl-b2");
  EXPECT_EQ(e.document.history().size(), 1u);
  e.document.undo();
  EXPECT_EQ(e.document.battle().army.unit("pl-1")->node, "pl-b1");
}

// Add side adds one with a fresh code and its own colour and chooses it; the form under the buttons renames it,
// gives it a code (carried to nothing yet) and a colour typed as hex, each one undo step; Remove takes it away again,
// while a side that nodes name is refused with the reason and stays.
TEST_F(OobPanelTest, AddSideThenItsFormNamesCodesAndColoursIt) {
  const Battle before = e.document.battle();
  clickPlace("oob:add-side");
  const Army& army = e.document.battle().army;
  ASSERT_EQ(army.sides.size(), before.army.sides.size() + 1);
  EXPECT_EQ(army.sides.back().code, "side-1");
  EXPECT_EQ(panel.selectedSide(), "side-1");
  for (const ArmySide& s : before.army.sides) EXPECT_NE(army.sides.back().colour, s.colour) << s.code;
  typeInto("oob:name", "Preußen und Russen");
  typeInto("oob:code", "co");
  typeInto("oob:colour", "3C64C8", true);
  const ArmySide& added = e.document.battle().army.sides.back();
  EXPECT_EQ(added.name, "Preußen und Russen");
  EXPECT_EQ(added.code, "co");
  EXPECT_EQ(added.colour, (Rgba{0x3c, 0x64, 0xc8, 255}));
  EXPECT_EQ(panel.selectedSide(), "co");       // still chosen under its new code
  EXPECT_EQ(e.document.history().size(), 4u);  // add, name, code, colour (typed digit by digit: one step)

  // Add node under the chosen side: a top node of "co", chosen, its form showing.
  clickPlace("oob:add-node");
  ASSERT_EQ(panel.selectedNode(), "co-node-1");
  EXPECT_EQ(e.document.battle().army.node("co-node-1")->side, "co");
  typeInto("oob:name", "Kurmark Landwehr");
  EXPECT_EQ(e.document.battle().army.node("co-node-1")->name, "Kurmark Landwehr");

  // The side is named by its node now: Remove on the side is refused and nothing changes.
  click(row("co"));
  ASSERT_EQ(panel.selectedSide(), "co");
  const size_t steps = e.document.history().size();
  clickPlace("oob:remove");
  EXPECT_EQ(e.document.history().size(), steps);
  EXPECT_NE(e.message.find("side"), std::string::npos) << e.message;
  // Undo back to the side alone, then Remove takes it.
  for (size_t i = 1; i < steps; ++i) ASSERT_TRUE(e.document.undo());
  panel.reveal(e.document.battle().army, "side:side-1");  // the last row, below the panel's foot
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);  // the scroll asked for in one frame applies in the next
  click(row("side-1"));
  ASSERT_EQ(panel.selectedSide(), "side-1");
  clickPlace("oob:remove");
  EXPECT_EQ(e.document.battle().army.sides.size(), before.army.sides.size()) << e.message;
  EXPECT_EQ(e.document.battle(), before);
}

// A name typed into a node's form and left by clicking another row of the tree is stored, not lost.
TEST_F(OobPanelTest, ANameTypedAndLeftByChoosingAnotherRowIsStored) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  click(row("pl-b2"));
  ASSERT_EQ(panel.selectedNode(), "pl-b2");
  click(place("oob:name"));
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_A] = ImGuiKey_A;
  io.KeyCtrl = io.KeysDown[ImGuiKey_A] = true;  // Ctrl+A: the whole name, replaced by what is typed
  draw(ImVec2(-1, -1), false);
  io.KeyCtrl = io.KeysDown[ImGuiKey_A] = false;
  const std::string typed = "Brygada Ślaskiego";
  io.AddInputCharactersUTF8(typed.c_str());
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(e.document.history().size(), 0u);  // not stored while it is being typed
  click(row("pl-b1"));
  EXPECT_EQ(panel.selectedNode(), "pl-b1");
  EXPECT_EQ(e.document.battle().army.node("pl-b2")->name, typed);
  EXPECT_EQ(e.document.history().size(), 1u);
}

// The same in the unit inspector: a name typed for one unit, left by choosing another in the tree, is stored.
TEST_F(OobPanelTest, AUnitNameTypedAndLeftByChoosingAnotherUnitIsStored) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  click(row("pl-2"));
  ASSERT_EQ(e.state.units, std::set<std::string>{"pl-2"});
  draw(ImVec2(-1, -1), false);
  ASSERT_TRUE(inspector.places().count("unit:name"));
  click(inspector.places().at("unit:name"));
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_A] = ImGuiKey_A;
  io.KeyCtrl = io.KeysDown[ImGuiKey_A] = true;
  draw(ImVec2(-1, -1), false);
  io.KeyCtrl = io.KeysDown[ImGuiKey_A] = false;
  io.AddInputCharactersUTF8("2 Pułk Piechoty Koronnej");
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(e.document.history().size(), 0u);
  click(row("pl-3"));
  EXPECT_EQ(e.state.units, std::set<std::string>{"pl-3"});
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(e.document.battle().army.unit("pl-2")->name, "2 Pułk Piechoty Koronnej");
  EXPECT_EQ(e.document.history().size(), 1u);
}

// Buffers the inspector could not reload are not written back: a name stored, the window closed, the edit undone,
// another unit chosen and the window opened again leaves the undone name undone.
TEST_F(OobPanelTest, AnUndoneEditIsNotStoredAgainFromStaleBuffers) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  const std::string original = e.document.battle().army.unit("pl-2")->name;
  click(row("pl-2"));
  draw(ImVec2(-1, -1), false);
  ASSERT_TRUE(inspector.places().count("unit:name"));
  typeReplacing(inspector.places().at("unit:name"), "2 Pułk Piechoty Koronnej", [&] { drawPanels(); });
  ASSERT_EQ(e.document.battle().army.unit("pl-2")->name, "2 Pułk Piechoty Koronnej");
  inspector.open = false;
  draw(ImVec2(-1, -1), false);
  ASSERT_TRUE(e.document.undo());
  click(row("pl-3"));
  inspector.open = true;
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(e.document.battle().army.unit("pl-2")->name, original);
  EXPECT_TRUE(e.document.history().canRedo());
}

}  // namespace
}  // namespace cartouche::testing
