// One test per load error of the text format: each breaks one line of a good folder and asserts the message, which
// names the file and the line. A failed load never hands out a battle.
#include <gtest/gtest.h>

#include <filesystem>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::hexType;
using testing::sideType;
using testing::TempDir;
using testing::writeWhole;

// A 34x27 pointy map labelled 0101..3427, as Racławice's.
Battle baseBattle() {
  Battle b;
  b.info["title"] = "Test";
  TerrainId clear = *b.vocabulary.add(hexType("clear", "Clear"));
  (void)b.vocabulary.add(hexType("woods", "Woods", true));
  (void)b.vocabulary.add(sideType("stream", "Stream", HexsideClass::Edge));
  TerrainType contour = sideType("contour", "Contour", HexsideClass::Edge);
  contour.directional = true;
  (void)b.vocabulary.add(contour);
  b.map = HexMap(GridSettings{}, clear);
  return b;
}

class TextErrors : public ::testing::Test {
protected:
  void SetUp() override { ASSERT_TRUE(dumpBattleText(baseBattle(), dir.str()).isOk()); }
  // Replaces one file and returns the load error.
  Status loadWith(const std::string& name, const std::string& content) {
    writeWhole(dir.file(name), content);
    Result<Battle> b = loadBattleText(dir.str());
    EXPECT_FALSE(b.isOk());
    return b.isOk() ? Status::ok() : b.status();
  }
  std::string error(const std::string& name, const std::string& content) { return loadWith(name, content).message(); }
  static std::string grid(const std::string& extra) {
    return "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\nrows = 27\n" + extra;
  }
  // A map of 27 rows of 34 'c', with `row` (0-based) replaced.
  static std::string mapWith(int row, const std::string& line) {
    std::string out = "legend c = clear\nlegend w = woods\n";
    for (int r = 0; r < 27; ++r) {
      if (r == row) {
        out += line + "\n";
        continue;
      }
      for (int c = 0; c < 34; ++c) out += c ? " c" : "c";
      out += "\n";
    }
    return out;
  }
  TempDir dir;
};

TEST_F(TextErrors, BaseFolderLoads) {
  Result<Battle> b = loadBattleText(dir.str());
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_TRUE(*b == baseBattle());
}

TEST_F(TextErrors, MissingFolderOrFile) {
  std::filesystem::remove(dir.file("map.txt"));
  Result<Battle> b = loadBattleText(dir.str());
  EXPECT_EQ(b.status().code(), Status::Code::NotFound);
  EXPECT_EQ(b.status().message(), "map.txt: no such file in " + dir.str());
}

TEST_F(TextErrors, NotUtf8) {
  EXPECT_EQ(error("battle.txt", "[format]\nversion = 1\n[info]\ntitle = \"Fl\xfc\xdf\"\n"),
            "battle.txt line 4: the line is not valid UTF-8");
  EXPECT_EQ(error("battle.txt", "[format]\n[info]\ntitle = \"\xed\xa0\x80\"\n"),  // a surrogate
            "battle.txt line 3: the line is not valid UTF-8");
}

TEST_F(TextErrors, QuotedStrings) {
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = \"open\n")), "battle.txt line 9: a quoted string is not closed");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = \"a\\q\"\n")),
            "battle.txt line 9: unknown escape \\q in a quoted string");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = \"a\\x4\"\n")), "battle.txt line 9: \\x needs two hex digits");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = \"a\"b\n")),
            "battle.txt line 9: a quoted string must be followed by a blank");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = a\"b\"\n")),
            "battle.txt line 9: a quote inside a word; quote the whole value");
}

