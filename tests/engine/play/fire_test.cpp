// Fire: La Bataille's multipliers, defence, odds columns, massed targets, ranges, line of sight and refusals; and
// Racławice's firepower rows, simultaneous fire, morale checks and loss track. The rulebooks' own worked examples
// are in worked_examples_test.cpp.
#include "play/fire.h"

#include <gtest/gtest.h>

#include "combat_battles.h"

namespace cartouche {
namespace {

using testing::BatailleBattle;
using testing::RaclawiceBattle;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

UnitValues ligne(int increments, int fire) {
  return {{"increments", std::to_string(increments)}, {"fire", std::to_string(fire)}};
}
UnitValues battery(int fire) {
  return {{"increments", "2"}, {"fire", std::to_string(fire)}, {"artillery-ranges", "3-6-10"}};
}

TEST(FireBataille, MultiplierByNationTroopsAndFormation) {
  BatailleBattle b;
  b.add("pl-1", "ligne", b.hex(3, 4), "line", ligne(4, 4));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(6, 2));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  // Raszyn's Poles chart: Ligne in Line x3; column "poles-ligne" found by nation and troop type.
  EXPECT_EQ(plan->fire, Ratio::of(12));
  EXPECT_TRUE(has(plan->firers[0].words, "x3")) << plan->firers[0].words;
  EXPECT_TRUE(has(plan->firers[0].words, "\"poles-ligne\" in \"fire-multiplier-allies\"")) << plan->firers[0].words;
  // Disordered formations fire at half strength: x3 halved is x3/2.
  state.unit("pl-1")->disordered = true;
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->fire, Ratio::of(6));
}

TEST(FireBataille, CombinedFireAndTheTargetsDefence) {
  BatailleBattle b;
  b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 3));
  b.add("pl-2", "ligne", b.hex(3, 5), "column", ligne(4, 4));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(5, 2));
  PlayState state = b.start();
  ASSERT_EQ(distance(b.hex(3, 5), b.hex(4, 4)), 1);
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1", "pl-2"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->fire, Ratio::of(7));  // 3 + 4, printed in column
  EXPECT_EQ(plan->defence, 6);          // Raszyn: clear, column 6
  EXPECT_EQ(plan->column.heading, "1:1");
  EXPECT_EQ(plan->die, DieKind::TwoDiceBase6);
}

TEST(FireBataille, ALineOfSevenIncrementsDefendsAsAColumn) {
  for (int increments : {6, 7}) {
    BatailleBattle b;
    b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 6));
    b.add("au-1", "linie", b.hex(4, 4), "line", ligne(increments, 2));
    PlayState state = b.start();
    auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
    ASSERT_TRUE(plan.isOk()) << plan.status().message();
    EXPECT_EQ(plan->defence, increments >= 7 ? 6 : 9) << increments;
    if (increments >= 7) {
      EXPECT_TRUE(has(plan->lines[1], "defends as a column")) << plan->lines[1];
    }
  }
}

TEST(FireBataille, DefenceByTerrainAndArtilleryUnlimbered) {
  BatailleBattle b;
  b.battle.map.setTerrain(b.at(4, 4), b.village);
  b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 8));
  b.add("au-1", "linie", b.hex(4, 4), "general-order", ligne(4, 2));
  b.add("pl-b", "foot-artillery", b.hex(6, 6), "unlimbered", battery(6));
  b.add("au-2", "linie", b.hex(7, 6), "column", ligne(4, 5));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->defence, 10);  // Raszyn: village, general order
  EXPECT_TRUE(has(plan->lines[1], "village")) << plan->lines[1];
  // Unlimbered artillery reads the second figure of "7/9"-style cells: clear 6/8.
  auto back = prepareFire(b.battle, b.played(), state, FireOrder{{"au-2"}, b.hex(6, 6), {}});
  ASSERT_TRUE(back.isOk()) << back.status().message();
  EXPECT_EQ(back->defence, 8);
}

