// The side columns' arrangement (editor/app/panels/layout_state.h): the widths kept within what leaves the map room,
// the file form written and read back, damaged files refused with a message naming file, line and field, and the
// file replaced whole.
#include "app/panels/layout_state.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;

TEST(LayoutState, WidthsStayWithinTheirBoundsAndLeaveTheMapRoom) {
  ColumnLayout l;
  l.leftWidth = 50.f;
  l.rightWidth = 5000.f;
  ColumnLayout c = clampColumns(l, 1280.f);
  EXPECT_EQ(c.leftWidth, ColumnLayout::kMinWidth);
  EXPECT_FLOAT_EQ(c.rightWidth, 1280.f * ColumnLayout::kMaxFraction);
  EXPECT_GE(1280.f - c.leftWidth - c.rightWidth, ColumnLayout::kMinMapWidth);
  // A narrow window: the map keeps kMinMapWidth while the other column is shown.
  l.leftWidth = l.rightWidth = 400.f;
  c = clampColumns(l, 900.f);
  EXPECT_GE(900.f - c.leftShown() - c.rightShown(), ColumnLayout::kMinMapWidth - 1.f);
  // The other column collapsed leaves more room.
  EXPECT_GT(maxColumnWidth(900.f, 0.f), maxColumnWidth(900.f, 300.f));
  // Never below the minimum, however small the window.
  EXPECT_EQ(maxColumnWidth(300.f, 300.f), ColumnLayout::kMinWidth);
}

TEST(LayoutState, ACollapsedColumnTakesNoRoomButKeepsItsWidth) {
  ColumnLayout l;
  l.leftWidth = 333.f;
  l.leftCollapsed = true;
  EXPECT_EQ(l.leftShown(), 0.f);
  EXPECT_EQ(l.leftWidth, 333.f);
  EXPECT_EQ(l.rightShown(), ColumnLayout::kDefaultRightWidth);
}

TEST(LayoutState, TheFileFormReadsBackWhatWasWritten) {
  ColumnLayout l;
  l.leftWidth = 341.f;
  l.rightWidth = 260.f;
  l.rightCollapsed = true;
  l.leftTab = LeftTab::Battle;
  l.rightTab = RightTab::History;
  const std::string text = layoutText(l);
  EXPECT_NE(text.find("left-width 341\n"), std::string::npos) << text;
  EXPECT_NE(text.find("right-collapsed yes\n"), std::string::npos) << text;
  EXPECT_NE(text.find("right-tab History\n"), std::string::npos) << text;
  Result<ColumnLayout> back = parseLayout(text, "layout.txt");
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_EQ(*back, l);
  EXPECT_EQ(parseLayout(layoutText(ColumnLayout{}), "x").value(), ColumnLayout{});
}

TEST(LayoutState, ADamagedFileIsRefusedWholeNamingTheLineAndField) {
  struct Case {
    const char* text;
    const char* said;
  };
  for (const Case& c :
       {Case{"left-width 300\nleft-width wide\n", "layout.txt line 2, field left-width"},
        Case{"right-collapsed maybe\n", "neither yes nor no"}, Case{"left-tab Palette\n", "no tab 'Palette'"},
        Case{"colour red\n", "field colour: unknown field"}, Case{"left-width\n", "no value"},
        Case{"left-width 300 400\n", "more than one value"}, Case{"left-width nan\n", "not a width"},
        Case{"right-width -5\n", "not a width"}, Case{"\x01\x02\xff garbage\n", "unknown field"}}) {
    Result<ColumnLayout> r = parseLayout(c.text, "layout.txt");
    ASSERT_FALSE(r) << c.text;
    EXPECT_NE(r.status().message().find(c.said), std::string::npos) << r.status().message();
  }
  // Comments, blank lines and Windows line ends are fine.
  Result<ColumnLayout> ok = parseLayout("# kept\r\n\r\n  left-width 250\r\n", "layout.txt");
  ASSERT_TRUE(ok) << ok.status().message();
  EXPECT_EQ(ok->leftWidth, 250.f);
}

TEST(LayoutState, TheFileIsWrittenWholeAndAMissingFileGivesTheDefaults) {
  testing::TempDir dir("layout-state");
  const std::string path = (dir.path() / "state" / "layout.txt").string();
  Result<ColumnLayout> none = readLayoutFile(path);
  ASSERT_TRUE(none) << none.status().message();
  EXPECT_EQ(*none, ColumnLayout{});
  ColumnLayout l;
  l.leftWidth = 300.f;
  l.leftCollapsed = true;
  ASSERT_TRUE(writeLayoutFile(path, l));  // creates the folder
  EXPECT_FALSE(fs::exists(path + ".tmp"));
  Result<ColumnLayout> back = readLayoutFile(path);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_EQ(*back, l);
  std::ofstream(path) << "left-width 300\nleft-tab ???\n";
  Result<ColumnLayout> damaged = readLayoutFile(path);
  ASSERT_FALSE(damaged);
  EXPECT_NE(damaged.status().message().find(path + " line 2, field left-tab"), std::string::npos)
      << damaged.status().message();
  // Where the file cannot be written, nothing is half-written and the old file stays.
  const std::string blocked = (dir.path() / "state" / "layout.txt").string() + "/inside";
  EXPECT_FALSE(writeLayoutFile(blocked, l));
  EXPECT_TRUE(fs::is_regular_file(path));
}

TEST(LayoutState, AFileTooLargeOrUnreadableIsRefusedNamingIt) {
  testing::TempDir dir("layout-state");
  const std::string path = (dir.path() / "layout.txt").string();
  { std::ofstream(path) << "left-width 300\n"; }
  fs::resize_file(path, (1u << 20) + 1);  // sparse: a megabyte of zeros after the line
  Result<ColumnLayout> large = readLayoutFile(path);
  ASSERT_FALSE(large);
  EXPECT_EQ(large.status().message(), path + ": larger than 1 MiB; not a layout file");
  // A folder where the file should be: opened, but it cannot be read.
  const std::string folder = (dir.path() / "folder.txt").string();
  fs::create_directory(folder);
  Result<ColumnLayout> unreadable = readLayoutFile(folder);
  ASSERT_FALSE(unreadable);
  EXPECT_EQ(unreadable.status().message(), folder + ": cannot be read (Is a directory)");
}

}  // namespace
}  // namespace cartouche
