// Leaders in the order of battle and the leader inspector, in real ImGui frames with no window: each side's
// "Leaders" group and his rows, Add leader choosing the new leader, a field typed over several frames stored as one
// undo step, and where the current scenario places him as the tree shows it.
#include "app/panels/leader_inspector.h"
#include "app/panels/oob_panel.h"
#include "app/tools/leader_rows.h"
#include "edit/army_commands.h"
#include "edit/setup_commands.h"
#include "panel_frames.h"
#include "support/army_builder.h"

namespace cartouche::testing {
namespace {

Battle leaderBattle() {
  Battle b = smallBattle();
  addCounterArmy(b, 14, 2, 1);
  Leader l;
  l.code = "kosciuszko";
  l.side = "pl";
  l.name = "Tadeusz Kościuszko";
  l.rank = "gen.";
  l.commands = {"pl-b1"};
  b.army.leaders.push_back(l);
  return b;
}

TEST(LeaderRows, EachSidesLeadersFollowItsNodes) {
  Battle b = leaderBattle();
  std::vector<OobRow> rows = oobRows(b.army, {});
  // pl: side, army, b1, 6 units, b2, 1 unit, Leaders, kosciuszko; ru: side, army, b1, 6 units, b2, 1 unit.
  ASSERT_EQ(rows.size(), 13u + 11u);
  EXPECT_EQ(rows[11], (OobRow{OobRow::Kind::Leaders, 0, 1}));
  EXPECT_EQ(rows[12], (OobRow{OobRow::Kind::Leader, 0, 2}));
  EXPECT_EQ(rows[13].kind, OobRow::Kind::Side);
  EXPECT_EQ(oobRows(b.army, {"leaders:pl"}).size(), rows.size() - 1);
  EXPECT_EQ(leaderTitle(b.army.leaders[0]), "gen. Tadeusz Kościuszko");
  std::vector<const Unit*> his = unitsOfLeader(b.army, b.army.leaders[0]);
  ASSERT_EQ(his.size(), 6u);
  EXPECT_EQ(his[0]->code, "pl-1");
}

TEST(LeaderRows, WhereTheScenarioPlacesHim) {
  Battle b = leaderBattle();
  EXPECT_EQ(leaderPlaceText(b, leaderPlacement(b, "historical", "kosciuszko")), "not set up");
  LeaderPlacement p;
  p.leader = "kosciuszko";
  p.at = LeaderAt::Hex;
  p.hex = b.map.grid().toHex({4, 5});
  b.scenarios[0].leaders.push_back(p);
  EXPECT_EQ(leaderPlaceText(b, leaderPlacement(b, "historical", "kosciuszko")), b.map.grid().label(*p.hex));
  b.scenarios[0].leaders[0] = {"kosciuszko", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""};
  EXPECT_EQ(leaderPlaceText(b, leaderPlacement(b, "historical", "kosciuszko")), "on his units");
  b.scenarios[0].leaders[0] = {"kosciuszko", LeaderAt::Unit, std::nullopt, "pl-1", ""};
  EXPECT_EQ(leaderPlaceText(b, leaderPlacement(b, "historical", "kosciuszko")), "on " + b.army.unit("pl-1")->name);
  b.scenarios[0].leaders[0] = {"kosciuszko", LeaderAt::OffMap, std::nullopt, "", ""};
  EXPECT_EQ(leaderPlaceText(b, leaderPlacement(b, "historical", "kosciuszko")), "off map");
}

TEST(LeaderRows, TheStacksTooltipNamesTheLeadersWithIt) {
  Battle b = leaderBattle();
  Hex first = b.scenarios[0].setup[0].hex.value();  // pl-1's hex
  EXPECT_TRUE(leadersWithStack(b, "historical", first, {"pl-1"}).empty());
  b.scenarios[0].leaders.push_back({"kosciuszko", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""});
  EXPECT_EQ(leadersWithStack(b, "historical", first, {"pl-1"}),
            std::vector<std::string>{"gen. Tadeusz Kościuszko, with his units"});
  EXPECT_TRUE(leadersWithStack(b, "historical", first, {"ru-1"}).empty());  // none of his units there
  b.scenarios[0].leaders[0] = {"kosciuszko", LeaderAt::Hex, first, "", ""};
  EXPECT_EQ(leadersWithStack(b, "historical", first, {}), std::vector<std::string>{"gen. Tadeusz Kościuszko"});
  b.scenarios[0].leaders[0] = {"kosciuszko", LeaderAt::Unit, std::nullopt, "pl-1", ""};
  EXPECT_EQ(leadersWithStack(b, "historical", first, {"pl-1"}),
            std::vector<std::string>{"gen. Tadeusz Kościuszko on " + b.army.unit("pl-1")->name});
}

class LeaderPanelTest : public PanelFrames {
 protected:
  void draw(ImVec2 mouse, bool down) {
    frame(mouse, down, [&] {
      ImGui::SetNextWindowPos(ImVec2(592.f, 8.f));
      ImGui::SetNextWindowSize(ImVec2(300.f, 600.f));
      panel.draw(ctx);
      inspector.draw(ctx, panel.selectedLeader());
    });
  }
  void click(ImVec2 at) {
    draw(at, false);
    draw(at, true);
    draw(at, false);
  }
  // The centre of the inspector's input on line `line` (0: the code line, 1: Name, 2: Rank, 3: Range).
  ImVec2 inspectorField(int line) {
    const ImGuiStyle& s = ImGui::GetStyle();
    ImGuiWindow* w = ImGui::FindWindowByName("Leader");
    EXPECT_NE(w, nullptr);
    if (!w) return ImVec2(-1, -1);
    float y = w->Pos.y + ImGui::GetFrameHeight() + s.WindowPadding.y + ImGui::GetTextLineHeight() + s.ItemSpacing.y;
    y += float(line - 1) * (ImGui::GetFrameHeight() + s.ItemSpacing.y) + ImGui::GetFrameHeight() * 0.5f;
    return ImVec2(w->Pos.x + ImGui::GetFontSize() * 6.f + 40.f, y);
  }
  void type(ImVec2 field, const std::string& text) {
    click(field);
    for (char c : text) {
      ImGui::GetIO().AddInputCharacter(static_cast<unsigned char>(c));
      draw(field, false);
    }
    click(ImVec2(1000.f, 780.f));  // a click elsewhere leaves the field
  }

