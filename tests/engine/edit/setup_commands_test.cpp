// Set-up commands: placing, turning, moving and removing a unit in one scenario (a drag of five steps is one undo
// step), restacking a hex, placing leaders, editing reinforcements and copying a set-up into a variant; each undone
// exactly, each naming its scenario and the hexes it touched, each refusal leaving the battle untouched. SetScenario's
// base and set-up marks are here too.
#include "edit/setup_commands.h"

#include <gtest/gtest.h>

#include "command_checks.h"
#include "edit/document.h"
#include "edit/scenario_commands.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

using testing::applyUndoRedo;
using ArmyBattle = testing::CommandArmyBattle;
using testing::expectRefused;

Placement at(const char* unit, Hex hex, const char* formation = "column", std::optional<Facing> facing = 0) {
  return Placement{unit, hex, std::nullopt, formation, facing, ""};
}

std::vector<std::string> rowUnits(const Scenario& s) {
  std::vector<std::string> out;
  for (const Placement& p : s.setup) out.push_back(p.unit);
  return out;
}

bool has(const std::vector<Hex>& hexes, Hex h) { return std::find(hexes.begin(), hexes.end(), h) != hexes.end(); }

TEST(SetPlacement, PlacesOnTopTurnsInPlaceMovesAndRemoves) {
  ArmyBattle f;
  ChangeSet changes;
  // A new row goes on top of the stack in 0303.
  Battle placed = applyUndoRedo(f.battle, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(3, 3))), &changes);
  EXPECT_EQ(rowUnits(placed.scenarios[0]),
            (std::vector<std::string>{"pl-kos-1", "pl-2pp-1", "pl-2pp-2", "ru-1", "pl-uhl"}));
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_EQ(changes.unitHexes, (std::vector<Hex>{f.hex(3, 3)}));
  EXPECT_FALSE(changes.army || changes.scenarios || changes.grid || !changes.hexes.empty());
  // Turning keeps the row where it is.
  Battle turned =
      applyUndoRedo(f.battle, SetPlacement("historical-1", "pl-2pp-2", at("pl-2pp-2", f.hex(3, 3), "column", 5)));
  EXPECT_EQ(rowUnits(turned.scenarios[0]), rowUnits(f.battle.scenarios[0]));
  EXPECT_EQ(turned.scenarios[0].setup[2].facing, 5);
  // Moving to another hex puts it on top there; both hexes of a line are named, old and new.
  Placement line{"", f.hex(6, 4), f.hex(7, 4), "line", 3, ""};
  Battle moved = applyUndoRedo(f.battle, SetPlacement("historical-1", "pl-2pp-1", line), &changes);
  EXPECT_EQ(rowUnits(moved.scenarios[0]), (std::vector<std::string>{"pl-kos-1", "pl-2pp-2", "ru-1", "pl-2pp-1"}));
  EXPECT_EQ(moved.scenarios[0].setup[3].unit, "pl-2pp-1");
  EXPECT_EQ(moved.scenarios[0].setup[3].second, f.hex(7, 4));
  for (Hex h : {f.hex(3, 3), f.hex(4, 3), f.hex(6, 4), f.hex(7, 4)}) EXPECT_TRUE(has(changes.unitHexes, h));
  // Off map: a row with no hex.
  Battle off = applyUndoRedo(f.battle, SetPlacement("historical-1", "ru-1", Placement{"ru-1", {}, {}, "", {}, ""}));
  EXPECT_FALSE(off.scenarios[0].setup[3].hex);
  Battle removed = applyUndoRedo(f.battle, SetPlacement("historical-1", "pl-2pp-1", std::nullopt), &changes);
  EXPECT_EQ(rowUnits(removed.scenarios[0]), (std::vector<std::string>{"pl-kos-1", "pl-2pp-2", "ru-1"}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(4, 3)));
  // A variant gets its own row; the base is untouched.
  Battle variant = applyUndoRedo(f.battle, SetPlacement("historical-2", "ru-1", at("ru-1", f.hex(9, 1))));
  EXPECT_TRUE(variant.scenarios[0] == f.battle.scenarios[0]);
  EXPECT_EQ(rowUnits(variant.scenarios[1]), (std::vector<std::string>{"pl-uhl", "ru-1"}));
}