TEST(FireBataille, OddsRoundDownToTheChartsColumns) {
  // 17 against 9 is still 1.5:1; 18 against 9 is 2:1; 40 against 9 reads the open-ended 3:1+; 4 against 9 is
  // under the lowest column.
  struct Case {
    int fire;
    const char* column;
  };
  for (Case c : {Case{17, "1.5:1"}, Case{18, "2:1"}, Case{40, "3:1+"}, Case{4, nullptr}}) {
    BatailleBattle b;
    b.add("pl-b", "foot-artillery", b.hex(2, 4), "unlimbered", battery(c.fire));
    b.add("au-1", "linie", b.hex(4, 4), "line", ligne(5, 2));
    PlayState state = b.start();
    auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-b"}, b.hex(4, 4), {}});
    if (!c.column) {
      ASSERT_FALSE(plan.isOk());
      EXPECT_TRUE(has(plan.status().message(), "under the lowest column")) << plan.status().message();
      EXPECT_TRUE(has(plan.status().message(), "fire-combat")) << plan.status().message();
      continue;
    }
    ASSERT_TRUE(plan.isOk()) << plan.status().message();
    EXPECT_EQ(plan->column.heading, c.column) << c.fire;
  }
}

TEST(FireBataille, OverTheLastColumnIsRefusedUnlessItIsOpenEnded) {
  BatailleBattle b;
  for (RuleTable& t : b.battle.rules)
    if (t.code == "fire-combat") t.columns.back().heading = "3:1";
  b.add("pl-b", "foot-artillery", b.hex(2, 4), "unlimbered", battery(40));
  b.add("au-1", "linie", b.hex(4, 4), "line", ligne(5, 2));
  auto plan = prepareFire(b.battle, b.played(), b.start(), FireOrder{{"pl-b"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "over the last column \"3:1\"")) << plan.status().message();
}

TEST(FireBataille, DeclaredModifiersAndNothingBelowEleven) {
  BatailleBattle b;
  b.battle.rules.push_back(testing::modifiersTable("fire-modifiers", {"die"}, {{"Target in the flank", "-3"}}));
  b.add("pl-b", "foot-artillery", b.hex(2, 4), "unlimbered", battery(9));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(5, 2));
  PlayState state = b.start();
  FireOrder order{{"pl-b"}, b.hex(4, 4), {{"fire-modifiers", "Target in the flank"}}};
  auto plan = prepareFire(b.battle, b.played(), state, order);
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->modifier, -3);
  // Seed 004 (21): "Whenever a modified dice roll falls below 11 ... the result of 11 will be applied."
  auto out = resolveFire(b.battle, state, *plan, 12);
  ASSERT_TRUE(out.isOk()) << out.status().message();
  EXPECT_EQ(out->modified, 11);
  EXPECT_TRUE(has(out->log, "12 - 3 = 11")) << out->log;
  // A condition the table does not have is refused, naming it.
  order.conditions = {{"fire-modifiers", "Target asleep"}};
  plan = prepareFire(b.battle, b.played(), state, order);
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"Target asleep\"")) << plan.status().message();
}

TEST(FireBataille, RangeLineOfSightAndSkirmishers) {
  BatailleBattle b;
  b.battle.map.setTerrain(b.at(4, 2), b.woods);
  const UnitValues skirmisher{{"increments", "3"}, {"fire", "4"}, {"fire-range", "2"}};
  b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 4));
  b.add("pl-s", "legere", b.hex(3, 2), "skirmish", skirmisher);
  b.add("pl-t", "legere", b.hex(3, 7), "skirmish", skirmisher);
  b.add("au-1", "linie", b.hex(5, 4), "column", ligne(4, 2));
  b.add("au-2", "linie", b.hex(5, 2), "column", ligne(4, 2));
  b.add("au-3", "linie", b.hex(5, 7), "column", ligne(4, 2));
  PlayState state = b.start();
  // Seed 004 (21): infantry not in skirmish order have a range of one hex.
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "its range is 1")) << plan.status().message();
  // The woods between block the line.
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-s"}, b.hex(5, 2), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "woods")) << plan.status().message();
  // (19): skirmishers reach two hexes at half fire: Poles Leg. Infanterie in skirmish x2, halved: 4.
  ASSERT_EQ(distance(b.hex(3, 7), b.hex(5, 7)), 2);
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-t"}, b.hex(5, 7), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->fire, Ratio::of(4));
  EXPECT_TRUE(has(plan->firers[0].words, "x1/2 (two hexes in skirmish order)")) << plan->firers[0].words;
}

