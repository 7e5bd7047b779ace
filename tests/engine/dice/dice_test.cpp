// Dice: die spaces, base-six arithmetic from the La Bataille rules, range parsing, and the rulebooks' dice tables
// entered as printed, with the coverage check that finds the gaps the seeds contain.
#include "dice/dice.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace cartouche {
namespace {

DiceTable makeTable(DieKind kind, const std::vector<std::pair<std::string, std::string>>& rows, std::string notes) {
  DiceTable table;
  table.kind = kind;
  table.notes = std::move(notes);
  for (const auto& [range, result] : rows) {
    Result<DieRange> parsed = parseDieRange(kind, range);
    EXPECT_TRUE(parsed.isOk()) << range << ": " << parsed.status().message();
    if (parsed) table.rows.push_back({*parsed, result});
  }
  return table;
}

std::vector<std::string> describeAll(const DiceTable& table) {
  std::vector<std::string> out;
  for (const CoverageIssue& issue : checkCoverage(table)) out.push_back(issue.describe(table.kind));
  return out;
}

// --- die spaces

TEST(DiceTest, DieSpacesHaveThePrintedValues) {
  const std::vector<int> base6 = dieSpace(DieKind::TwoDiceBase6);
  ASSERT_EQ(base6.size(), 36u);
  EXPECT_EQ(base6.front(), 11);
  EXPECT_EQ(base6[5], 16);
  EXPECT_EQ(base6[6], 21);
  EXPECT_EQ(base6.back(), 66);
  for (int v : base6) EXPECT_TRUE(v % 10 >= 1 && v % 10 <= 6) << v;
  EXPECT_EQ(dieSpace(DieKind::D10), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(dieSpace(DieKind::TwoD6Sum), (std::vector<int>{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}));
  EXPECT_EQ(dieSpace(DieKind::D6), (std::vector<int>{1, 2, 3, 4, 5, 6}));
  EXPECT_FALSE(parseRoll(DieKind::D6, "0"));
  EXPECT_FALSE(parseRoll(DieKind::D6, "7"));
  // A personality with a cavalry modifier adds 1 to the recall roll: 6 + 1 reads as 6.
  EXPECT_EQ(addToRoll(DieKind::D6, 6, 1), 6);
  EXPECT_EQ(addToRoll(DieKind::D6, 2, 1), 3);
}

TEST(DiceTest, DieCodesNameEveryDie) {
  for (DieKind kind : allDieKinds()) EXPECT_EQ(*parseDieKindCode(dieKindCode(kind)), kind);
  EXPECT_EQ(dieKindCode(DieKind::D6), "d6");
  Result<DieKind> bad = parseDieKindCode("d8");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.status().message(), "\"d8\" is not a die (two_dice_base6, d10, 2d6_sum, d6)");
}

TEST(DiceTest, IndexRoundTripsForEveryRoll) {
  for (DieKind kind : allDieKinds()) {
    for (int i = 0; i < dieSpaceSize(kind); ++i) {
      EXPECT_EQ(rollIndex(kind, rollAt(kind, i)), i);
      const int roll = rollAt(kind, i);
      Result<int> parsed = parseRoll(kind, formatRoll(kind, roll));
      ASSERT_TRUE(parsed.isOk());
      EXPECT_EQ(*parsed, roll);
    }
  }
}

// --- base-six arithmetic (La Bataille Premier, "Machinations of Fate (9)", seed 004)

TEST(DiceTest, FortyThreePlusFourIsFiftyOne) {
  // The rule's own example: "reads a "4" and a "3" as "43" plus the "4" to yield a "51" result".
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 43, 4), 51);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 43, 1), 44);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 43, 3), 46);
}

TEST(DiceTest, SubtractionWorksTheSameWay) {
  // "Occasionally there are minuses to the die roll and you subtract them in the same manner".
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 51, -4), 43);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 21, -1), 16);
  // Carre realization: "Personalities subtract 6 from the die roll" moves a whole tens digit.
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 45, -6), 35);
  // "If Cavalry is Lance Armed ADD 6 to die roll".
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 36, 6), 46);
}

TEST(DiceTest, MassedTargetExampleAddsSix) {
  // "Massed Targets (22)": 15 increments "would modify the die roll by a plus six"; from the fire example's 43.
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 43, 6), 53);
}

