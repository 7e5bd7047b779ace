// Wargame hex labels (core/hex_label.h): exact print and parse in every format.
#include "hex/hex_label.h"

#include <gtest/gtest.h>

#include "hex/grid.h"

namespace cartouche {
namespace {

TEST(LabelFormat, XxyyWithLeadingZeros) {
  LabelFormat f;
  EXPECT_EQ(f.format({0, 0}), "0101");
  EXPECT_EQ(f.format({33, 26}), "3427");
  EXPECT_EQ(f.format({0, 25}), "0126");
  Result<OffsetCoord> c = f.parse("1809");
  ASSERT_TRUE(c.isOk());
  EXPECT_EQ(*c, (OffsetCoord{17, 8}));
}

TEST(LabelFormat, FirstNumbersShiftLabels) {
  LabelFormat f;
  f.firstColumn = 0;
  f.firstRow = 0;
  EXPECT_EQ(f.format({0, 0}), "0000");
  EXPECT_EQ(*f.parse("1203"), (OffsetCoord{12, 3}));
  f.firstColumn = 10;
  EXPECT_EQ(f.format({0, 0}), "1000");
}

TEST(LabelFormat, LettersForColumns) {
  LabelFormat f;
  f.columnLetters = true;
  f.rowDigits = 1;
  f.leadingZeros = false;
  EXPECT_EQ(f.format({0, 0}), "A1");
  EXPECT_EQ(f.format({25, 9}), "Z10");
  EXPECT_EQ(f.format({26, 0}), "AA1");
  EXPECT_EQ(*f.parse("AA1"), (OffsetCoord{26, 0}));
  EXPECT_EQ(*f.parse("Z10"), (OffsetCoord{25, 9}));
  EXPECT_EQ(columnLettersFor(701), "ZZ");
  EXPECT_EQ(columnLettersFor(702), "AAA");
}

TEST(LabelFormat, SeparatorWithoutLeadingZeros) {
  LabelFormat f;
  f.leadingZeros = false;
  EXPECT_FALSE(f.validate(34, 27).isOk());  // "111" could be 1/11 or 11/1
  f.separator = ".";
  ASSERT_TRUE(f.validate(34, 27).isOk());
  EXPECT_EQ(f.format({0, 10}), "1.11");
  EXPECT_EQ(*f.parse("11.1"), (OffsetCoord{10, 0}));
}

TEST(LabelFormat, RejectsMalformedLabels) {
  LabelFormat f;
  for (const char* bad : {"", "1", "01", "abcd", "01x1", "0101 ", " 0101", "1.01", "01-1"}) {
    Result<OffsetCoord> c = f.parse(bad);
    EXPECT_FALSE(c.isOk()) << bad;
    if (!c.isOk()) {
      EXPECT_NE(c.status().message().find("hex label"), std::string::npos);
    }
  }
  // Not in canonical form: "0101" prints as "0101", so "01001" (row written with an extra zero) is refused.
  EXPECT_FALSE(f.parse("01001").isOk());
  EXPECT_NE(f.parse("01x1").status().message().find("\"01x1\""), std::string::npos);
}

TEST(LabelFormat, RoundTripsEveryHexOfManyFormats) {
  std::vector<LabelFormat> formats(4);
  formats[1].firstColumn = 0;
  formats[1].firstRow = 0;
  formats[2].columnLetters = true;
  formats[3].separator = "-";
  formats[3].separator = "/";
  formats[3].leadingZeros = false;
  for (const LabelFormat& f : formats) {
    ASSERT_TRUE(f.validate(40, 60).isOk());
    for (int row = 0; row < 60; ++row)
      for (int col = 0; col < 40; ++col) {
        std::string s = f.format({col, row});
        Result<OffsetCoord> back = f.parse(s);
        ASSERT_TRUE(back.isOk()) << s << ": " << back.status().message();
        EXPECT_EQ(*back, (OffsetCoord{col, row})) << s;
      }
  }
}

}  // namespace
}  // namespace cartouche
