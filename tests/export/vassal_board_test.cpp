// The board image and its grid together: the map drawn with the board's view, then, for every hex, the point
// VASSAL's HexGridNumbering gives the hex's label (the grid read back from buildFile.xml) shows that hex's terrain
// colour on the image. Runs the renderer headless (EGL).
#include <gtest/gtest.h>

#include <cmath>

#include "export/vassal_build_file.h"
#include "export/vassal_grid.h"
#include "render/render_image.h"
#include "support/test_battle.h"
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
  // Three plain terrains coloured so that no two neighbours match: a point a few pixels off a hex's centre
  // towards any side then shows whether the hex lies where VASSAL thinks.
  TerrainId plain[3];
  for (int k = 0; k < 3; ++k)
    plain[k] = *b.vocabulary.add(testing::hexType(("plain-" + std::to_string(k)).c_str(),
                                                  Rgba{uint8_t(60 + 80 * k), uint8_t(200 - 70 * k), 90, 255}));
  for (int i = 0; i < b.map.hexCount(); ++i) {
    Hex h = b.map.hexAt(i);
    b.map.setTerrain(i, plain[((h.q - h.r) % 3 + 3) % 3]);
  }
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
    auto same = [&](double x, double y) {
      Rgba got = image->at(int(x), int(y));
      return got.r == expected.r && got.g == expected.g && got.b == expected.b;
    };
    EXPECT_TRUE(same(at->first, at->second)) << "hex " << label << " at " << at->first << "," << at->second;
    // Towards each side: inside, 4 pixels short of the side, still this hex; 4 pixels past it, not.
    const double inner = 0.5 * GetParam().hexPixels;
    for (int d = 0; d < 6; ++d) {
      Hex n = neighbour(b.map.hexAt(i), d);
      Point c = hexToPixel(worldLayout(grid), b.map.hexAt(i)), e = hexToPixel(worldLayout(grid), n);
      double len = std::hypot(e.x - c.x, e.y - c.y), ux = (e.x - c.x) / len, uy = (e.y - c.y) / len;
      EXPECT_TRUE(same(at->first + ux * (inner - 4), at->second + uy * (inner - 4)))
          << "hex " << label << " direction " << d;
      if (grid.contains(n)) {
        EXPECT_FALSE(same(at->first + ux * (inner + 4), at->second + uy * (inner + 4)))
            << "hex " << label << " direction " << d;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Grids, VassalBoard,
                         ::testing::Values(BoardCase{Orientation::PointyTop, ShiftedLines::Odd, 84},
                                           BoardCase{Orientation::PointyTop, ShiftedLines::Even, 31},
                                           BoardCase{Orientation::FlatTop, ShiftedLines::Odd, 84},
                                           BoardCase{Orientation::FlatTop, ShiftedLines::Even, 47}));

}  // namespace
}  // namespace cartouche::vassal