TEST(SetPlacement, RefusesBadPlacements) {
  ArmyBattle f;
  const Battle& b = f.battle;
  const std::string unit = "scenario \"historical-1\": unit \"pl-uhl\": ";
  expectRefused(b, SetPlacement("historical-9", "pl-uhl", at("pl-uhl", f.hex(1, 1))),
                "there is no scenario \"historical-9\"");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl-9", at("pl-uhl-9", f.hex(1, 1))),
                "scenario \"historical-1\": there is no unit \"pl-uhl-9\"");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(12, 3))),
                unit + "hex 1304 is off the map");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(2, -1))),
                unit + "hex 0300 is off the map");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", Placement{"", f.hex(3, 3), f.hex(5, 3), "line", 1, ""}),
                unit + "second hex 0604 is not next to hex 0404");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", Placement{"", f.hex(0, 0), f.hex(-1, 0), "line", 1, ""}),
                unit + "second hex 0001 is off the map");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", Placement{"", std::nullopt, f.hex(1, 0), "line", 1, ""}),
                unit + "a second hex needs a hex");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(1, 1), "carre")),
                unit + "formation \"carre\" does not exist");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(1, 1), "column", 12)),
                unit + "facing 12 is not between 0 and 11");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("pl-uhl", f.hex(1, 1), "column", -1)),
                unit + "facing -1 is not between 0 and 11");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", at("ru-1", f.hex(1, 1))),
                "scenario \"historical-1\": the placement of unit \"pl-uhl\" names unit \"ru-1\"");
  expectRefused(b, SetPlacement("historical-1", "pl-uhl", std::nullopt),
                "scenario \"historical-1\" has no placement of unit \"pl-uhl\" to remove");
}

TEST(SetPlacement, ADragOfFiveStepsIsOneUndoStep) {
  ArmyBattle f;
  Document doc(f.battle);
  const uint64_t drag = 41;
  for (int col = 4; col <= 8; ++col) {
    auto changes = doc.execute(
        std::make_unique<SetPlacement>("historical-1", "pl-kos-1", at("pl-kos-1", f.hex(col, 2)), "Move 1/Kosynier"),
        drag);
    ASSERT_TRUE(changes) << changes.status().message();
    EXPECT_TRUE(has(changes->unitHexes, f.hex(col, 2)));
  }
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Move 1/Kosynier");
  EXPECT_EQ(doc.battle().scenarios[0].setup.back().hex, f.hex(8, 2));
  auto undone = doc.undo();
  ASSERT_TRUE(undone);
  EXPECT_EQ(undone->setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_TRUE(has(undone->unitHexes, f.hex(2, 2)));
  EXPECT_TRUE(doc.battle() == f.battle);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(doc.battle().scenarios[0].setup.back().hex, f.hex(8, 2));

  SetPlacement one("historical-1", "pl-kos-1", at("pl-kos-1", f.hex(4, 2)), "Move 1/Kosynier");
  EXPECT_TRUE(one.mergedWith(SetPlacement("historical-1", "pl-kos-1", at("pl-kos-1", f.hex(5, 2)), "Move 1/Kosynier")));
  EXPECT_FALSE(one.mergedWith(SetPlacement("historical-1", "ru-1", at("ru-1", f.hex(5, 2)), "Move 1/Kosynier")));
  EXPECT_FALSE(
      one.mergedWith(SetPlacement("historical-2", "pl-kos-1", at("pl-kos-1", f.hex(5, 2)), "Move 1/Kosynier")));
  EXPECT_FALSE(one.mergedWith(SetPlacement("historical-1", "pl-kos-1", at("pl-kos-1", f.hex(5, 2)), "Turn")));
}

TEST(RestackHex, ReordersTheStackAndNothingElse) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, RestackHex("historical-1", f.hex(3, 3), {"pl-2pp-2", "pl-2pp-1"}), &changes);
  EXPECT_EQ(rowUnits(b.scenarios[0]), (std::vector<std::string>{"pl-kos-1", "pl-2pp-2", "pl-2pp-1", "ru-1"}));
  EXPECT_EQ(b.scenarios[0].setup[2].second, f.hex(4, 3));
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(3, 3)));
  expectRefused(f.battle, RestackHex("historical-1", f.hex(3, 3), {"pl-2pp-2"}),
                "scenario \"historical-1\": hex 0404 holds pl-2pp-1, pl-2pp-2, not pl-2pp-2");
  expectRefused(f.battle, RestackHex("historical-1", f.hex(0, 0), {"ru-1"}),
                "scenario \"historical-1\": hex 0101 holds nobody, not ru-1");
  expectRefused(f.battle, RestackHex("nowhere", f.hex(0, 0), {}), "there is no scenario \"nowhere\"");
}

