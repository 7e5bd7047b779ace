// The playtest state: started from a scenario's effective set-up, its reinforcements pending, the turn sequence from
// the battle's table or the default, and the fingerprint that tells a resumed playtest what changed.
#include "play/play_state.h"

#include <gtest/gtest.h>

#include "text/battle_text.h"

namespace cartouche {
namespace {

const std::string kRaclawice = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/raclawice-1794";

Battle loadRaclawice() {
  Result<Battle> b = loadBattleText(kRaclawice);
  EXPECT_TRUE(b.isOk()) << b.status().message();
  return b.value();
}

TEST(PlayState, StartsFromTheEffectiveSetup) {
  Battle battle = loadRaclawice();
  ASSERT_FALSE(battle.scenarios.empty());
  const Scenario& scenario = battle.scenarios.front();
  Result<PlayState> state = startPlay(battle, scenario.code);
  ASSERT_TRUE(state.isOk()) << state.status().message();
  EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
  size_t onMap = 0;
  for (const UnitState& u : state.value().units)
    if (u.hex) ++onMap;
  size_t placed = 0;
  for (const Placement& p : setup.units)
    if (p.hex) ++placed;
  EXPECT_EQ(onMap, placed);
  EXPECT_EQ(state.value().turn, 1);
  EXPECT_EQ(state.value().phase, 0);
  // The positions read back as the set-up they started from.
  Scenario now = state.value().asScenario(scenario);
  size_t i = 0;
  for (const Placement& p : setup.units) {
    if (!p.hex) continue;
    ASSERT_LT(i, now.setup.size());
    EXPECT_EQ(now.setup[i].unit, p.unit);
    EXPECT_EQ(now.setup[i].hex, p.hex);
    EXPECT_EQ(now.setup[i].facing, p.facing);
    ++i;
  }
}

TEST(PlayState, ReinforcementsWaitForTheirTurn) {
  Battle battle = loadRaclawice();
  for (const Scenario& scenario : battle.scenarios) {
    EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
    if (setup.reinforcements.empty()) continue;
    PlayState state = startPlay(battle, scenario.code).value();
    const Reinforcement& r = setup.reinforcements.front();
    ASSERT_FALSE(r.units.empty());
    const UnitState* u = state.unit(r.units.front());
    ASSERT_NE(u, nullptr);
    EXPECT_FALSE(u->hex.has_value());
    EXPECT_EQ(u->arrivesTurn, r.turn);
    EXPECT_EQ(state.reinforcements.size(), setup.reinforcements.size());
    return;
  }
  GTEST_SKIP() << "no scenario of the sample has reinforcements";
}

TEST(PlayState, RefusesAnUnknownScenarioNamingTheKnownOnes) {
  Battle battle = loadRaclawice();
  Result<PlayState> state = startPlay(battle, "no-such");
  ASSERT_FALSE(state.isOk());
  EXPECT_NE(state.status().message().find("\"no-such\""), std::string::npos);
  EXPECT_NE(state.status().message().find(battle.scenarios.front().code), std::string::npos);
}

TEST(PlayState, SequenceFromTheBattleTableOrTheDefault) {
  Battle battle = loadRaclawice();
  bool usedDefault = false;
  std::erase_if(battle.rules, [](const RuleTable& t) { return t.code == "sequence-of-play"; });
  std::vector<Phase> seq = sequenceOfPlay(battle, &usedDefault);
  EXPECT_TRUE(usedDefault);
  ASSERT_EQ(seq.size(), battle.army.sides.size() * 3);
  EXPECT_EQ(seq[0], (Phase{battle.army.sides[0].code, "movement"}));
  EXPECT_EQ(seq[5], (Phase{battle.army.sides[1].code, "melee"}));

  RuleTable t;
  t.code = "sequence-of-play";
  t.kind = TableKind::Generic;
  t.columns = {{"phase", "Phase", CellType::Text}, {"side", "Side", CellType::Text}};
  t.rows = {{"activation", ""}, {"movement", "pl"}, {"melee", ""}};
  battle.rules.push_back(t);
  seq = sequenceOfPlay(battle, &usedDefault);
  EXPECT_FALSE(usedDefault);
  ASSERT_EQ(seq.size(), 3u);
  EXPECT_EQ(seq[1], (Phase{"pl", "movement"}));
  EXPECT_EQ(seq[2], (Phase{"", "melee"}));
}

TEST(PlayState, FingerprintSaysWhatChanged) {
  Battle battle = loadRaclawice();
  const Scenario& scenario = battle.scenarios.front();
  std::string before = battleFingerprint(battle, scenario);
  EXPECT_EQ(describeChange(before, battleFingerprint(battle, scenario)), "");

  Battle mapChanged = battle;
  mapChanged.map.setLevel(0, int16_t(mapChanged.map.level(0) + 1));
  EXPECT_EQ(describeChange(before, battleFingerprint(mapChanged, mapChanged.scenarios.front())), "the map");

  Battle setupChanged = battle;
  Scenario& s = setupChanged.scenarios.front();
  ASSERT_FALSE(s.setup.empty());
  s.setup.front().facing = s.setup.front().facing.value_or(0) == 0 ? 2 : 0;
  EXPECT_EQ(describeChange(before, battleFingerprint(setupChanged, s)), "the set-up");

  Battle both = mapChanged;
  both.scenarios.front() = s;
  both.army.units.front().values["morale"] = "99";
  EXPECT_EQ(describeChange(before, battleFingerprint(both, both.scenarios.front())),
            "the map, the order of battle and the set-up");

  Battle rulesChanged = battle;
  ASSERT_FALSE(rulesChanged.rules.empty());
  rulesChanged.rules.front().notes += " (edited)";
  EXPECT_EQ(describeChange(before, battleFingerprint(rulesChanged, rulesChanged.scenarios.front())), "")
      << "a table's notes do not change play";
  rulesChanged.rules.front().rows.front().back() += "x";
  EXPECT_EQ(describeChange(before, battleFingerprint(rulesChanged, rulesChanged.scenarios.front())),
            "the rules tables");
}

}  // namespace
}  // namespace cartouche
