// Melee: La Bataille's shrinking melee values, declared value modifiers, odds on the battle's melee table and its
// results; Racławice's stacks, opposed d10 rolls with the battle's modifiers, ties, losses and withdrawal; and the
// refusals when a table is missing.
#include "play/melee.h"

#include <gtest/gtest.h>

#include "combat_battles.h"

namespace cartouche {
namespace {

using testing::BatailleBattle;
using testing::RaclawiceBattle;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

UnitValues bat(int increments, int melee) {
  return {{"increments", std::to_string(increments)}, {"melee", std::to_string(melee)}};
}

// A melee table in the README's structure, the tests' own cells.
RuleTable meleeTable() {
  return testing::diceTable("melee", "Melee", DieKind::TwoDiceBase6, {"1:2", "1:1", "2:1", "3:1+"},
                            {{"11-26", "AR", "AD", "-", "DD"},
                             {"31-46", "AD", "-", "DD", "D1 DD"},
                             {"51-66", "A1 AD", "DD", "D2 DR", "D2 DR"}});
}

TEST(MeleeBataille, ValuesShrinkAddUpAndReadTheOddsColumn) {
  BatailleBattle b;
  b.battle.rules.push_back(meleeTable());
  b.add("pl-1", "ligne", b.hex(3, 4), "column", bat(5, 15));
  b.add("pl-2", "ligne", b.hex(3, 5), "column", bat(4, 10));
  b.add("au-1", "linie", b.hex(4, 4), "column", bat(6, 11));
  PlayState state = b.start();
  state.unit("pl-1")->losses = 1;
  auto plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1", "pl-2"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->attack, Ratio::of(22));  // 12 + 10
  EXPECT_EQ(plan->defence, Ratio::of(11));
  EXPECT_EQ(plan->column.heading, "2:1");
  auto out = resolveMelee(b.battle, state, *plan, MeleeRolls{55});
  ASSERT_TRUE(out.isOk()) << out.status().message();
  EXPECT_EQ(out->result, "D2 DR");
  EXPECT_EQ(out->log.rfind("55 on Melee 2:1: D2 DR", 0), 0u) << out->log;
  ASSERT_TRUE(applyMelee(*out, state).isOk());
  EXPECT_EQ(state.unit("au-1")->losses, 2);
  EXPECT_TRUE(state.unit("au-1")->routed);
  EXPECT_FALSE(state.unit("pl-1")->routed);
}

TEST(MeleeBataille, DeclaredValueModifiersFromTheBattlesTable) {
  BatailleBattle b;
  b.battle.rules.push_back(meleeTable());
  b.battle.rules.push_back(testing::sampleTable("raszyn-1809", "melee-value-modifiers"));
  b.add("pl-1", "ligne", b.hex(3, 4), "column", bat(5, 10));
  b.add("au-1", "linie", b.hex(4, 4), "column", bat(5, 10));
  PlayState state = b.start();
  // Raszyn: an assault in the flank doubles the attacker; a disordered defender is halved.
  MeleeOrder order{{"pl-1"},
                   b.hex(4, 4),
                   {{"melee-value-modifiers", "Defender is assaulted in flank"},
                    {"melee-value-modifiers", "Defender is Disordered (Infantry/Artillery)"}}};
  auto plan = prepareMelee(b.battle, state, order);
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->attack, Ratio::of(20));
  EXPECT_EQ(plan->defence, Ratio::of(5));
  EXPECT_EQ(plan->column.heading, "3:1+");
  // The lancers' row gives no multiplier: refused, naming it.
  order.conditions = {{"melee-value-modifiers", "Lancers add their bonus, per hex line (+B)"}};
  plan = prepareMelee(b.battle, state, order);
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "gives no modifier or multiplier")) << plan.status().message();
}

TEST(MeleeBataille, DisorderOnTheLosingSide) {
  BatailleBattle b;
  b.battle.rules.push_back(meleeTable());
  b.add("pl-1", "ligne", b.hex(3, 4), "column", bat(5, 5));
  b.add("au-1", "linie", b.hex(4, 4), "column", bat(5, 10));
  PlayState state = b.start();
  auto plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->column.heading, "1:2");
  auto out = resolveMelee(b.battle, state, *plan, MeleeRolls{61});
  ASSERT_TRUE(out.isOk()) << out.status().message();
  ASSERT_TRUE(applyMelee(*out, state).isOk());
  EXPECT_TRUE(state.unit("pl-1")->disordered);
  EXPECT_EQ(state.unit("pl-1")->losses, 1);
  EXPECT_FALSE(state.unit("au-1")->disordered);
}

TEST(MeleeBataille, RefusesAMissingTableAnUnknownValueAndABadCell) {
  BatailleBattle b;
  b.add("pl-1", "ligne", b.hex(3, 4), "column", bat(5, 15));
  b.add("pl-2", "ligne", b.hex(3, 5), "column", {{"increments", "4"}});
  b.add("au-1", "linie", b.hex(4, 4), "column", bat(6, 11));
  PlayState state = b.start();
  auto plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"melee\"")) << plan.status().message();
  b.battle.rules.push_back(meleeTable());
  plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-2"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"pl-2\": its \"melee\" is unknown")) << plan.status().message();
  b.battle.rules.back().rows[0][2] = "X9";
  plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  auto out = resolveMelee(b.battle, state, *plan, MeleeRolls{11});
  ASSERT_FALSE(out.isOk());
  EXPECT_TRUE(has(out.status().message(), "\"X9\"")) << out.status().message();
  EXPECT_TRUE(has(out.status().message(), "table \"melee\" row 1")) << out.status().message();
  // Not next to the hex it assaults.
  b.add("pl-3", "ligne", b.hex(1, 4), "column", bat(5, 15));
  plan = prepareMelee(b.battle, b.start(), MeleeOrder{{"pl-3"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "not next to")) << plan.status().message();
}

