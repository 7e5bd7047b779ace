// `cartouche export pdf` end to end, as a person uses it: the real binary on the sample battles and on a battle
// built through the text format, the PDF read back with poppler: page count and sizes (pdfinfo), pixels of rendered
// pages (pdftoppm: a terrain colour at a hex centre, the cartouche, the counters' side colours and their mirrored
// backs), the text on the pages (pdftotext: names with diacritics, the scale, page numbers), and every refusal.
// The rendered pages are written as PNGs beside the PDFs: CARTOUCHE_KEEP_TEST_FILES=1 keeps them for looking at.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>

#include "cli_test_support.h"
#include "counter_sheet.h"
#include "pdf_map_drawing.h"
#include "pdf_page_tiling.h"
#include "pdf_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

const std::string kSamples = CARTOUCHE_SAMPLE_BATTLE_DIR;
constexpr double kA4W = 595.276, kA4H = 841.89, kA3W = 841.89, kA3H = 1190.55;

bool near(std::array<int, 3> got, Rgba want, int tolerance = 3) {
  return std::abs(got[0] - want.r) <= tolerance && std::abs(got[1] - want.g) <= tolerance &&
         std::abs(got[2] - want.b) <= tolerance;
}
std::string show(std::array<int, 3> c) {
  return std::to_string(c[0]) + "," + std::to_string(c[1]) + "," + std::to_string(c[2]);
}

struct Battles {
  TempDir dir;
  std::string small = (dir / "small.gpkg");
  std::string army = (dir / "army.gpkg");
  std::string out(const std::string& name) const { return dir / name; }
};