TEST(DiceTest, FloorIsElevenAndCeilingIsSixtySix) {
  // "Whenever a modified dice roil falls below 11 on the Fire Combat Chart, the result of 11 will be applied."
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 14, -6), 11);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 11, -1), 11);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 66, 1), 66);
  EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, 62, 12), 66);
  EXPECT_EQ(addToRoll(DieKind::D10, 2, -5), 0);
  EXPECT_EQ(addToRoll(DieKind::D10, 8, 3), 9);
  EXPECT_EQ(addToRoll(DieKind::TwoD6Sum, 7, 2), 9);
  EXPECT_EQ(addToRoll(DieKind::TwoD6Sum, 11, 4), 12);
}

TEST(DiceTest, AddThenSubtractRoundTripsAwayFromTheEnds) {
  for (int roll : dieSpace(DieKind::TwoDiceBase6)) {
    for (int m = -35; m <= 35; ++m) {
      const int index = rollIndex(DieKind::TwoDiceBase6, roll) + m;
      if (index < 0 || index > 35) continue;
      EXPECT_EQ(addToRoll(DieKind::TwoDiceBase6, addToRoll(DieKind::TwoDiceBase6, roll, m), -m), roll);
    }
  }
}

// --- parse errors

TEST(DiceTest, RejectsRollsOutsideTheDieSpace) {
  Result<int> seventeen = parseRoll(DieKind::TwoDiceBase6, "17");
  ASSERT_FALSE(seventeen.isOk());
  EXPECT_EQ(seventeen.status().code(), Status::Code::InvalidArgument);
  EXPECT_EQ(seventeen.status().message(), "two dice 11-66: 17 is not a roll (rolls are 11-66 with each digit 1-6)");
  EXPECT_EQ(parseRoll(DieKind::TwoDiceBase6, "70").status().message(),
            "two dice 11-66: 70 is not a roll (rolls are 11-66 with each digit 1-6)");
  EXPECT_EQ(parseRoll(DieKind::TwoDiceBase6, "10").status().message(),
            "two dice 11-66: 10 is not a roll (rolls are 11-66 with each digit 1-6)");
  EXPECT_EQ(parseRoll(DieKind::D10, "10").status().message(), "d10 0-9: 10 is not a roll (rolls are 0-9)");
  EXPECT_EQ(parseRoll(DieKind::TwoD6Sum, "1").status().message(), "2d6 2-12: 1 is not a roll (rolls are 2-12)");
  EXPECT_EQ(parseRoll(DieKind::TwoDiceBase6, "4x").status().message(), "two dice 11-66: \"4x\" is not a number");
  EXPECT_EQ(parseRoll(DieKind::TwoDiceBase6, "").status().message(), "two dice 11-66: \"\" is not a number");
}

TEST(DiceTest, ParsesRangesOfEveryDie) {
  EXPECT_EQ(*parseDieRange(DieKind::TwoDiceBase6, "11-53"), (DieRange{11, 53}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoDiceBase6, "54-62"), (DieRange{54, 62}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoDiceBase6, " 63-66 "), (DieRange{63, 66}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoDiceBase6, "25"), (DieRange{25, 25}));
  EXPECT_EQ(*parseDieRange(DieKind::D10, "0-4"), (DieRange{0, 4}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoD6Sum, "2-6"), (DieRange{2, 6}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoD6Sum, "2 -3"), (DieRange{2, 3}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoD6Sum, "12"), (DieRange{12, 12}));
  EXPECT_EQ(*parseDieRange(DieKind::TwoD6Sum, "10 +"), (DieRange{10, 12}));
  EXPECT_EQ(*parseDieRange(DieKind::D10,
                           "3\xE2\x80\x93"
                           "5"),
            (DieRange{3, 5}));
  EXPECT_EQ(formatDieRange(DieKind::TwoDiceBase6, {54, 55}), "54-55");
  EXPECT_EQ(formatDieRange(DieKind::TwoDiceBase6, {66, 66}), "66");
}

