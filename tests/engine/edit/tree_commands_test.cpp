// The order-of-battle tree: SetOobNode adds under a parent at a sibling position and edits in place, a new code
// reaching children, units, leaders and morale levels; MoveOobNode carries a subtree and refuses cycles and the
// other side; RemoveOobNode takes the subtree, its units and every reference, and one undo restores them. The
// flat list stays in pre-order throughout.
#include <gtest/gtest.h>

#include "command_checks.h"
#include "edit/army_commands.h"
#include "edit/document.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

using testing::applyUndoRedo;
using ArmyBattle = testing::CommandArmyBattle;
using testing::armyNode;
using testing::expectRefused;
using testing::inPreOrder;

std::vector<std::string> nodeCodes(const Battle& b) {
  std::vector<std::string> out;
  for (const OobNode& n : b.army.nodes) out.push_back(n.code);
  return out;
}

TEST(SetOobNode, AddsANodeAtItsPlaceAmongItsParentsChildren) {
  ArmyBattle f;
  ChangeSet changes;
  Battle last =
      applyUndoRedo(f.battle, SetOobNode("pl-bde3", armyNode("pl-bde3", "pl-div1", "pl", "Brygada III")), &changes);
  EXPECT_TRUE(changes.army);
  EXPECT_TRUE(changes.setups.empty());
  EXPECT_EQ(nodeCodes(last), (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde1", "pl-bde2", "pl-bde3", "pl-kos",
                                                       "ru-corps", "ru-bde"}));
  Battle first = applyUndoRedo(f.battle, SetOobNode("pl-bde0", armyNode("pl-bde0", "pl-div1", "pl", "B0"), 0));
  EXPECT_EQ(nodeCodes(first), (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde0", "pl-bde1", "pl-bde2", "pl-kos",
                                                        "ru-corps", "ru-bde"}));
  Battle second = applyUndoRedo(f.battle, SetOobNode("pl-div2", armyNode("pl-div2", "pl-army", "pl", "D2"), 1));
  EXPECT_EQ(nodeCodes(second), (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde1", "pl-bde2", "pl-div2",
                                                         "pl-kos", "ru-corps", "ru-bde"}));
  Battle top = applyUndoRedo(f.battle, SetOobNode("pl-res", armyNode("pl-res", "", "pl", "Rezerwa")));
  EXPECT_EQ(nodeCodes(top), (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde1", "pl-bde2", "pl-kos", "pl-res",
                                                      "ru-corps", "ru-bde"}));
  Battle leaf = applyUndoRedo(f.battle, SetOobNode("pl-bat", armyNode("pl-bat", "pl-bde2", "pl", "Szwadron")));
  EXPECT_EQ(nodeCodes(leaf)[4], "pl-bat");
  for (const Battle* b : {&last, &first, &second, &top, &leaf}) EXPECT_TRUE(inPreOrder(b->army));
}

TEST(SetOobNode, EditsInPlaceAndANewCodeCarriesThroughEverywhere) {
  ArmyBattle f;
  OobNode div = *f.battle.army.node("pl-div1");
  div.name = "Dywizja Zajączka";
  div.commander = "gen. Zajączek";
  Battle edited = applyUndoRedo(f.battle, SetOobNode("pl-div1", div));
  EXPECT_EQ(edited.army.nodes[1].commander, "gen. Zajączek");
  div.code = "pl-d1";
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, SetOobNode("pl-div1", div), &changes);
  EXPECT_EQ(nodeCodes(b)[1], "pl-d1");
  EXPECT_EQ(b.army.node("pl-bde1")->parent, "pl-d1");
  EXPECT_EQ(b.army.node("pl-bde2")->parent, "pl-d1");
  EXPECT_EQ(b.army.leader("zajaczek")->commands, (std::vector<std::string>{"pl-d1", "pl-bde2"}));
  EXPECT_EQ(b.scenarios[0].morale[1].node, "pl-d1");
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1"}));
  OobNode bde = *f.battle.army.node("pl-bde1");
  bde.code = "pl-2pp";
  Battle units = applyUndoRedo(f.battle, SetOobNode("pl-bde1", bde));
  EXPECT_EQ(units.army.unit("pl-2pp-1")->node, "pl-2pp");
  EXPECT_EQ(units.army.unit("pl-2pp-2")->node, "pl-2pp");
}