TEST_F(TextErrors, KeyValueLines) {
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle\n")), "battle.txt line 9: expected key = value");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle =\n")), "battle.txt line 9: \"title\" has no value");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = Battle of X\n")),
            "battle.txt line 9: \"title\" has more than one value (quote text with spaces)");
  EXPECT_EQ(error("battle.txt", "title = x\n" + grid("")), "battle.txt line 1: \"title\" comes before any [section]");
  EXPECT_EQ(error("battle.txt", grid("[info]\ntitle = a\ntitle = b\n")),
            "battle.txt line 10: \"title\" is given twice in this section (also line 9)");
  EXPECT_EQ(error("battle.txt", grid("[info\n")), "battle.txt line 8: a section header must end with ]");
}

TEST_F(TextErrors, Sections) {
  EXPECT_EQ(error("battle.txt", grid("[info]\n[info]\n")), "battle.txt line 9: [info] is given twice");
  EXPECT_EQ(error("battle.txt", grid("[units]\n")),
            "battle.txt line 8: unknown section [units] (expected [format], [info] or [grid])");
  EXPECT_EQ(error("battle.txt", "[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\nrows = 27\n"),
            "battle.txt line 1: no [format] section");
  EXPECT_EQ(error("battle.txt", "[format]\nversion = 1\n"), "battle.txt line 1: no [grid] section");
  Status newer = loadWith("battle.txt", "[format]\nversion = 2\n");
  EXPECT_EQ(newer.code(), Status::Code::Unsupported);
  EXPECT_EQ(newer.message(), "battle.txt line 1: format version 2 is newer than this build reads (1)");
}

TEST_F(TextErrors, GridFields) {
  EXPECT_EQ(error("battle.txt", grid("hexes = 3\n")), "battle.txt line 8: unknown key \"hexes\"");
  EXPECT_EQ(error("battle.txt", "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\n"),
            "battle.txt line 3: [grid] has no \"rows\"");
  EXPECT_EQ(error("battle.txt", "[format]\nversion = 1\n[grid]\norientation = round\nshifted = odd\ncolumns = 34\n"
                                "rows = 27\n"),
            "battle.txt line 4: orientation must be pointy or flat, not \"round\"");
  EXPECT_EQ(error("battle.txt", grid("leading_zeros = true\n")),
            "battle.txt line 8: leading_zeros must be yes or no, not \"true\"");
  EXPECT_EQ(error("battle.txt", grid("row_digits = two\n")),
            "battle.txt line 8: row_digits \"two\" is not a whole number from 1 to 6");
  EXPECT_EQ(error("battle.txt", grid("hex_size_metres = 100m\n")),
            "battle.txt line 8: hex_size_metres \"100m\" is not a number");
  EXPECT_EQ(error("battle.txt", "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\n"
                                "columns = 5000\nrows = 27\n"),
            "battle.txt line 6: columns \"5000\" is not a whole number from 1 to 4096");
  EXPECT_EQ(error("battle.txt", grid("hex_size_metres = -5\n")),
            "battle.txt line 3: [grid]: hex size must be a positive number of metres");
  EXPECT_EQ(error("battle.txt", grid("column_digits = 1\n")),
            "battle.txt line 3: [grid]: column numbers up to 34 do not fit in 1 digits");
}

TEST_F(TextErrors, Terrain) {
  EXPECT_EQ(error("terrain.txt", "[hex clear]\nname = Clear\nkind = hex\n"),
            "terrain.txt line 1: expected [terrain CODE], not [hex clear]");
  EXPECT_EQ(error("terrain.txt", "[terrain clear]\nkind = hex\n"), "terrain.txt line 1: [terrain clear] has no \"name\"");
  EXPECT_EQ(error("terrain.txt", "[terrain clear]\nname = Clear\nkind = area\n"),
            "terrain.txt line 3: kind must be hex or hexside, not \"area\"");
  EXPECT_EQ(error("terrain.txt", "[terrain clear]\nname = Clear\nkind = hex\ncolour = green\n"),
            "terrain.txt line 1: [terrain clear]: colour \"green\" is not #rrggbb or #rrggbbaa");
  EXPECT_EQ(error("terrain.txt", "[terrain clear]\nname = A\nkind = hex\n[terrain clear]\nname = B\nkind = hex\n"),
            "terrain.txt line 4: terrain code \"clear\" is already in the vocabulary");
  EXPECT_EQ(error("terrain.txt", "[terrain \"cl ear\"]\nname = A\nkind = hex\n"),
            "terrain.txt line 1: terrain code \"cl ear\" may use only ASCII letters, digits, _ and -");
  EXPECT_EQ(error("terrain.txt", "[terrain clear]\nname = A\nkind = hex\ndraw = dots\n"),
            "terrain.txt line 4: draw must be fill, edge, path or mark, not \"dots\"");
}

