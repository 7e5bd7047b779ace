// Round trips of hand-built battles through the text format (text/battle_text.h), the exact shape of the files
// people review, and a hand-written folder with its own legend.
#include "text/battle_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <tuple>

#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::expectRoundTrip;
using testing::hexType;
using testing::readWhole;
using testing::sideType;
using testing::TempDir;
using testing::writeWhole;

struct Ids {
  TerrainId clear, woods, village, stream, bridge, contour;
};

Battle makeBattle(Orientation o, ShiftedLines shifted, Ids* ids = nullptr) {
  Battle b;
  b.info["title"] = "Kościuszko at Racławice";
  b.info["sources"] = "Line one\nline two with \"quotes\" and a \\ backslash";
  b.info["odd key with spaces"] = "Fluß";
  Ids id;
  id.clear = *b.vocabulary.add(hexType("clear", "Clear"));
  id.woods = *b.vocabulary.add(hexType("woods", "Woods (Las)", true));
  id.village = *b.vocabulary.add(hexType("village", "Wieś Dziemierzycze", true));
  id.stream = *b.vocabulary.add(sideType("stream", "Ścieklec stream", HexsideClass::Edge));
  id.bridge = *b.vocabulary.add(sideType("bridge", "Bridge", HexsideClass::Crossing));
  TerrainType contour = sideType("contour", "Contour", HexsideClass::Edge);
  contour.directional = true;
  contour.colour = Rgba{10, 20, 30, 128};
  contour.pattern = "hatch";
  contour.notes = "[10.1.1] slopes never block";
  id.contour = *b.vocabulary.add(contour);
  GridSettings g;
  g.orientation = o;
  g.shifted = shifted;
  g.columns = 7;
  g.rows = 5;
  g.hexSizeMetres = 91.44;
  b.map = HexMap(g, id.clear);
  b.map.setTerrain(3, id.woods);
  b.map.setTerrain(8, id.village);
  b.map.setTerrain(9, id.woods);
  b.map.setLevel(10, 2);
  b.map.setLevel(11, -1);
  Hex h = b.map.hexAt(10);
  HexsideRecord r;
  r.features = {{id.stream, Side::None}, {id.bridge, Side::None}, {id.contour, Side::Neighbour}};
  b.map.setHexside(hexsideOf(h, 0), r);
  HexsideRecord slopeOff;
  slopeOff.slope = SlopeOverride::ForceOff;
  b.map.setHexside(hexsideOf(h, 3), slopeOff);
  HexsideRecord slopeOn;
  slopeOn.slope = SlopeOverride::ForceOn;
  slopeOn.features = {{id.contour, Side::Owner}};
  b.map.setHexside(hexsideOf(b.map.hexAt(20), 4), slopeOn);
  Scenario s;
  s.code = "historical-1";
  s.name = "Historical scenario, first variant";
  s.description = "Tormasov's main force has crossed the Ścieklec stream.\nSecond line.";
  s.startTime = "16:00";
  s.turnMinutes = 10;
  s.turns = 15;
  b.scenarios.push_back(s);
  s.code = "hypothetical";
  s.startTime = "";
  s.turns = 0;
  b.scenarios.push_back(s);
  if (ids) *ids = id;
  return b;
}

TEST(BattleText, RoundTripsBothOrientationsAndParities) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even}) {
      SCOPED_TRACE(int(o) * 2 + int(s));
      expectRoundTrip(makeBattle(o, s));
    }
}

