// The army commands: sides, the army vocabulary and leaders (SetListElement with their carry-through), each undone
// exactly; a new code reaches every unit, value, placement and reference; removals refused while something uses
// the element, except leaders, who take their placements and reinforcement entries with them. The tree and unit
// commands are in tree_commands_test.cpp and unit_commands_test.cpp.
#include "edit/army_commands.h"

#include <gtest/gtest.h>

#include "command_checks.h"
#include "edit/document.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

using testing::applyUndoRedo;
using ArmyBattle = testing::CommandArmyBattle;
using testing::expectRefused;

TEST(SetSide, AddsEditsAndRemovesAnUnusedSide) {
  ArmyBattle f;
  ChangeSet changes;
  Battle added =
      applyUndoRedo(f.battle, SetSide("prussia", ArmySide{"prussia", "Prussians", {0, 0, 0, 255}}), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_TRUE(changes.setups.empty());
  ASSERT_EQ(added.army.sides.size(), 3u);
  EXPECT_EQ(added.army.sides[2].name, "Prussians");
  Battle renamed = applyUndoRedo(f.battle, SetSide("pl", ArmySide{"pl", "Armia Koronna", {1, 2, 3, 255}}));
  EXPECT_EQ(renamed.army.sides[0].name, "Armia Koronna");
  Battle removed = applyUndoRedo(added, SetSide("prussia", std::nullopt));
  EXPECT_TRUE(removed == f.battle);
}

TEST(SetSide, ANewCodeCarriesThroughToNodesLeadersMoraleAndVictory) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetSide("pl", ArmySide{"pol", "Polish army", {200, 60, 60, 255}}), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  for (const OobNode& n : b.army.nodes) EXPECT_NE(n.side, "pl") << n.code;
  EXPECT_EQ(b.army.node("pl-kos")->side, "pol");
  EXPECT_EQ(b.army.leader("kosciuszko")->side, "pol");
  EXPECT_EQ(b.army.leader("denisov")->side, "ru");
  const Scenario& h1 = b.scenarios[0];
  EXPECT_EQ(h1.morale[0].side, "pol");
  EXPECT_EQ(h1.morale[1].side, "pol");
  EXPECT_EQ(h1.victory.objectives[0].side, "pol");
  EXPECT_EQ(h1.victory.automaticPoints, (std::map<std::string, int>{{"pol", 10}, {"ru", 12}}));
}

TEST(SetSide, RefusesBadValuesAndRemovingASideInUse) {
  ArmyBattle f;
  Battle b = f.battle;
  b.army.sides.push_back({"prussia", "Prussians", {0, 0, 0, 255}});
  b.scenarios[2].morale = {{"prussia", "", 2, ""}};
  expectRefused(b, SetSide("x", ArmySide{"", "X", {}}), "side code is empty");
  expectRefused(b, SetSide("x", ArmySide{"a b", "X", {}}),
                "side code \"a b\" may use only ASCII letters, digits, _, - and .");
  expectRefused(b, SetSide("x", ArmySide{"x", "", {}}), "side \"x\": name is empty");
  expectRefused(b, SetSide("pl", ArmySide{"ru", "Both", {}}), "another side already has the code \"ru\"");
  expectRefused(b, SetSide("pl", std::nullopt), "side \"pl\" still has node \"pl-army\"");
  b.army.nodes.erase(b.army.nodes.begin() + 5, b.army.nodes.end());
  b.army.units.erase(b.army.units.begin() + 4, b.army.units.end());
  expectRefused(b, SetSide("ru", std::nullopt), "side \"ru\" still has leader \"denisov\"");
  expectRefused(b, SetSide("prussia", std::nullopt),
                "side \"prussia\" is named by scenario \"hypothetical\"'s morale levels");
  expectRefused(b, SetSide("austria", std::nullopt), "there is no side \"austria\" to remove");
}

TEST(SetTroopType, ANewCodeCarriesThroughToUnitsAndRemovingOneInUseIsRefused) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(
      f.battle, SetTroopType("line-infantry", TroopType{"infantry", "Infantry", Arm::Infantry, false}), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_EQ(b.army.unit("pl-2pp-1")->troopType, "infantry");
  EXPECT_EQ(b.army.unit("pl-2pp-2")->troopType, "infantry");
  EXPECT_EQ(b.army.unit("ru-1")->troopType, "infantry");
  EXPECT_EQ(b.army.unit("pl-uhl")->troopType, "uhlans");
  expectRefused(f.battle, SetTroopType("uhlans", std::nullopt), "troop type \"uhlans\" is the type of unit \"pl-uhl\"");
  expectRefused(f.battle, SetTroopType("x", TroopType{"x", "", Arm::Other, false}), "troop type \"x\": name is empty");
  expectRefused(f.battle, SetTroopType("x", TroopType{"uhlans", "U", Arm::Cavalry, true}),
                "another troop type already has the code \"uhlans\"");
  Battle unused = f.battle;
  unused.armyVocabulary.troopTypes.push_back({"cossacks", "Cossacks", Arm::Cavalry, true});
  EXPECT_TRUE(applyUndoRedo(unused, SetTroopType("cossacks", std::nullopt)) == f.battle);
}