TEST(SetLeaderPlacement, PlacesAtAHexOnAUnitOrAnyOfHisAndRemoves) {
  ArmyBattle f;
  ChangeSet changes;
  Battle hex = applyUndoRedo(
      f.battle,
      SetLeaderPlacement("historical-1", "kosciuszko", LeaderPlacement{"", LeaderAt::Hex, f.hex(2, 2), "", ""}),
      &changes);
  EXPECT_EQ(hex.scenarios[0].leaders[0].at, LeaderAt::Hex);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(2, 2)));
  Battle onUnit = applyUndoRedo(f.battle,
                                SetLeaderPlacement("historical-1", "kosciuszko",
                                                   LeaderPlacement{"", LeaderAt::Unit, std::nullopt, "pl-kos-1", ""}),
                                &changes);
  EXPECT_TRUE(has(changes.unitHexes, f.hex(2, 2)));  // where 1/Kosynier stands
  Battle added = applyUndoRedo(
      f.battle, SetLeaderPlacement("hypothetical", "denisov", LeaderPlacement{"", LeaderAt::OffMap, {}, "", ""}));
  EXPECT_EQ(added.scenarios[2].leaders.size(), 1u);
  Battle removed = applyUndoRedo(f.battle, SetLeaderPlacement("historical-1", "kosciuszko", std::nullopt));
  ASSERT_EQ(removed.scenarios[0].leaders.size(), 1u);
  EXPECT_EQ(removed.scenarios[0].leaders[0].leader, "zajaczek");

  const std::string who = "scenario \"historical-1\": leader \"kosciuszko\": ";
  const Battle& b = f.battle;
  expectRefused(b, SetLeaderPlacement("historical-1", "kosciuszko", LeaderPlacement{"", LeaderAt::Hex, {}, "", ""}),
                who + "placed at a hex, but no hex is given");
  expectRefused(
      b, SetLeaderPlacement("historical-1", "kosciuszko", LeaderPlacement{"", LeaderAt::Hex, f.hex(20, 2), "", ""}),
      who + "hex 2103 is off the map");
  expectRefused(b,
                SetLeaderPlacement("historical-1", "kosciuszko",
                                   LeaderPlacement{"", LeaderAt::AnyOfHisUnits, f.hex(1, 1), "", ""}),
                who + "hex 0202 is given, but he is not placed at a hex");
  expectRefused(
      b, SetLeaderPlacement("historical-1", "kosciuszko", LeaderPlacement{"", LeaderAt::Unit, {}, "pl-kos-9", ""}),
      who + "unit \"pl-kos-9\" does not exist");
  expectRefused(
      b, SetLeaderPlacement("historical-1", "kosciuszko", LeaderPlacement{"", LeaderAt::OffMap, {}, "pl-kos-1", ""}),
      who + "unit \"pl-kos-1\" is given, but he is not placed on a unit");
  expectRefused(b, SetLeaderPlacement("historical-1", "poniatowski", LeaderPlacement{}),
                "scenario \"historical-1\": there is no leader \"poniatowski\"");
  expectRefused(b, SetLeaderPlacement("hypothetical", "denisov", std::nullopt),
                "scenario \"hypothetical\" has no placement of leader \"denisov\" to remove");
}