TEST_F(TextErrors, MapLegend) {
  EXPECT_EQ(error("map.txt", "legend c clear\n"), "map.txt line 1: expected legend SYMBOL = TERRAIN");
  EXPECT_EQ(error("map.txt", "legend #c = clear\n"), "map.txt line 1: \"#c\" cannot be a symbol (no blanks, #, = or \")");
  EXPECT_EQ(error("map.txt", "legend c = meadow\n"), "map.txt line 1: terrain \"meadow\" is not in terrain.txt");
  EXPECT_EQ(error("map.txt", "legend c = #70000\n"), "map.txt line 1: \"#70000\" is not a terrain id (#0 to #65535)");
  EXPECT_EQ(error("map.txt", "legend c = clear\n\nlegend c = woods\n"),
            "map.txt line 3: symbol \"c\" is already in the legend (line 1)");
  std::string m = mapWith(-1, "");
  EXPECT_EQ(error("map.txt", m + "legend x = woods\n"), "map.txt line 30: legend lines must come before the rows");
}

TEST_F(TextErrors, MapRows) {
  std::string row;
  for (int c = 0; c < 33; ++c) row += "c ";
  EXPECT_EQ(error("map.txt", mapWith(4, row)), "map.txt line 7: row 5 has 33 hexes; the 34x27 map has 34 columns");
  EXPECT_EQ(error("map.txt", mapWith(4, row + "x")), "map.txt line 7: hex 3405: symbol \"x\" is not in the legend");
  EXPECT_EQ(error("map.txt", mapWith(-1, "") + "c\n"), "map.txt line 30: more rows than the 34x27 map has");
  std::string shortMap = mapWith(-1, "");
  shortMap.resize(shortMap.rfind('c') + 2);  // keeps every row but makes no difference; now drop the last row
  shortMap.erase(shortMap.rfind('\n', shortMap.size() - 2) + 1);
  EXPECT_EQ(error("map.txt", shortMap), "map.txt line 28: the file has 26 rows; the 34x27 map has 27");
}

TEST_F(TextErrors, ElevationAndMetres) {
  std::string rows;
  for (int r = 0; r < 27; ++r) {
    for (int c = 0; c < 34; ++c) rows += (c ? " " : "") + std::string(r == 2 && c == 3 ? "X" : "0");
    rows += "\n";
  }
  std::string bad = rows;
  bad.replace(bad.find('X'), 1, "1.5");
  EXPECT_EQ(error("elevation.txt", bad), "elevation.txt line 3: hex 0403: level \"1.5\" is not a whole number from -32768 to 32767");
  bad = rows;
  bad.replace(bad.find('X'), 1, "40000");
  EXPECT_EQ(error("elevation.txt", bad), "elevation.txt line 3: hex 0403: level \"40000\" is not a whole number from -32768 to 32767");
  std::filesystem::remove(dir.file("elevation.txt"));
  bad = rows;
  bad.replace(bad.find('X'), 1, "12,5");
  EXPECT_EQ(error("metres.txt", "# header\n" + bad), "metres.txt line 4: hex 0403: \"12,5\" is not a number of metres");
  bad = rows;
  bad.replace(bad.find('X'), 1, "nan:3f800000");
  EXPECT_EQ(error("metres.txt", bad), "metres.txt line 3: hex 0403: \"nan:3f800000\" is not the bit pattern of a NaN");
  bad = rows;
  bad.replace(bad.find('X'), 1, "nan:zz");
  EXPECT_EQ(error("metres.txt", bad), "metres.txt line 3: hex 0403: \"nan:zz\" is not nan:XXXXXXXX");
}

