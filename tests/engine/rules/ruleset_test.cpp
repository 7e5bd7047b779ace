// Ruleset tables: cell types, structure checks, problems, the typed questions and the SetRuleTable command.
#include "edit/rule_table_commands.h"
#include "rules/rule_checks.h"
#include "rules/rule_queries.h"
#include "model/rule_table.h"

#include <gtest/gtest.h>

#include "rules/validate.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

RuleTable movementTable() {
  // Shaped like La Bataille de Raszyn 1809, TERRAIN EFFECTS / MOVEMENT: woods 2 Inf / 5 Cav / Art prohibited, stream
  // Inf +3 / Cav +5 / Art +4, road 1/2 in road order, ford +5 / +10 / +6.
  RuleTable t;
  t.code = "movement";
  t.title = "Terrain effects on movement";
  t.kind = TableKind::Movement;
  t.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"infantry", "Inf", CellType::MoveCost},
               {"cavalry", "Cav", CellType::MoveCost},
               {"artillery", "Art", CellType::MoveCost},
               {"requires", "Requires", CellType::Text}};
  t.rows = {{"clear", "1", "1", "1", ""},
            {"woods", "2", "5", "P", ""},
            {"village", "3", "3", "", ""},
            {"stream", "+3", "+5", "+4", ""},
            {"ford", "+5", "+10", "+6", ""},
            {"bridge", "1", "1", "1", "road order"},
            {"road", "1/2", "1/2", "1/2", "road order"}};
  return t;
}

void addFord(SmallBattle& s) {
  TerrainType ford = testing::sideType("ford", HexsideClass::Crossing, DrawStyle::Mark);
  ford.needsWater = true;
  ASSERT_TRUE(s.battle.vocabulary.add(ford));
}

