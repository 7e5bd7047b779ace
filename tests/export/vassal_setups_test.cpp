// The scenarios as saved games, checked in memory: stacks in set-up order, leaders on top of the stack in their hex
// (at a hex, on a unit, on the first of his units, or left in the palette), a row the army cannot place refused
// with the scenario and unit named, and an unknown --scenario refused with the battle's scenarios listed.
#include "export/vassal_setups.h"

#include <gtest/gtest.h>

#include <map>

#include "support/army_builder.h"
#include "support/test_battle.h"
#include "vassal_reader.h"

namespace cartouche::vassal {
namespace {

Battle battleWithStack() {
  Battle b = testing::SmallBattle().battle;
  testing::ArmyBuilder a(b);
  a.troopType("line", "Line", Arm::Infantry).formation("line", "Line", FacingRule::Hexside);
  a.side("pl", "Wojsko polskie", Rgba{200, 40, 40, 255});
  a.node("pl-army", "pl", "army");
  a.unit("a", "pl-army", "Pierwszy", "line");
  a.unit("b", "pl-army", "Drugi", "line");
  a.scenario("s1", "Scenariusz");
  a.place("b", b.map.hexAt(4), "line", std::nullopt, Facing(2));
  a.place("a", b.map.hexAt(4), "line");
  return b;
}

std::vector<UnitPiece> piecesOf(const Battle& b) {
  std::vector<UnitPiece> pieces;
  for (const Unit& u : b.army.units) {
    UnitPiece p;
    p.faced = {u.code + ".png", u.name, u.code, "Wojsko polskie", facingsFor(b)};
    p.unfaced = p.faced;
    p.unfaced.image = u.code + "-unfaced.png";
    p.gpid = u.code;
    pieces.push_back(p);
  }
  return pieces;
}

HexGridSettings gridFor(const Battle& b) {
  return *hexGridSettings(b.map.grid(), *boardLayout(b.map.grid(), 60, 16384));
}

TEST(VassalSetups, UnitsInOneHexStackInSetupOrder) {
  Battle b = battleWithStack();
  Result<std::vector<SavedGame>> games = savedGames(b, gridFor(b), piecesOf(b), {}, "");
  ASSERT_TRUE(games) << games.status().message();
  ASSERT_EQ(games->size(), 1u);
  const SavedGame& g = games->front();
  EXPECT_EQ(g.scenario, "s1");
  EXPECT_EQ(g.pieces, 2);
  std::string error;
  auto zip = test::vassal::readZip(std::string(g.zip.begin(), g.zip.end()), error);
  ASSERT_TRUE(zip) << error;
  std::vector<std::string> commands = test::vassal::decodeSequence(zip->at("savedGame"), char(27));
  ASSERT_EQ(commands.size(), 5u);  // begin, two pieces, their stack, end
  std::vector<std::string> stack = test::vassal::decodeSequence(commands[3].substr(2), '/');
  ASSERT_EQ(stack[1], "stack");
  std::vector<std::string> state = test::vassal::decodeSequence(stack[2], ';');
  // Map, x, y, then the pieces bottom first: "b" was set up first.
  ASSERT_EQ(state.size(), 6u);
  std::vector<std::string> first = test::vassal::decodeSequence(commands[1].substr(2), '/');
  EXPECT_EQ(state[3], first[0]);
  EXPECT_NE(first[1].find("b.png"), std::string::npos) << "the faced counter for a unit with a facing";
  std::vector<std::string> second = test::vassal::decodeSequence(commands[2].substr(2), '/');
  EXPECT_EQ(state[4], second[0]);
  EXPECT_NE(second[1].find("a-unfaced.png"), std::string::npos) << "no facing, no wedge";
}

// The images of the pieces of each stack in a saved game, bottom first, by the hex the stack stands in.
std::map<std::string, std::vector<std::string>> stacksOf(const Battle& b, const SavedGame& g) {
  std::map<std::string, std::vector<std::string>> out;
  std::string error;
  auto zip = test::vassal::readZip(std::string(g.zip.begin(), g.zip.end()), error);
  EXPECT_TRUE(zip) << error;
  if (!zip) return out;
  std::map<std::string, std::string> imageOf;  // piece id -> its image
  for (const std::string& c : test::vassal::decodeSequence(zip->at("savedGame"), char(27))) {
    if (c.rfind("+/", 0) != 0) continue;
    std::vector<std::string> add = test::vassal::decodeSequence(c.substr(2), '/');
    if (add[1] != "stack") {
      size_t png = add[1].find(".png");
      size_t start = add[1].rfind(';', png) + 1;
      imageOf[add[0]] = add[1].substr(start, png + 4 - start);
      continue;
    }
    std::vector<std::string> state = test::vassal::decodeSequence(add[2], ';');
    const HexGridSettings grid = gridFor(b);
    std::string hex = "?";
    for (int i = 0; i < b.map.hexCount(); ++i) {
      PixelPoint at = vassalCentre(grid, b.map.grid().toOffset(b.map.hexAt(i)));
      if (std::to_string(at.x) == state[1] && std::to_string(at.y) == state[2])
        hex = b.map.grid().label(b.map.hexAt(i));
    }
    for (size_t k = 3; k + 1 < state.size(); ++k) out[hex].push_back(imageOf[state[k]]);
  }
  return out;
}

TEST(VassalSetups, LeadersStandOnTopOfTheStackInTheirHex) {
  Battle b = battleWithStack();
  testing::ArmyBuilder a(b);
  OobNode div;
  div.code = "pl-div";
  div.side = "pl";
  div.parent = "pl-army";
  div.level = "division";
  a.node(div);
  a.unit("c", "pl-div", "Trzeci", "line");
  a.place("c", b.map.hexAt(9), "line");
  for (const char* code : {"at-hex", "on-unit", "on-his", "off", "on-absent"}) {
    Leader l;
    l.code = code;
    l.side = "pl";
    l.name = code;
    l.commands = {"pl-div"};
    b.army.leaders.push_back(l);
  }
  Scenario& s = b.scenarios[0];
  s.leaders = {{"at-hex", LeaderAt::Hex, b.map.hexAt(2), "", ""},
               {"on-unit", LeaderAt::Unit, std::nullopt, "a", ""},
               {"on-his", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""},
               {"off", LeaderAt::OffMap, std::nullopt, "", ""}};
  std::vector<UnitPiece> leaders;
  for (const Leader& l : b.army.leaders) {
    UnitPiece p;
    p.unfaced = {"leader-" + l.code + ".png", l.name, l.code, "Wojsko polskie", 6};
    p.faced = p.unfaced;
    p.gpid = "L" + l.code;
    leaders.push_back(p);
  }
  Result<std::vector<SavedGame>> games = savedGames(b, gridFor(b), piecesOf(b), leaders, "");
  ASSERT_TRUE(games) << games.status().message();
  EXPECT_EQ(games->front().pieces, 3 + 3);  // three units, three leaders on the map
  const GridSettings& g = b.map.grid();
  std::map<std::string, std::vector<std::string>> stacks = stacksOf(b, games->front());
  EXPECT_EQ(stacks, (std::map<std::string, std::vector<std::string>>{
                        {g.label(b.map.hexAt(2)), {"leader-at-hex.png"}},
                        {g.label(b.map.hexAt(4)), {"b.png", "a-unfaced.png", "leader-on-unit.png"}},
                        {g.label(b.map.hexAt(9)), {"c-unfaced.png", "leader-on-his.png"}}}));
  // His only unit off the map: he stays in the palette.
  s.setup.back().hex.reset();
  games = savedGames(b, gridFor(b), piecesOf(b), leaders, "");
  ASSERT_TRUE(games) << games.status().message();
  EXPECT_EQ(games->front().pieces, 2 + 2);
  // A placement of a leader the army lacks is named.
  b.scenarios[0].leaders.push_back({"ghost-leader", LeaderAt::Hex, b.map.hexAt(1), "", ""});
  games = savedGames(b, gridFor(b), piecesOf(b), leaders, "");
  ASSERT_FALSE(games);
  EXPECT_EQ(games.status().message(), "scenario s1, leader ghost-leader: the army has no such leader");
}

TEST(VassalSetups, ARowTheArmyCannotPlaceIsNamed) {
  Battle b = battleWithStack();
  testing::ArmyBuilder(b).place("ghost-unit", b.map.hexAt(3));
  Result<std::vector<SavedGame>> games = savedGames(b, gridFor(b), piecesOf(b), {}, "");
  ASSERT_FALSE(games);
  EXPECT_EQ(games.status().message(), "scenario s1, unit ghost-unit: the army has no such unit");
}

TEST(VassalSetups, AnUnknownScenarioListsTheBattlesScenarios) {
  Battle b = battleWithStack();
  Result<std::vector<SavedGame>> games = savedGames(b, gridFor(b), piecesOf(b), {}, "s9");
  ASSERT_FALSE(games);
  EXPECT_EQ(games.status().code(), Status::Code::NotFound);
  EXPECT_NE(games.status().message().find("\"s9\""), std::string::npos);
  EXPECT_NE(games.status().message().find("s1"), std::string::npos);
  games = savedGames(b, gridFor(b), piecesOf(b), {}, "s1");
  ASSERT_TRUE(games);
  EXPECT_EQ(games->size(), 1u);
}

TEST(VassalSetups, TwelveFacingsOnlyWhereVerticesAreUsed) {
  Battle hexsides = battleWithStack();
  EXPECT_EQ(facingsFor(hexsides), 6);
  Battle vertexFormation = battleWithStack();
  testing::ArmyBuilder(vertexFormation).formation("line-v", "Line", FacingRule::Vertex);
  EXPECT_EQ(facingsFor(vertexFormation), 12);
  Battle vertexRow = battleWithStack();
  vertexRow.scenarios.back().setup.back().facing = Facing(5);
  EXPECT_EQ(facingsFor(vertexRow), 12);
}

}  // namespace
}  // namespace cartouche::vassal