TEST_F(TextErrors, HexsideNames) {
  EXPECT_EQ(error("hexsides.txt", "# sides\n0715NE stream\n"),
            "hexsides.txt line 2: \"0715NE\" is not a hexside (HEX/DIRECTION, like 0715/NE)");
  EXPECT_EQ(error("hexsides.txt", "0715/NE stream\n" + std::string(12, '\n') + "3528/E stream\n"),
            "hexsides.txt line 14: hex 3528 is outside the 34x27 map");
  EXPECT_EQ(error("hexsides.txt", "07x5/NE stream\n"),
            "hexsides.txt line 1: hex label \"07x5\" has no row number");
  EXPECT_EQ(error("hexsides.txt", "0715/N stream\n"),
            "hexsides.txt line 1: \"N\" is not a direction on a pointy-topped map (E, NE, NW, W, SW, SE)");
  EXPECT_EQ(error("hexsides.txt", "0715/E stream\n0815/W contour toward=0815\n"),
            "hexsides.txt line 2: hexside 0815/W is given twice (also line 1)");
  EXPECT_EQ(error("hexsides.txt", "0715/E\n"), "hexsides.txt line 1: hexside 0715/E has no feature and no slope=");
}

TEST_F(TextErrors, HexsideFeatures) {
  EXPECT_EQ(error("hexsides.txt", "0715/E brook\n"), "hexsides.txt line 1: terrain \"brook\" is not in terrain.txt");
  EXPECT_EQ(error("hexsides.txt", "0715/E stream stream\n"), "hexsides.txt line 1: feature \"stream\" is given twice");
  EXPECT_EQ(error("hexsides.txt", "0715/E toward=0815 contour\n"), "hexsides.txt line 1: toward= must follow a feature");
  EXPECT_EQ(error("hexsides.txt", "0715/E contour toward=0915\n"),
            "hexsides.txt line 1: toward=0915 is not one of the two hexes of 0715/E");
  EXPECT_EQ(error("hexsides.txt", "0715/E contour toward=0815 toward=0715\n"),
            "hexsides.txt line 1: the feature already has a toward=");
  EXPECT_EQ(error("hexsides.txt", "0715/E contour toward=off-map\n"),
            "hexsides.txt line 1: toward=off-map, but both hexes of 0715/E are on the map");
  EXPECT_EQ(error("hexsides.txt", "0715/E contour toward=\n"), "hexsides.txt line 1: toward= needs a value");
  EXPECT_EQ(error("hexsides.txt", "0715/E slope=steep\n"), "hexsides.txt line 1: slope must be on or off, not \"steep\"");
  EXPECT_EQ(error("hexsides.txt", "0715/E slope=on slope=off\n"), "hexsides.txt line 1: slope is given twice");
  EXPECT_EQ(error("hexsides.txt", "0715/E stream = x\n"), "hexsides.txt line 1: a stray =");
}

TEST_F(TextErrors, Scenarios) {
  EXPECT_EQ(error("scenarios.txt", "[variant a]\nname = A\n"),
            "scenarios.txt line 1: expected [scenario CODE], not [variant a]");
  EXPECT_EQ(error("scenarios.txt", "[scenario a]\nname = A\n\n[scenario a]\nname = B\n"),
            "scenarios.txt line 4: scenario \"a\" is given twice");
  EXPECT_EQ(error("scenarios.txt", "[scenario a]\nstart_time = \"16:00\"\n"),
            "scenarios.txt line 1: [scenario a] has no \"name\"");
  EXPECT_EQ(error("scenarios.txt", "[scenario a]\nname = A\nturns = -1\n"),
            "scenarios.txt line 3: turns \"-1\" is not a whole number from 0 to 1000000");
}

}  // namespace
}  // namespace cartouche