TEST(RulesetCells, MoveCostsReadTheWaysChartsPrintThem) {
  EXPECT_EQ(*parseMoveCost("2"), (MoveCost{MoveCost::Kind::Cost, 2, 1}));
  EXPECT_EQ(*parseMoveCost(" 1/2 "), (MoveCost{MoveCost::Kind::Cost, 1, 2}));
  EXPECT_EQ(*parseMoveCost("2/4"), (MoveCost{MoveCost::Kind::Cost, 1, 2}));
  EXPECT_EQ(*parseMoveCost("+ 3"), (MoveCost{MoveCost::Kind::Add, 3, 1}));
  EXPECT_EQ(parseMoveCost("Prohibited")->kind, MoveCost::Kind::Prohibited);
  for (const char* bad : {"", "x", "-3", "1/0", "+", "2+", "12345"}) {
    auto r = parseMoveCost(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_NE(r.status().message().find("is not a movement cost"), std::string::npos);
  }
  for (const char* text : {"2", "1/2", "+3", "P", "0"}) EXPECT_EQ(formatMoveCost(*parseMoveCost(text)), text);
}

TEST(RulesetCells, MultipliersDefencesModifiersFrequencies) {
  EXPECT_EQ(*parseMultiplier("Printed"), (Multiplier{1, 1}));
  EXPECT_EQ(*parseMultiplier("X 3"), (Multiplier{3, 1}));
  EXPECT_EQ(*parseMultiplier("X2"), (Multiplier{2, 1}));
  EXPECT_EQ(*parseMultiplier("150%"), (Multiplier{3, 2}));
  EXPECT_EQ(*parseMultiplier("x1/2"), (Multiplier{1, 2}));
  EXPECT_FALSE(parseMultiplier("3"));
  EXPECT_FALSE(parseMultiplier("x0"));
  EXPECT_EQ(formatMultiplier({3, 2}), "x3/2");
  EXPECT_EQ(formatMultiplier({1, 1}), "printed");

  EXPECT_EQ(*parseFireDefence("6/8"), (FireDefence{false, 6, 8}));
  EXPECT_EQ(*parseFireDefence("N/A"), (FireDefence{true, 0, std::nullopt}));
  EXPECT_EQ(formatFireDefence(*parseFireDefence(" 7 / 9 ")), "7/9");
  EXPECT_FALSE(parseFireDefence("6/"));

  EXPECT_EQ(*parseModifier("+3"), 3);
  EXPECT_EQ(*parseModifier("\xE2\x88\x92" "2"), -2);  // U+2212 minus sign
  EXPECT_EQ(formatModifier(-2), "-2");
  EXPECT_EQ(formatModifier(0), "0");
  EXPECT_FALSE(parseModifier("three"));

  EXPECT_EQ(*parseFrequency("Even"), Frequency::Even);
  EXPECT_FALSE(parseFrequency("sometimes"));
}

TEST(RulesetCells, CanonicalTextPerType) {
  EXPECT_EQ(*canonicalCell(CellType::Multiplier, std::nullopt, "X 3"), "x3");
  EXPECT_EQ(*canonicalCell(CellType::MoveCost, std::nullopt, "prohibited"), "P");
  EXPECT_EQ(*canonicalCell(CellType::Integer, std::nullopt, "+07"), "7");
  EXPECT_EQ(*canonicalCell(CellType::DieRange, DieKind::TwoDiceBase6, "11 \xE2\x80\x93 53"), "11-53");
  EXPECT_EQ(*canonicalCell(CellType::Text, std::nullopt, "  Carré  "), "Carré");
  EXPECT_EQ(*canonicalCell(CellType::FireDefence, std::nullopt, "   "), "");
  EXPECT_FALSE(canonicalCell(CellType::DieRange, std::nullopt, "11-53"));
  EXPECT_FALSE(canonicalCell(CellType::DieRange, DieKind::TwoDiceBase6, "11-17"));
  EXPECT_FALSE(canonicalCell(CellType::Terrain, std::nullopt, "pine forest"));
  for (CellType t : {CellType::Text, CellType::Terrain, CellType::Integer, CellType::MoveCost, CellType::Multiplier,
                     CellType::FireDefence, CellType::DieRange, CellType::Modifier, CellType::Frequency})
    EXPECT_EQ(*parseCellType(cellTypeName(t)), t);
  EXPECT_FALSE(parseCellType("money"));
  EXPECT_EQ(*parseTableKind("fire-defence"), TableKind::FireDefence);
  EXPECT_FALSE(parseTableKind("weather"));
}

TEST(RulesetStructure, AcceptsAWellFormedTableAndNamesEachFault) {
  RuleTable t = movementTable();
  EXPECT_TRUE(checkTableStructure(t));

  RuleTable bad = t;
  bad.rows[1][2] = "X 5";
  Status s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("table \"movement\" row 2 column \"cavalry\""), std::string::npos) << s.message();

  bad = t;
  bad.rows[1][2] = "Prohibited";
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("write \"P\""), std::string::npos) << s.message();

  bad = t;
  bad.rows[2].pop_back();
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("row 3 has 4 cells, not 5"), std::string::npos) << s.message();

  bad = t;
  bad.columns[0].type = CellType::Text;
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("a movement table needs a terrain column first"), std::string::npos);

  bad = t;
  bad.columns[2].code = "infantry";
  EXPECT_FALSE(checkTableStructure(bad));

  bad = t;
  bad.rows[0][0] = "";
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("is blank"), std::string::npos);

  bad = t;
  bad.code = "terrain effects";
  EXPECT_FALSE(checkTableStructure(bad));

  RuleTable dice;
  dice.code = "recall";
  dice.kind = TableKind::Dice;
  dice.columns = {{"roll", "Roll", CellType::DieRange}, {"result", "Result", CellType::Text}};
  dice.rows = {{"11-66", "Recalled"}};
  s = checkTableStructure(dice);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("no die"), std::string::npos);
  dice.die = DieKind::TwoDiceBase6;
  EXPECT_TRUE(checkTableStructure(dice));
}

// La Bataille d'Heilsberg 1807, Carre realization table, Prussians, "When forming from Column", 2 Movement Points:
// 11-33 / 34-51 / 52-65 as printed. The checker must find the gap at 66.
RuleTable heilsbergPrussianColumn2Mp() {
  RuleTable t;
  t.code = "carre-prussian-column-2mp";
  t.kind = TableKind::Dice;
  t.die = DieKind::TwoDiceBase6;
  t.columns = {{"roll", "Roll", CellType::DieRange}, {"result", "Result", CellType::Text}};
  t.rows = {{"11-33", "Carre"}, {"34-51", "Disorder"}, {"52-65", "Rout"}};
  t.notes = "La Bataille d'Heilsberg 1807, Special Rules: Carre Realization Table, Prussians, from Column, 2 MP";
  return t;
}

