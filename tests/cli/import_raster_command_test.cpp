// `cartouche import-raster` end to end through the real binary: embedding the real rasters of ../shared/data (a
// GeoTIFF, a rotated geotransform, a JPEG georeferenced by a VRT's GCPs) gives a file that validate_gpkg.py accepts,
// that gdalinfo lists the layer of, and that Cartouche still reads; --link keeps a relative path and refuses a raster
// outside the battle's folder or reached through a symlink out of it; each broken input (truncated pixels, a huge
// claimed size, a missing VRT source, an unknown CRS, a VRT reading a file elsewhere) exits with a message naming
// the file and leaves the battle file's bytes unchanged.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

const std::string kRasters = CARTOUCHE_SOURCE_DIR "/../shared/data/rasters";
const std::string kFixtures = CARTOUCHE_SOURCE_DIR "/tests/fixtures/rasters";

struct Fixture {
  TempDir dir;
  std::string gpkg = dir / "battle.gpkg";
  Fixture() { buildBattleFile(makeSmallBattle(), gpkg); }
  std::string sql(const std::string& query) const {
    RunResult r = runProgram("/usr/bin/sqlite3", {"-readonly", gpkg, query});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.out;
  }
};

void expectValidGeoPackage(const std::string& gpkg) {
  RunResult v = runProgram("/usr/bin/python3", {"/usr/share/doc/python3-gdal/examples/validate_gpkg.py", "--extra",
                                                "--warning-as-error", gpkg});
  EXPECT_EQ(v.exitCode, 0) << v.out << v.err;
}