TEST(ExportPdf, RaclawiceOnA4A3AndPosterHasThePagesPdfinfoCounts) {
  TempDir dir;
  std::string file = kSamples + "/raclawice-1794.gpkg";
  std::string a4 = (dir / "r-a4.pdf");
  RunResult r = runCartouche({"export", "pdf", file, a4});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  // 34 x 27 hexes of 16 mm: about 560 x 390 mm of map and its legend band; A4 portrait needs 2 rows x 4 columns,
  // landscape 3 x 3.
  EXPECT_NE(r.out.find("8 map pages (2 x 4 A4 portrait)"), std::string::npos) << r.out;
  PdfInfo info = pdfInfo(a4);
  const int a4Pages = info.pages;
  EXPECT_EQ(info.title, "Racławice 1794");
  ASSERT_GE(info.pages, 10);
  ASSERT_EQ(info.sizes.size(), size_t(info.pages));
  for (const auto& size : info.sizes) {
    EXPECT_NEAR(size.first, kA4W, 0.5);
    EXPECT_NEAR(size.second, kA4H, 0.5);
  }
  EXPECT_EQ((info.pages - 8) % 2, 0);  // fronts and backs
  std::string text = pdfText(a4, 1, 8);
  for (const char* page : {"1/1", "1/2", "1/4", "2/1", "2/4"}) EXPECT_NE(text.find(page), std::string::npos) << page;
  EXPECT_NE(text.find("This map is a reconstruction"), std::string::npos);
  std::string counters = pdfText(a4, 9, info.pages);
  EXPECT_NE(counters.find("strz./2 pp"), std::string::npos);
  EXPECT_NE(counters.find("counters sheet 1 of"), std::string::npos);

  std::string a3 = (dir / "r-a3.pdf");
  r = runCartouche({"export", "pdf", file, a3, "--paper", "a3", "--no-counters"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  info = pdfInfo(a3);
  EXPECT_EQ(info.pages, 4);  // 2 x 2 A3 landscape (portrait needs 2 x 3)
  EXPECT_NE(r.out.find("4 map pages (2 x 2 A3 landscape)"), std::string::npos) << r.out;
  EXPECT_NEAR(info.sizes[0].first, kA3H, 0.5);
  EXPECT_NEAR(info.sizes[0].second, kA3W, 0.5);

  std::string poster = (dir / "r-poster.pdf");
  r = runCartouche({"export", "pdf", file, poster, "--paper", "poster", "--no-counters", "--hex-mm", "10"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  info = pdfInfo(poster);
  ASSERT_EQ(info.pages, 1);
  // 34 pointy hexes of 10 mm plus half a hex: 345 mm, and the margins.
  EXPECT_NEAR(info.sizes[0].first, (345 + 2 * pdf::kPageMarginMm) * 72 / 25.4, 1.0);
  renderPage(poster, 1, 60, dir / "raclawice-poster.png");

  std::string counters_only = (dir / "r-counters.pdf");
  r = runCartouche({"export", "pdf", file, counters_only, "--counters-only"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(pdfInfo(counters_only).pages, a4Pages - 8);
}

TEST(ExportPdf, NeighbouringPagesPrintTheSameGroundInTheirOverlap) {
  TempDir dir;
  std::string out = dir / "r.pdf";
  RunResult r = runCartouche({"export", "pdf", kSamples + "/raclawice-1794.gpkg", out, "--no-counters"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  // A4 portrait prints 186 x 273 mm; page 1/2 starts 176 mm right of page 1/1. At 127 dpi a millimetre is 5 pixels,
  // so the 10 mm band at the right of 1/1 and the left of 1/2 fall on the same pixel grid.
  const int dpi = 127, px = 5;
  Image first = renderPage(out, 1, dpi), second = renderPage(out, 2, dpi);
  const int margin = int(pdf::kPageMarginMm) * px, shift = 176 * px, band = 10 * px;
  long compared = 0, differing = 0;
  for (int y = margin; y < margin + 273 * px; y += 3)
    for (int x = 0; x < band; ++x) {
      std::array<int, 3> a = first.at(margin + shift + x, y), b = second.at(margin + x, y);
      ++compared;
      if (std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]) > 30) ++differing;
    }
  EXPECT_GT(compared, 10000);
  EXPECT_LT(differing, compared / 100) << differing << " of " << compared << " pixels differ";
  // And the band is not blank: the map is there.
  std::array<int, 3> mid = second.at(margin + band / 2, margin + 100 * px);
  EXPECT_LT(mid[0] + mid[1] + mid[2], 3 * 250);
}

TEST(ExportPdf, TheMapPageShowsTerrainColoursAtHexCentresAndTheCartouche) {
  Battles b;
  buildBattleFile(makeSmallBattle(), b.small);
  std::string out = b.out("small.pdf");
  RunResult r = runCartouche({"export", "pdf", b.small, out, "--paper", "poster", "--no-counters"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const int dpi = 100;
  Image page = renderPage(out, 1, dpi, b.out("small-poster.png"));
  Battle battle = makeSmallBattle();
  pdf::MapGeometry g = pdf::mapGeometry(battle.map, 16);
  auto pixel = [&](double mmX, double mmY) {
    return page.at(int(std::lround((mmX + pdf::kPageMarginMm) * dpi / 25.4)),
                   int(std::lround((mmY + pdf::kPageMarginMm) * dpi / 25.4)));
  };
  // Hex centres: clear (index 0), woods (7), village (20), each on level 0, the lowest: no tint. Hex 14 is the
  // highest: tinted towards brown.
  for (int index : {0, 7, 20}) {
    Point c = hexToPixel(g.layout, battle.map.hexAt(index));
    Rgba want = battle.vocabulary.at(battle.map.terrain(index)).colour;
    EXPECT_TRUE(near(pixel(c.x, c.y), want)) << "hex " << index << ": " << show(pixel(c.x, c.y));
  }
  Point high = hexToPixel(g.layout, battle.map.hexAt(14));
  EXPECT_TRUE(near(pixel(high.x, high.y), pdf::hexFill(battle, g, 14)));
  EXPECT_FALSE(near(pixel(high.x, high.y), battle.vocabulary.at(0).colour, 10));
  // The cartouche's paper under the map, left.
  EXPECT_TRUE(near(pixel(60, g.height + 8 + 40), {255, 253, 245, 255}, 2)) << show(pixel(60, g.height + 48));
  std::string text = pdfText(out);
  EXPECT_NE(text.find("Bitwa pod Zieloną 1794"), std::string::npos) << text;
  EXPECT_NE(text.find("Terrain key"), std::string::npos);
  EXPECT_NE(text.find("Not placed on the ground"), std::string::npos);
  EXPECT_EQ(text.find("Scale 1:"), std::string::npos);
  EXPECT_NE(text.find("0101"), std::string::npos);
  EXPECT_NE(text.find("0605"), std::string::npos);
}

TEST(ExportPdf, AFlatToppedMapPrintsEachHexInItsColour) {
  Battles b;
  Battle battle = makeSmallBattle();
  GridSettings grid = battle.map.grid();
  grid.orientation = Orientation::FlatTop;
  battle.map.setGridKeepingSize(grid);
  buildBattleFile(battle, b.small);
  std::string out = b.out("flat.pdf");
  RunResult r = runCartouche({"export", "pdf", b.small, out, "--paper", "poster", "--no-counters", "--hex-mm", "20"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const int dpi = 100;
  Image page = renderPage(out, 1, dpi, b.out("flat.png"));
  pdf::MapGeometry g = pdf::mapGeometry(battle.map, 20);
  EXPECT_GT(g.height, g.width * 0.8);               // 5 rows of flat hexes stand taller than on a pointy-topped map
  for (int index : {0, 5, 7, 8, 13, 14, 20, 29}) {  // hexes no road runs through
    Point c = hexToPixel(g.layout, battle.map.hexAt(index));
    std::array<int, 3> got = page.at(int(std::lround((c.x + pdf::kPageMarginMm) * dpi / 25.4)),
                                     int(std::lround((c.y + pdf::kPageMarginMm) * dpi / 25.4)));
    EXPECT_TRUE(near(got, pdf::hexFill(battle, g, index))) << "hex " << index << ": " << show(got);
  }
}

TEST(ExportPdf, APlacedBattleGetsAScaleBarAndANorthArrow) {
  Battles b;
  buildBattleFile(makeSmallBattle(), b.small);
  ASSERT_EQ(
      runCartouche({"place", b.small, "--crs", "EPSG:2180", "--origin", "748000,719000", "--rotation", "30"}).exitCode,
      0);
  std::string out = b.out("placed.pdf");
  RunResult r = runCartouche({"export", "pdf", b.small, out, "--paper", "poster", "--no-counters"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::string text = pdfText(out);
  EXPECT_NE(text.find("Scale 1:6250"), std::string::npos) << text;
  EXPECT_NE(text.find("250 m"), std::string::npos);
  EXPECT_NE(text.find("N"), std::string::npos);
  EXPECT_EQ(text.find("Not placed on the ground"), std::string::npos);
  renderPage(out, 1, 100, b.out("small-placed.png"));
}

TEST(ExportPdf, CountersPrintSideColoursNamesValuesAndMirroredBacks) {
  Battles b;
  buildBattleFile(makeArmyBattle(), b.army);
  std::string out = b.out("army.pdf");
  RunResult r = runCartouche({"export", "pdf", b.army, out, "--counters-only"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("2 counter pages (5 counters, fronts and backs)"), std::string::npos) << r.out;
  PdfInfo info = pdfInfo(out);
  ASSERT_EQ(info.pages, 2);
  const int dpi = 100;
  Image fronts = renderPage(out, 1, dpi, b.out("counters-fronts.png"));
  Image backs = renderPage(out, 2, dpi, b.out("counters-backs.png"));
  Result<pdf::SheetLayout> l = pdf::layoutSheets(5, 16, 210, 297);
  ASSERT_TRUE(l.isOk());
  // A point near the left edge of a cell, halfway down: the side's colour, clear of the text and symbol.
  auto cell = [&](const Image& img, int column) {
    double x = l->left + column * 16 + 1.5, y = l->top + 16 * 0.5;
    return img.at(int(std::lround(x * dpi / 25.4)), int(std::lround(y * dpi / 25.4)));
  };
  Rgba blue{40, 80, 200, 255}, green{40, 140, 70, 255};
  EXPECT_TRUE(near(cell(fronts, 0), blue)) << show(cell(fronts, 0));
  EXPECT_TRUE(near(cell(fronts, 3), green)) << show(cell(fronts, 3));
  EXPECT_TRUE(near(cell(backs, l->columns - 1), blue)) << show(cell(backs, l->columns - 1));
  EXPECT_TRUE(near(cell(backs, l->columns - 4), green));
  EXPECT_TRUE(near(cell(backs, l->columns - 5), green));
  EXPECT_TRUE(near(cell(backs, 0), {255, 255, 255, 255}));  // no counter there
  std::string front = pdfText(out, 1, 1), back = pdfText(out, 2, 2);
  for (const char* name : {"Gren.", "Kościuszki", "I/Zajączek", "Jekatierynosławski", "Bateria"})
    EXPECT_NE(front.find(name), std::string::npos) << name << " in\n" << front;
  EXPECT_NE(front.find("7"), std::string::npos);
  EXPECT_NE(back.find("1 back"), std::string::npos);
  EXPECT_NE(back.find("2 back"), std::string::npos);
  EXPECT_NE(back.find("reduced"), std::string::npos);
  // Unknown values are blanks: no zero and no question mark stands in for them (the battery's arm is the only "?").
  EXPECT_EQ(front.find('0'), std::string::npos) << front;
  EXPECT_EQ(back.find('0'), std::string::npos) << back;
  size_t firstQuestion = front.find('?');
  ASSERT_NE(firstQuestion, std::string::npos);
  EXPECT_EQ(front.find('?', firstQuestion + 1), std::string::npos) << front;
}

TEST(ExportPdf, RefusesBadInputWithAMessageAndLeavesNoFile) {
  Battles b;
  buildBattleFile(makeSmallBattle(), b.small);
  std::string out = b.out("bad.pdf");
  auto refused = [&](std::vector<std::string> args, int code, const std::string& message) {
    RunResult r = runCartouche(args);
    EXPECT_EQ(r.exitCode, code) << r.err;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(out));
  };
  refused({"export", "pdf", b.out("missing.gpkg"), out}, 2, "missing.gpkg");
  refused({"export", "pdf", b.small, out, "--paper", "letter"}, 2, "--paper \"letter\" is not a4, a3 or poster");
  refused({"export", "pdf", b.small, out, "--hex-mm", "0"}, 2, "--hex-mm \"0\"");
  refused({"export", "pdf", b.small, out, "--hex-mm", "many"}, 2, "--hex-mm \"many\"");
  refused({"export", "pdf", b.small, out, "--overlap-mm", "80"}, 2, "--overlap-mm");
  refused({"export", "pdf", b.small, out, "--counters-only", "--no-counters"}, 2, "--counters-only and --no-counters");
  refused({"export", "pdf", b.small, out, "--counters-only"}, 2, "no units");
  // 60 columns of 100 mm hexes: over 6 m, more than a PDF page may be.
  Battle wide = makeSmallBattle();
  wide.map = wide.map.resized(0, 0, 54, 0, 0);
  std::string wideFile = b.out("wide.gpkg");
  buildBattleFile(wide, wideFile);
  refused({"export", "pdf", wideFile, out, "--paper", "poster", "--hex-mm", "100"}, 2, "5080 mm");
  // A folder that does not exist, and one that cannot be written: exit 1, OUT named, nothing left behind.
  std::string nowhere = b.out("no/such/folder/out.pdf");
  RunResult r = runCartouche({"export", "pdf", b.small, nowhere});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find(nowhere), std::string::npos) << r.err;
  if (::geteuid() != 0) {
    std::string locked = b.out("locked");
    fs::create_directory(locked);
    ::chmod(locked.c_str(), 0555);
    r = runCartouche({"export", "pdf", b.small, locked + "/out.pdf"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(fs::is_empty(locked));
    ::chmod(locked.c_str(), 0755);
  }
  // An existing OUT survives a refused export untouched, and is replaced whole by a good one.
  writeFile(out, "old");
  r = runCartouche({"export", "pdf", b.small, out, "--counters-only"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(readFile(out), "old");
  // A part file left by an export that was killed goes with the next export; one whose process lives stays.
  std::string stale = out + ".part-999999999", live = out + ".part-" + std::to_string(::getpid());
  writeFile(stale, "half");
  writeFile(live, "busy");
  r = runCartouche({"export", "pdf", b.small, out});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(readFile(out).substr(0, 5), "%PDF-");
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(live));
  fs::remove(live);
  for (const auto& e : fs::directory_iterator(b.dir.str()))
    EXPECT_EQ(e.path().filename().string().find(".part-"), std::string::npos) << e.path();
}

TEST(ExportPdf, TheHelpNamesTheKindAndItsOptions) {
  RunResult help = runCartouche({"help", "export"});
  ASSERT_EQ(help.exitCode, 0) << help.err;
  EXPECT_NE(help.out.find("pdf"), std::string::npos) << help.out;
  for (const char* option : {"--paper", "--hex-mm", "--overlap-mm", "--counter-mm", "--counters-only", "--no-counters"})
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  RunResult unknown = runCartouche({"export", "pfd", "a.gpkg", "b.pdf"});
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_NE(unknown.err.find("pdf"), std::string::npos) << unknown.err;
}

}  // namespace
}  // namespace cartouche::test