TEST(SetValueField, ANewCodeCarriesThroughToUnitValuesLossStepsAndLeaders) {
  ArmyBattle f;
  Battle b = applyUndoRedo(f.battle, SetValueField("strength", ValueField{"str", "Strength", ValueKind::Integer, ""}));
  EXPECT_EQ(b.army.unit("pl-kos-1")->values, (UnitValues{{"str", "9"}}));
  EXPECT_EQ(b.army.unit("pl-kos-1")->losses[0].values, (UnitValues{{"str", "6"}}));
  EXPECT_EQ(b.army.unit("pl-2pp-1")->values, (UnitValues{{"morale", "3"}, {"str", "6"}}));
  Battle m = applyUndoRedo(f.battle, SetValueField("morale", ValueField{"mor", "Morale", ValueKind::Integer, ""}));
  EXPECT_EQ(m.army.leader("zajaczek")->values, (UnitValues{{"mor", "1"}}));
}

TEST(SetValueField, RefusesRemovingAFieldWithValuesAndAKindItsValuesDoNotFit) {
  ArmyBattle f;
  expectRefused(f.battle, SetValueField("strength", std::nullopt),
                "value field \"strength\" still has a value in unit \"pl-kos-1\"");
  expectRefused(f.battle, SetValueField("ranges", ValueField{"ranges", "Ranges", ValueKind::Integer, ""}),
                "value field \"ranges\" cannot become a whole number: unit \"ru-guns\" has \"4-8-12\"");
  expectRefused(f.battle, SetValueField("x", ValueField{"x y", "X", ValueKind::Text, ""}),
                "value field code \"x y\" may use only ASCII letters, digits, _, - and .");
  Battle b = f.battle;
  b.army.units[5].values = {{"ranges", "12"}};
  Battle whole = applyUndoRedo(b, SetValueField("ranges", ValueField{"ranges", "Range", ValueKind::Integer, ""}));
  EXPECT_EQ(whole.armyVocabulary.field("ranges")->kind, ValueKind::Integer);
  b.army.units[5].values.clear();
  Battle gone = applyUndoRedo(b, SetValueField("ranges", std::nullopt));
  EXPECT_EQ(gone.armyVocabulary.field("ranges"), nullptr);
}

TEST(SetFormation, ANewCodeCarriesThroughToPlacementsAndConflicts) {
  ArmyBattle f;
  Formation line = *f.battle.armyVocabulary.formation("line");
  line.code = "two-hex-line";
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetFormation("line", line), &changes);
  EXPECT_EQ(b.scenarios[0].setup[1].formation, "two-hex-line");
  EXPECT_EQ(b.armyVocabulary.formation("column")->conflicts, (std::vector<std::string>{"two-hex-line"}));
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_TRUE(changes.army);
}

TEST(SetFormation, RefusesUnknownConflictsAndRemovingAFormationInUse) {
  ArmyBattle f;
  Formation carre{"carre", "Carré", FacingRule::All, false, true, {"square"}, ""};
  expectRefused(f.battle, SetFormation("carre", carre),
                "formation \"carre\": conflicts names formation \"square\", which does not exist");
  carre.conflicts = {"carre"};
  expectRefused(f.battle, SetFormation("carre", carre), "formation \"carre\": conflicts names the formation itself");
  expectRefused(f.battle, SetFormation("column", std::nullopt),
                "formation \"column\" is named in the conflicts of formation \"line\"");
  Battle b = f.battle;
  b.armyVocabulary.formations[0].conflicts.clear();
  b.armyVocabulary.formations[1].conflicts.clear();
  expectRefused(b, SetFormation("line", std::nullopt),
                "formation \"line\" is the formation of unit \"pl-2pp-1\" in scenario \"historical-1\"");
  carre.conflicts = {"column", "line"};
  Battle added = applyUndoRedo(f.battle, SetFormation("carre", carre));
  EXPECT_TRUE(applyUndoRedo(added, SetFormation("carre", std::nullopt)) == f.battle);
}

