// Paths made of hexsides, for the hexside tool: chains that run along hex edges (streams, rivers, contours) and
// the hexsides a road crosses on its way from hex to hex. Axial coordinates; the geometry used to break ties is
// orientation-free (flat-topped is pointy-topped turned by 30 degrees, which keeps every distance). Pure
// functions: safe from any thread.
#pragma once

#include <vector>

#include "hex/hex.h"
#include "model/hex_map.h"

namespace cartouche {

// The two corners at the ends of a hexside.
std::array<VertexId, 2> hexsideEnds(HexsideId side);
// The three hexsides that meet at a vertex.
std::array<HexsideId, 3> hexsidesAt(VertexId v);

// Chains longer than this many hexes end to end are refused (an empty chain): a drag across a 4096-hex map would
// otherwise search millions of vertices in one frame.
constexpr int kMaxChainHexes = 400;

// The chain of hexsides from `from` to `to`, both included, each touching the next at a corner, so it runs along
// hex edges and never cuts across a hex. Shortest in hexsides; among the shortest, the one that keeps nearest to
// the straight line between the two hexsides' midpoints, then the smaller vertex key, so the same two hexsides
// always give the same chain. {from} when they are equal; empty when they are more than kMaxChainHexes apart.
std::vector<HexsideId> hexsideChain(HexsideId from, HexsideId to);

// Whether consecutive hexsides of `chain` share a corner (a chain along edges) and none repeats.
bool isEdgeChain(const std::vector<HexsideId>& chain);

// Which hex each hexside of an edge chain points to for a directional feature (the higher side of a contour),
// keeping the same hand along the chain as `first` has on chain[0]: a contour drawn around a hill keeps the hill
// on one side. REQUIRES: isEdgeChain(chain).
std::vector<Side> sidesAlongChain(const std::vector<HexsideId>& chain, Side first);

// The hexsides a road crosses from hex to hex along `hexes` (each consecutive pair joined by the centre-to-centre
// line, lineDraw's tie-break where the line runs along a hexside), in order, without repeats. A road on a hexside
// joins the centres of its two hexes.
std::vector<HexsideId> crossedHexsides(const std::vector<Hex>& hexes);

}  // namespace cartouche