TEST(SetOobNode, RefusesBadNodesAndMovesDisguisedAsEdits) {
  ArmyBattle f;
  const Battle& b = f.battle;
  expectRefused(b, SetOobNode("x", armyNode("", "", "pl", "X")), "node code is empty");
  expectRefused(b, SetOobNode("x", armyNode("x", "", "pl", "")), "node \"x\": name is empty");
  expectRefused(b, SetOobNode("x", armyNode("x", "", "prussia", "X")), "node \"x\": side \"prussia\" does not exist");
  expectRefused(b, SetOobNode("x", armyNode("x", "pl-div9", "pl", "X")),
                "node \"x\": parent \"pl-div9\" does not exist");
  expectRefused(b, SetOobNode("x", armyNode("x", "ru-corps", "pl", "X")),
                "node \"x\": parent \"ru-corps\" belongs to side \"ru\", not \"pl\"");
  expectRefused(b, SetOobNode("x", armyNode("pl-kos", "", "pl", "X")), "another node already has the code \"pl-kos\"");
  expectRefused(b, SetOobNode("pl-bde1", armyNode("pl-bde1", "pl-army", "pl", "X")),
                "node \"pl-bde1\": parent changes from \"pl-div1\" to \"pl-army\" (move the node instead)");
  expectRefused(b, SetOobNode("pl-army", armyNode("pl-army", "", "ru", "X")),
                "node \"pl-army\": side changes from \"pl\" to \"ru\" (move the node under a node of that side "
                "instead)");
  expectRefused(b, SetOobNode("pl-bde1", armyNode("pl-bde1", "pl-bde1", "pl", "X")),
                "node \"pl-bde1\": parent \"pl-bde1\" does not exist");
}

TEST(SetOobNode, TypingANameIsOneUndoStep) {
  ArmyBattle f;
  Document doc(f.battle);
  OobNode n = *f.battle.army.node("pl-kos");
  for (const char* name : {"K", "Ko", "Kos"}) {
    n.name = name;
    ASSERT_TRUE(doc.execute(std::make_unique<SetOobNode>("pl-kos", n, std::nullopt, "Name of pl-kos"), 3));
  }
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Name of pl-kos");
  EXPECT_EQ(doc.battle().army.node("pl-kos")->name, "Kos");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
}