TEST(FireBataille, RefusesWhatTheTablesDoNotGive) {
  BatailleBattle b;
  b.add("pl-1", "ligne", b.hex(3, 4), "skirmish", {{"increments", "3"}, {"fire", "4"}, {"fire-range", "2"}});
  b.add("pl-2", "ligne", b.hex(3, 5), "column", {{"increments", "3"}});
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(5, 2));
  PlayState state = b.start();
  // Raszyn's Poles Ligne cannot skirmish: the chart's cell is blank.
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "fire-multiplier-allies")) << plan.status().message();
  // An unknown fire value names the unit and the field.
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-2"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"pl-2\"")) << plan.status().message();
  EXPECT_TRUE(has(plan.status().message(), "\"fire\"")) << plan.status().message();
  // Without a fire combat table the refusal names the table it expects.
  std::erase_if(b.battle.rules, [](const RuleTable& t) { return t.code == "fire-combat"; });
  state.unit("pl-1")->formation = "column";
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"fire-combat\"")) << plan.status().message();
  // A troop type no chart has a column for.
  b.battle.rules.push_back(testing::fireCombatChart());
  b.battle.army.nodes.front().nation = "danish";
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"danish-ligne\"")) << plan.status().message();
}

TEST(FireBataille, LossesGoOnTheTopUnitAndEliminate) {
  BatailleBattle b;
  b.add("pl-b", "foot-artillery", b.hex(2, 4), "unlimbered", battery(40));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(4, 2));
  b.add("au-2", "linie", b.hex(4, 4), "column", ligne(2, 2));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-b"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->targetUnit, "au-2");
  auto out = resolveFire(b.battle, state, *plan, 66);  // 3:1+, 61-66: 3 lost
  ASSERT_TRUE(out.isOk()) << out.status().message();
  EXPECT_EQ(out->losses, 3);
  // Artillery's several losses fall one a unit from the top (seed 004 (11)).
  ASSERT_EQ(out->effects.size(), 2u);
  ASSERT_TRUE(applyFire(b.battle, *out, state).isOk());
  EXPECT_EQ(state.unit("au-2")->losses, 2);
  EXPECT_EQ(state.unit("au-1")->losses, 1);
  // A second fire from infantry puts every loss on the top unit, which goes at its last increment.
  b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 40));
  state = b.start();
  state.unit("au-2")->losses = 1;
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  out = resolveFire(b.battle, state, *plan, 66);
  ASSERT_TRUE(out.isOk()) << out.status().message();
  ASSERT_EQ(out->effects.size(), 1u);
  EXPECT_EQ(out->effects[0].unit, "au-2");
  EXPECT_TRUE(out->effects[0].eliminated);
  ASSERT_TRUE(applyFire(b.battle, *out, state).isOk());
  EXPECT_TRUE(state.unit("au-2")->eliminated);
  EXPECT_FALSE(state.unit("au-2")->hex.has_value());
}

TEST(FireBataille, MoraleChecksFollowTheBattlesTable) {
  BatailleBattle b;
  RuleTable checks;
  checks.code = "fire-morale-checks";
  checks.kind = TableKind::MoraleCheck;
  checks.columns = {RuleColumn{"nation", "Nation", CellType::Text}, RuleColumn{"troops", "Troops", CellType::Text},
                    RuleColumn{"checks", "Checks on loss", CellType::Frequency}};
  checks.rows = {{"Austrian", "Linie", "odd"}, {"All", "Artillery", "every"}};
  b.battle.rules.push_back(checks);
  b.add("pl-1", "ligne", b.hex(3, 4), "column", ligne(4, 9));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(6, 2));
  b.add("au-c", "cuirassiers", b.hex(4, 6), "column", ligne(6, 2));
  b.add("pl-2", "ligne", b.hex(3, 6), "column", ligne(4, 9));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  // 9 against 6 is 1.5:1; 43 reads 1 increment lost: the first loss is odd, so Linie check.
  auto out = resolveFire(b.battle, state, *plan, 43);
  ASSERT_TRUE(out.isOk()) << out.status().message();
  ASSERT_EQ(out->effects.size(), 1u);
  EXPECT_TRUE(out->effects[0].moraleCheck);
  EXPECT_TRUE(has(out->log, "checks morale (\"fire-morale-checks\": odd loss)")) << out->log;
  // The second loss is even: no check.
  state.unit("au-1")->losses = 1;
  out = resolveFire(b.battle, state, *plan, 43);
  ASSERT_TRUE(out.isOk());
  EXPECT_FALSE(out->effects[0].moraleCheck);
  // No row for cuirassiers: the log says the check is unknown rather than guess.
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-2"}, b.hex(4, 6), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  out = resolveFire(b.battle, state, *plan, 43);
  ASSERT_TRUE(out.isOk());
  EXPECT_FALSE(out->effects[0].moraleCheck);
  EXPECT_TRUE(has(out->log, "whether it checks morale is unknown")) << out->log;
}

