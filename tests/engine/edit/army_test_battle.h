// A small battle with armies for the army and set-up command tests: two sides, a tree three levels deep, units with
// values and loss steps, leaders (diacritics kept), and three scenarios, one a variant of another, with placements,
// leaders on units, a reinforcement, morale levels and victory conditions. Plus the checks every command test makes:
// apply, undo and redo restore the battle exactly, and a refusal leaves it untouched.
#pragma once

#include <gtest/gtest.h>

#include "edit/command.h"
#include "support/test_battle.h"

namespace cartouche::testing {

inline Unit armyUnit(const char* code, const char* node, const char* name, const char* type) {
  Unit u;
  u.code = code;
  u.node = node;
  u.name = name;
  u.shortName = name;
  u.troopType = type;
  return u;
}

inline OobNode armyNode(const char* code, const char* parent, const char* side, const char* name) {
  OobNode n;
  n.code = code;
  n.parent = parent;
  n.side = side;
  n.name = name;
  n.level = "brigade";
  return n;
}

struct ArmyBattle {
  SmallBattle small;
  Battle& battle = small.battle;

  ArmyBattle() {
    ArmyVocabulary& v = battle.armyVocabulary;
    v.troopTypes = {{"line-infantry", "Line infantry", Arm::Infantry, false},
                    {"kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry, false},
                    {"uhlans", "Uhlans", Arm::Cavalry, true},
                    {"foot-artillery", "Foot artillery", Arm::Artillery, false}};
    v.fields = {{"strength", "Strength", ValueKind::Integer, ""},
                {"morale", "Morale", ValueKind::Integer, ""},
                {"ranges", "Ranges", ValueKind::Text, "artillery ranges"}};
    v.formations = {{"column", "Column", FacingRule::Hexside, false, true, {"line"}, ""},
                    {"line", "Line", FacingRule::Vertex, true, true, {"column"}, ""},
                    {"skirmish", "Skirmish order", FacingRule::Either, true, false, {}, ""}};
    Army& a = battle.army;
    a.sides = {{"pl", "Polish army", {200, 60, 60, 255}}, {"ru", "Russian army", {60, 160, 60, 255}}};
    a.nodes = {armyNode("pl-army", "", "pl", "Armia Koronna"),
               armyNode("pl-div1", "pl-army", "pl", "Dywizja gen. Zajączka"),
               armyNode("pl-bde1", "pl-div1", "pl", "2 Pułk Piechoty Koronnej"),
               armyNode("pl-bde2", "pl-div1", "pl", "Brygada Kawalerii"),
               armyNode("pl-kos", "pl-army", "pl", "Kosynierzy krakowscy"),
               armyNode("ru-corps", "", "ru", "Korpus Tormasowa"),
               armyNode("ru-bde", "ru-corps", "ru", "Jekatierynosławski")};
    Unit kos = armyUnit("pl-kos-1", "pl-kos", "1/Kosynier", "kosynierzy");
    kos.values = {{"strength", "9"}};
    kos.losses = {{"1 back", {{"strength", "6"}}}, {"2", {}}};
    kos.counters = 3;
    Unit inf1 = armyUnit("pl-2pp-1", "pl-bde1", "1/II/2 pp", "line-infantry");
    inf1.values = {{"strength", "6"}, {"morale", "3"}};
    a.units = {kos,
               inf1,
               armyUnit("pl-2pp-2", "pl-bde1", "2/II/2 pp", "line-infantry"),
               armyUnit("pl-uhl", "pl-bde2", "Ułani Ślaskiego", "uhlans"),
               armyUnit("ru-1", "ru-bde", "1/Jekatierynosławski", "line-infantry"),
               armyUnit("ru-guns", "ru-bde", "Działa 13-18", "foot-artillery")};
    a.units.back().values = {{"ranges", "4-8-12"}};
    Leader kosciuszko{"kosciuszko", "pl", "Tadeusz Kościuszko", "Commander-in-Chief", {"pl-army"}, {}, 4, "", ""};
    Leader zajaczek{"zajaczek", "pl", "Józef Zajączek", "gen.", {"pl-div1", "pl-bde2"}, {{"morale", "1"}}, 3, "", ""};
    Leader denisov{"denisov", "ru", "Fiodor Denisow", "gen.", {"ru-corps"}, {}, std::nullopt, "", ""};
    a.leaders = {kosciuszko, zajaczek, denisov};

    Scenario h1;
    h1.code = "historical-1";
    h1.name = "Historical, first variant";
    h1.turns = 16;
    h1.turnMinutes = 20;
    h1.setup = {{"pl-kos-1", hex(2, 2), std::nullopt, "column", 0, ""},
                {"pl-2pp-1", hex(3, 3), hex(4, 3), "line", 1, ""},
                {"pl-2pp-2", hex(3, 3), std::nullopt, "column", 2, ""},
                {"ru-1", hex(8, 5), std::nullopt, "", std::nullopt, "as printed"}};
    h1.leaders = {{"kosciuszko", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""},
                  {"zajaczek", LeaderAt::Unit, std::nullopt, "pl-2pp-1", ""}};
    h1.reinforcements = {{12, {"ru-guns"}, {"denisov"}, {hex(0, 9)}, WhenOccupied::NearestFree, ""}};
    h1.turnTrack.duskTurns = {14};
    h1.turnTrack.notes = {{8, "Ślaski's chit available"}};
    h1.morale = {{"pl", "", 5, ""}, {"pl", "pl-div1", 3, ""}};
    h1.victory.automaticPoints = {{"pl", 10}, {"ru", 12}};
    h1.victory.objectives = {{hex(5, 5), "Racławice", "pl", 2}};
    Scenario h2;
    h2.code = "historical-2";
    h2.name = "Historical, second variant";
    h2.base = "historical-1";
    h2.setup = {{"pl-uhl", hex(6, 6), std::nullopt, "column", 4, ""}};
    h2.removed = {"pl-2pp-2"};
    Scenario hyp;
    hyp.code = "hypothetical";
    hyp.name = "Hypothetical";
    hyp.setup = {{"pl-kos-1", hex(1, 1), std::nullopt, "", std::nullopt, ""},
                 {"ru-guns", hex(9, 9), std::nullopt, "", std::nullopt, ""}};
    battle.scenarios = {h1, h2, hyp};
  }
  Hex hex(int col, int row) const { return small.hex(col, row); }
};

// Applies `cmd` to a copy of `start`, then its inverse, then the inverse of that: the battle must differ after the
// first, equal `start` after the second, and equal the first result after the third. Returns the first result.
inline Battle applyUndoRedo(const Battle& start, const Command& cmd, ChangeSet* changes = nullptr) {
  Battle b = start;
  ChangeSet applied;
  Result<CommandPtr> inverse = cmd.apply(b, applied);
  EXPECT_TRUE(inverse) << inverse.status().message();
  if (!inverse) return b;
  const Battle after = b;
  EXPECT_FALSE(after == start) << cmd.describe(start) << " changed nothing";
  ChangeSet undone;
  Result<CommandPtr> redo = (*inverse)->apply(b, undone);
  EXPECT_TRUE(redo) << redo.status().message();
  if (!redo) return after;
  EXPECT_TRUE(b == start) << "undoing " << cmd.describe(start) << " did not restore the battle";
  ChangeSet redone;
  Result<CommandPtr> again = (*redo)->apply(b, redone);
  EXPECT_TRUE(again) << again.status().message();
  EXPECT_TRUE(b == after) << "redoing " << cmd.describe(start) << " did not give the same battle";
  applied.normalize();
  if (changes) *changes = applied;
  return after;
}

// `cmd` is refused with exactly `message`, and neither the battle nor the change set is touched.
inline void expectRefused(const Battle& start, const Command& cmd, const std::string& message) {
  Battle b = start;
  ChangeSet changes;
  Result<CommandPtr> applied = cmd.apply(b, changes);
  ASSERT_FALSE(applied) << "expected refusal: " << message;
  EXPECT_EQ(applied.status().message(), message);
  EXPECT_TRUE(b == start) << message;
  EXPECT_TRUE(changes.empty()) << message;
}

// Every node lies after its parent and each subtree is contiguous (a pre-order walk).
inline ::testing::AssertionResult inPreOrder(const Army& army) {
  for (size_t i = 0; i < army.nodes.size(); ++i) {
    const OobNode& n = army.nodes[i];
    if (n.parent.empty()) continue;
    size_t p = 0;
    while (p < i && army.nodes[p].code != n.parent) ++p;
    if (p == i) return ::testing::AssertionFailure() << n.code << " does not follow its parent " << n.parent;
    for (size_t k = p + 1; k < i; ++k)
      if (!army.isUnder(army.nodes[k].code, n.parent))
        return ::testing::AssertionFailure() << army.nodes[k].code << " breaks the subtree of " << n.parent;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace cartouche::testing
