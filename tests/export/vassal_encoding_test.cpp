// VASSAL's piece and command encodings, decoded back with VASSAL's own unescaping (vassal_reader.h): names with
// the encoders' delimiters and diacritics come back exactly, and the trait chain nests as Decorator.getType does.
#include "export/vassal_encoding.h"

#include <gtest/gtest.h>

#include "export/vassal_setups.h"
#include "export/vassal_zip.h"
#include "vassal_reader.h"

namespace cartouche::vassal {
namespace {

using test::vassal::decodeSequence;

TEST(VassalSequenceEncoder, EscapesTheDelimiterAndQuotesALeadingBackslash) {
  SequenceEncoder se('/');
  se.append(std::string("1/I/2 pp")).append(std::string("\\x")).append(std::string()).append(7);
  EXPECT_EQ(se.value(), "1\\/I\\/2 pp/'\\x'//7");
  EXPECT_EQ(decodeSequence(se.value(), '/'), (std::vector<std::string>{"1/I/2 pp", "\\x", "", "7"}));
}

TEST(VassalSequenceEncoder, TokensRoundTripThroughVassalsDecoder) {
  const std::vector<std::string> tokens = {"Kościuszko", "Zajączek; gen.", "a,b", "'quoted'",
                                           "\t",         "\\lead",         "",    "Jekatierynosławski"};
  for (char delim : {';', ',', '/', '\t', char(27)}) {
    SequenceEncoder se(delim);
    for (const std::string& t : tokens) se.append(t);
    std::vector<std::string> back = decodeSequence(se.value(), delim);
    ASSERT_EQ(back.size(), tokens.size()) << "delimiter " << int(delim);
    for (size_t i = 0; i < tokens.size(); ++i) {
      EXPECT_EQ(back[i], tokens[i]) << "delimiter " << int(delim);
    }
  }
}

TEST(VassalPiece, TypeAndStateNestOuterTraitFirst) {
  PieceSpec p{"unit-1.png", "1/I/2 pp Kościuszki; \"Zajączek\"", "pl-1", "Wojsko polskie", 12};
  std::string command = addPieceCommand("1001", pieceType(p), pieceState(p, "Main map", 310, 420, 5, "3"));
  ASSERT_EQ(command.substr(0, 2), "+/");
  std::vector<std::string> parts = decodeSequence(command.substr(2), '/');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[0], "1001");
  // Type: rotate -> mark -> piece, each level split off by one tab decode.
  std::vector<std::string> outer = decodeSequence(parts[1], '\t');
  ASSERT_EQ(outer.size(), 2u);
  std::vector<std::string> rotate = decodeSequence(outer[0].substr(7), ';');
  EXPECT_EQ(outer[0].substr(0, 7), "rotate;");
  EXPECT_EQ(rotate[0], "12");
  EXPECT_EQ(rotate[7], "Facing");
  std::vector<std::string> middle = decodeSequence(outer[1], '\t');
  ASSERT_EQ(middle.size(), 2u);
  EXPECT_EQ(middle[0], "mark;Unit,Side");
  ASSERT_EQ(middle[1].substr(0, 6), "piece;");
  std::vector<std::string> basic = decodeSequence(middle[1], ';');
  ASSERT_EQ(basic.size(), 5u);
  EXPECT_EQ(basic[3], "unit-1.png");
  EXPECT_EQ(basic[4], p.name);
  // State: angle index -> marker values -> map;x;y;gpid;properties.
  std::vector<std::string> s1 = decodeSequence(parts[2], '\t');
  ASSERT_EQ(s1.size(), 2u);
  EXPECT_EQ(s1[0], "5");
  std::vector<std::string> s2 = decodeSequence(s1[1], '\t');
  EXPECT_EQ(decodeSequence(s2[0], ','), (std::vector<std::string>{"pl-1", "Wojsko polskie"}));
  EXPECT_EQ(decodeSequence(s2[1], ';'), (std::vector<std::string>{"Main map", "310", "420", "3", "0"}));
}

TEST(VassalPiece, FacingIndexTurnsClockwiseFromTheWedge) {
  // Facings count counter-clockwise in twelfths; Can Rotate's angle index steps clockwise.
  EXPECT_EQ(facingIndex(0, 6), 0);
  EXPECT_EQ(facingIndex(2, 6), 5);
  EXPECT_EQ(facingIndex(10, 6), 1);
  EXPECT_EQ(facingIndex(6, 6), 3);
  EXPECT_EQ(facingIndex(1, 12), 11);
  EXPECT_EQ(facingIndex(11, 12), 1);
  EXPECT_EQ(facingIndex(6, 12), 6);
}

TEST(VassalSavedGame, CommandsAreJoinedByEscapeBetweenBeginAndEndSave) {
  std::string text = savedGameText({"+/1/a/b", "+/2/c/d"});
  EXPECT_EQ(decodeSequence(text, char(27)), (std::vector<std::string>{"begin_save", "+/1/a/b", "+/2/c/d", "end_save"}));
}

TEST(VassalZip, EntriesReadBackWithTheirNamesAndBytes) {
  ZipWriter zip;
  std::string big(100000, 'a');
  ASSERT_TRUE(zip.add("buildFile.xml", big));
  ASSERT_TRUE(zip.add("images/Kościuszko.png", std::string("\x89PNG")));
  ASSERT_TRUE(zip.add("empty", std::string()));
  EXPECT_FALSE(zip.add("empty", std::string("again")));
  std::vector<uint8_t> bytes = zip.finish();
  std::string error;
  auto entries = test::vassal::readZip(std::string(bytes.begin(), bytes.end()), error);
  ASSERT_TRUE(entries) << error;
  EXPECT_EQ(entries->size(), 3u);
  EXPECT_EQ(entries->at("buildFile.xml"), big);
  EXPECT_EQ(entries->at("images/Kościuszko.png"), "\x89PNG");
  EXPECT_EQ(entries->at("empty"), "");
  EXPECT_LT(bytes.size(), 2000u) << "the repeated text was not deflated";
}

}  // namespace
}  // namespace cartouche::vassal