TEST(SetReinforcement, AppendsReplacesInsertsAndRemoves) {
  ArmyBattle f;
  Reinforcement late{14, {"ru-1"}, {}, {f.hex(11, 0), f.hex(11, 1)}, WhenOccupied::Wait, "or the closest hex"};
  ChangeSet changes;
  Battle appended = applyUndoRedo(f.battle, SetReinforcement("historical-1", 1, late), &changes);
  ASSERT_EQ(appended.scenarios[0].reinforcements.size(), 2u);
  EXPECT_EQ(appended.scenarios[0].reinforcements[1], late);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(11, 1)));
  Battle replaced = applyUndoRedo(f.battle, SetReinforcement("historical-1", 0, late), &changes);
  EXPECT_EQ(replaced.scenarios[0].reinforcements, (std::vector<Reinforcement>{late}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(0, 9)));
  Battle inserted = applyUndoRedo(f.battle, SetReinforcement("historical-1", 0, late, "", true));
  ASSERT_EQ(inserted.scenarios[0].reinforcements.size(), 2u);
  EXPECT_EQ(inserted.scenarios[0].reinforcements[0], late);
  Battle removed = applyUndoRedo(f.battle, SetReinforcement("historical-1", 0, std::nullopt));
  EXPECT_TRUE(removed.scenarios[0].reinforcements.empty());

  const Battle& b = f.battle;
  const std::string r = "scenario \"historical-1\": reinforcement 1: ";
  auto with = [&](auto change) {
    Reinforcement x = late;
    change(x);
    return SetReinforcement("historical-1", 0, x);
  };
  expectRefused(b, with([](Reinforcement& x) { x.turn = 0; }), r + "turn 0 is before turn 1");
  expectRefused(b, with([](Reinforcement& x) { x.turn = 17; }), r + "turn 17 is after the last turn, 16");
  expectRefused(b, with([](Reinforcement& x) { x.units.clear(); }), r + "nobody arrives");
  expectRefused(b, with([](Reinforcement& x) { x.units = {"ru-9"}; }), r + "unit \"ru-9\" does not exist");
  expectRefused(b, with([](Reinforcement& x) { x.units = {"ru-1", "ru-1"}; }), r + "unit \"ru-1\" is named twice");
  expectRefused(b, with([](Reinforcement& x) { x.leaders = {"suvorov"}; }), r + "leader \"suvorov\" does not exist");
  expectRefused(b, with([&](Reinforcement& x) { x.entry = {f.hex(12, 0)}; }), r + "entry hex 1301 is off the map");
  expectRefused(b, SetReinforcement("historical-1", 2, late), "scenario \"historical-1\" has no reinforcement 3");
  expectRefused(b, SetReinforcement("historical-1", 1, std::nullopt),
                "scenario \"historical-1\" has no reinforcement 2");
  expectRefused(b, SetReinforcement("hystorical", 0, late), "there is no scenario \"hystorical\"");
}

TEST(CopySetup, CopiesTheEffectiveSetUpIntoAVariantThatKeepsItsBase) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, CopySetup("historical-1", "historical-2"), &changes);
  const Scenario& v = b.scenarios[1];
  EXPECT_EQ(v.base, "historical-1");
  EXPECT_EQ(v.setup, f.battle.scenarios[0].setup);
  EXPECT_EQ(v.leaders, f.battle.scenarios[0].leaders);
  EXPECT_EQ(v.reinforcements, f.battle.scenarios[0].reinforcements);
  EXPECT_TRUE(v.removed.empty());
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-2"}));
  EXPECT_TRUE(has(changes.unitHexes, f.hex(6, 6)));  // the uhlans' own row is gone
  const EffectiveSetup from = effectiveSetup(b.scenarios, b.scenarios[0]);
  const EffectiveSetup to = effectiveSetup(b.scenarios, v);
  EXPECT_EQ(to.units, from.units);
  EXPECT_EQ(to.leaders, from.leaders);
  EXPECT_EQ(to.reinforcements, from.reinforcements);
}

TEST(CopySetup, CopyingAnotherScenarioRemovesWhatTheBaseWouldStillBring) {
  ArmyBattle f;
  Battle b = applyUndoRedo(f.battle, CopySetup("hypothetical", "historical-2"));
  const Scenario& v = b.scenarios[1];
  EXPECT_EQ(v.setup, f.battle.scenarios[2].setup);
  EXPECT_EQ(v.removed, (std::vector<std::string>{"pl-2pp-1", "pl-2pp-2", "ru-1", "kosciuszko", "zajaczek", "denisov"}));
  const EffectiveSetup to = effectiveSetup(b.scenarios, v);
  EXPECT_EQ(to.units, effectiveSetup(b.scenarios, b.scenarios[2]).units);
  EXPECT_TRUE(to.leaders.empty());
  EXPECT_TRUE(to.reinforcements.empty());
  // A variant's effective set-up, copied into a scenario with no base.
  Battle back = applyUndoRedo(f.battle, CopySetup("historical-2", "hypothetical"));
  EXPECT_EQ(effectiveSetup(back.scenarios, back.scenarios[2]).units,
            effectiveSetup(f.battle.scenarios, f.battle.scenarios[1]).units);
  expectRefused(f.battle, CopySetup("historical-1", "historical-1"),
                "scenario \"historical-1\" cannot copy its set-up into itself");
  expectRefused(f.battle, CopySetup("historical-1", "historical-3"), "there is no scenario \"historical-3\"");
  expectRefused(f.battle, CopySetup("historical-0", "historical-2"), "there is no scenario \"historical-0\"");
}

