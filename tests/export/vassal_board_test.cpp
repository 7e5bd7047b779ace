// The board image and its grid together: the map drawn with the board's view, then, for every hex, the point
// VASSAL's HexGridNumbering gives the hex's label (the grid read back from buildFile.xml) shows that hex's terrain
// colour on the image. Runs the renderer headless (EGL).
#include <gtest/gtest.h>

#include "export/vassal_build_file.h"
#include "export/vassal_grid.h"
#include "render/render_image.h"
#include "support/test_battles.h"
#include "vassal_reader.h"

namespace cartouche::vassal {
namespace {

struct BoardCase {
  Orientation orientation;
  ShiftedLines shifted;
  int hexPixels;
};

class VassalBoard : public ::testing::TestWithParam<BoardCase> {};

TEST_P(VassalBoard, EveryLabelsPointShowsItsHexsTerrain) {
  Battle b = testing::makeTestBattle(GetParam().orientation, GetParam().shifted, 11, 8);
  const GridSettings& grid = b.map.grid();
  Result<BoardLayout> board = boardLayout(grid, GetParam().hexPixels, 16384);
  ASSERT_TRUE(board) << board.status().message();
  ModuleDescription m;
  m.name = "board";
  m.boardImage = "board.png";
  m.grid = *hexGridSettings(grid, *board);
  std::string error;
  auto root = test::vassal::parseXml(buildFileXml(m), error);
  ASSERT_TRUE(root) << error;
  test::vassal::Grid vassal(*root->findAll("VASSAL.build.module.map.boardPicker.board.HexGrid").front());

  RenderImageOptions options;
  options.width = board->width;
  options.height = board->height;
  options.view = board->view;
  Result<Image> image = renderBattleImage(b, options);
  ASSERT_TRUE(image) << image.status().message();
  ASSERT_EQ(image->width, board->width);
  ASSERT_EQ(image->height, board->height);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    std::string label = grid.label(b.map.hexAt(i));
    auto at = vassal.location(label);
    ASSERT_TRUE(at) << label;
    Rgba expected = b.vocabulary.at(b.map.terrain(i)).colour;
    Rgba got = image->at(at->first, at->second);
    EXPECT_TRUE(got.r == expected.r && got.g == expected.g && got.b == expected.b)
        << "hex " << label << " at " << at->first << "," << at->second;
  }
}

INSTANTIATE_TEST_SUITE_P(Grids, VassalBoard,
                         ::testing::Values(BoardCase{Orientation::PointyTop, ShiftedLines::Odd, 84},
                                           BoardCase{Orientation::PointyTop, ShiftedLines::Even, 31},
                                           BoardCase{Orientation::FlatTop, ShiftedLines::Odd, 84},
                                           BoardCase{Orientation::FlatTop, ShiftedLines::Even, 47}));

}  // namespace
}  // namespace cartouche::vassal