  Editing e{leaderBattle()};
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  OobPanel panel;
  LeaderInspector inspector;
};

TEST_F(LeaderPanelTest, ChoosingHisRowOpensHimAndTypingIsOneUndoStep) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  std::optional<ImVec2> at = panel.rowCentre("kosciuszko");
  ASSERT_TRUE(at);
  std::optional<ImVec2> byName = panel.rowCentre("leader:kosciuszko");  // his row by the name scripts use
  ASSERT_TRUE(byName);
  EXPECT_EQ(byName->y, at->y);
  click(*at);
  EXPECT_EQ(panel.selectedLeader(), "kosciuszko");
  EXPECT_TRUE(e.state.units.empty());
  ASSERT_NE(ImGui::FindWindowByName("Leader"), nullptr);
  size_t steps = e.document.history().size();
  type(inspectorField(3), "4");  // command range, unknown until now
  EXPECT_EQ(e.document.battle().army.leader("kosciuszko")->commandRange, std::optional<int>(4));
  EXPECT_EQ(e.document.history().size(), steps + 1);
  type(inspectorField(2), " dyw.");  // appended to the rank over several frames
  EXPECT_EQ(e.document.battle().army.leader("kosciuszko")->rank, "gen. dyw.");
  EXPECT_EQ(e.document.history().size(), steps + 2);
  e.document.undo();
  EXPECT_EQ(e.document.battle().army.leader("kosciuszko")->rank, "gen.");
  e.document.undo();
  EXPECT_EQ(e.document.battle().army.leader("kosciuszko")->commandRange, std::nullopt);  // unknown again, not 0
}

TEST_F(LeaderPanelTest, AHexTypedInTheInspectorPlacesHimThereInTheCurrentScenario) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  click(*panel.rowCentre("kosciuszko"));
  const GridSettings& grid = e.document.battle().map.grid();
  Hex at = grid.toHex({3, 5});
  size_t steps = e.document.history().size();
  type(inspectorField(5), grid.label(at));  // line 4: the kind, "not set up"; line 5: the hex field
  std::optional<LeaderPlacement> placed = leaderPlacement(e.document.battle(), "historical", "kosciuszko");
  ASSERT_TRUE(placed);
  EXPECT_EQ(placed->at, LeaderAt::Hex);
  EXPECT_EQ(placed->hex, std::optional<Hex>(at));
  EXPECT_EQ(e.document.history().size(), steps + 1);
  draw(ImVec2(-1, -1), false);
  EXPECT_EQ(leaderPlaceText(e.document.battle(), placed), grid.label(at));
  // A label off the map is not stored, and the reason shows.
  type(inspectorField(5), "99");
  EXPECT_EQ(e.document.history().size(), steps + 1);
  e.document.undo();
  EXPECT_FALSE(leaderPlacement(e.document.battle(), "historical", "kosciuszko").has_value());
}

TEST_F(LeaderPanelTest, AddLeaderAddsOneToTheChosenSideAndChoosesHim) {
  draw(ImVec2(-1, -1), false);
  draw(ImVec2(-1, -1), false);
  click(*panel.rowCentre("ru-b1"));  // a node of the Russian side
  draw(ImVec2(-1, -1), false);
  ASSERT_TRUE(panel.places().count("oob:add-leader"));
  click(panel.places().at("oob:add-leader"));
  const Leader* added = e.document.battle().army.leader("ru-leader-1");
  ASSERT_NE(added, nullptr);
  EXPECT_EQ(added->side, "ru");
  EXPECT_EQ(panel.selectedLeader(), "ru-leader-1");
  EXPECT_EQ(e.document.history().label(e.document.history().size() - 1), "Add leader ru-leader-1");
  draw(ImVec2(-1, -1), false);
  EXPECT_TRUE(panel.rowCentre("ru-leader-1").has_value());
  e.document.undo();
  EXPECT_EQ(e.document.battle().army.leader("ru-leader-1"), nullptr);
}

}  // namespace
}  // namespace cartouche::testing