TEST(DiceTest, RejectsBadRanges) {
  EXPECT_EQ(parseDieRange(DieKind::TwoDiceBase6, "11-70").status().message(),
            "range \"11-70\": two dice 11-66: 70 is not a roll (rolls are 11-66 with each digit 1-6)");
  EXPECT_EQ(parseDieRange(DieKind::TwoDiceBase6, "17-24").status().message(),
            "range \"17-24\": two dice 11-66: 17 is not a roll (rolls are 11-66 with each digit 1-6)");
  EXPECT_EQ(parseDieRange(DieKind::TwoDiceBase6, "53-11").status().message(),
            "two dice 11-66: range \"53-11\" runs backwards");
  EXPECT_EQ(parseDieRange(DieKind::D10, "").status().message(), "d10 0-9: empty range");
  EXPECT_EQ(parseDieRange(DieKind::D10, "4-").status().message(), "range \"4-\": d10 0-9: \"\" is not a number");
}

// --- coverage

TEST(DiceTest, FindsOverlapsAndGaps) {
  const DiceTable table =
      makeTable(DieKind::TwoDiceBase6, {{"11-53", "A"}, {"56-56", "B"}, {"61-62", "C"}, {"61-66", "D"}}, "synthetic");
  EXPECT_EQ(describeAll(table), (std::vector<std::string>{"gap 54-55", "overlap 61-62 (rows 3 and 4)"}));
  const std::vector<CoverageIssue> issues = checkCoverage(table);
  ASSERT_EQ(issues.size(), 2u);
  EXPECT_EQ(issues[1].rows, (std::vector<int>{3, 4}));
}

TEST(DiceTest, OverlapOfThreeRowsAndOverlapRunsSplitByHolders) {
  const DiceTable table = makeTable(DieKind::D10, {{"0-4", "A"}, {"3-6", "B"}, {"4-9", "C"}}, "synthetic");
  EXPECT_EQ(describeAll(table), (std::vector<std::string>{"overlap 3 (rows 1 and 2)", "overlap 4 (rows 1, 2 and 3)",
                                                          "overlap 5-6 (rows 2 and 3)"}));
}

TEST(DiceTest, EmptyTableIsOneGap) {
  const DiceTable table = makeTable(DieKind::TwoD6Sum, {}, "synthetic");
  EXPECT_EQ(describeAll(table), (std::vector<std::string>{"gap 2-12"}));
}

// --- the rulebooks' tables, entered as printed

// Seed 000, La Bataille de Raszyn 1809, CARRE REALIZATION TABLE, Polski (Line and Light), When forming from Column,
// 3 Movement Points: "11-53	54-62	63-66" under CARRE DISORDER ROUT.
TEST(DiceTest, RaszynPolishCarreFromColumnThreeMovementPointsIsComplete) {
  const DiceTable table =
      makeTable(DieKind::TwoDiceBase6, {{"11-53", "Carre"}, {"54-62", "Disorder"}, {"63-66", "Rout"}},
                "Raszyn 1809 (seed 000), CARRE REALIZATION TABLE, Polski (Line and Light), "
                "forming from Column, 3 Movement Points");
  EXPECT_TRUE(checkCoverage(table).empty());
  EXPECT_EQ((*lookupRoll(table, 53))->result, "Carre");
  EXPECT_EQ((*lookupRoll(table, 54))->result, "Disorder");
  EXPECT_EQ((*lookupRoll(table, addToRoll(table.kind, 62, 1)))->result, "Rout");
}

// Seed 000, Raszyn 1809, CARRE REALIZATION TABLE, Austrians, When forming from line, 4 Movement Points:
// "11-62	63-65	66".
TEST(DiceTest, RaszynAustrianCarreFromLineFourMovementPointsIsComplete) {
  const DiceTable table = makeTable(DieKind::TwoDiceBase6, {{"11-62", "Carre"}, {"63-65", "Disorder"}, {"66", "Rout"}},
                                    "Raszyn 1809 (seed 000), CARRE REALIZATION TABLE, Austrians, forming from line, "
                                    "4 Movement Points");
  EXPECT_TRUE(checkCoverage(table).empty());
}

// Seed 000, Raszyn 1809, CARRE REALIZATION TABLE, Saxons, When forming from Column, 4 Movement Points:
// "11-63	64-66	" (the ROUT cell is printed empty: no rout is possible).
TEST(DiceTest, RaszynSaxonCarreFromColumnFourMovementPointsIsCompleteWithNoRout) {
  const DiceTable table = makeTable(DieKind::TwoDiceBase6, {{"11-63", "Carre"}, {"64-66", "Disorder"}},
                                    "Raszyn 1809 (seed 000), CARRE REALIZATION TABLE, Saxons, forming from Column, "
                                    "4 Movement Points");
  EXPECT_TRUE(checkCoverage(table).empty());
}