TEST(RulesetProblems, TheHeilsbergGapIsFoundAsPrinted) {
  SmallBattle s;
  std::vector<Problem> out;
  checkRuleTable(heilsbergPrussianColumn2Mp(), s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].code, "dice-gap");
  EXPECT_EQ(out[0].table, "carre-prussian-column-2mp");
  EXPECT_NE(out[0].message.find("gap 66"), std::string::npos) << out[0].message;

  RuleTable overlap = heilsbergPrussianColumn2Mp();
  overlap.rows[2][0] = "51-66";
  out.clear();
  checkRuleTable(overlap, s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].code, "dice-overlap");
  EXPECT_NE(out[0].message.find("overlap 51 (rows 2 and 3)"), std::string::npos) << out[0].message;
  EXPECT_EQ(out[0].row, 2);
}

TEST(RulesetProblems, UnknownTerrainDuplicateRowsAndWrongKind) {
  SmallBattle s;
  addFord(s);
  RuleTable t = movementTable();
  std::vector<Problem> out;
  checkRuleTable(t, s.battle.vocabulary, out);
  EXPECT_TRUE(out.empty()) << out[0].message;

  t.rows.push_back({"swamp", "P", "P", "P", ""});
  t.rows.push_back({"woods", "2", "5", "P", ""});
  t.rows[0][1] = "+1";
  out.clear();
  checkRuleTable(t, s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].code, "table-wrong-terrain-kind");
  EXPECT_EQ(out[0].severity, Severity::Warning);
  EXPECT_EQ(out[1].code, "table-unknown-terrain");
  EXPECT_EQ(out[1].row, 7);
  EXPECT_EQ(out[1].column, 0);
  EXPECT_NE(out[1].message.find("row 8 column \"terrain\" names terrain \"swamp\""), std::string::npos);
  EXPECT_EQ(out[2].code, "table-duplicate-row");
  EXPECT_NE(out[2].message.find("of row 2"), std::string::npos) << out[2].message;

  std::vector<RuleTable> tables = {movementTable(), movementTable()};
  out.clear();
  checkRuleTables(tables, s.battle.vocabulary, out);
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out[0].code, "table-duplicate-code");
}

TEST(RulesetQuestions, StepCostsFollowTheChart) {
  SmallBattle s;
  addFord(s);
  const RuleTable t = movementTable();
  const TerrainVocabulary& v = s.battle.vocabulary;
  auto cost = [&](const char* hex, std::vector<std::string> sides, const char* cls, bool road = false) {
    auto r = stepCost(t, v, hex, sides, cls, road);
    EXPECT_TRUE(r) << r.status().message();
    return r ? formatMoveCost(*r) : std::string("error");
  };
  EXPECT_EQ(cost("clear", {}, "infantry"), "1");
  EXPECT_EQ(cost("woods", {}, "cavalry"), "5");
  EXPECT_EQ(cost("woods", {}, "artillery"), "P");
  EXPECT_EQ(cost("clear", {"stream"}, "infantry"), "4");
  EXPECT_EQ(cost("woods", {"stream"}, "cavalry"), "10");
  EXPECT_EQ(cost("clear", {"stream", "bridge"}, "cavalry"), "1");     // the bridge stands in for the stream
  EXPECT_EQ(cost("clear", {"stream", "ford"}, "infantry"), "6");      // the ford's +5, not the stream's +3
  EXPECT_EQ(cost("clear", {"road"}, "infantry", true), "1/2");
  EXPECT_EQ(cost("woods", {"road", "stream", "bridge"}, "artillery", true), "1/2");
  EXPECT_EQ(cost("woods", {"road"}, "infantry", false), "2");         // off the road order, the road is no help
  EXPECT_EQ(cost("clear", {"contour"}, "infantry"), "1");             // not in the chart: costs nothing

  auto blank = stepCost(t, v, "village", {}, "artillery", false);
  ASSERT_FALSE(blank);
  EXPECT_NE(blank.status().message().find("gives no cost for \"artillery\" in \"village\""), std::string::npos);
  auto noRow = stepCost(t, v, "marsh", {}, "infantry", false);
  ASSERT_FALSE(noRow);
  EXPECT_NE(noRow.status().message().find("has no row for \"marsh\""), std::string::npos);
  auto noColumn = stepCost(t, v, "clear", {}, "cossacks", false);
  ASSERT_FALSE(noColumn);
  EXPECT_NE(noColumn.status().message().find("has no column \"cossacks\""), std::string::npos);

  auto direct = movementCost(t, "village", "artillery");
  ASSERT_TRUE(direct);
  EXPECT_FALSE(direct->has_value());  // blank stays blank
}

