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
  void draw(ImVec2 mouse, bool down) {
    frame(mouse, down, [&] {
      // The panel host places it; here a column 400 px high, shorter than the tree.
      ImGui::SetNextWindowPos(ImVec2(592.f, 8.f));
      ImGui::SetNextWindowSize(ImVec2(300.f, 400.f));
      panel.draw(ctx);
      inspector.draw(ctx);
    });
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

}  // namespace
}  // namespace cartouche::testing