// ---- Racławice ----------------------------------------------------------------------------------------------------

RuleTable meleeModifiers() {
  return testing::modifiersTable("melee-combat-modifiers", {"attacker", "defender"},
                                 {{"Attack into a flank zone", "+2", ""}, {"Defender in a village", "", "+1"}});
}

TEST(MeleeRaclawice, StacksAddStrengthAndTheLowerRollLoses) {
  RaclawiceBattle b;
  b.battle.rules.push_back(meleeModifiers());
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), {{"strength", "4"}}).counters = 2;
  b.add("pl-2", "pl", "infantry", b.hex(4, 4), {{"strength", "3"}}).counters = 2;
  b.add("ru-1", "ru", "infantry", b.hex(4, 4), {{"strength", "5"}}).counters = 1;
  PlayState state = b.start();
  MeleeOrder order{
      {"pl-1"},
      b.hex(4, 4),
      {{"melee-combat-modifiers", "Attack into a flank zone"}, {"melee-combat-modifiers", "Defender in a village"}}};
  auto plan = prepareMelee(b.battle, state, order);
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->attack, Ratio::of(7));
  EXPECT_EQ(plan->defence, Ratio::of(5));
  EXPECT_EQ(plan->attackerModifier, 2);
  EXPECT_EQ(plan->defenderModifier, 1);
  EXPECT_EQ(plan->die, DieKind::D10);
  // 3 + 2 = 5 against 4 + 1 = 5: a tie goes to the attacker ([11.7]).
  auto out = resolveMelee(b.battle, state, *plan, MeleeRolls{3, 4});
  ASSERT_TRUE(out.isOk()) << out.status().message();
  EXPECT_TRUE(out->attackerWon);
  EXPECT_TRUE(has(out->log, "attacker 3 + 2 = 5, defender 4 + 1 = 5: attacker wins")) << out->log;
  ASSERT_TRUE(applyMelee(*out, state).isOk());
  // [11.8]: the winner loses one step (the top unit), the loser two and withdraws: one counter, so eliminated.
  EXPECT_EQ(state.unit("pl-2")->losses, 1);
  EXPECT_EQ(state.unit("pl-1")->losses, 0);
  EXPECT_TRUE(state.unit("ru-1")->eliminated);
  // The defender rolling higher wins.
  state = b.start();
  out = resolveMelee(b.battle, state, *plan, MeleeRolls{2, 6});
  ASSERT_TRUE(out.isOk());
  EXPECT_FALSE(out->attackerWon);
  ASSERT_TRUE(applyMelee(*out, state).isOk());
  EXPECT_EQ(state.unit("ru-1")->losses, 1);
  EXPECT_EQ(state.unit("pl-2")->losses, 2);
  EXPECT_FALSE(state.unit("pl-2")->eliminated);  // two counters, four levels
}

TEST(MeleeRaclawice, ArtilleryAloneDefendsAsStrengthOneAndWithFriendsStandsAside) {
  RaclawiceBattle b;
  b.battle.rules.push_back(meleeModifiers());
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), {{"strength", "4"}});
  b.add("ru-gun", "ru", "artillery", b.hex(4, 4), {});
  PlayState state = b.start();
  auto plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->defence, Ratio::of(1));  // [11.10]
  b.add("ru-1", "ru", "infantry", b.hex(4, 4), {{"strength", "3"}});
  state = b.start();
  plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_EQ(plan->defence, Ratio::of(3));  // [11.11]: the gun does not fight
  ASSERT_EQ(plan->bystanders, std::vector<std::string>{"ru-gun"});
  auto out = resolveMelee(b.battle, state, *plan, MeleeRolls{5, 1});
  ASSERT_TRUE(out.isOk()) << out.status().message();
  ASSERT_TRUE(applyMelee(*out, state).isOk());
  EXPECT_TRUE(state.unit("ru-gun")->eliminated);  // [11.11]: the others withdraw, the gun is lost
}

TEST(MeleeRaclawice, RefusesWithoutTheModifiersTableOrAStrength) {
  RaclawiceBattle b;
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), {{"strength", "4"}});
  b.add("ru-1", "ru", "infantry", b.hex(4, 4), {});
  PlayState state = b.start();
  auto plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"strength\"")) << plan.status().message();
  state.unit("ru-1")->eliminated = true;
  b.add("ru-2", "ru", "infantry", b.hex(4, 4), {{"strength", "2"}});
  state = b.start();
  state.unit("ru-1")->eliminated = true;
  plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "\"melee-combat-modifiers\"")) << plan.status().message();
  // An attacker outside the melee hex.
  b.battle.rules.push_back(meleeModifiers());
  b.add("pl-2", "pl", "infantry", b.hex(5, 4), {{"strength", "4"}});
  plan = prepareMelee(b.battle, b.start(), MeleeOrder{{"pl-2"}, b.hex(4, 4), {}});
  ASSERT_FALSE(plan.isOk());
  EXPECT_TRUE(has(plan.status().message(), "[11.1]")) << plan.status().message();
  // Both dice are needed.
  state = b.start();
  state.unit("ru-1")->eliminated = true;
  plan = prepareMelee(b.battle, state, MeleeOrder{{"pl-1"}, b.hex(4, 4), {}});
  ASSERT_TRUE(plan.isOk()) << plan.status().message();
  EXPECT_FALSE(resolveMelee(b.battle, state, *plan, MeleeRolls{3}).isOk());
  EXPECT_FALSE(resolveMelee(b.battle, state, *plan, MeleeRolls{3, 10}).isOk());
}

}  // namespace
}  // namespace cartouche