TEST(ImportRasterCommand, EmbedsAGeoTiffThatGdalListsAndCartoucheReads) {
  Fixture f;
  RunResult r = runCartouche({"import-raster", f.gpkg, kRasters + "/byte.tif"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Embedded " + kRasters + "/byte.tif as layer 'byte'"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("EPSG:26711 (NAD27 / UTM zone 11N)"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");  // no progress lines when stderr is not a terminal
  EXPECT_EQ(f.sql("SELECT position, name, kind, source, crs, georef, gt_0, gt_1, gt_5 FROM battle_layers"),
            "1|byte|embed|layer_1|EPSG:26711|geotransform|440720.0|60.0|-60.0\n");
  EXPECT_EQ(f.sql("SELECT count(*) FROM sqlite_master WHERE type = 'trigger'"), "0\n");
  expectValidGeoPackage(f.gpkg);
  RunResult info = runProgram("/usr/bin/gdalinfo", {"-checksum", "GPKG:" + f.gpkg + ":layer_1"});
  ASSERT_EQ(info.exitCode, 0) << info.err;
  EXPECT_NE(info.out.find("Size is 20, 20"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("Checksum=4672"), std::string::npos) << info.out;  // byte.tif's own checksum
  RunResult v = runCartouche({"validate", f.gpkg});
  EXPECT_EQ(v.exitCode, 0) << v.out << v.err;
}

TEST(ImportRasterCommand, ReportsProgressOnATerminal) {
  Fixture f;
  // `script` runs the command on a pseudo-terminal, as a person at a shell does.
  RunResult r = runProgram(
      "/usr/bin/script",
      {"-qec", std::string(CARTOUCHE_BINARY) + " import-raster '" + f.gpkg + "' '" + kRasters + "/white-gemini-iv.vrt'",
       "/dev/null"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  const std::string prefix = "\rEmbedding " + kRasters + "/white-gemini-iv.vrt: ";
  EXPECT_NE(r.out.find(prefix + "0%"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(prefix + "100%"), std::string::npos) << r.out;
  EXPECT_LT(r.out.find(prefix + "100%"), r.out.find("Embedded " + kRasters)) << r.out;
  EXPECT_EQ(f.sql("SELECT name FROM battle_layers"), "white-gemini-iv\n");
}

TEST(ImportRasterCommand, SeveralLayersStackAndGdalListsEachOne) {
  Fixture f;
  ASSERT_EQ(runCartouche({"import-raster", f.gpkg, kRasters + "/byte.tif"}).exitCode, 0);
  RunResult rotated = runCartouche({"import-raster", f.gpkg, kRasters + "/rotated.tif", "--name", "Rotated sheet"});
  ASSERT_EQ(rotated.exitCode, 0) << rotated.err;
  EXPECT_NE(rotated.out.find("embedded in its pixel frame"), std::string::npos) << rotated.out;
  RunResult gemini = runCartouche({"import-raster", f.gpkg, kRasters + "/white-gemini-iv.vrt"});
  ASSERT_EQ(gemini.exitCode, 0) << gemini.err;
  EXPECT_NE(gemini.out.find("georeferenced by 3 GCPs, transform poly1"), std::string::npos) << gemini.out;
  EXPECT_EQ(f.sql("SELECT position, name, source, crs, georef, transform FROM battle_layers ORDER BY position"),
            "1|byte|layer_1|EPSG:26711|geotransform|\n"
            "2|Rotated sheet|layer_2||geotransform|\n"
            "3|white-gemini-iv|layer_3|EPSG:32618|gcps|poly1\n");
  EXPECT_EQ(f.sql("SELECT gt_1, gt_2, gt_4 FROM battle_layers WHERE position = 2"), "17.3205080756888|5.0|10.0\n");
  EXPECT_EQ(f.sql("SELECT position, label, pixel_x, pixel_y, map_x, map_y, enabled FROM battle_layer_gcps"),
            "1|1|0.0|0.0|157168.0|2818194.0|1\n2|2|1024.0|0.0|338615.0|2786088.0|1\n"
            "3|3|0.0|768.0|116792.0|2651340.0|1\n");
  RunResult info = runProgram("/usr/bin/gdalinfo", {f.gpkg});
  ASSERT_EQ(info.exitCode, 0) << info.err;
  for (const char* table : {"layer_1", "layer_2", "layer_3"})
    EXPECT_NE(info.out.find(std::string("SUBDATASET_") + table[6] + "_NAME=GPKG:" + f.gpkg + ":" + table),
              std::string::npos)
        << info.out;
  expectValidGeoPackage(f.gpkg);
  EXPECT_EQ(runCartouche({"info", f.gpkg}).exitCode, 0);
}

TEST(ImportRasterCommand, LinkKeepsARelativePathAndBuildsAPyramidBeside) {
  Fixture f;
  fs::create_directories(f.dir / "scans/gemini");
  fs::copy_file(kRasters + "/byte.tif", f.dir / "scans/byte.tif");
  fs::copy_file(kRasters + "/white-gemini-iv.vrt", f.dir / "scans/gemini/white-gemini-iv.vrt");
  fs::copy_file(kRasters + "/389225main_sw_1965_1024.jpg", f.dir / "scans/gemini/389225main_sw_1965_1024.jpg");
  // A 1000 x 1000 scan with no overviews, made by GDAL's own tool.
  RunResult big = runProgram("/usr/bin/gdal_translate",
                             {"-q", "-outsize", "1000", "1000", kRasters + "/byte.tif", f.dir / "scans/big.tif"});
  ASSERT_EQ(big.exitCode, 0) << big.err;
  RunResult r = runCartouche({"import-raster", f.gpkg, f.dir / "scans/byte.tif", "--link", "--name", "Byte"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Linked"), std::string::npos) << r.out;
  RunResult g = runCartouche({"import-raster", f.gpkg, f.dir / "scans/gemini/white-gemini-iv.vrt", "--link"});
  ASSERT_EQ(g.exitCode, 0) << g.err;
  RunResult b = runCartouche({"import-raster", f.gpkg, f.dir / "scans/big.tif", "--link"});
  ASSERT_EQ(b.exitCode, 0) << b.err;
  EXPECT_EQ(f.sql("SELECT position, name, kind, source FROM battle_layers"),
            "1|Byte|link|scans/byte.tif\n2|white-gemini-iv|link|scans/gemini/white-gemini-iv.vrt\n"
            "3|big|link|scans/big.tif\n");
  // A link adds no raster table. The 1000-pixel scan got an .ovr pyramid beside it; the 20-pixel one needs none,
  // and the JPEG behind the VRT has its own (GDAL reads JPEGs at 1/2, 1/4 and 1/8 scale).
  EXPECT_EQ(f.sql("SELECT count(*) FROM gpkg_contents WHERE data_type = 'tiles'"), "0\n");
  EXPECT_TRUE(fs::exists(f.dir / "scans/big.tif.ovr"));
  EXPECT_FALSE(fs::exists(f.dir / "scans/byte.tif.ovr"));
  EXPECT_FALSE(fs::exists(f.dir / "scans/gemini/white-gemini-iv.vrt.ovr"));
  expectValidGeoPackage(f.gpkg);
}

TEST(ImportRasterCommand, WorldFileImagesAndAnUnplacedJpeg) {
  Fixture f;
  ASSERT_EQ(runProgram("/usr/bin/gdal_translate",
                       {"-q", "-of", "PNG", "-co", "WORLDFILE=YES", kRasters + "/byte.tif", f.dir / "sheet.png"})
                .exitCode,
            0);
  fs::remove(f.dir / "sheet.png.aux.xml");  // GDAL's note of the CRS: the PNG keeps only its world file
  ASSERT_EQ(
      runProgram("/usr/bin/gdal_translate", {"-q", "-of", "JPEG", kRasters + "/byte.tif", f.dir / "scan.jpg"}).exitCode,
      0);
  fs::remove(f.dir / "scan.jpg.aux.xml");
  RunResult png = runCartouche({"import-raster", f.gpkg, f.dir / "sheet.png"});
  ASSERT_EQ(png.exitCode, 0) << png.err;
  EXPECT_NE(png.out.find("no CRS, geotransform origin (440720, 3751320), pixel 60 x -60"), std::string::npos)
      << png.out;
  RunResult jpg = runCartouche({"import-raster", f.gpkg, f.dir / "scan.jpg"});
  ASSERT_EQ(jpg.exitCode, 0) << jpg.err;
  EXPECT_NE(jpg.out.find("not georeferenced yet"), std::string::npos) << jpg.out;
  EXPECT_EQ(f.sql("SELECT name, crs, georef, gt_0 FROM battle_layers ORDER BY position"),
            "sheet||geotransform|440720.0\nscan||none|\n");
  expectValidGeoPackage(f.gpkg);
}

TEST(ImportRasterCommand, EmbeddedLayersSurviveAnEditSavedThroughTheWorkingCopy) {
  Fixture f;
  ASSERT_EQ(runCartouche({"import-raster", f.gpkg, kRasters + "/byte.tif"}).exitCode, 0);
  RunResult dem = runCartouche({"import-dem", f.gpkg, CARTOUCHE_SOURCE_DIR "/../shared/data/dem/srtm_suwalki_pl.tif",
                                "--origin", "748000,719000", "--crs", "EPSG:2180"});
  ASSERT_EQ(dem.exitCode, 0) << dem.err;
  EXPECT_EQ(f.sql("SELECT name, source FROM battle_layers"), "byte|layer_1\n");
  RunResult info = runProgram("/usr/bin/gdalinfo", {"-checksum", "GPKG:" + f.gpkg + ":layer_1"});
  ASSERT_EQ(info.exitCode, 0) << info.err;
  EXPECT_NE(info.out.find("Checksum=4672"), std::string::npos) << info.out;
  expectValidGeoPackage(f.gpkg);
}

TEST(ImportRasterCommand, HeightsAreRefusedForEmbeddingAndLinkedInstead) {
  Fixture f;
  ASSERT_EQ(runProgram("/usr/bin/gdal_translate",
                       {"-q", "/vsizip/" + kRasters + "/N10W110.hgt.zip/N10W110.hgt", f.dir / "N10W110.hgt"})
                .exitCode,
            0);
  const std::string before = readFile(f.gpkg);
  RunResult embed = runCartouche({"import-raster", f.gpkg, f.dir / "N10W110.hgt"});
  EXPECT_EQ(embed.exitCode, 1);
  EXPECT_NE(embed.err.find("band 1 holds Int16 values"), std::string::npos) << embed.err;
  EXPECT_EQ(readFile(f.gpkg), before);
  RunResult link = runCartouche({"import-raster", f.gpkg, f.dir / "N10W110.hgt", "--link"});
  ASSERT_EQ(link.exitCode, 0) << link.err;
  EXPECT_NE(link.out.find("1201 x 1201 pixels, 1 band, EPSG:4326"), std::string::npos) << link.out;
  EXPECT_EQ(f.sql("SELECT kind, source, crs FROM battle_layers"), "link|N10W110.hgt|EPSG:4326\n");
}

TEST(ImportRasterCommand, LinkRefusesRastersOutsideTheBattleFolder) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult outside = runCartouche({"import-raster", f.gpkg, kRasters + "/byte.tif", "--link"});
  EXPECT_EQ(outside.exitCode, 1);
  EXPECT_NE(outside.err.find("a linked raster must lie in the battle's folder or below it"), std::string::npos)
      << outside.err;
  fs::create_symlink(kRasters + "/byte.tif", f.dir / "escape.tif");
  RunResult symlink = runCartouche({"import-raster", f.gpkg, f.dir / "escape.tif", "--link"});
  EXPECT_EQ(symlink.exitCode, 1);
  EXPECT_NE(symlink.err.find("linked layer 'escape.tif' leads outside the folder"), std::string::npos) << symlink.err;
  EXPECT_EQ(readFile(f.gpkg), before);
}

struct BadRaster {
  const char* name;
  std::string path;
  int exitCode;
  const char* message;
};

void PrintTo(const BadRaster& r, std::ostream* os) { *os << r.name; }

class ImportRasterBadInput : public ::testing::TestWithParam<BadRaster> {};

TEST_P(ImportRasterBadInput, ExitsWithAMessageAndLeavesTheFile) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  const BadRaster& bad = GetParam();
  RunResult r = runCartouche({"import-raster", f.gpkg, bad.path});
  EXPECT_EQ(r.exitCode, bad.exitCode) << r.err;
  EXPECT_EQ(r.err.rfind("cartouche import-raster: " + bad.path + ": ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(bad.message), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("battle.gpkg is unchanged"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(readFile(f.gpkg), before);
}

INSTANTIATE_TEST_SUITE_P(
    Fixtures, ImportRasterBadInput,
    ::testing::Values(
        BadRaster{"Truncated", kFixtures + "/truncated.tif", 2, "the file is truncated or corrupt"},
        BadRaster{"HugeDimensions", kFixtures + "/huge.tif", 1, "claims 2000000 x 2000000 pixels"},
        BadRaster{"MissingVrtSource", kFixtures + "/missing_source.vrt", 2, "VRT source 'no_such_scan.tif' is missing"},
        BadRaster{"UnknownCrs", kFixtures + "/unknown_crs.vrt", 1, "its CRS 'EPSG:999999' is unknown to PROJ"},
        BadRaster{"VrtReadingAnAbsolutePath", kFixtures + "/outside_source.vrt", 1,
                  "VRT source '/etc/passwd' is an absolute path"},
        BadRaster{"VrtReadingAUrl", kFixtures + "/curl_source.vrt", 1, "is a GDAL virtual file system path"},
        BadRaster{"Missing", kFixtures + "/no_such_raster.tif", 2, "no such file"},
        // A text file: GDAL says nothing, and the message still gives one reason.
        BadRaster{"TextFile", kFixtures + "/README.md", 2,
                  "not a raster Cartouche reads (none of these formats recognises its contents)"},
        BadRaster{"CurlPath", "/vsicurl/http://example.com/map.tif", 1, "only local files are imported"}),
    [](const ::testing::TestParamInfo<BadRaster>& info) { return std::string(info.param.name); });

TEST(ImportRasterCommand, UsageErrors) {
  Fixture f;
  RunResult missing = runCartouche({"import-raster", f.gpkg});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("usage: cartouche import-raster BATTLE RASTER"), std::string::npos) << missing.err;
  RunResult noBattle = runCartouche({"import-raster", f.dir / "none.gpkg", kRasters + "/byte.tif"});
  EXPECT_EQ(noBattle.exitCode, 2);
  EXPECT_NE(noBattle.err.find("none.gpkg"), std::string::npos) << noBattle.err;
  RunResult emptyName = runCartouche({"import-raster", f.gpkg, kRasters + "/byte.tif", "--name", ""});
  EXPECT_EQ(emptyName.exitCode, 2);
}

}  // namespace
}  // namespace cartouche::test
