// The scenario panel's parsing of what is typed: turn lists, entry hexes by label and unit codes, refused with the
// bad word named; an edit of the turn track through the panel's command, one undo step; and in ImGui frames with no
// window, a scenario and a variant added, named and removed with the panel's buttons.
#include "app/panels/scenario_panel.h"

#include "edit/scenario_commands.h"
#include "panel_frames.h"
#include "support/army_builder.h"

namespace cartouche::testing {
namespace {

TEST(ScenarioPanelParsing, TurnListsAreWholeNumbersFromOne) {
  EXPECT_EQ(*parseTurnList("7, 8 9"), (std::vector<int>{7, 8, 9}));
  EXPECT_TRUE(parseTurnList("  ")->empty());
  Result<std::vector<int>> bad = parseTurnList("7, x8");
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("x8"), std::string::npos);
  EXPECT_FALSE(parseTurnList("0").isOk());
  EXPECT_EQ(formatTurnList({12, 13}), "12, 13");
}

TEST(ScenarioPanelParsing, EntryHexesByLabelOnTheMapOnly) {
  Battle b = smallBattle();  // 12 x 9
  const GridSettings& g = b.map.grid();
  Result<std::vector<Hex>> hexes = parseHexList(g, "0101, 1209");
  ASSERT_TRUE(hexes.isOk());
  EXPECT_EQ((*hexes)[0], g.toHex({0, 0}));
  EXPECT_EQ((*hexes)[1], g.toHex({11, 8}));
  EXPECT_EQ(formatHexList(g, *hexes), "0101, 1209");
  Result<std::vector<Hex>> off = parseHexList(g, "0101 1310");
  ASSERT_FALSE(off.isOk());
  EXPECT_NE(off.status().message().find("1310"), std::string::npos);
  EXPECT_EQ(parseCodeList("pl-1, pl-2 ru-3"), (std::vector<std::string>{"pl-1", "pl-2", "ru-3"}));
}

TEST(ScenarioPanelParsing, ATurnTrackEditIsOneUndoStep) {
  Battle b = smallBattle();
  addCounterArmy(b, 4);
  Document doc(b);
  Scenario s = b.scenarios[0];
  s.turnTrack.duskTurns = *parseTurnList("14, 15");
  ASSERT_TRUE(
      doc.execute(std::make_unique<SetScenario>(s.code, s, std::nullopt, "Set scenario historical dusk turns")));
  EXPECT_EQ(doc.battle().scenarios[0].turnTrack.duskTurns, (std::vector<int>{14, 15}));
  EXPECT_EQ(doc.history().size(), 1u);
}

// A battle with no scenario: Add scenario starts one and makes it current, its name and code are typed into the
// panel, Add variant builds one on it, and Remove refuses the base while the variant stands, then takes the variant.
// Each is one undo step; undoing them all gives the battle back as it was.
TEST_F(PanelFrames, AddScenarioAddVariantAndRemoveWithThePanelsButtons) {
  Editing e(smallBattle());
  ASSERT_TRUE(e.document.battle().scenarios.empty());
  const Battle before = e.document.battle();
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  ScenarioPanel panel;
  panel.open = true;
  auto draw = [&] { panel.draw(ctx); };
  auto at = [&](const std::string& name) {
    frame(ImVec2(-1, -1), false, draw);
    auto it = panel.places().find(name);
    EXPECT_NE(it, panel.places().end()) << name << " is not drawn";
    return it == panel.places().end() ? ImVec2(-1, -1) : it->second;
  };
  const std::vector<Scenario>& scenarios = e.document.battle().scenarios;

  clickAt(at("scenario:add"), draw);
  ASSERT_EQ(scenarios.size(), 1u);
  EXPECT_EQ(scenarios[0].code, "scenario-1");
  EXPECT_EQ(e.state.scenario, "scenario-1");
  typeReplacing(at("scenario:name"), "Hagelberg, 27 August 1813 (illustrative set-up)", draw);
  typeReplacing(at("scenario:code"), "hagelberg", draw);
  ASSERT_EQ(scenarios.size(), 1u);
  EXPECT_EQ(scenarios[0].name, "Hagelberg, 27 August 1813 (illustrative set-up)");
  EXPECT_EQ(scenarios[0].code, "hagelberg");
  EXPECT_EQ(e.state.scenario, "hagelberg");  // still current under its new code

  clickAt(at("scenario:variant"), draw);
  ASSERT_EQ(scenarios.size(), 2u);
  EXPECT_EQ(scenarios[1].base, "hagelberg");
  EXPECT_EQ(scenarios[1].code, "hagelberg-variant-1");
  EXPECT_EQ(e.state.scenario, "hagelberg-variant-1");

  e.state.scenario = "hagelberg";
  clickAt(at("scenario:remove"), draw);
  EXPECT_EQ(scenarios.size(), 2u);  // a variant is built on it
  EXPECT_NE(e.message.find("hagelberg-variant-1"), std::string::npos) << e.message;
  e.state.scenario = "hagelberg-variant-1";
  clickAt(at("scenario:remove"), draw);
  ASSERT_EQ(scenarios.size(), 1u);
  EXPECT_EQ(e.document.history().size(), 5u);  // add, name, code, variant, remove
  while (e.document.undo()) {
  }
  EXPECT_EQ(e.document.battle(), before);
}

}  // namespace
}  // namespace cartouche::testing
