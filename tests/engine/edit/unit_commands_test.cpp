// Units: SetUnit adds at a position and edits with every value checked against its field, a new code reaching every
// scenario; MoveUnits drags units to another node; RemoveUnits takes their placements with them; numberedCopies
// numbers "1/Kosynier" on to "15/Kosynier", skipping codes the army has. Each undone exactly.
#include <gtest/gtest.h>

#include "command_checks.h"
#include "edit/army_commands.h"
#include "edit/command_group.h"
#include "edit/document.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

using testing::applyUndoRedo;
using ArmyBattle = testing::CommandArmyBattle;
using testing::armyUnit;
using testing::expectRefused;

std::vector<std::string> unitCodes(const Battle& b) {
  std::vector<std::string> out;
  for (const Unit& u : b.army.units) out.push_back(u.code);
  return out;
}

TEST(SetUnit, AddsAfterItsNodesLastUnitOrAtAPosition) {
  ArmyBattle f;
  Unit u = armyUnit("pl-2pp-3", "pl-bde1", "3/II/2 pp", "line-infantry");
  u.values = {{"strength", "-2"}, {"ranges", "—"}};
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetUnit("pl-2pp-3", u), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_TRUE(changes.setups.empty());
  EXPECT_EQ(unitCodes(b),
            (std::vector<std::string>{"pl-kos-1", "pl-2pp-1", "pl-2pp-2", "pl-2pp-3", "pl-uhl", "ru-1", "ru-guns"}));
  Battle first = applyUndoRedo(f.battle, SetUnit("pl-2pp-3", u, 0));
  EXPECT_EQ(unitCodes(first)[0], "pl-2pp-3");
  Battle end = applyUndoRedo(f.battle, SetUnit("pl-2pp-3", u, 99));
  EXPECT_EQ(unitCodes(end).back(), "pl-2pp-3");
  u.node = "pl-army";  // a node with no units yet: at the end
  Battle alone = applyUndoRedo(f.battle, SetUnit("pl-2pp-3", u));
  EXPECT_EQ(unitCodes(alone).back(), "pl-2pp-3");
}

TEST(SetUnit, EditsValuesInPlaceAndMovesToAPosition) {
  ArmyBattle f;
  Unit kos = *f.battle.army.unit("pl-kos-1");
  kos.values["morale"] = "4";
  kos.values.erase("strength");  // unknown again, not 0
  kos.name = "1/Kosynierów";
  Battle b = applyUndoRedo(f.battle, SetUnit("pl-kos-1", kos));
  EXPECT_EQ(b.army.units[0].values, (UnitValues{{"morale", "4"}}));
  EXPECT_EQ(intValue(b.army.units[0].values, "strength"), std::nullopt);
  EXPECT_EQ(b.army.units[0].name, "1/Kosynierów");
  Battle moved = applyUndoRedo(f.battle, SetUnit("pl-kos-1", kos, 3));
  EXPECT_EQ(unitCodes(moved)[3], "pl-kos-1");
  EXPECT_EQ(moved.army.units.size(), f.battle.army.units.size());
}

TEST(SetUnit, ANewCodeCarriesThroughToEveryScenario) {
  ArmyBattle f;
  f.battle.scenarios[1].removed.push_back("ru-guns");
  Unit guns = *f.battle.army.unit("ru-guns");
  guns.code = "ru-guns-13-18";
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetUnit("ru-guns", guns), &changes);
  EXPECT_EQ(b.scenarios[0].reinforcements[0].units, (std::vector<std::string>{"ru-guns-13-18"}));
  EXPECT_EQ(b.scenarios[1].removed, (std::vector<std::string>{"pl-2pp-2", "ru-guns-13-18"}));
  EXPECT_EQ(b.scenarios[2].setup[1].unit, "ru-guns-13-18");
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1", "historical-2", "hypothetical"}));
  Unit inf = *f.battle.army.unit("pl-2pp-1");
  inf.code = "pl-i-2pp";
  Battle led = applyUndoRedo(f.battle, SetUnit("pl-2pp-1", inf));
  EXPECT_EQ(led.scenarios[0].setup[1].unit, "pl-i-2pp");
  EXPECT_EQ(led.scenarios[0].leaders[1].unit, "pl-i-2pp");
}

