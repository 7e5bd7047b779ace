// One test per load error of the text format: each case breaks one file of a good folder and asserts the message,
// which names the file and the line. A failed load never hands out a battle.
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

// battle.txt lines 1-7 are the format and a grid; `extra` starts at line 8.
std::string grid(const std::string& extra) {
  return "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\nrows = 27\n" + extra;
}

std::string gridWith(const std::string& key, const std::string& value) {
  std::string g = "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\nrows = 27\n";
  size_t at = g.find(key + " = ");
  g.replace(at, g.find('\n', at) - at, key + " = " + value);
  return g;
}

// A map.txt of 27 rows of 34 'c' after two legend lines; `row` (0-based, at line row + 3) replaced by `line`.
std::string mapWith(int row, const std::string& line) {
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

std::string cells(int n, const std::string& cell) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? " " : "") + cell;
  return out;
}

// 27 rows of 34 cells, all "0" but hex 0403 (row 3, line 3).
std::string rowsWith(const std::string& cell0403) {
  std::string out;
  for (int r = 0; r < 27; ++r)
    out += (r == 2 ? cells(3, "0") + " " + cell0403 + " " + cells(30, "0") : cells(34, "0")) + "\n";
  return out;
}

// A movement table in rules.txt: header line 1, keys kind, title, die, notes, columns, headings on lines 2-7, then
// `rows` (two good rows when not given). `key` gets `value` instead of its usual one, or is left out when `value` is
// empty.
std::string rulesWith(const std::string& key, const std::string& value,
                      const std::string& rows = "| clear | 1 | 1 |\n| woods | 2 | P |\n") {
  const std::vector<std::pair<std::string, std::string>> keys = {
      {"kind", "movement"},
      {"title", "\"Terrain effects on movement\""},
      {"die", "none"},
      {"notes", "\"La Bataille, special rules\""},
      {"columns", "terrain:terrain infantry:move-cost cavalry:move-cost"},
      {"headings", "\"Terrain\" \"Inf\" \"Cav\""}};
  std::string out = "[table movement]\n";
  for (const auto& [k, v] : keys) {
    if (k != key)
      out += k + " = " + v + "\n";
    else if (!value.empty())
      out += k + " = " + value + "\n";
  }
  return out + rows;
}

struct ErrorCase {
  const char* name;
  const char* file;
  std::string content;
  std::string message;
};

void PrintTo(const ErrorCase& c, std::ostream* os) { *os << c.name; }

const std::string kLevel = "\" is not a whole number from -32768 to 32767";