TEST(BattleText, ShiftedRowsAreIndentedOnPointyMaps) {
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd);
  Result<BattleTextFiles> odd = formatBattleText(b);
  ASSERT_TRUE(odd.isOk());
  const std::string& map = odd->at("map.txt");
  // Row 0 is not shifted, row 1 is: one blank of indent, half a two-character cell.
  EXPECT_NE(map.find("\n. . . w . . .\n . v w . . . .\n"), std::string::npos) << map;
  EXPECT_NE(map.find("legend . = clear\nlegend w = woods\nlegend v = village\n"), std::string::npos) << map;
  b.map.setGridKeepingSize([&] {
    GridSettings g = b.map.grid();
    g.shifted = ShiftedLines::Even;
    return g;
  }());
  Result<BattleTextFiles> even = formatBattleText(b);
  EXPECT_NE(even->at("map.txt").find("\n . . . w . . .\n. v w . . . .\n"), std::string::npos) << even->at("map.txt");
}

TEST(BattleText, HexsidesAreNamedByLabelAndCompassDirection) {
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd);
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_TRUE(files.isOk());
  const std::string& sides = files->at("hexsides.txt");
  // Hex index 10 is column 3, row 1 (label 0402); its east neighbour is 0502.
  EXPECT_NE(sides.find("\n0402/E stream bridge contour toward=0502\n"), std::string::npos) << sides;
  EXPECT_NE(sides.find("\n0302/E slope=off\n"), std::string::npos) << sides;
  EXPECT_NE(sides.find("\n0604/NE contour toward=0604 slope=on\n"), std::string::npos) << sides;
}

TEST(BattleText, ElevationFileOnlyWhenNeededAndStaleOnesAreRemoved) {
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd);
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_TRUE(std::filesystem::exists(dir / "elevation.txt"));
  EXPECT_FALSE(std::filesystem::exists(dir / "metres.txt"));
  std::fill(b.map.levelData().begin(), b.map.levelData().end(), int16_t(0));
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_FALSE(std::filesystem::exists(dir / "elevation.txt"));
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(*loaded == b);
}

TEST(BattleText, LettersInLabelsAndSeparators) {
  Battle b = makeBattle(Orientation::FlatTop, ShiftedLines::Even);
  GridSettings g = b.map.grid();
  g.labels.columnLetters = true;
  g.labels.separator = "";
  b.map.setGridKeepingSize(g);
  expectRoundTrip(b);
  Result<BattleTextFiles> files = formatBattleText(b);
  EXPECT_NE(files->at("hexsides.txt").find("\nD02/"), std::string::npos) << files->at("hexsides.txt");
  g.labels.columnLetters = false;
  g.labels.leadingZeros = false;
  g.labels.separator = ".";
  g.labels.firstColumn = 0;
  b.map.setGridKeepingSize(g);
  expectRoundTrip(b);
  g.labels.separator = " / ";  // blanks and a slash in a label: names are quoted
  b.map.setGridKeepingSize(g);
  expectRoundTrip(b);
}

TEST(BattleText, UnknownTerrainIdsSurvive) {
  Ids id;
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd, &id);
  b.map.setTerrain(0, 77);
  b.map.setTerrain(1, id.stream);  // a hexside feature painted on a hex: damaged, but kept
  HexsideRecord r;
  r.features = {{id.stream, Side::None}, {4000, Side::Owner}, {id.village, Side::None}};
  b.map.setHexside(hexsideOf(b.map.hexAt(30), 1), r);
  expectRoundTrip(b);
  Result<BattleTextFiles> files = formatBattleText(b);
  EXPECT_NE(files->at("map.txt").find(" = #77\n"), std::string::npos);
  EXPECT_NE(files->at("hexsides.txt").find(" #4000 toward="), std::string::npos);
}

