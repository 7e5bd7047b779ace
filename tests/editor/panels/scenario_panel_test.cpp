// The scenario panel's parsing of what is typed: turn lists, entry hexes by label and unit codes, refused with the
// bad word named; and an edit of the turn track through the panel's command, one undo step.
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

}  // namespace
}  // namespace cartouche::testing