// Seed 001, La Bataille d'Heilsberg 1807, CARRE REALIZATION TABLE, Prussians, When forming from Column,
// 2 Movement Points: "11-33	34-51	52-65". Nothing is printed for 66.
TEST(DiceTest, HeilsbergPrussianCarreFromColumnTwoMovementPointsHasGapAt66) {
  const DiceTable table =
      makeTable(DieKind::TwoDiceBase6, {{"11-33", "Carre"}, {"34-51", "Disorder"}, {"52-65", "Rout"}},
                "Heilsberg 1807 (seed 001), CARRE REALIZATION TABLE, Prussians, forming from "
                "Column, 2 Movement Points");
  EXPECT_EQ(describeAll(table), (std::vector<std::string>{"gap 66"}));
  Result<const DiceTableRow*> missing = lookupRoll(table, 66);
  ASSERT_FALSE(missing.isOk());
  EXPECT_EQ(missing.status().code(), Status::Code::NotFound);
  EXPECT_EQ(missing.status().message(), "two dice 11-66: roll 66 falls in a gap of the table (" + table.notes + ")");
}

// Same table, 1 Movement Points (sic): "11-25	26-44	45-64". Nothing is printed for 65 and 66.
TEST(DiceTest, HeilsbergPrussianCarreFromColumnOneMovementPointHasGap65To66) {
  const DiceTable table =
      makeTable(DieKind::TwoDiceBase6, {{"11-25", "Carre"}, {"26-44", "Disorder"}, {"45-64", "Rout"}},
                "Heilsberg 1807 (seed 001), CARRE REALIZATION TABLE, Prussians, forming from "
                "Column, 1 Movement Points");
  EXPECT_EQ(describeAll(table), (std::vector<std::string>{"gap 65-66"}));
}

// Seed 001, Heilsberg 1807, CARRE REALIZATION TABLE, Prussians, When forming from Line, 3 Movement Points:
// "11-56	61-64	65-66" (56 to 61 is one step in base six, so no gap).
TEST(DiceTest, HeilsbergPrussianCarreFromLineThreeMovementPointsIsComplete) {
  const DiceTable table =
      makeTable(DieKind::TwoDiceBase6, {{"11-56", "Carre"}, {"61-64", "Disorder"}, {"65-66", "Rout"}},
                "Heilsberg 1807 (seed 001), CARRE REALIZATION TABLE, Prussians, forming from "
                "Line, 3 Movement Points");
  EXPECT_TRUE(checkCoverage(table).empty());
}

// Seed 003, miniatures notes, "Rule 9 - Combat at edge of BUA": "Winner roll 2 d6 plus difference in Combat
// Factors", results for "Total 2 -3", "Total 4-5", "Total 6-7", "Total 8-9", "Total 10 +".
TEST(DiceTest, MiniaturesEdgeOfBuiltUpAreaCombatIsComplete) {
  const DiceTable table = makeTable(DieKind::TwoD6Sum,
                                    {{"2 -3", "Winner: Routs; Winner: 3 casualties; Loser : 1 casualty"},
                                     {"4-5", "Winner: retires 4\" Shaken; Winner: 2 casualties; Loser: 1 casualty"},
                                     {"6-7", "Draw both Disordered; Winner: 1 casualty; Loser: 1 casualty"},
                                     {"8-9", "Loser: retires 4\" Shaken; Winner: 1 casualty; Loser: 2 casualty"},
                                     {"10 +", "Loser: Routs; Winner: 1 casualty; Loser: 3 casualty"}},
                                    "miniatures notes (seed 003), Rule 9 - Combat at edge of BUA");
  EXPECT_TRUE(checkCoverage(table).empty());
  EXPECT_EQ((*lookupRoll(table, addToRoll(table.kind, 9, 3)))->result,
            "Loser: Routs; Winner: 1 casualty; Loser: 3 casualty");
}

}  // namespace
}  // namespace cartouche