const std::vector<ErrorCase> kCases = {
    // Lines and strings
    {"NotUtf8", "battle.txt", "[format]\nversion = 1\n[info]\ntitle = \"Fl\xfc\xdf\"\n",
     "battle.txt line 4: the line is not valid UTF-8"},
    {"Utf8Surrogate", "battle.txt", "[format]\n[info]\ntitle = \"\xed\xa0\x80\"\n",
     "battle.txt line 3: the line is not valid UTF-8"},
    {"UnclosedQuote", "battle.txt", grid("[info]\ntitle = \"open\n"),
     "battle.txt line 9: a quoted string is not closed"},
    {"UnknownEscape", "battle.txt", grid("[info]\ntitle = \"a\\q\"\n"),
     "battle.txt line 9: unknown escape \\q in a quoted string"},
    {"ShortHexEscape", "battle.txt", grid("[info]\ntitle = \"a\\x4\"\n"),
     "battle.txt line 9: \\x needs two hex digits"},
    {"TextAfterQuote", "battle.txt", grid("[info]\ntitle = \"a\"b\n"),
     "battle.txt line 9: a quoted string must be followed by a blank"},
    {"QuoteInsideWord", "battle.txt", grid("[info]\ntitle = a\"b\"\n"),
     "battle.txt line 9: a quote inside a word; quote the whole value"},
    // Sections and entries
    {"NoEquals", "battle.txt", grid("[info]\ntitle\n"), "battle.txt line 9: expected key = value"},
    {"NoValue", "battle.txt", grid("[info]\ntitle =\n"), "battle.txt line 9: \"title\" has no value"},
    {"UnquotedBlanks", "battle.txt", grid("[info]\ntitle = Battle of X\n"),
     "battle.txt line 9: \"title\" has more than one value (quote text with spaces)"},
    {"EntryBeforeSection", "battle.txt", "title = x\n" + grid(""),
     "battle.txt line 1: \"title\" comes before any [section]"},
    {"DuplicateKey", "battle.txt", grid("[info]\ntitle = a\ntitle = b\n"),
     "battle.txt line 10: \"title\" is given twice in this section (also line 9)"},
    {"UnclosedHeader", "battle.txt", grid("[info\n"), "battle.txt line 8: a section header must end with ]"},
    {"DuplicateSection", "battle.txt", grid("[info]\n[info]\n"), "battle.txt line 9: [info] is given twice"},
    {"UnknownSection", "battle.txt", grid("[units]\n"),
     "battle.txt line 8: unknown section [units] (expected [format], [info] or [grid])"},
    {"NoFormat", "battle.txt", "[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\nrows = 27\n",
     "battle.txt line 1: no [format] section"},
    {"NoGrid", "battle.txt", "[format]\nversion = 1\n", "battle.txt line 1: no [grid] section"},
    // The grid
    {"UnknownGridKey", "battle.txt", grid("hexes = 3\n"), "battle.txt line 8: unknown key \"hexes\""},
    {"MissingRows", "battle.txt", "[format]\nversion = 1\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 34\n",
     "battle.txt line 3: [grid] has no \"rows\""},
    {"BadOrientation", "battle.txt", gridWith("orientation", "round"),
     "battle.txt line 4: orientation must be pointy or flat, not \"round\""},
    {"BadParity", "battle.txt", gridWith("shifted", "both"),
     "battle.txt line 5: shifted must be odd or even, not \"both\""},
    {"BadBoolean", "battle.txt", grid("leading_zeros = true\n"),
     "battle.txt line 8: leading_zeros must be yes or no, not \"true\""},
    {"BadInteger", "battle.txt", grid("row_digits = two\n"),
     "battle.txt line 8: row_digits \"two\" is not a whole number from 1 to 6"},
    {"BadReal", "battle.txt", grid("hex_size_metres = 100m\n"),
     "battle.txt line 8: hex_size_metres \"100m\" is not a number"},
    {"MapTooLarge", "battle.txt", gridWith("columns", "5000"),
     "battle.txt line 6: columns \"5000\" is not a whole number from 1 to 4096"},
    {"NegativeHexSize", "battle.txt", grid("hex_size_metres = -5\n"),
     "battle.txt line 3: [grid]: hex size must be a positive number of metres"},
    {"LabelsTooNarrow", "battle.txt", grid("column_digits = 1\n"),
     "battle.txt line 3: [grid]: column numbers up to 34 do not fit in 1 digits"},
    // The vocabulary
    {"TerrainHeader", "terrain.txt", "[hex clear]\nname = Clear\nkind = hex\n",
     "terrain.txt line 1: expected [terrain CODE], not [hex clear]"},
    {"TerrainWithoutName", "terrain.txt", "[terrain clear]\nkind = hex\n",
     "terrain.txt line 1: [terrain clear] has no \"name\""},
    {"TerrainKind", "terrain.txt", "[terrain clear]\nname = Clear\nkind = area\n",
     "terrain.txt line 3: kind must be hex or hexside, not \"area\""},
    {"TerrainColour", "terrain.txt", "[terrain clear]\nname = Clear\nkind = hex\ncolour = green\n",
     "terrain.txt line 1: [terrain clear]: colour \"green\" is not #rrggbb or #rrggbbaa"},
    {"TerrainCodeTwice", "terrain.txt",
     "[terrain clear]\nname = A\nkind = hex\n[terrain clear]\nname = B\nkind = hex\n",
     "terrain.txt line 4: terrain code \"clear\" is already in the vocabulary"},
    {"TerrainCodeWithBlank", "terrain.txt", "[terrain \"cl ear\"]\nname = A\nkind = hex\n",
     "terrain.txt line 1: terrain code \"cl ear\" may use only ASCII letters, digits, _ and -"},
    {"TerrainDrawStyle", "terrain.txt", "[terrain clear]\nname = A\nkind = hex\ndraw = dots\n",
     "terrain.txt line 4: draw must be fill, edge, path or mark, not \"dots\""},
    // The map
    {"LegendSyntax", "map.txt", "legend c clear\n", "map.txt line 1: expected legend SYMBOL = TERRAIN"},
    {"LegendSymbol", "map.txt", "legend #c = clear\n",
     "map.txt line 1: \"#c\" cannot be a symbol (no blanks, #, = or \", and not \"legend\")"},
    {"LegendSymbolKeyword", "map.txt", "legend legend = clear\n",
     "map.txt line 1: \"legend\" cannot be a symbol (no blanks, #, = or \", and not \"legend\")"},
    {"LegendUnknownCode", "map.txt", "legend c = meadow\n", "map.txt line 1: terrain \"meadow\" is not in terrain.txt"},
    {"LegendBadId", "map.txt", "legend c = #70000\n", "map.txt line 1: \"#70000\" is not a terrain id (#0 to #65535)"},
    {"LegendSymbolTwice", "map.txt", "legend c = clear\n\nlegend c = woods\n",
     "map.txt line 3: symbol \"c\" is already in the legend (line 1)"},
    {"LegendAfterRows", "map.txt", mapWith(-1, "") + "legend x = woods\n",
     "map.txt line 30: legend lines must come before the rows"},
    {"RowTooShort", "map.txt", mapWith(4, cells(33, "c")),
     "map.txt line 7: row 5 has 33 hexes; the 34x27 map has 34 columns"},
    {"UnknownSymbol", "map.txt", mapWith(4, cells(33, "c") + " x"),
     "map.txt line 7: hex 3405: symbol \"x\" is not in the legend"},
    {"TooManyRows", "map.txt", mapWith(-1, "") + "c\n", "map.txt line 30: more rows than the 34x27 map has"},
    {"TooFewRows", "map.txt", mapWith(-1, "").substr(0, mapWith(-1, "").size() - 68),
     "map.txt line 28: the file has 26 rows; the 34x27 map has 27"},
    // Elevation and metres
    {"LevelNotWhole", "elevation.txt", rowsWith("1.5"), "elevation.txt line 3: hex 0403: level \"1.5" + kLevel},
    {"LevelTooHigh", "elevation.txt", rowsWith("40000"), "elevation.txt line 3: hex 0403: level \"40000" + kLevel},
    {"MetresNotNumber", "metres.txt", "# header\n" + rowsWith("12,5"),
     "metres.txt line 4: hex 0403: \"12,5\" is not a number of metres"},
    {"MetresNanBitsNotNan", "metres.txt", rowsWith("nan:3f800000"),
     "metres.txt line 3: hex 0403: \"nan:3f800000\" is not the bit pattern of a NaN"},
    {"MetresNanBitsSyntax", "metres.txt", rowsWith("nan:zz"),
     "metres.txt line 3: hex 0403: \"nan:zz\" is not nan:XXXXXXXX"},
    // Hexside names
    {"HexsideWithoutSlash", "hexsides.txt", "# sides\n0715NE stream\n",
     "hexsides.txt line 2: \"0715NE\" is not a hexside (HEX/DIRECTION, like 0715/NE)"},
    {"HexsideOffMap", "hexsides.txt", "0715/NE stream\n" + std::string(12, '\n') + "3528/E stream\n",
     "hexsides.txt line 14: hex 3528 is outside the 34x27 map"},
    {"HexsideBadLabel", "hexsides.txt", "07x5/NE stream\n",
     "hexsides.txt line 1: hex label \"07x5\" has no row number"},
    {"HexsideBadDirection", "hexsides.txt", "0715/N stream\n",
     "hexsides.txt line 1: \"N\" is not a direction on a pointy-topped map (E, NE, NW, W, SW, SE)"},
    {"HexsideTwice", "hexsides.txt", "0715/E stream\n0815/W contour toward=0815\n",
     "hexsides.txt line 2: hexside 0815/W is given twice (also line 1)"},
    {"HexsideEmpty", "hexsides.txt", "0715/E\n", "hexsides.txt line 1: hexside 0715/E has no feature and no slope="},
    // Hexside features
    {"FeatureUnknown", "hexsides.txt", "0715/E brook\n",
     "hexsides.txt line 1: terrain \"brook\" is not in terrain.txt"},
    {"FeatureTwice", "hexsides.txt", "0715/E stream stream\n",
     "hexsides.txt line 1: feature \"stream\" is given twice"},
    {"TowardFirst", "hexsides.txt", "0715/E toward=0815 contour\n",
     "hexsides.txt line 1: toward= must follow a feature"},
    {"TowardOtherHex", "hexsides.txt", "0715/E contour toward=0915\n",
     "hexsides.txt line 1: toward=0915 is not one of the two hexes of 0715/E"},
    {"TowardTwice", "hexsides.txt", "0715/E contour toward=0815 toward=0715\n",
     "hexsides.txt line 1: the feature already has a toward="},
    {"TowardOffMapInside", "hexsides.txt", "0715/E contour toward=off-map\n",
     "hexsides.txt line 1: toward=off-map, but both hexes of 0715/E are on the map"},
    {"TowardWithoutValue", "hexsides.txt", "0715/E contour toward=\n", "hexsides.txt line 1: toward= needs a value"},
    {"SlopeValue", "hexsides.txt", "0715/E slope=steep\n",
     "hexsides.txt line 1: slope must be on or off, not \"steep\""},
    {"SlopeTwice", "hexsides.txt", "0715/E slope=on slope=off\n", "hexsides.txt line 1: slope is given twice"},
    {"StrayEquals", "hexsides.txt", "0715/E stream = x\n", "hexsides.txt line 1: a stray ="},
    // Scenarios
    {"ScenarioHeader", "scenarios.txt", "[variant a]\nname = A\n",
     "scenarios.txt line 1: expected [scenario CODE], not [variant a]"},
    {"ScenarioTwice", "scenarios.txt", "[scenario a]\nname = A\n\n[scenario a]\nname = B\n",
     "scenarios.txt line 4: scenario \"a\" is given twice"},
    {"ScenarioWithoutName", "scenarios.txt", "[scenario a]\nstart_time = \"16:00\"\n",
     "scenarios.txt line 1: [scenario a] has no \"name\""},
    {"ScenarioNegativeTurns", "scenarios.txt", "[scenario a]\nname = A\nturns = -1\n",
     "scenarios.txt line 3: turns \"-1\" is not a whole number from 0 to 1000000"},
    // Ruleset tables: rulesWith() builds a movement table whose keys are lines 2-7 and rows start at line 8.
    {"RulesUnknownKind", "rules.txt", rulesWith("kind", "terrain-effects"),
     "rules.txt line 2: kind \"terrain-effects\" is not a table kind (movement, fire-defence, fire-multiplier, "
     "modifiers, morale-check, morale-levels, stacking, dice, generic)"},
    {"RulesBadDie", "rules.txt", rulesWith("die", "d8"),
     "rules.txt line 4: die \"d8\" is not a die (none, two_dice_base6, d10, 2d6_sum, d6)"},
    {"RulesUnknownType", "rules.txt", rulesWith("columns", "terrain:terrain infantry:cost cavalry:move-cost"),
     "rules.txt line 6: column \"infantry\": \"cost\" is not a cell type (text, terrain, integer, move-cost, "
     "multiplier, fire-defence, die-range, modifier, frequency, stacking-limit)"},
    {"RulesColumnWithoutType", "rules.txt", rulesWith("columns", "terrain infantry:move-cost cavalry:move-cost"),
     "rules.txt line 6: column \"terrain\" needs a type: code:type"},
    {"RulesHeadingCount", "rules.txt", rulesWith("headings", "\"Terrain\" \"Inf\""),
     "rules.txt line 7: 2 headings for 3 columns"},
    {"RulesWrongCellCount", "rules.txt", rulesWith("", "", "| clear | 1 |\n"),
     "rules.txt line 8: table \"movement\" row 1 has 2 cells, the table has 3 columns"},
    {"RulesTooManyCells", "rules.txt", rulesWith("", "", "| clear | 1 | 1 |\n| woods | 2 | 3 | 4 |\n"),
     "rules.txt line 9: table \"movement\" row 2 has 4 cells, the table has 3 columns"},
    {"RulesNotCanonical", "rules.txt",
     "[table fire]\nkind = fire-multiplier\ntitle = \"Fire\"\ndie = none\nnotes = \"\"\n"
     "columns = formation:text line:multiplier\nheadings = \"Formation\" \"Line\"\n| line | printed |\n"
     "| column | X 3 |\n",
     "rules.txt line 9: table \"fire\" row 2 column \"line\": \"X 3\" is not canonical; write \"x3\""},
    {"RulesProhibitedSpelledOut", "rules.txt", rulesWith("", "", "| woods | Prohibited | 2 |\n"),
     "rules.txt line 8: table \"movement\" row 1 column \"infantry\": \"Prohibited\" is not canonical; write "
     "\"P\""},
    {"RulesUnreadableCell", "rules.txt", rulesWith("", "", "| woods | 5x | 2 |\n"),
     "rules.txt line 8: table \"movement\" row 1 column \"infantry\": \"5x\" is not a movement cost (write 2, "
     "1/2, +3 for a hexside or P for prohibited)"},
    {"RulesDuplicateTable", "rules.txt", rulesWith("", "") + rulesWith("", ""),
     "rules.txt line 10: table \"movement\" is given twice (also line 1)"},
    {"RulesMissingKey", "rules.txt", rulesWith("die", ""),
     "rules.txt line 4: [table movement] has no \"die\" before \"notes\" (the keys are kind, title, die, notes, "
     "columns, headings, in that order)"},
    {"RulesMissingLastKey", "rules.txt", rulesWith("headings", "", ""),
     "rules.txt line 1: [table movement] has no \"headings\""},
    {"RulesRowBeforeKeys", "rules.txt", rulesWith("headings", "", "| clear | 1 | 1 |\n"),
     "rules.txt line 7: [table movement] has no \"headings\"; the keys come before the rows"},
    {"RulesKeyTwice", "rules.txt", rulesWith("", "", "") + "title = \"Again\"\n",
     "rules.txt line 8: \"title\" is given twice in [table movement] (also line 3)"},
    {"RulesKeyAfterRows", "rules.txt",
     "[table movement]\nkind = movement\ntitle = \"M\"\ndie = none\nnotes = \"\"\n"
     "columns = terrain:terrain infantry:move-cost\n| clear | 1 |\nheadings = \"T\" \"I\"\n",
     "rules.txt line 7: [table movement] has no \"headings\"; the keys come before the rows"},
    {"RulesUnknownKey", "rules.txt", rulesWith("", "", "") + "source = \"x\"\n",
     "rules.txt line 8: unknown key \"source\" in [table movement] (the keys are kind, title, die, notes, columns, "
     "headings)"},
    {"RulesHeader", "rules.txt", "[chart movement]\n", "rules.txt line 1: expected [table CODE], not [chart movement]"},
    {"RulesBadTableCode", "rules.txt", "[table \"move ment\"]\n" + rulesWith("", "", "").substr(17),
     "rules.txt line 1: table code \"move ment\" may use only ASCII letters, digits, _ and -"},
    {"RulesRowNotClosed", "rules.txt", rulesWith("", "", "| clear | 1 | 1\n"),
     "rules.txt line 8: table \"movement\" row 1: a row must end with |"},
    {"RulesQuotedCellNotClosed", "rules.txt", rulesWith("", "", "| clear | \"1 | 1 |\n"),
     "rules.txt line 8: table \"movement\" row 1: cell 2: a quoted cell is not closed"},
    {"RulesQuoteInsideBareCell", "rules.txt", rulesWith("", "", "| cl\"ear | 1 | 1 |\n"),
     "rules.txt line 8: table \"movement\" row 1: cell 1: a quote inside a cell; quote the whole cell"},
    {"RulesLayoutOfKind", "rules.txt", rulesWith("columns", "terrain:text infantry:move-cost cavalry:move-cost"),
     "rules.txt line 1: table \"movement\": a movement table needs a terrain column first, then one or more "
     "move-cost columns (one per unit class) and optional text columns"},
    {"RulesTextBeforeTable", "rules.txt", "kind = movement\n",
     "rules.txt line 1: expected [table CODE] before anything else"},
};

