// Where a battle's hexes lie on the VASSAL board image and the VASSAL hex grid that finds them there. The board is
// the map rendered with a view of our choosing (hex radius in whole-number-friendly pixels, offset hex (0, 0)'s
// centre on a whole pixel); the grid is VASSAL's HexGrid (sideways for pointy-topped hexes: VASSAL then swaps x
// and y everywhere, x0/y0 and its columns and rows included) with a HexGridNumbering that prints the battle's own
// labels: first numbers, letters, leading zeros, separator and which lines are shifted (stagger).
// Thread-safety: plain values.
#pragma once

#include <string>

#include "base/status.h"
#include "hex/grid.h"
#include "view/map_view.h"

namespace cartouche::vassal {

struct BoardLayout {
  int width = 0, height = 0;  // image pixels
  double radius = 0;          // hex centre-to-corner, pixels
  MapView view;               // the renderer's view that draws the map so
  Point origin;               // offset hex (0, 0)'s centre, whole pixels
};

constexpr int kMinHexPixels = 24;
constexpr int kMaxHexPixels = 400;

// The board for hexes `hexPixels` across their flats. InvalidArgument when hexPixels is out of range or the image
// would exceed `maxSide` pixels a side.
Result<BoardLayout> boardLayout(const GridSettings& grid, int hexPixels, int maxSide);
// The centre of a hex on the board, in pixels (continuous: a whole number is a pixel corner).
Point boardPixel(const GridSettings& grid, const BoardLayout& board, Hex hex);

struct HexGridSettings {
  bool sideways = false;
  int x0 = 0, y0 = 0;  // VASSAL's origin: for a sideways grid x0 is the board's y and y0 its x
  double dx = 0, dy = 0;
  // HexGridNumbering (RegularGridNumbering's attributes)
  char first = 'H';
  std::string sep;
  char hType = 'N', vType = 'N';
  int hLeading = 0, vLeading = 0;
  int hOff = 0, vOff = 0;
  bool stagger = false;
};

// InvalidArgument, naming the grid setting, when VASSAL's numbering cannot print the map's labels.
Result<HexGridSettings> hexGridSettings(const GridSettings& grid, const BoardLayout& board);

// The point VASSAL gives the hex at `c` (HexGridNumbering.getCenterPoint for its label): whole pixels.
struct PixelPoint {
  int x = 0, y = 0;
};
PixelPoint vassalCentre(const HexGridSettings& settings, OffsetCoord c);

}  // namespace cartouche::vassal