TEST(MoveOobNode, MovesASubtreeWithItsUnitsAndKeepsPreOrder) {
  ArmyBattle f;
  Battle under = applyUndoRedo(f.battle, MoveOobNode("pl-div1", "pl-kos"));
  EXPECT_EQ(nodeCodes(under),
            (std::vector<std::string>{"pl-army", "pl-kos", "pl-div1", "pl-bde1", "pl-bde2", "ru-corps", "ru-bde"}));
  EXPECT_EQ(under.army.node("pl-div1")->parent, "pl-kos");
  EXPECT_TRUE(under.army.isUnder("pl-bde2", "pl-kos"));
  EXPECT_EQ(under.army.unit("pl-uhl")->node, "pl-bde2");
  Battle top = applyUndoRedo(f.battle, MoveOobNode("pl-bde2", ""));
  EXPECT_EQ(nodeCodes(top),
            (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde1", "pl-kos", "pl-bde2", "ru-corps", "ru-bde"}));
  EXPECT_EQ(top.army.node("pl-bde2")->parent, "");
  Battle before = applyUndoRedo(f.battle, MoveOobNode("pl-kos", "pl-army", "pl-div1"));
  EXPECT_EQ(nodeCodes(before),
            (std::vector<std::string>{"pl-army", "pl-kos", "pl-div1", "pl-bde1", "pl-bde2", "ru-corps", "ru-bde"}));
  Battle across = applyUndoRedo(f.battle, MoveOobNode("pl-bde2", "pl-kos"));
  EXPECT_EQ(nodeCodes(across),
            (std::vector<std::string>{"pl-army", "pl-div1", "pl-bde1", "pl-kos", "pl-bde2", "ru-corps", "ru-bde"}));
  for (const Battle* b : {&under, &top, &before, &across}) EXPECT_TRUE(inPreOrder(b->army));
}

TEST(MoveOobNode, RefusesCyclesTheOtherSideAndStrangers) {
  ArmyBattle f;
  const Battle& b = f.battle;
  expectRefused(b, MoveOobNode("pl-army", "pl-bde1"),
                "node \"pl-army\" cannot move under \"pl-bde1\", which lies in its subtree");
  expectRefused(b, MoveOobNode("pl-div1", "pl-div1"),
                "node \"pl-div1\" cannot move under \"pl-div1\", which lies in its subtree");
  expectRefused(b, MoveOobNode("pl-bde1", "ru-corps"),
                "node \"pl-bde1\" cannot move under \"ru-corps\" of side \"ru\": it belongs to side \"pl\"");
  expectRefused(b, MoveOobNode("pl-bde9", "pl-army"), "there is no node \"pl-bde9\" to move");
  expectRefused(b, MoveOobNode("pl-bde1", "pl-div9"), "node \"pl-bde1\": parent \"pl-div9\" does not exist");
  expectRefused(b, MoveOobNode("pl-bde1", "pl-army", "pl-bde2"),
                "node \"pl-bde1\": \"pl-bde2\" is not a child of \"pl-army\" to move before");
  expectRefused(b, MoveOobNode("pl-bde1", "", "ru-corps"),
                "node \"pl-bde1\": \"ru-corps\" is not a child of the top of side \"pl\" to move before");
}

TEST(RemoveOobNode, TakesTheSubtreeItsUnitsAndEveryReferenceAndOneUndoRestoresThem) {
  ArmyBattle f;
  ChangeSet changes;
  Battle b = applyUndoRedo(f.battle, RemoveOobNode("pl-div1"), &changes);
  EXPECT_EQ(nodeCodes(b), (std::vector<std::string>{"pl-army", "pl-kos", "ru-corps", "ru-bde"}));
  EXPECT_EQ(b.army.units.size(), 3u);
  EXPECT_EQ(b.army.unit("pl-2pp-1"), nullptr);
  EXPECT_EQ(b.army.unit("pl-uhl"), nullptr);
  EXPECT_EQ(b.army.leader("zajaczek")->commands, std::vector<std::string>{});
  EXPECT_EQ(b.army.leader("kosciuszko")->commands, (std::vector<std::string>{"pl-army"}));
  const Scenario& h1 = b.scenarios[0];
  ASSERT_EQ(h1.setup.size(), 2u);
  EXPECT_EQ(h1.setup[0].unit, "pl-kos-1");
  EXPECT_EQ(h1.setup[1].unit, "ru-1");
  ASSERT_EQ(h1.leaders.size(), 1u);  // Zajączek was placed on 1/II/2 pp
  EXPECT_EQ(h1.morale.size(), 1u);
  EXPECT_TRUE(b.scenarios[1].setup.empty());
  EXPECT_TRUE(b.scenarios[1].removed.empty());
  EXPECT_TRUE(changes.army);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical-1", "historical-2"}));
  EXPECT_FALSE(changes.unitHexes.empty());
  expectRefused(f.battle, RemoveOobNode("pl-div9"), "there is no node \"pl-div9\" to remove");

  Document doc(f.battle);
  ASSERT_TRUE(doc.execute(std::make_unique<RemoveOobNode>("ru-corps")));
  // Denisov still arrives, without the guns; the hypothetical scenario loses their row.
  ASSERT_EQ(doc.battle().scenarios[0].reinforcements.size(), 1u);
  EXPECT_TRUE(doc.battle().scenarios[0].reinforcements[0].units.empty());
  EXPECT_EQ(doc.battle().scenarios[0].reinforcements[0].leaders, (std::vector<std::string>{"denisov"}));
  EXPECT_EQ(doc.battle().scenarios[2].setup.size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Remove node ru-corps");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == f.battle);
}

}  // namespace
}  // namespace cartouche
