// Terrain patterns in the print: `cartouche export pdf` on a small battle whose woods and village carry the editor's
// patterns (named by their aliases, "woods" and "village"), the page rendered back with pdftoppm. A woods hex shows
// tree crowns in the darker ink of its fill away from its centre, its centre stays clear, a clear hex has no marks,
// and the terrain key's swatches show the pattern too. The pattern names and the marks' ink are checked directly.
// The rendered page is written as a PNG beside the PDF: CARTOUCHE_KEEP_TEST_FILES=1 keeps it for looking at.
#include <gtest/gtest.h>

#include <cmath>

#include "cli_test_support.h"
#include "pdf_map_drawing.h"
#include "pdf_page_tiling.h"
#include "pdf_patterns.h"
#include "pdf_test_support.h"

namespace cartouche::test {
namespace {

bool near(std::array<int, 3> got, Rgba want, int tolerance) {
  return std::abs(got[0] - want.r) <= tolerance && std::abs(got[1] - want.g) <= tolerance &&
         std::abs(got[2] - want.b) <= tolerance;
}

void setPattern(Battle& battle, const std::string& code, const std::string& pattern) {
  TerrainId id = *battle.vocabulary.find(code);
  TerrainType t = battle.vocabulary.at(id);
  t.pattern = pattern;
  ASSERT_TRUE(battle.vocabulary.replace(id, t).isOk());
}

TEST(PdfPatterns, NamesAndAliasesAsTheEditorReadsThem) {
  using pdf::Pattern;
  EXPECT_EQ(pdf::patternOf(""), Pattern::None);
  EXPECT_EQ(pdf::patternOf("cobblestones"), Pattern::None);
  EXPECT_EQ(pdf::patternOf("Trees"), Pattern::None);  // names are lower case, as in the editor
  for (const char* n : {"trees", "woods", "forest"}) EXPECT_EQ(pdf::patternOf(n), Pattern::Trees) << n;
  for (const char* n : {"houses", "town", "village"}) EXPECT_EQ(pdf::patternOf(n), Pattern::Houses) << n;
  for (const char* n : {"marsh", "swamp"}) EXPECT_EQ(pdf::patternOf(n), Pattern::Marsh) << n;
  EXPECT_EQ(pdf::patternOf("dots"), Pattern::Dots);
  EXPECT_EQ(pdf::patternOf("hatch"), Pattern::Hatch);
  Rgba ink = pdf::patternInk({60, 130, 60, 128});
  EXPECT_EQ(ink.r, 33);
  EXPECT_EQ(ink.g, 72);
  EXPECT_EQ(ink.b, 33);
  EXPECT_EQ(ink.a, 255);
}

// Pointy- and flat-topped: the marks' tile repeats with the grid, so each orientation has its own.
class PdfPatternsOnGrid : public ::testing::TestWithParam<Orientation> {};

TEST_P(PdfPatternsOnGrid, AWoodsHexCarriesTreeCrownsInTheDarkerInkAndAClearHexNone) {
  TempDir dir;
  Battle battle = makeSmallBattle();
  setPattern(battle, "woods", "woods");
  setPattern(battle, "village", "village");
  GridSettings grid = battle.map.grid();
  grid.orientation = GetParam();
  battle.map.setGridKeepingSize(grid);
  const std::string file = dir / "patterned.gpkg", out = dir / "patterned.pdf";
  buildBattleFile(battle, file);
  RunResult r = runCartouche({"export", "pdf", file, out, "--paper", "poster", "--no-counters"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const int dpi = 150;
  Image page = renderPage(out, 1, dpi, dir / "patterned.png");
  pdf::MapGeometry g = pdf::mapGeometry(battle.map, 16);
  // The pixel at drawing mm (x, y); off the page, a colour no ink is near.
  auto pixel = [&](double mmX, double mmY) -> std::array<int, 3> {
    int x = int(std::lround((mmX + pdf::kPageMarginMm) * dpi / 25.4));
    int y = int(std::lround((mmY + pdf::kPageMarginMm) * dpi / 25.4));
    if (x < 0 || y < 0 || x >= page.width || y >= page.height) return {-1000, -1000, -1000};
    return page.at(x, y);
  };
  // Pixels of hex `index` within `from`..`to` hex radii of its centre that are in the darker ink of its fill, below
  // the hex label and above the level number (anti-aliased dark text passes through that ink).
  const double step = 25.4 / dpi;
  auto inkPixels = [&](int index, double from, double to) {
    Point c = hexToPixel(g.layout, battle.map.hexAt(index));
    Rgba ink = pdf::patternInk(pdf::hexFill(battle, g, index));
    int n = 0;
    for (double y = -to * g.layout.size; y <= to * g.layout.size; y += step)
      for (double x = -to * g.layout.size; x <= to * g.layout.size; x += step) {
        double d = std::hypot(x, y) / g.layout.size;
        bool text = y < -0.3 * g.layout.size || y > 0.45 * g.layout.size;
        if (d >= from && d <= to && !text && near(pixel(c.x + x, c.y + y), ink, 8)) ++n;
      }
    return n;
  };
  // Woods (7, 8, 13) and the village (20): marks away from the centre, in their own darker ink; each crown or
  // block below the label covers some 120-200 pixels at this resolution.
  for (int index : {7, 8, 13, 20}) {
    EXPECT_GT(inkPixels(index, 0.3, 0.8), 100) << "hex " << index;
    EXPECT_EQ(inkPixels(index, 0, 0.18), 0) << "hex " << index << ": the centre is kept clear";
  }
  // Clear hexes (no road crosses these) have no pattern: nothing in the ink a pattern would have there.
  for (int index : {0, 1, 2, 5}) EXPECT_EQ(inkPixels(index, 0, 0.8), 0) << "hex " << index;
  // The terrain key under the map: the woods swatch shows crowns in the woods' darker ink.
  Rgba woodsInk = pdf::patternInk(battle.vocabulary.at(*battle.vocabulary.find("woods")).colour);
  int keyInk = 0;
  for (double y = g.height + 2; y < g.height + 120; y += step)
    for (double x = 0; x < page.width * step; x += step)
      if (near(pixel(x, y), woodsInk, 8)) ++keyInk;
  EXPECT_GT(keyInk, 10) << "no pattern in the woods swatch of the terrain key";
}

INSTANTIATE_TEST_SUITE_P(PdfPatterns, PdfPatternsOnGrid,
                         ::testing::Values(Orientation::PointyTop, Orientation::FlatTop),
                         [](const ::testing::TestParamInfo<Orientation>& info) {
                           return info.param == Orientation::PointyTop ? "PointyTop" : "FlatTop";
                         });

}  // namespace
}  // namespace cartouche::test