TEST(BattleText, MetresRoundTripBitForBit) {
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Even);
  std::vector<float>& m = b.map.metresData();
  m.assign(size_t(b.map.hexCount()), 0.f);
  for (size_t i = 0; i < m.size(); ++i) m[i] = 212.5f + 0.1f * float(i) - 3e-7f * float(i * i);
  m[0] = std::numeric_limits<float>::quiet_NaN();
  m[1] = -0.0f;
  m[2] = std::numeric_limits<float>::denorm_min();
  m[3] = std::numeric_limits<float>::max();
  m[4] = -std::numeric_limits<float>::infinity();
  uint32_t payload = 0x7fc01234;
  std::memcpy(&m[5], &payload, sizeof payload);
  expectRoundTrip(b);
  Result<BattleTextFiles> files = formatBattleText(b);
  EXPECT_EQ(files->at("metres.txt").find("nan nan:7fc01234"), std::string::npos);
  EXPECT_NE(files->at("metres.txt").find("\n nan -0 1e-45 3.4028235e+38 -inf nan:7fc01234 "), std::string::npos)
      << files->at("metres.txt");
}

TEST(BattleText, DirectionalFeaturesOnTheMapEdgeFaceOffMap) {
  Ids id;
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd, &id);
  // The NW edge of the top-left hex: its other hex is off the map.
  HexsideRecord r;
  r.features = {{id.contour, Side::Neighbour}};
  HexsideId edge = hexsideOf(b.map.hexAt(0), 2);
  b.map.setHexside(edge, r);
  r.features = {{id.contour, Side::Owner}};
  b.map.setHexside(hexsideOf(b.map.hexAt(0), 3), r);
  expectRoundTrip(b);
  GridSettings g = b.map.grid();
  g.labels.columnLetters = true;  // column -1 has no letter label: written as off-map
  b.map.setGridKeepingSize(g);
  expectRoundTrip(b);
  Result<BattleTextFiles> files = formatBattleText(b);
  EXPECT_NE(files->at("hexsides.txt").find("A01/W contour toward=off-map\n"), std::string::npos)
      << files->at("hexsides.txt");
}

TEST(BattleText, FormatRefusesWhatItCannotHold) {
  Battle b = makeBattle(Orientation::PointyTop, ShiftedLines::Odd);
  b.scenarios.push_back(b.scenarios.front());
  EXPECT_EQ(formatBattleText(b).status().message(), "scenario code \"historical-1\" appears twice");
  b.scenarios.pop_back();
  HexsideRecord twice;
  twice.features = {{TerrainId(3), Side::None}, {TerrainId(3), Side::None}};
  b.map.setHexside(hexsideOf(b.map.hexAt(0), 0), twice);
  EXPECT_EQ(formatBattleText(b).status().message(), "hexside 0101/E lists feature #3 twice");
  b.map.setHexside(hexsideOf(b.map.hexAt(0), 0), HexsideRecord{});
  HexsideRecord r;
  r.slope = SlopeOverride::ForceOn;
  b.map.setHexside(HexsideId{Hex{40, 40}, 0}, r);
  EXPECT_FALSE(formatBattleText(b).isOk());
  TempDir dir;
  EXPECT_FALSE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_FALSE(std::filesystem::exists(dir / "battle.txt"));
}

// scenarios.txt takes turn_minutes and turns in 0..1000000: the writer refuses others and leaves the folder alone.
TEST(BattleText, ScenarioTurnsTheReaderRefusesAreNotWritten) {
  Battle good = makeBattle(Orientation::PointyTop, ShiftedLines::Odd);
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(good, dir.str()).isOk());
  std::string before = testing::readWhole(dir / "scenarios.txt");
  for (auto [minutes, turns, message] :
       {std::tuple{-20, 16, "scenarios.txt [scenario historical-1] turn_minutes: -20 is outside 0..1000000"},
        std::tuple{20, 1000001, "scenarios.txt [scenario historical-1] turns: 1000001 is outside 0..1000000"}}) {
    Battle b = good;
    b.scenarios[0].turnMinutes = minutes;
    b.scenarios[0].turns = turns;
    Status s = dumpBattleText(b, dir.str());
    EXPECT_EQ(s.message(), message);
    EXPECT_EQ(testing::readWhole(dir / "scenarios.txt"), before);
  }
  // The reader refuses the same value.
  std::string text = before;
  size_t at = text.find("turns = ");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, text.find('\n', at) - at, "turns = 1000001");
  testing::writeWhole(dir / "scenarios.txt", text);
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_FALSE(loaded.isOk());
  EXPECT_NE(loaded.status().message().find("scenarios.txt line"), std::string::npos) << loaded.status().message();
  EXPECT_NE(loaded.status().message().find("turns"), std::string::npos) << loaded.status().message();
}