TEST(RulesetQuestions, FireDefenceMultipliersAndDice) {
  // Raszyn, TERRAIN FIRE DEFENCE VALUES: Village artillery 7/9 (limbered/unlimbered), Forest artillery N/A, Clear
  // column 6.
  RuleTable fd;
  fd.code = "fire-defence";
  fd.kind = TableKind::FireDefence;
  fd.columns = {{"terrain", "Terrain", CellType::Terrain},
                {"column", "Column", CellType::FireDefence},
                {"artillery", "Artillery", CellType::FireDefence}};
  fd.rows = {{"clear", "6", "6/8"}, {"village", "", "7/9"}, {"woods", "", "n/a"}};
  ASSERT_TRUE(checkTableStructure(fd));
  EXPECT_EQ(**fireDefence(fd, "village", "artillery"), (FireDefence{false, 7, 9}));
  EXPECT_TRUE((*fireDefence(fd, "woods", "artillery"))->notApplicable);
  EXPECT_FALSE(fireDefence(fd, "village", "column")->has_value());

  // Raszyn, INFANTRY UNIT FIRE VALUES: Poles Ligne Line X 3; Saxons Ligne Line X 2; disordered at half strength.
  RuleTable fm;
  fm.code = "fire-multipliers";
  fm.kind = TableKind::FireMultiplier;
  fm.columns = {{"formation", "Formation", CellType::Text},
                {"poles-ligne", "Poles Ligne", CellType::Multiplier},
                {"poles-legere", "Poles Leg.", CellType::Multiplier}};
  fm.rows = {{"column", "printed", "printed"}, {"line", "x3", "x3"}, {"skirmish", "", "x2"}};
  ASSERT_TRUE(checkTableStructure(fm));
  EXPECT_EQ(**fireMultiplier(fm, "line", "poles-ligne", false), (Multiplier{3, 1}));
  EXPECT_EQ(**fireMultiplier(fm, "line", "poles-ligne", true), (Multiplier{3, 2}));
  EXPECT_EQ(**fireMultiplier(fm, "column", "poles-ligne", true), (Multiplier{1, 2}));
  EXPECT_FALSE(fireMultiplier(fm, "skirmish", "poles-ligne", false)->has_value());

  // Base-six: "43 plus 4 is 51".
  RuleTable dice = heilsbergPrussianColumn2Mp();
  EXPECT_EQ(*lookupDiceRow(dice, 43, 4), 1);   // 51 is in 34-51
  EXPECT_EQ(*lookupDiceRow(dice, 43, 5), 2);   // 52
  EXPECT_EQ(*lookupDiceRow(dice, 12, -4), 0);  // below 11 reads as 11
  auto gap = lookupDiceRow(dice, 62, 6);       // 62 + 6 = 66: the printed gap
  ASSERT_FALSE(gap);
  EXPECT_NE(gap.status().message().find("roll 66 falls in a gap"), std::string::npos);
  EXPECT_FALSE(lookupDiceRow(dice, 17));
  EXPECT_EQ(toDiceTable(dice).rows.size(), 3u);
}