class TextErrors : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(dumpBattleText(baseBattle(), dir.str()).isOk()); }
  TempDir dir;
};

class TextError : public TextErrors, public ::testing::WithParamInterface<ErrorCase> {};

TEST_P(TextError, NamesFileAndLine) {
  const ErrorCase& c = GetParam();
  writeWhole(dir / c.file, c.content);
  Result<Battle> b = loadBattleText(dir.str());
  ASSERT_FALSE(b.isOk());
  EXPECT_EQ(b.status().code(), Status::Code::Corrupt);
  EXPECT_EQ(b.status().message(), c.message);
}

INSTANTIATE_TEST_SUITE_P(Cases, TextError, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<ErrorCase>& info) { return std::string(info.param.name); });

TEST_F(TextErrors, BaseFolderLoads) {
  Result<Battle> b = loadBattleText(dir.str());
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_TRUE(*b == baseBattle());
}

TEST_F(TextErrors, MissingFile) {
  std::filesystem::remove(dir / "map.txt");
  Result<Battle> b = loadBattleText(dir.str());
  EXPECT_EQ(b.status().code(), Status::Code::NotFound);
  EXPECT_EQ(b.status().message(), "map.txt: no such file in " + dir.str());
}

TEST_F(TextErrors, MissingFolder) {
  Result<Battle> b = loadBattleText(dir / "nowhere");
  EXPECT_EQ(b.status().code(), Status::Code::NotFound);
  EXPECT_EQ(b.status().message(), (dir / "nowhere") + ": no such folder");
}

TEST_F(TextErrors, NewerFormatIsUnsupported) {
  writeWhole(dir / "battle.txt", "[format]\nversion = 2\n");
  Result<Battle> b = loadBattleText(dir.str());
  EXPECT_EQ(b.status().code(), Status::Code::Unsupported);
  EXPECT_EQ(b.status().message(), "battle.txt line 1: format version 2 is newer than this build reads (1)");
}

}  // namespace
}  // namespace cartouche