TEST(BattleText, HandWrittenFolderWithItsOwnLegendLoads) {
  TempDir dir;
  writeWhole(dir / "battle.txt",
             "\xEF\xBB\xBF# written by hand, with a byte order mark\n[format]\nversion = 1\n\n[info]\n"
             "title = \"Fluß crossing\"\n\n"
             "[grid]\norientation = pointy\nshifted = odd\ncolumns = 4\nrows = 3\n");
  writeWhole(dir / "terrain.txt",
             "[terrain open]\nname = Open\nkind = hex\ncolour = #d8e0a0\n\n"
             "[terrain forest]\nname = \"Forest\"\nkind = hex\nblocks_los = yes\nlos_height = 1\n\n"
             "[terrain river]\nname = River\nkind = hexside\nwater = yes\n\n"
             "[terrain bank]\nname = Bank\nkind = hexside\ndirectional = yes\n");
  writeWhole(dir / "map.txt", "legend . = open\nlegend TT = forest\r\n\n. . TT .\n  TT TT . .\n.\t. . .\n");
  writeWhole(dir / "hexsides.txt", "0101/E river\n\t0202/NW  river bank toward = 0201\n");
  Result<Battle> b = loadBattleText(dir.str());
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b->title(), "Fluß crossing");
  EXPECT_EQ(b->map.grid().columns, 4);
  EXPECT_EQ(b->map.grid().hexSizeMetres, 100.0);
  EXPECT_EQ(b->map.terrain(2), *b->vocabulary.find("forest"));
  EXPECT_EQ(b->map.terrain(4), *b->vocabulary.find("forest"));
  EXPECT_EQ(b->map.terrain(6), *b->vocabulary.find("open"));
  EXPECT_EQ(b->vocabulary.at(0).colour, (Rgba{0xd8, 0xe0, 0xa0, 255}));
  EXPECT_EQ(b->map.hexsides().size(), 2u);
  // 0202 is shifted right, so its NW neighbour is 0201 (not 0101); the bank rises towards it.
  const HexsideRecord* bank = b->map.hexside(hexsideOf(*b->map.grid().parseLabel("0202"), 2));
  ASSERT_NE(bank, nullptr);
  ASSERT_EQ(bank->features.size(), 2u);
  HexsideId bankId = hexsideOf(*b->map.grid().parseLabel("0202"), 2);
  Hex toward = bank->features[1].toward == Side::Owner ? bankId.owner : bankId.neighbour();
  EXPECT_EQ(b->map.grid().label(toward), "0201");
  EXPECT_FALSE(b->map.hasMetres());
  EXPECT_TRUE(b->scenarios.empty());
  // Its dump uses derived symbols and loads back to the same battle.
  expectRoundTrip(*b);
}

TEST(BattleText, ManyHexTerrainsGetWiderSymbols) {
  Battle b;
  for (int i = 0; i < 130; ++i) (void)b.vocabulary.add(hexType("t" + std::to_string(i), "Type " + std::to_string(i)));
  GridSettings g;
  g.columns = 13;
  g.rows = 10;
  b.map = HexMap(g, 0);
  for (int i = 0; i < b.map.hexCount(); ++i) b.map.setTerrain(i, TerrainId(i));
  expectRoundTrip(b);
  Result<BattleTextFiles> files = formatBattleText(b);
  EXPECT_NE(files->at("map.txt").find("legend 25 = t129\n"), std::string::npos);
}

}  // namespace
}  // namespace cartouche
