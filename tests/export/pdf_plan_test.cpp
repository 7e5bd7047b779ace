// The arithmetic of print, tested directly: page tiling (orientation, counts, overlap, the poster's limit), the
// counters a unit needs and what each side prints (unknown stays unknown), the mirrored backs, the scale bar and
// the terrain key's choice of types.
#include <gtest/gtest.h>

#include "cli_test_support.h"
#include "counter_sheet.h"
#include "pdf_legend.h"
#include "pdf_page_tiling.h"
#include "pdf_test_support.h"

namespace cartouche::pdf {
namespace {

TEST(PdfTiling, PicksTheOrientationNeedingFewerPagesAndOverlapsNeighbours) {
  // 186 x 273 mm printed on A4 portrait; a drawing 400 mm wide and 150 tall fits 2 x 1 landscape (273 wide)
  // rather than 3 x 1 portrait.
  Result<Tiling> t = tileDrawing(400, 150, Paper::A4, 10);
  ASSERT_TRUE(t.isOk()) << t.status().message();
  EXPECT_TRUE(t->landscape);
  EXPECT_EQ(t->columns, 2);
  EXPECT_EQ(t->rows, 1);
  ASSERT_EQ(t->tiles.size(), 2u);
  EXPECT_DOUBLE_EQ(t->tiles[0].pageWidth, 297);
  EXPECT_DOUBLE_EQ(t->tiles[0].area.width, 297 - 2 * kPageMarginMm);
  // The second page starts 10 mm before the first one ends.
  EXPECT_DOUBLE_EQ(t->tiles[1].area.x, t->tiles[0].area.right() - 10);
  EXPECT_GE(t->tiles[1].area.right(), 400);

  Result<Tiling> tall = tileDrawing(150, 400, Paper::A4, 10);
  ASSERT_TRUE(tall.isOk());
  EXPECT_FALSE(tall->landscape);
  EXPECT_EQ(tall->rows, 2);
  EXPECT_EQ(tall->columns, 1);
  EXPECT_EQ(tall->tiles[1].row, 1);

  Result<Tiling> a3 = tileDrawing(380, 150, Paper::A3, 10);  // A3 landscape prints 396 x 273 mm
  ASSERT_TRUE(a3.isOk());
  EXPECT_EQ(a3->tiles.size(), 1u);
  EXPECT_TRUE(a3->landscape);
}

TEST(PdfTiling, ThePosterHoldsTheWholeDrawingUpToThePdfLimit) {
  Result<Tiling> t = tileDrawing(1000, 700, Paper::Poster, 10);
  ASSERT_TRUE(t.isOk());
  ASSERT_EQ(t->tiles.size(), 1u);
  EXPECT_DOUBLE_EQ(t->tiles[0].pageWidth, 1000 + 2 * kPageMarginMm);
  EXPECT_DOUBLE_EQ(t->tiles[0].pageHeight, 700 + 2 * kPageMarginMm);
  Result<Tiling> huge = tileDrawing(6000, 700, Paper::Poster, 10);
  ASSERT_FALSE(huge.isOk());
  EXPECT_NE(huge.status().message().find("5080 mm"), std::string::npos) << huge.status().message();
  Result<Tiling> overlap = tileDrawing(600, 700, Paper::A4, 100);
  ASSERT_FALSE(overlap.isOk());
  EXPECT_NE(overlap.status().message().find("--overlap-mm"), std::string::npos);
  EXPECT_EQ(paperFromName("a3"), Paper::A3);
  EXPECT_FALSE(paperFromName("letter").has_value());
}

TEST(CounterPlan, NumberedStepsGoOnTheirCountersAndUnknownValuesStayUnknown) {
  Battle b = test::makeArmyBattle();
  std::vector<Counter> c = planCounters(b);
  // Grenadiers: two counters (full / "1 back", "2" / "2 back"); Zajączek: one (full / reduced); the cavalry's
  // "reduced" step is not numbered: one counter, full / reduced; the battery: full / reduced.
  ASSERT_EQ(c.size(), 5u);
  EXPECT_EQ(c[0].front.unit, "pl-gren");
  EXPECT_EQ(c[0].front.name, "Gren. Kościuszki");
  EXPECT_EQ(c[0].front.caption, "");
  ASSERT_EQ(c[0].front.values.size(), 3u);  // the integer fields only
  EXPECT_EQ(c[0].front.values[0], "7");
  EXPECT_EQ(c[0].back.caption, "1 back");
  EXPECT_FALSE(c[0].back.values[0].has_value());  // the manifest gives no "1 back" values
  EXPECT_TRUE(c[0].back.back);
  EXPECT_EQ(c[1].front.caption, "2");
  EXPECT_EQ(c[1].front.values[1], "3");
  EXPECT_EQ(c[1].back.caption, "2 back");
  EXPECT_EQ(c[1].back.values[0], "3");
  EXPECT_FALSE(c[1].back.values[1].has_value());
  EXPECT_EQ(c[2].front.name, "I/Zajączek");
  for (const auto& v : c[2].front.values) EXPECT_FALSE(v.has_value());
  EXPECT_EQ(c[2].back.caption, "reduced");
  EXPECT_EQ(c[3].front.name, "Jekatierynosławski");
  EXPECT_EQ(c[3].front.colour, (Rgba{40, 140, 70, 255}));
  EXPECT_EQ(c[3].front.arm, Arm::Cavalry);
  EXPECT_FALSE(c[3].front.values[2].has_value());
  EXPECT_EQ(c[3].back.caption, "reduced");
  EXPECT_EQ(c[3].back.values[0], "6");
  EXPECT_FALSE(c[4].front.arm.has_value());  // no troop type: the arm is not known
}

// A leader gets one counter after the units: his side's colour, his rank and name, the values the sources give and
// blanks for the rest on the front, a back with no values.
TEST(CounterPlan, EachLeaderGetsOneCounterAfterTheUnits) {
  Battle b = test::makeArmyBattle();
  const size_t units = planCounters(b).size();
  Leader l;
  l.code = "pl-kosciuszko";
  l.side = "pl";
  l.name = "Tadeusz Kościuszko";
  l.rank = "Naczelnik";
  l.values = {{"morale", "9"}};
  b.army.leaders.push_back(l);
  std::vector<Counter> c = planCounters(b);
  ASSERT_EQ(c.size(), units + 1);
  const Counter& his = c.back();
  EXPECT_TRUE(his.front.leader);
  EXPECT_EQ(his.front.unit, "pl-kosciuszko");
  EXPECT_EQ(his.front.name, "Tadeusz Kościuszko");
  EXPECT_EQ(his.front.rank, "Naczelnik");
  EXPECT_EQ(his.front.colour, (Rgba{40, 80, 200, 255}));
  EXPECT_FALSE(his.front.back);
  ASSERT_EQ(his.front.values.size(), 3u);
  EXPECT_EQ(his.front.values[0], "9");
  EXPECT_FALSE(his.front.values[1].has_value());  // strength: unknown, printed blank
  EXPECT_TRUE(his.back.back);
  EXPECT_TRUE(his.back.leader);
  for (const auto& v : his.back.values) EXPECT_FALSE(v.has_value());
}

TEST(CounterPlan, PrintsTheIntegerFieldsInOrderUpToEight) {
  ArmyVocabulary v;
  v.fields.push_back({"ranges", "Artillery ranges", ValueKind::Text, ""});
  for (int i = 0; i < 9; ++i) v.fields.push_back({"f" + std::to_string(i), "", ValueKind::Integer, ""});
  std::vector<std::string> fields = printedFields(v);
  ASSERT_EQ(fields.size(), 8u);
  EXPECT_EQ(fields.front(), "f0");
  EXPECT_EQ(fields.back(), "f7");
}

TEST(CounterPlan, BacksAreMirroredLeftToRightOnTheFollowingPage) {
  Result<SheetLayout> l = layoutSheets(30, 16, 210, 297);
  ASSERT_TRUE(l.isOk());
  EXPECT_EQ(l->columns, 11);  // (210 - 24) / 16
  ASSERT_EQ(l->pages.size(), 2u);
  EXPECT_FALSE(l->pages[0].backs);
  EXPECT_TRUE(l->pages[1].backs);
  for (size_t i = 0; i < 30; ++i) {
    EXPECT_EQ(l->pages[1].slots[i].counter, l->pages[0].slots[i].counter);
    EXPECT_EQ(l->pages[1].slots[i].column, l->columns - 1 - l->pages[0].slots[i].column);
    EXPECT_EQ(l->pages[1].slots[i].row, l->pages[0].slots[i].row);
  }
  // Centred across the page: the mirrored grid lands on the same cells when the sheet is turned over.
  EXPECT_DOUBLE_EQ(l->left, 210 - (l->left + l->columns * 16));
  Result<SheetLayout> many = layoutSheets(400, 16, 210, 297);
  ASSERT_TRUE(many.isOk());
  EXPECT_EQ(many->pages.size(), 2 * ((400 + 11 * 15 - 1) / (11 * 15)));
  EXPECT_FALSE(layoutSheets(1, 200, 210, 297).isOk());
}

TEST(PdfLegend, ScaleBarRatioAndTheTypesTheMapUses) {
  EXPECT_DOUBLE_EQ(scaleBarMetres(6.25, 50), 250);  // 100 m hexes at 16 mm: 250 m is 40 mm
  EXPECT_DOUBLE_EQ(scaleBarMetres(100, 50), 5000);
  EXPECT_EQ(scaleRatio(16, 100), "1:6250");
  Battle b = test::makeSmallBattle();
  std::vector<KeyEntry> key = usedTerrain(b);
  std::vector<std::string> names;
  for (const KeyEntry& e : key) names.push_back(e.name);
  // Hex terrains first, then hexside features, then the contour (hex 14 is on level 1).
  ASSERT_EQ(names.size(), 8u);
  EXPECT_EQ(names[0], "Clear");
  EXPECT_EQ(names[2], "Village");
  EXPECT_EQ(names[3], "Stream");
  EXPECT_TRUE(key.back().contour);
  b.map.setTerrain(20, 0);  // no village left
  b.map.setLevel(14, 0);    // no contour either
  key = usedTerrain(b);
  EXPECT_EQ(key.size(), 6u);
  for (const KeyEntry& e : key) EXPECT_NE(e.name, "Village");
  std::vector<std::string> lines = cartoucheLines(test::makeSmallBattle(), 16);
  EXPECT_EQ(lines[0], "1794-04-04");
  EXPECT_EQ(lines[1], "This map is a reconstruction, not a survey.");
  EXPECT_EQ(lines.back(), "Not placed on the ground: no scale bar or north arrow");
}

}  // namespace
}  // namespace cartouche::pdf