TEST(FireBataille, ResolveRefusesARollOfTheWrongDie) {
  BatailleBattle b;
  b.add("pl-b", "foot-artillery", b.hex(2, 4), "unlimbered", battery(9));
  b.add("au-1", "linie", b.hex(4, 4), "column", ligne(5, 2));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-b"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_FALSE(resolveFire(b.battle, state, *plan, 17).isOk());
  EXPECT_FALSE(resolveFire(b.battle, state, *plan, std::nullopt).isOk());
}

TEST(FireBataille, TheSamplesLackTheFireCombatChart) {
  // Raszyn's charts are all there but the series' Fire Combat Chart is not in the special rules.
  BatailleBattle b;
  std::erase_if(b.battle.rules, [](const RuleTable& t) { return t.code == "fire-combat"; });
  for (const RuleTable& t : testing::loadSample("raszyn-1809").rules) EXPECT_NE(t.code, "fire-combat");
  for (const RuleTable& t : testing::loadSample("heilsberg-1807").rules) EXPECT_NE(t.code, "fire-combat");
}

// ---- Racławice ----------------------------------------------------------------------------------------------------

UnitValues rac(int strength, int firepower, int morale) {
  return {{"strength", std::to_string(strength)},
          {"firepower", std::to_string(firepower)},
          {"morale", std::to_string(morale)}};
}

TEST(FireRaclawice, FirepowerDividedByDistanceRoundedHalfUp) {
  // [10.9.4] a)-c) and [3.4] Fractions: 5 at 2 hexes is 2.5, read as 3 (row 3-5); 7 at 3 is 2.33, read as 2.
  struct Case {
    int firepower, col;
    const char* row;
  };
  for (Case c : {Case{5, 4, "3-5"}, Case{7, 3, "1-2"}}) {
    RaclawiceBattle b;
    b.battle.rules.push_back(testing::rangedCombatTable());
    b.add("pl-1", "pl", "infantry", b.hex(c.col, 4), rac(4, c.firepower, 6));
    b.add("ru-1", "ru", "infantry", b.hex(6, 4), rac(4, 3, 6));
    PlayState state = b.start();
    auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(6, 4), {}});
    ASSERT_TRUE(plan.isOk()) << plan.status().message();
    EXPECT_EQ(plan->rowKey, c.row) << c.firepower;
  }
}

TEST(FireRaclawice, RangeFromTheBattlesTable) {
  RaclawiceBattle b;
  b.battle.rules.push_back(testing::rangedCombatTable());
  b.add("pl-c", "pl", "cavalry", b.hex(2, 4), rac(3, 6, 6));
  b.add("ru-1", "ru", "infantry", b.hex(5, 4), rac(4, 3, 6));
  auto plan = prepareFire(b.battle, b.played(), b.start(), FireOrder{{"pl-c"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "cavalry fire up to 2")) << plan.status().message();
  std::erase_if(b.battle.rules, [](const RuleTable& t) { return t.code == "fire-range"; });
  plan = prepareFire(b.battle, b.played(), b.start(), FireOrder{{"pl-c"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"fire-range\"")) << plan.status().message();
}

TEST(FireRaclawice, MoraleCheckOnTheDie) {
  RaclawiceBattle b;
  b.battle.rules.push_back(testing::rangedCombatTable());
  b.battle.rules.push_back(
      testing::modifiersTable("fire-morale-modifiers", {"die"}, {{"Defending unit in a Woods hex", "-1"}}));
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), rac(4, 4, 6));
  b.add("ru-1", "ru", "infantry", b.hex(5, 4), rac(4, 3, 5)).counters = 1;
  PlayState state = b.start();
  FireOrder order{{"pl-1"}, b.hex(5, 4), {{"fire-morale-modifiers", "Defending unit in a Woods hex"}}};
  auto plan = prepareFire(b.battle, b.played(), state, order);
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->result, "M");  // 4 at 1 hex: row 3-5
  EXPECT_TRUE(plan->moraleCheck);
  EXPECT_EQ(plan->moraleModifier, -1);
  EXPECT_EQ(plan->die, DieKind::D10);
  // 6 - 1 = 5 against morale 5: passed.
  auto out = resolveFire(b.battle, state, *plan, 6);
  ASSERT_TRUE(out.isOk()) << out.status().message();
  EXPECT_TRUE(out->effects.empty());
  EXPECT_TRUE(has(out->log, "passed")) << out->log;
  // 7 - 1 = 6: failed, withdraws, no loss.
  out = resolveFire(b.battle, state, *plan, 7);
  ASSERT_TRUE(out.isOk());
  ASSERT_EQ(out->effects.size(), 1u);
  EXPECT_TRUE(out->effects[0].withdraw);
  EXPECT_EQ(out->effects[0].losses, 0);
  // [10.9.7]: 9 or more withdraws with a step loss; one counter has two levels, so a second loss eliminates.
  state.unit("ru-1")->losses = 1;
  b.battle.army.units.back().losses.push_back(LossStep{"1 back", rac(2, 2, 4)});
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(5, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->morale, 4);  // the "1 back" step's morale
  out = resolveFire(b.battle, state, *plan, 9);
  ASSERT_TRUE(out.isOk());
  ASSERT_EQ(out->effects.size(), 1u);
  EXPECT_EQ(out->effects[0].losses, 1);
  EXPECT_TRUE(out->effects[0].eliminated);
  ASSERT_TRUE(applyFire(b.battle, *out, state).isOk());
  EXPECT_TRUE(state.unit("ru-1")->eliminated);
}