TEST(RulesetCommand, SetRuleTableInsertsEditsRenamesRemovesAndUndoes) {
  SmallBattle s;
  Battle& b = s.battle;
  const Battle original = b;
  ChangeSet changes;
  auto undoInsert = SetRuleTable("movement", movementTable()).apply(b, changes);
  ASSERT_TRUE(undoInsert);
  EXPECT_TRUE(changes.rules);
  ASSERT_EQ(b.rules.size(), 1u);
  auto undoDice = SetRuleTable("carre", heilsbergPrussianColumn2Mp()).apply(b, changes);
  ASSERT_TRUE(undoDice);
  const Battle two = b;

  RuleTable edited = movementTable();
  edited.code = "movement-raszyn";
  edited.rows[1][2] = "4";
  auto undoEdit = SetRuleTable("movement", edited, std::nullopt, "Edit cell row 2 cavalry").apply(b, changes);
  ASSERT_TRUE(undoEdit);
  EXPECT_EQ(b.rules[0].code, "movement-raszyn");  // keeps its place
  EXPECT_EQ(b.rules[0].rows[1][2], "4");
  EXPECT_EQ((*undoEdit)->describe(b), "Edit cell row 2 cavalry");
  ASSERT_TRUE((*undoEdit)->apply(b, changes));
  EXPECT_EQ(b, two);

  // Moving: the dice table to the front.
  auto undoMove = SetRuleTable(b.rules[1].code, b.rules[1], 0).apply(b, changes);
  ASSERT_TRUE(undoMove);
  EXPECT_EQ(b.rules[0].code, "carre-prussian-column-2mp");
  ASSERT_TRUE((*undoMove)->apply(b, changes));
  EXPECT_EQ(b, two);

  // A rename onto another table's code, and a table that fails its structure, are refused and change nothing.
  RuleTable clash = movementTable();
  clash.code = "carre-prussian-column-2mp";
  EXPECT_FALSE(SetRuleTable("movement", clash).apply(b, changes));
  RuleTable broken = movementTable();
  broken.rows[0][1] = "lots";
  EXPECT_FALSE(SetRuleTable("movement", broken).apply(b, changes));
  EXPECT_EQ(b, two);

  auto undoRemove = SetRuleTable("movement", std::nullopt).apply(b, changes);
  ASSERT_TRUE(undoRemove);
  EXPECT_EQ(b.rules.size(), 1u);
  EXPECT_FALSE(SetRuleTable("movement", std::nullopt).apply(b, changes));
  ASSERT_TRUE((*undoRemove)->apply(b, changes));
  EXPECT_EQ(b, two);

  ASSERT_TRUE((*undoDice)->apply(b, changes));
  ASSERT_TRUE((*undoInsert)->apply(b, changes));
  EXPECT_EQ(b, original);
}

TEST(RulesetValidation, TableProblemsAndRoadEndsReachValidateBattle) {
  SmallBattle s;
  addFord(s);
  Battle& b = s.battle;
  b.rules.push_back(heilsbergPrussianColumn2Mp());
  RuleTable t = movementTable();
  t.rows.push_back({"swamp", "P", "P", "P", ""});
  b.rules.push_back(t);
  // A road from 0303 to 0403 to 0503: both ends stop in the middle of the map. One from the map's edge hex 0103 to
  // 0203 ends in 0203 only.
  auto roadBetween = [&](Hex a, Hex c) {
    int d = directionTo(a, c);
    ASSERT_GE(d, 0);
    b.map.setFeature(hexsideOf(a, d), {s.road, Side::None});
  };
  roadBetween(s.hex(2, 2), s.hex(3, 2));
  roadBetween(s.hex(3, 2), s.hex(4, 2));
  roadBetween(s.hex(0, 5), s.hex(1, 5));
  // Two roads that stop inside one village patch (0708-0908) meet there: no problem; their other ends 0608 and 1008
  // stop in the open. One that stops alone in a village hex (1003) is a problem.
  for (int col : {6, 7, 8}) b.map.setTerrain(s.at(col, 7), s.village);
  b.map.setTerrain(s.at(9, 2), s.village);
  roadBetween(s.hex(5, 7), s.hex(6, 7));
  roadBetween(s.hex(8, 7), s.hex(9, 7));
  roadBetween(s.hex(8, 2), s.hex(9, 2));  // 0903 (open) to 1003 (a lone village hex)
  ValidationReport r = validateBattle(b);
  std::vector<std::string> codes;
  for (const Problem& p : r.problems) codes.push_back(p.code + (p.hex ? ":" + b.map.grid().label(b.map.hexAt(*p.hex)) : ""));
  EXPECT_EQ(codes, (std::vector<std::string>{"road-ends-nowhere:0303", "road-ends-nowhere:0503",
                                             "road-ends-nowhere:0903", "road-ends-nowhere:1003",
                                             "road-ends-nowhere:0206", "road-ends-nowhere:0608",
                                             "road-ends-nowhere:1008",
                                             "dice-gap", "table-unknown-terrain"}));
  EXPECT_EQ(r.problems[0].message,
            "the road ends in hex 0303: no other road leaves it and it is not on the map edge");
  EXPECT_EQ(r.problems[3].message,
            "the road ends in hex 1003: no other road leaves it and it is not on the map edge, and no other road "
            "reaches this patch of village");
}

}  // namespace
}  // namespace cartouche