TEST(SetUnit, RefusesValuesTheirFieldsDoNotAllowAndEveryOtherBadInput) {
  ArmyBattle f;
  const Battle& b = f.battle;
  const Unit base = *b.army.unit("pl-kos-1");
  struct Case {
    const char* what;
    void (*change)(Unit&);
    std::string message;
  };
  const std::vector<Case> cases = {
      {"code", [](Unit& u) { u.code = "1 kos"; }, "unit code \"1 kos\" may use only ASCII letters, digits, _, - and ."},
      {"name", [](Unit& u) { u.name.clear(); }, "unit \"pl-kos-1\": name is empty"},
      {"node", [](Unit& u) { u.node = "pl-bde9"; }, "unit \"pl-kos-1\": node \"pl-bde9\" does not exist"},
      {"type", [](Unit& u) { u.troopType = "hussars"; }, "unit \"pl-kos-1\": troop type \"hussars\" does not exist"},
      {"field", [](Unit& u) { u.values["lance"] = "1"; }, "unit \"pl-kos-1\": there is no value field \"lance\""},
      {"integer", [](Unit& u) { u.values["strength"] = "9a"; },
       "unit \"pl-kos-1\": value \"strength\" is \"9a\", not a whole number"},
      {"leading zero", [](Unit& u) { u.values["strength"] = "09"; },
       "unit \"pl-kos-1\": value \"strength\" is \"09\", not a whole number"},
      {"empty", [](Unit& u) { u.values["morale"] = ""; },
       "unit \"pl-kos-1\": value \"morale\" is empty (leave it out when unknown)"},
      {"loss value", [](Unit& u) { u.losses[1].values["strength"] = "three"; },
       "unit \"pl-kos-1\": loss step 2: value \"strength\" is \"three\", not a whole number"},
      {"loss label", [](Unit& u) { u.losses[0].label.clear(); }, "unit \"pl-kos-1\": loss step 1: label is empty"},
      {"counters", [](Unit& u) { u.counters = -1; }, "unit \"pl-kos-1\": counters -1 is negative"},
      {"taken", [](Unit& u) { u.code = "pl-uhl"; }, "another unit already has the code \"pl-uhl\""},
      {"leader", [](Unit& u) { u.code = "denisov"; }, "a leader already has the code \"denisov\""},
  };
  for (const Case& c : cases) {
    Unit u = base;
    c.change(u);
    SCOPED_TRACE(c.what);
    expectRefused(b, SetUnit("pl-kos-1", u), c.message);
  }
  Battle dangling = b;
  dangling.scenarios[2].removed = {"pl-kos-9"};
  Unit renamed = base;
  renamed.code = "pl-kos-9";
  expectRefused(dangling, SetUnit("pl-kos-1", renamed),
                "unit \"pl-kos-1\": a scenario still names the code \"pl-kos-9\"");
}

TEST(SetUnit, TypingAValueIsOneUndoStep) {
  ArmyBattle f;
  Document doc(f.battle);
  Unit u = *f.battle.army.unit("ru-1");
  for (const char* v : {"1", "12"}) {
    u.values["strength"] = v;
    ASSERT_TRUE(doc.execute(std::make_unique<SetUnit>("ru-1", u, std::nullopt, "Strength of ru-1"), 9));
  }
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Strength of ru-1");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
}

TEST(MoveUnits, DragsUnitsToAnotherNodeBeforeAUnitOrAfterItsLast) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, MoveUnits({"ru-guns", "pl-kos-1"}, "pl-bde1", "pl-2pp-2"), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_EQ(unitCodes(b), (std::vector<std::string>{"pl-2pp-1", "ru-guns", "pl-kos-1", "pl-2pp-2", "pl-uhl", "ru-1"}));
  EXPECT_EQ(b.army.unit("ru-guns")->node, "pl-bde1");
  EXPECT_EQ(b.army.unit("pl-kos-1")->node, "pl-bde1");
  Battle last = applyUndoRedo(f.battle, MoveUnits({"pl-kos-1"}, "pl-bde1"));
  EXPECT_EQ(unitCodes(last),
            (std::vector<std::string>{"pl-2pp-1", "pl-2pp-2", "pl-kos-1", "pl-uhl", "ru-1", "ru-guns"}));
  Battle empty = applyUndoRedo(f.battle, MoveUnits({"pl-uhl"}, "pl-army"));
  EXPECT_EQ(unitCodes(empty), unitCodes(f.battle));
  EXPECT_EQ(empty.army.unit("pl-uhl")->node, "pl-army");
}

TEST(MoveUnits, RefusesBadDrags) {
  ArmyBattle f;
  const Battle& b = f.battle;
  expectRefused(b, MoveUnits({}, "pl-bde1"), "no units to move");
  expectRefused(b, MoveUnits({"ru-1"}, "pl-bde9"), "node \"pl-bde9\" does not exist to move units to");
  expectRefused(b, MoveUnits({"ru-1", "ru-1"}, "pl-bde1"), "unit \"ru-1\" is named twice");
  expectRefused(b, MoveUnits({"ru-9"}, "pl-bde1"), "there is no unit \"ru-9\" to move");
  expectRefused(b, MoveUnits({"ru-1"}, "pl-bde1", "pl-uhl"),
                "\"pl-uhl\" is not a unit of node \"pl-bde1\" left in place to move units before");
  expectRefused(b, MoveUnits({"pl-2pp-1"}, "pl-bde1", "pl-2pp-1"),
                "\"pl-2pp-1\" is not a unit of node \"pl-bde1\" left in place to move units before");
}

