// Offset coordinates and grid settings (core/grid.h), including the Racławice 1794 board.
#include "hex/grid.h"

#include <gtest/gtest.h>

#include <string>

namespace cartouche {
namespace {

TEST(Offset, RoundTripAllLayoutsIncludingNegative) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (int row = -7; row <= 7; ++row)
        for (int col = -7; col <= 7; ++col) {
          OffsetCoord c{col, row};
          EXPECT_EQ(hexToOffset(offsetToHex(c, o, s), o, s), c) << col << "," << row;
        }
}

// In offset coordinates a shifted line's neighbours sit half a hex further along: check that every pair of
// adjacent offset cells the layout promises is at hex distance 1.
TEST(Offset, ShiftedRowsAreNeighboursOfTheRightCells) {
  // Pointy, odd rows shifted right: (col, 1) touches (col, 0) and (col + 1, 0).
  for (int col = -3; col < 3; ++col) {
    Hex h = offsetToHex({col, 1}, Orientation::PointyTop, ShiftedLines::Odd);
    EXPECT_EQ(distance(h, offsetToHex({col, 0}, Orientation::PointyTop, ShiftedLines::Odd)), 1);
    EXPECT_EQ(distance(h, offsetToHex({col + 1, 0}, Orientation::PointyTop, ShiftedLines::Odd)), 1);
    EXPECT_EQ(distance(h, offsetToHex({col - 1, 0}, Orientation::PointyTop, ShiftedLines::Odd)), 2);
  }
  // Flat, even columns shifted down: (0, row) touches (1, row) and (1, row - 1)... for even-q, column 0 is low.
  for (int row = -3; row < 3; ++row) {
    Hex h = offsetToHex({0, row}, Orientation::FlatTop, ShiftedLines::Even);
    EXPECT_EQ(distance(h, offsetToHex({1, row}, Orientation::FlatTop, ShiftedLines::Even)), 1);
    EXPECT_EQ(distance(h, offsetToHex({1, row + 1}, Orientation::FlatTop, ShiftedLines::Even)), 1);
  }
}

GridSettings raclawice() {
  GridSettings g;  // the defaults are the Racławice board
  g.orientation = Orientation::PointyTop;
  g.shifted = ShiftedLines::Odd;
  g.columns = 34;
  g.rows = 27;
  return g;
}

Hex at(const GridSettings& g, const char* label) {
  Result<Hex> h = g.parseLabel(label);
  EXPECT_TRUE(h.isOk()) << label << ": " << h.status().message();
  return h.isOk() ? *h : Hex{};
}

TEST(RaclawiceGrid, CornersAndEntryHexLandOnTheBoardEdges) {
  GridSettings g = raclawice();
  ASSERT_TRUE(g.validate().isOk());
  EXPECT_EQ(g.toOffset(at(g, "0101")), (OffsetCoord{0, 0}));
  EXPECT_EQ(g.toOffset(at(g, "3427")), (OffsetCoord{33, 26}));
  // Entry hex 0126: west edge, second row from the bottom.
  EXPECT_EQ(g.toOffset(at(g, "0126")), (OffsetCoord{0, 25}));
  // The Russian entry hexes 1227..3427 run along the south edge.
  for (int col = 12; col <= 34; ++col) {
    const std::string label = std::to_string(col) + "27";
    EXPECT_EQ(g.toOffset(at(g, label.c_str())).row, 26);
    EXPECT_TRUE(g.contains(at(g, label.c_str())));
  }
  EXPECT_FALSE(g.parseLabel("3528").isOk() && g.contains(*g.parseLabel("3528")));
  EXPECT_EQ(g.label(g.toHex({0, 25})), "0126");
}

// The rulebook's set-up faces a unit towards two hexes ("1809 facing 1909 and 1810"). A facing points at a vertex,
// so the two hexes must be neighbours of the unit's hex and of each other. That holds for all three printed
// facings only on a pointy-topped board with even-numbered rows shifted right, which is how the grid was derived.
bool facesVertex(const GridSettings& g, const char* unit, const char* a, const char* b) {
  Hex u = at(g, unit), ha = at(g, a), hb = at(g, b);
  return distance(u, ha) == 1 && distance(u, hb) == 1 && distance(ha, hb) == 1;
}

TEST(RaclawiceGrid, PrintedFacingsNameVertices) {
  GridSettings g = raclawice();
  EXPECT_TRUE(facesVertex(g, "1809", "1909", "1810"));
  EXPECT_TRUE(facesVertex(g, "1808", "1908", "1909"));
  EXPECT_TRUE(facesVertex(g, "1710", "1810", "1809"));
  // The vertex is the same one whichever hex names it.
  Hex u = at(g, "1809");
  int da = directionTo(u, at(g, "1909")), db = directionTo(u, at(g, "1810"));
  int corner = (da + 1) % 6 == db ? da : db;
  VertexId v = vertexOf(u, corner);
  auto around = hexesAround(v);
  int found = 0;
  for (Hex h : around) found += h == u || h == at(g, "1909") || h == at(g, "1810");
  EXPECT_EQ(found, 3);

  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even}) {
      if (o == Orientation::PointyTop && s == ShiftedLines::Odd) continue;
      GridSettings other = g;
      other.orientation = o;
      other.shifted = s;
      bool all = facesVertex(other, "1809", "1909", "1810") && facesVertex(other, "1808", "1908", "1909") &&
                 facesVertex(other, "1710", "1810", "1809");
      EXPECT_FALSE(all) << "another layout also fits the printed facings";
    }
}

TEST(GridSettings, ValidateRejectsBadSizesAndAmbiguousLabels) {
  GridSettings g;
  g.columns = 0;
  EXPECT_FALSE(g.validate().isOk());
  g.columns = kMaxMapSide + 1;
  EXPECT_FALSE(g.validate().isOk());
  g.columns = 100;  // column 100 does not fit two digits
  EXPECT_FALSE(g.validate().isOk());
  EXPECT_NE(g.validate().message().find("do not fit"), std::string::npos);
  g.labels.columnDigits = 3;
  EXPECT_TRUE(g.validate().isOk());
  g.hexSizeMetres = 0;
  EXPECT_FALSE(g.validate().isOk());
}

TEST(GridSettings, LargeCampaignMapLabelsRoundTrip) {
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  g.labels.columnDigits = 4;
  g.labels.rowDigits = 4;
  ASSERT_TRUE(g.validate().isOk());
  for (int row : {0, 1, 499, 999})
    for (int col : {0, 7, 998, 999}) {
      Hex h = g.toHex({col, row});
      Result<Hex> back = g.parseLabel(g.label(h));
      ASSERT_TRUE(back.isOk()) << g.label(h);
      EXPECT_EQ(*back, h);
    }
  EXPECT_EQ(g.label(g.toHex({999, 999})), "10001000");
}

}  // namespace
}  // namespace cartouche