TEST(SetLeader, AddsAndEditsWithHisSideNodesAndValuesChecked) {
  ArmyBattle f;
  Leader slaski{"slaski", "pl", "Józef Ślaski", "płk", {"pl-bde2"}, {{"morale", "1"}}, 2, "", ""};
  Battle b = applyUndoRedo(f.battle, SetLeader("slaski", slaski, size_t(1)));
  EXPECT_EQ(b.army.leaders[1].name, "Józef Ślaski");
  Leader bad = slaski;
  bad.side = "prussia";
  expectRefused(f.battle, SetLeader("slaski", bad), "leader \"slaski\": side \"prussia\" does not exist");
  bad = slaski;
  bad.commands = {"pl-bde9"};
  expectRefused(f.battle, SetLeader("slaski", bad),
                "leader \"slaski\": commands node \"pl-bde9\", which does not exist");
  bad = slaski;
  bad.values = {{"lance", "1"}};
  expectRefused(f.battle, SetLeader("slaski", bad), "leader \"slaski\": there is no value field \"lance\"");
  bad = slaski;
  bad.commandRange = -1;
  expectRefused(f.battle, SetLeader("slaski", bad), "leader \"slaski\": command range -1 is negative");
  bad = slaski;
  bad.code = "pl-uhl";
  expectRefused(f.battle, SetLeader("slaski", bad), "a unit already has the code \"pl-uhl\"");
  bad = slaski;
  bad.name.clear();
  expectRefused(f.battle, SetLeader("slaski", bad), "leader \"slaski\": name is empty");
}

TEST(SetLeader, ANewCodeCarriesThroughToPlacementsRemovalsAndReinforcements) {
  ArmyBattle f;
  f.battle.scenarios[1].removed.push_back("denisov");
  Leader denisov = *f.battle.army.leader("denisov");
  denisov.code = "denisov-f";
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetLeader("denisov", denisov), &changes);
  EXPECT_EQ(b.scenarios[0].reinforcements[0].leaders, (std::vector<std::string>{"denisov-f"}));
  EXPECT_EQ(b.scenarios[1].removed, (std::vector<std::string>{"pl-2pp-2", "denisov-f"}));
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1", "historical-2"}));
  Leader z = *f.battle.army.leader("zajaczek");
  z.code = "zajaczek-j";
  Battle zb = applyUndoRedo(f.battle, SetLeader("zajaczek", z));
  EXPECT_EQ(zb.scenarios[0].leaders[1].leader, "zajaczek-j");
}

TEST(SetLeader, RemovingOneTakesHisPlacementsAndReinforcementEntriesAndUndoRestoresThem) {
  ArmyBattle f;
  Battle b = applyUndoRedo(f.battle, SetLeader("zajaczek", std::nullopt));
  EXPECT_EQ(b.army.leader("zajaczek"), nullptr);
  ASSERT_EQ(b.scenarios[0].leaders.size(), 1u);
  EXPECT_EQ(b.scenarios[0].leaders[0].leader, "kosciuszko");
  // Denisov arrives with the guns; the entry stays for them.
  Battle d = applyUndoRedo(f.battle, SetLeader("denisov", std::nullopt));
  ASSERT_EQ(d.scenarios[0].reinforcements.size(), 1u);
  EXPECT_TRUE(d.scenarios[0].reinforcements[0].leaders.empty());
  // A reinforcement of him alone goes with him.
  f.battle.scenarios[0].reinforcements[0].units.clear();
  Battle alone = applyUndoRedo(f.battle, SetLeader("denisov", std::nullopt));
  EXPECT_TRUE(alone.scenarios[0].reinforcements.empty());
}

TEST(SetLeader, RemovalThroughTheHistoryIsOneStep) {
  ArmyBattle f;
  Document doc(f.battle);
  auto changes = doc.execute(std::make_unique<SetLeader>("zajaczek", std::nullopt));
  ASSERT_TRUE(changes) << changes.status().message();
  EXPECT_TRUE(changes->army);
  EXPECT_EQ(changes->setups, (std::vector<std::string>{"historical-1"}));
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Remove leader zajaczek");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(doc.battle().army.leader("zajaczek"), nullptr);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
}

TEST(CheckCode, AcceptsTheFileAlphabetOnly) {
  EXPECT_TRUE(checkCode("pl-1.kos_2", "unit"));
  EXPECT_EQ(checkCode("", "unit").message(), "unit code is empty");
  EXPECT_EQ(checkCode("Kościuszko", "leader").message(),
            "leader code \"Kościuszko\" may use only ASCII letters, digits, _, - and .");
  EXPECT_EQ(checkCode(std::string(65, 'a'), "node").message(),
            "node code \"" + std::string(65, 'a') + "\" is longer than 64 characters");
}

}  // namespace
}  // namespace cartouche