TEST(FireRaclawice, RefusesUnknownFirepowerAndAMissingTable) {
  RaclawiceBattle b;
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), {{"strength", "4"}});
  b.add("pl-2", "pl", "infantry", b.hex(4, 5), rac(4, 6, 6));
  b.add("ru-1", "ru", "infantry", b.hex(5, 4), rac(4, 3, 5));
  PlayState state = b.start();
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"firepower\"")) << plan.status().message();
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-2"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"ranged-combat\"")) << plan.status().message();
}

TEST(FireRaclawice, SimultaneousFireNeedsOneTypeSideBySide) {
  RaclawiceBattle b;
  b.battle.rules.push_back(testing::rangedCombatTable());
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), rac(4, 6, 6));
  b.add("pl-c", "pl", "cavalry", b.hex(4, 5), rac(3, 4, 6));
  b.add("pl-2", "pl", "infantry", b.hex(7, 4), rac(4, 6, 6));
  b.add("ru-1", "ru", "infantry", b.hex(5, 4), rac(4, 3, 5));
  PlayState state = b.start();
  ASSERT_EQ(distance(b.hex(4, 5), b.hex(5, 4)), 1);
  auto plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1", "pl-c"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "[10.9.6]")) << plan.status().message();
  plan = prepareFire(b.battle, b.played(), state, FireOrder{{"pl-1", "pl-2"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "not beside")) << plan.status().message();
}

TEST(FireRaclawice, NoFireIntoOrOutOfAMeleeHex) {
  RaclawiceBattle b;
  b.battle.rules.push_back(testing::rangedCombatTable());
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), rac(4, 6, 6));
  b.add("ru-1", "ru", "infantry", b.hex(5, 4), rac(4, 3, 5));
  b.add("pl-2", "pl", "infantry", b.hex(5, 4), rac(4, 3, 5));
  auto plan = prepareFire(b.battle, b.played(), b.start(), FireOrder{{"pl-1"}, b.hex(5, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "[10.6]")) << plan.status().message();
}

TEST(FireRaclawice, TheSampleRefusesNamingTheUnknownValue) {
  Battle battle = testing::loadSample("raclawice-1794");
  PlayState state = startPlay(battle, battle.scenarios.front().code).value();
  // A Polish infantry company and a Russian unit moved next to it: the sample's counters print no firepower.
  UnitState* pl = nullptr;
  UnitState* ru = nullptr;
  for (UnitState& u : state.units) {
    if (!u.hex) continue;
    const Unit& unit = *battle.army.unit(u.unit);
    const std::string side = battle.army.sideOfUnit(unit);
    if (side == "pl" && !pl && unit.troopType == "infantry") pl = &u;
    if (side == "ru" && !ru) ru = &u;
  }
  ASSERT_TRUE(pl && ru);
  pl->facing.reset();  // no front hexsides to aim through
  for (int d = 0; d < 6; ++d) {
    Hex next = neighbour(*pl->hex, d);
    if (battle.map.contains(next) && state.unitsAt(next).empty()) ru->hex = next;
  }
  ASSERT_EQ(distance(*pl->hex, *ru->hex), 1);
  auto plan = prepareFire(battle, battle.scenarios.front(), state, FireOrder{{pl->unit}, *ru->hex, {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), battle.army.unit(pl->unit)->name)) << plan.status().message();
  EXPECT_TRUE(has(plan.status().message(), "\"firepower\"")) << plan.status().message();
}

}  // namespace
}  // namespace cartouche
