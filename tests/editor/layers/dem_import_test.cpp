// The DEM import of the editor on the real Suwałki DEM (EPSG:2180): from a file or from a linked layer it gives
// exactly the per-hex heights of the command line's flow (DemRaster::open, sampleDem, previewElevation with the
// same placement; tests/cli/import_dem_command_test.cpp for the figures), and applying the preview is one undo step
// that puts those heights and levels on the map and undoes to the battle before.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "app/panels/dem_import_panel.h"
#include "editing.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

namespace fs = std::filesystem;

const std::string kSuwalki = CARTOUCHE_SHARED_DATA "/dem/srtm_suwalki_pl.tif";
// Hex 0101 of a 6 x 5 battle of 100 m hexes well inside the DEM's valid cells (the CLI test's kInsideOrigin).
const GroundPlacement kInside{"EPSG:2180", {748000, 719000}, 0};
// Near the DEM's east edge, where its last cells are NaN: columns 4 and 5 have no height (the CLI's kEdgeOrigin).
const GroundPlacement kEdge{"EPSG:2180", {755950, 716000}, 0};

Battle placedBattle(const GroundPlacement& ground) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5);
  GridSettings grid;  // the CLI tests' grid: 6 x 5 hexes of 100 m, default orientation and parity
  grid.columns = 6;
  grid.rows = 5;
  b.map = HexMap(grid, kClear);
  b.map.setLevel(11, 3);
  b.ground = ground;
  return b;
}

// What `cartouche import-dem` computes for the same battle and DEM.
geo::HexHeights cliHeights(const Battle& b) {
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(b.map.grid(), *b.ground);
  EXPECT_TRUE(placement);
  Result<geo::DemRaster> dem = geo::DemRaster::open(kSuwalki);
  EXPECT_TRUE(dem) << dem.status().message();
  Result<geo::HexHeights> h = geo::sampleDem(*dem, *placement);
  EXPECT_TRUE(h) << h.status().message();
  return *h;
}

void expectSameHeights(const std::vector<float>& got, const std::vector<float>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t k = 0; k < got.size(); ++k) {
    if (std::isnan(want[k])) {
      EXPECT_TRUE(std::isnan(got[k])) << "hex " << k;
    } else {
      EXPECT_EQ(got[k], want[k]) << "hex " << k;
    }
  }
}

TEST(DemImportTest, AFileGivesTheCommandLinesHeights) {
  const Battle b = placedBattle(kInside);
  Result<geo::HexHeights> h = sampleDemSource(b, {}, DemSource{"", kSuwalki});
  ASSERT_TRUE(h) << h.status().message();
  const geo::HexHeights want = cliHeights(b);
  expectSameHeights(h->mean, want.mean);
  expectSameHeights(h->max, want.max);
  expectSameHeights(h->centre, want.centre);

  Result<geo::ElevationPreview> p = geo::previewElevation(*h, geo::DemStatistic::Mean, {140, 20});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->metres.size(), 30u);
  EXPECT_EQ(p->unknown, 0);
  // The figures the command-line test pins for this placement.
  EXPECT_GE(p->lowest, 143.6);
  EXPECT_LE(p->highest, 288.9);
  const std::vector<std::string> lines = describeElevationPreview(*p);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back(), "unknown: 0 hexes");
}

TEST(DemImportTest, ALinkedLayerIsReadFromTheBattlesFolder) {
  TempDir temp("dem-import");
  const fs::path dir = temp.path();
  fs::create_directories(dir / "dem");
  fs::copy_file(kSuwalki, dir / "dem" / "suwalki.tif", fs::copy_options::overwrite_existing);
  Battle b = placedBattle(kEdge);
  MapLayer layer;
  layer.name = "SRTM";
  layer.kind = LayerKind::Linked;
  layer.source = "dem/suwalki.tif";
  b.layers.push_back(layer);

  Result<geo::HexHeights> h = sampleDemSource(b, geo::LayerLocation{"", dir.string()}, DemSource{"SRTM", ""});
  ASSERT_TRUE(h) << h.status().message();
  expectSameHeights(h->max, cliHeights(b).max);

  Result<geo::HexHeights> nowhere = sampleDemSource(b, geo::LayerLocation{"", ""}, DemSource{"SRTM", ""});
  ASSERT_FALSE(nowhere);
  EXPECT_NE(nowhere.status().message().find("'SRTM'"), std::string::npos) << nowhere.status().message();
  Result<geo::HexHeights> noLayer = sampleDemSource(b, geo::LayerLocation{"", dir.string()}, DemSource{"DEM", ""});
  ASSERT_FALSE(noLayer);

  b.ground.reset();
  Result<geo::HexHeights> unplaced = sampleDemSource(b, {}, DemSource{"", kSuwalki});
  ASSERT_FALSE(unplaced);
  EXPECT_NE(unplaced.status().message().find("not placed"), std::string::npos) << unplaced.status().message();
}

TEST(DemImportTest, ApplyingThePreviewIsOneUndoStep) {
  const Battle before = placedBattle(kEdge);
  Editing e(before);
  Result<geo::HexHeights> h = sampleDemSource(before, {}, DemSource{"", kSuwalki});
  ASSERT_TRUE(h) << h.status().message();
  Result<geo::ElevationPreview> p = geo::previewElevation(*h, geo::DemStatistic::Max, {0, 5});
  ASSERT_TRUE(p);
  ASSERT_GT(p->unknown, 0);  // the NaN cells east of the edge origin
  ASSERT_LT(p->unknown, 30);

  ASSERT_TRUE(applyElevation(e.ctx, *p)) << e.message;
  EXPECT_EQ(e.document.history().size(), 1u);
  const HexMap& m = e.document.battle().map;
  int known = 0;
  for (int k = 0; k < m.hexCount(); ++k) {
    if (p->levels[size_t(k)]) {
      ++known;
      EXPECT_FLOAT_EQ(m.metres(k), p->metres[size_t(k)]) << "hex " << k;
      EXPECT_EQ(m.level(k), *p->levels[size_t(k)]) << "hex " << k;
      EXPECT_EQ(m.level(k), int(std::floor(p->metres[size_t(k)] / 5.0))) << "hex " << k;
    } else {
      EXPECT_TRUE(std::isnan(m.metres(k))) << "hex " << k << ": unknown must stay unknown, not 0";
      EXPECT_EQ(m.level(k), before.map.level(k)) << "hex " << k << ": an unknown hex keeps its level";
    }
  }
  EXPECT_GE(known, 6);
  EXPECT_EQ(m.level(11), 3);  // hex 0602 lies on the NaN cells

  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // A preview of another map is refused and changes nothing.
  geo::ElevationPreview other = *p;
  other.metres.pop_back();
  other.levels.pop_back();
  EXPECT_FALSE(applyElevation(e.ctx, other));
  EXPECT_EQ(e.document.battle(), before);
}

}  // namespace
}  // namespace cartouche::testing
