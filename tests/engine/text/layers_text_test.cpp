// layers.txt (schemas/text-format.md, "layers.txt"): the ground placement and the period map layers' rows, written
// exactly as documented, round-tripped with labels that hold blanks and Polish letters, written only when there is
// something to hold, and refused by the loader with the file and line named.
#include <gtest/gtest.h>

#include <filesystem>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::expectRoundTrip;
using testing::hexType;
using testing::readWhole;
using testing::TempDir;
using testing::writeWhole;

Battle smallBattle() {
  Battle b;
  b.info["title"] = "Racławice 1794";
  TerrainId clear = *b.vocabulary.add(hexType("clear", "Clear"));
  GridSettings g;
  g.columns = 6;
  g.rows = 5;
  b.map = HexMap(g, clear);
  return b;
}

Battle placedBattle() {
  Battle b = smallBattle();
  b.ground = GroundPlacement{"EPSG:2180", {560250.5, 267100}, -7.25};
  MapLayer dem;
  dem.name = "SRTM";
  dem.kind = LayerKind::Linked;
  dem.source = "dem/srtm.tif";
  dem.visible = false;
  dem.opacity = 0.5;
  dem.crs = "EPSG:4326";
  dem.georef = LayerGeoref::GeoTransform;
  dem.geoTransform = {19.5, 0.000833, 0, 50.3, 0, -0.000833};
  MapLayer scan;
  scan.name = "Mapa Wojskowa, arkusz Kraków";
  scan.kind = LayerKind::Embedded;
  scan.source = "layer_2";
  scan.crs = "EPSG:2180";
  scan.georef = LayerGeoref::Gcps;
  scan.transform = "poly1";
  scan.gcps = {{"kościół w Racławicach", 812.5, 633.25, 561020.75, 266980.5, true},
               {"", 2400, 150, 563200, 268400, false},
               {"mill", 1500.125, 1700, 562000, 265900, true}};
  b.layers = {dem, scan};
  return b;
}

TEST(LayersText, PlacementAndLayersAreWrittenAsDocumented) {
  Result<BattleTextFiles> files = formatBattleText(placedBattle());
  ASSERT_TRUE(files) << files.status().message();
  ASSERT_TRUE(files->count("layers.txt"));
  EXPECT_EQ(files->at("layers.txt"),
            "# Where the grid lies on the ground, and the period map layers, bottom first.\n"
            "\n"
            "[ground]\n"
            "crs = \"EPSG:2180\"\n"
            "origin_x = 560250.5\n"
            "origin_y = 267100\n"
            "rotation = -7.25\n"
            "\n"
            "[layer \"SRTM\"]\n"
            "kind = linked\n"
            "source = \"dem/srtm.tif\"\n"
            "visible = no\n"
            "opacity = 0.5\n"
            "crs = \"EPSG:4326\"\n"
            "georef = geotransform\n"
            "geotransform = \"19.5 0.000833 0 50.3 0 -0.000833\"\n"
            "\n"
            "[layer \"Mapa Wojskowa, arkusz Kraków\"]\n"
            "kind = embedded\n"
            "source = \"layer_2\"\n"
            "visible = yes\n"
            "opacity = 1\n"
            "crs = \"EPSG:2180\"\n"
            "georef = gcps\n"
            "transform = poly1\n"
            "gcp1 = \"812.5 633.25 561020.75 266980.5 yes kościół w Racławicach\"\n"
            "gcp2 = \"2400 150 563200 268400 no\"\n"
            "gcp3 = \"1500.125 1700 562000 265900 yes mill\"\n");
}

TEST(LayersText, RoundTripsAndIsWrittenOnlyWhenNeeded) {
  expectRoundTrip(placedBattle());
  Battle onlyGround = smallBattle();
  onlyGround.ground = GroundPlacement{"+proj=utm +zone=34 +datum=WGS84", {0.1, -0.2}, 0};
  expectRoundTrip(onlyGround);
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(placedBattle(), dir.str()));
  EXPECT_TRUE(std::filesystem::exists(dir / "layers.txt"));
  ASSERT_TRUE(dumpBattleText(smallBattle(), dir.str()));
  EXPECT_FALSE(std::filesystem::exists(dir / "layers.txt"));  // removed when nothing is placed
}

TEST(LayersText, BadLinesAreRefusedNamingTheLine) {
  struct Case {
    const char* text;
    const char* message;
  } cases[] = {
      {"[ground]\ncrs = \"EPSG:2180\"\norigin_x = 1\norigin_y = 2\n", "layers.txt line 1"},
      {"[layer \"A\"]\nkind = embedded\nsource = \"t\"\nvisible = yes\nopacity = 2\ncrs = \"\"\ngeoref = none\n",
       "layers.txt line 1: layer 'A': opacity"},
      {"[layer \"A\"]\nkind = printed\nsource = \"t\"\nvisible = yes\nopacity = 1\ncrs = \"\"\ngeoref = none\n",
       "layers.txt line 2"},
      {"[layer \"A\"]\nkind = linked\nsource = \"a.tif\"\nvisible = yes\nopacity = 1\ncrs = \"\"\n"
       "georef = geotransform\ngeotransform = \"1 2 3\"\n",
       "geotransform is not six numbers"},
      {"[layer \"A\"]\nkind = linked\nsource = \"a.tif\"\nvisible = yes\nopacity = 1\ncrs = \"\"\n"
       "georef = gcps\ntransform = poly1\ngcp1 = \"1 2 3 maybe yes\"\n",
       "gcp1 is not"},
      {"[layer \"A\"]\nkind = linked\nsource = \"a.tif\"\nvisible = yes\nopacity = 1\ncrs = \"\"\n"
       "georef = gcps\ntransform = poly1\ngcp1 = \"1 2 3 4 yes\"\ngcp3 = \"1 2 3 4 yes\"\n",
       "layers.txt line 10: unknown key \"gcp3\""},
      {"[layer \"A\"]\nkind = linked\nsource = \"a.tif\"\nvisible = yes\nopacity = 1\ncrs = \"\"\ngeoref = none\n"
       "[layer \"A\"]\nkind = linked\nsource = \"a.tif\"\nvisible = yes\nopacity = 1\ncrs = \"\"\ngeoref = none\n",
       "layers.txt line 8: layer \"A\" is given twice"},
      {"[legend]\n", "layers.txt line 1: expected [ground] or [layer \"NAME\"]"},
  };
  for (const Case& c : cases) {
    TempDir dir;
    ASSERT_TRUE(dumpBattleText(smallBattle(), dir.str()));
    writeWhole(dir / "layers.txt", c.text);
    Result<Battle> b = loadBattleText(dir.str());
    ASSERT_FALSE(b) << c.text;
    EXPECT_NE(b.status().message().find(c.message), std::string::npos) << b.status().message();
  }
}

TEST(LayersText, TheWriterRefusesTwoLayersWithOneName) {
  Battle b = placedBattle();
  b.layers[1].name = "SRTM";
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_FALSE(files);
  EXPECT_NE(files.status().message().find("two map layers are called \"SRTM\""), std::string::npos);
}

}  // namespace
}  // namespace cartouche
