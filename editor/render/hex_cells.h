// Hex cells: how MapRenderer draws a near view hex by hex. Each visible hex becomes an inner hexagon, far enough
// from its edges that no grid line, slope or hexside feature reaches it, drawn by a program that takes the hex from
// its vertices (no hex search, no edge maths); and a ring around it, up to a pixel past its edges, drawn by the
// per-pixel program that finds the hex under each pixel, in the smallest variant that draws the ring and its
// neighbours exactly. A map hex with no hexside feature and no path is "flat": its ring stops at its exact corners
// and is drawn by the same program as the inner hexagon with the grid line and slopes added (GRID and SLOPES in
// hex_map.frag), whose edge maths need no hex search either and whose slopes come from the side bits in its
// vertices; below kFlatWholeZoom, or where there is no room for an inner hexagon, that program draws it whole.
// Per-pixel rings are drawn last, so where one reaches into a flat neighbour it draws that neighbour's pixels as the
// per-pixel program does. Hexes with paths (drawn from the centre) and off-map hexes carrying a hexside feature of
// the map's edge are drawn whole by the per-pixel program; the rest of the screen is background. Pure CPU and
// geometry, no GL, so it is tested alone. Thread-safety: pure functions.
#pragma once

#include <cstdint>
#include <vector>

#include "map_textures.h"
#include "model/battle.h"
#include "view/map_view.h"

namespace cartouche {

// What a hex texel asks of the hex pass (one byte per texel, border included, kept by MapRenderer).
constexpr uint8_t kNeedsSides = 1;     // side bits: slopes or hexside features
constexpr uint8_t kNeedsPatterns = 2;  // its terrain has a pattern
constexpr uint8_t kNeedsPaths = 4;     // a path runs from its centre
constexpr uint8_t kNeedsMarks = 8;     // a hexside it owns (directions 0..2) carries a mark (a bar across it)

// The needs of the hex texel `texel` of offset `at` (border included).
uint8_t cellNeeds(const Battle& battle, OffsetCoord at, const HexTexel& texel);

// Below this zoom (a hex radius in pixels) a flat hex is drawn whole by the flat program: its inner hexagon would
// leave little but a ring of 4x4 pixel blocks that software GL shades twice. From it on, inner hexagon and flat ring.
constexpr double kFlatWholeZoom = 28.0;

// Patterns fade in from this zoom (smoothstep(6, 12, zoom) in hex_map.frag): at or below it they draw nothing.
constexpr double kPatternFadeZoom = 6.0;

// A vertex in normalized device coordinates with the axial hex it belongs to and, for inner hexagons and flat
// hexes, that hex's packed terrain colour, level channel, pattern code and side bits (as the shader's hex texel and
// TerrainTypes hold them).
struct CellVertex {
  float x, y;
  int32_t q, r;
  uint32_t colour, level, pattern, sides;
};

// What the cells are built from: the grid, the needs bytes and hex texels ((columns + 2) x (rows + 2), row-major,
// hex (col, row) at (col + 1, row + 1); four uint32 a texel) and the vocabulary as encodeTerrainTypes gives it.
struct CellSource {
  const GridSettings& grid;
  const std::vector<uint8_t>& needs;
  const std::vector<uint32_t>& hexTexels;
  const std::vector<uint32_t>& types;
};

struct HexCells {
  std::vector<CellVertex> interior[2];  // inner hexagons, by kNeedsPatterns >> 1
  std::vector<CellVertex> flat[4];  // rings (or whole hexagons) of flat hexes: kNeedsSides (slopes) | kNeedsPatterns
  std::vector<CellVertex> perPixel[4];  // by detail variant: kNeedsSides | kNeedsPatterns
  int flatHexes = 0;                    // hexes drawn flat (most with an inner hexagon too)
  int interiorHexes = 0;                // hexes with an inner hexagon and a per-pixel ring
  int wholeHexes = 0;                   // hexes drawn whole by the per-pixel program
};

// The offset rectangle of the hexes a screen rectangle (x0, y0)-(x1, y1) of a width x height view touches: its
// corners' hexes, one more each way for the shifted lines, clamped to the textures' one-hex border.
struct OffsetRect {
  int colMin = 0, colMax = -1, rowMin = 0, rowMax = -1;
};
OffsetRect hexesUnder(const GridSettings& grid, const MapView& view, int width, int height, double x0, double y0,
                      double x1, double y1);

// The cells of the hexes a width x height view shows within the screen rectangle `clip` (x0, y0, x1, y1 in
// pixels, y down; the whole view when left out).
struct ScreenBox {
  double x0, y0, x1, y1;
};
void buildHexCells(const CellSource& source, const MapView& view, int width, int height, HexCells& out);
void buildHexCells(const CellSource& source, const MapView& view, int width, int height, HexCells& out,
                   const ScreenBox& clip);

// How far inside the edge in `direction` (world units) a hex's grid line, slope and hexside features reach, with
// half a pixel to spare, from its side bits (hex texel channel 2) and whether a mark may lie on its hexsides;
// beyond that only its fill and pattern show.
double interiorMargin(uint32_t sideBits, int direction, bool marks, double zoom);

}  // namespace cartouche