TEST(SetScenario, ANewCodeCarriesThroughToVariantsAndABaseIsNeverLeftDangling) {
  ArmyBattle f;
  Scenario h1 = f.battle.scenarios[0];
  h1.code = "historical";
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetScenario("historical-1", h1), &changes);
  EXPECT_EQ(b.scenarios[1].base, "historical");
  EXPECT_TRUE(changes.scenarios);
  expectRefused(f.battle, SetScenario("historical-1", std::nullopt),
                "scenario \"historical-1\" is the base of scenario \"historical-2\"");
  Scenario v = f.battle.scenarios[2];
  v.base = "historical-9";
  expectRefused(f.battle, SetScenario("hypothetical", v),
                "scenario \"hypothetical\": base scenario \"historical-9\" does not exist");
  v.base = "hypothetical";
  expectRefused(f.battle, SetScenario("hypothetical", v), "scenario \"hypothetical\": base is the scenario itself");
  h1 = f.battle.scenarios[0];
  h1.base = "historical-2";
  expectRefused(f.battle, SetScenario("historical-1", h1),
                "scenario \"historical-1\": base scenario \"historical-2\" is itself built on \"historical-1\"");
  // Removing the variant first, then its base, is fine.
  Battle noVariant = applyUndoRedo(f.battle, SetScenario("historical-2", std::nullopt));
  applyUndoRedo(noVariant, SetScenario("historical-1", std::nullopt));
}

TEST(SetScenario, MarksTheSetUpWhenTurnTrackMoraleOrVictoryChangeAndChecksThem) {
  ArmyBattle f;
  Scenario s = f.battle.scenarios[0];
  s.name = "Renamed";
  ChangeSet changes;
  applyUndoRedo(f.battle, SetScenario(s.code, s), &changes);
  EXPECT_TRUE(changes.scenarios);
  EXPECT_TRUE(changes.setups.empty());
  s.morale[0].level = 4;
  s.turnTrack.nightTurns = {15, 16};
  applyUndoRedo(f.battle, SetScenario(s.code, s), &changes);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  s.victory.automaticPoints["ru"] = 14;
  applyUndoRedo(f.battle, SetScenario(s.code, s), &changes);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));

  const std::string who = "scenario \"historical-1\": ";
  auto refused = [&](auto change, const std::string& message) {
    Scenario x = f.battle.scenarios[0];
    change(x);
    expectRefused(f.battle, SetScenario(x.code, x), message);
  };
  refused(
      [](Scenario& x) {
        x.morale.push_back({"prussia", "", 2, ""});
      },
      who + "morale level of side \"prussia\", which does not exist");
  refused(
      [](Scenario& x) {
        x.morale.push_back({"pl", "pl-div9", 2, ""});
      },
      who + "morale level of node \"pl-div9\", which does not exist");
  refused([](Scenario& x) { x.victory.automaticPoints["prussia"] = 3; },
          who + "automatic victory points of side \"prussia\", which does not exist");
  refused(
      [&](Scenario& x) {
        x.victory.objectives.push_back({f.hex(30, 30), "Kraków", "", {}});
      },
      who + "objective \"Kraków\" at hex 3131 is off the map");
  refused(
      [&](Scenario& x) {
        x.victory.objectives.push_back({f.hex(1, 1), "Kraków", "prussia", {}});
      },
      who + "objective \"Kraków\" scores for side \"prussia\", which does not exist");
  refused([](Scenario& x) { x.turnTrack.duskTurns = {17}; }, who + "dusk turn 17 is not between 1 and 16");
  refused([](Scenario& x) { x.turns = 10; }, who + "dusk turn 14 is not between 1 and 10");
  refused([](Scenario& x) { x.turnTrack.notes[0] = "before the battle"; }, who + "note turn 0 is not between 1 and 16");
  refused([&](Scenario& x) { x.setup.push_back(at("pl-uhl", f.hex(1, 1), "column", 13)); },
          who + "unit \"pl-uhl\": facing 13 is not between 0 and 11");
}

}  // namespace
}  // namespace cartouche