TEST(RemoveUnits, TakesPlacementsRemovalsAndReinforcementEntriesAndUndoRestoresThem) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, RemoveUnits({"pl-2pp-2", "ru-guns", "pl-2pp-1"}), &changes);
  EXPECT_EQ(unitCodes(b), (std::vector<std::string>{"pl-kos-1", "pl-uhl", "ru-1"}));
  const Scenario& h1 = b.scenarios[0];
  ASSERT_EQ(h1.setup.size(), 2u);
  EXPECT_EQ(h1.leaders.size(), 1u);  // Zajączek rode with 1/II/2 pp
  ASSERT_EQ(h1.reinforcements.size(), 1u);
  EXPECT_TRUE(h1.reinforcements[0].units.empty());
  EXPECT_TRUE(b.scenarios[1].removed.empty());
  EXPECT_EQ(b.scenarios[2].setup.size(), 1u);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1", "historical-2", "hypothetical"}));
  // The hexes the removed counters stood on are redrawn: 1/II/2 pp's line stood on two.
  for (Hex h : {f.hex(3, 3), f.hex(4, 3), f.hex(9, 9), f.hex(0, 9)})
    EXPECT_NE(std::find(changes.unitHexes.begin(), changes.unitHexes.end(), h), changes.unitHexes.end());
  expectRefused(f.battle, RemoveUnits({}), "no units to remove");
  expectRefused(f.battle, RemoveUnits({"ru-1", "ru-9"}), "there is no unit \"ru-9\" to remove");
}

TEST(NumberedCopies, NumbersKosynierOneToFifteenAndAddsThemAsOneStep) {
  ArmyBattle f;
  const Unit kos = *f.battle.army.unit("pl-kos-1");
  std::vector<Unit> copies = numberedCopies(f.battle.army, kos, 2, 14);
  ASSERT_EQ(copies.size(), 14u);
  for (int n = 2; n <= 15; ++n) {
    const Unit& c = copies[size_t(n - 2)];
    EXPECT_EQ(c.code, "pl-kos-" + std::to_string(n));
    EXPECT_EQ(c.name, std::to_string(n) + "/Kosynier");
    EXPECT_EQ(c.values, kos.values);
    EXPECT_EQ(c.losses, kos.losses);
  }
  Document doc(f.battle);
  std::vector<CommandPtr> adds;
  for (const Unit& c : copies) adds.push_back(std::make_unique<SetUnit>(c.code, c));
  ASSERT_TRUE(doc.execute(std::make_unique<CommandGroup>(std::move(adds), "Duplicate 1/Kosynier")));
  EXPECT_EQ(doc.history().size(), 1u);
  std::vector<std::string> names;
  for (const Unit& u : doc.battle().army.units)
    if (u.node == "pl-kos") names.push_back(u.name);
  ASSERT_EQ(names.size(), 15u);
  EXPECT_EQ(names.front(), "1/Kosynier");
  EXPECT_EQ(names.back(), "15/Kosynier");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
}

TEST(NumberedCopies, SkipsCodesTheArmyHasAndNumbersCodesWithoutANumber) {
  ArmyBattle f;
  Unit taken = *f.battle.army.unit("pl-kos-1");
  taken.code = "pl-kos-3";
  f.battle.army.units.push_back(taken);
  std::vector<Unit> copies = numberedCopies(f.battle.army, *f.battle.army.unit("pl-kos-1"), 2, 3);
  ASSERT_EQ(copies.size(), 3u);
  EXPECT_EQ(copies[0].code, "pl-kos-2");
  EXPECT_EQ(copies[1].code, "pl-kos-4");
  EXPECT_EQ(copies[1].name, "4/Kosynier");
  EXPECT_EQ(copies[2].code, "pl-kos-5");
  std::vector<Unit> plain = numberedCopies(f.battle.army, *f.battle.army.unit("pl-uhl"), 2, 2);
  EXPECT_EQ(plain[0].code, "pl-uhl-2");
  EXPECT_EQ(plain[1].code, "pl-uhl-3");
  EXPECT_EQ(plain[0].name, "Ułani Ślaskiego");
}

}  // namespace
}  // namespace cartouche
