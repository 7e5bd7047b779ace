// Hex geometry: axial/cube coordinates, directions, distance, rounding, line drawing, pixel layout, and canonical
// ids for hexsides and vertices. Everything inside the engine speaks axial (q, r) with s = -q - r; offset
// (column, row) coordinates and wargame labels exist only at the edges (grid.h, hex_label.h).
// Pixel space has y pointing down, as on screen. Pure math, no state: safe from any thread.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace cartouche {

struct Hex {
  int q = 0;
  int r = 0;
  constexpr int s() const { return -q - r; }
  friend constexpr bool operator==(Hex a, Hex b) { return a.q == b.q && a.r == b.r; }
  friend constexpr bool operator!=(Hex a, Hex b) { return !(a == b); }
  friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
};

// Cube coordinates with the invariant checked where they are made.
Hex hexFromCube(int q, int r, int s);

// The six directions, counter-clockwise on screen. Their compass names depend on the orientation:
// pointy-topped 0..5 = E, NE, NW, W, SW, SE; flat-topped 0..5 = SE, NE, N, NW, SW, S.
constexpr std::array<Hex, 6> kHexDirections = {{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};
constexpr int oppositeDirection(int d) { return (d + 3) % 6; }
Hex neighbour(Hex h, int direction);
int distance(Hex a, Hex b);
// The direction from a to b when they are neighbours, else -1.
int directionTo(Hex a, Hex b);

struct FractionalHex {
  double q = 0, r = 0;
  double s() const { return -q - r; }
};
Hex hexRound(FractionalHex h);
FractionalHex lerp(FractionalHex a, FractionalHex b, double t);

// Centre-to-centre line from a to b, distance(a, b) + 1 hexes. Sample points that fall exactly on a hexside or
// vertex are ambiguous; `nudge` (+1 or -1) moves both endpoints by a tiny amount in opposite directions of the
// cube diagonal so ties break consistently one way or the other.
std::vector<Hex> lineDraw(Hex a, Hex b, int nudge = +1);

// One step of a traced line: either one hex, or two neighbours when the line runs exactly along their shared
// hexside there (the +nudge and -nudge lines disagree). Rules engines decide what such a step means
// (La Bataille and Raclawice: blocked if either side blocks).
struct LineStep {
  Hex hex;
  Hex other;  // equals hex unless alongHexside
  bool alongHexside = false;
};
std::vector<LineStep> traceLine(Hex a, Hex b);

// ---- Hexsides and vertices -------------------------------------------------------------------------------------
// A hexside is owned by exactly one of its two hexes: the one that sees it in direction 0, 1 or 2. So each shared
// edge has one id, whichever side names it.
struct HexsideId {
  Hex owner;
  int dir = 0;  // 0..2
  friend bool operator==(HexsideId a, HexsideId b) { return a.owner == b.owner && a.dir == b.dir; }
  friend bool operator!=(HexsideId a, HexsideId b) { return !(a == b); }
  friend bool operator<(HexsideId a, HexsideId b) { return a.key() < b.key(); }
  Hex neighbour() const { return cartouche::neighbour(owner, dir); }
  // A 64-bit key that sorts by row (r), then column (q), then direction; used for hashing and storage order.
  uint64_t key() const;
  static HexsideId fromKey(uint64_t key);
};
HexsideId hexsideOf(Hex h, int direction);
// The two hexsides along which a hexside's two hexes touch their common neighbours are not needed here; see
// vertex ids below for corner-based facing.

// A vertex (hex corner) is shared by three hexes. Corner k of a hex lies between its edges in directions k and
// k + 1. Corners k, k+2, k+4 of the three hexes around a vertex name the same point, so the canonical id uses the
// one hex that sees it as corner 0 or 1.
struct VertexId {
  Hex owner;
  int corner = 0;  // 0..1
  friend bool operator==(VertexId a, VertexId b) { return a.owner == b.owner && a.corner == b.corner; }
  friend bool operator!=(VertexId a, VertexId b) { return !(a == b); }
};
VertexId vertexOf(Hex h, int corner);
// The three hexes that meet at a vertex.
std::array<Hex, 3> hexesAround(VertexId v);

// ---- Pixel layout ----------------------------------------------------------------------------------------------
enum class Orientation : uint8_t { FlatTop, PointyTop };

struct Point {
  double x = 0, y = 0;
  friend bool operator==(Point, Point) = default;
};

// `size` is the centre-to-corner radius in pixels (or metres); `origin` is where hex (0, 0)'s centre lands.
struct Layout {
  Orientation orientation = Orientation::PointyTop;
  double size = 1.0;
  Point origin;
};

Point hexToPixel(const Layout& layout, Hex h);
FractionalHex pixelToHex(const Layout& layout, Point p);
// Corner k of the hex (between its edges in directions k and k + 1).
Point hexCorner(const Layout& layout, Hex h, int corner);
// Midpoint of the edge in direction d.
Point edgeMidpoint(const Layout& layout, Hex h, int direction);
// Compass name of a direction ("NE") for this orientation, and the reverse (-1 if unknown).
const char* directionName(Orientation o, int direction);
int directionFromName(Orientation o, const char* name);

}  // namespace cartouche

template <>
struct std::hash<cartouche::Hex> {
  size_t operator()(cartouche::Hex h) const noexcept {
    return std::hash<uint64_t>()((uint64_t(uint32_t(h.q)) << 32) | uint32_t(h.r));
  }
};
template <>
struct std::hash<cartouche::HexsideId> {
  size_t operator()(cartouche::HexsideId e) const noexcept { return std::hash<uint64_t>()(e.key()); }
};
