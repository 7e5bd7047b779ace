#include "edit/hexside_path.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace cartouche {

namespace {

// A vertex has the same (owner, 0..1) shape as a hexside id, so the hexside key layout gives it a key too.
uint64_t vertexKey(VertexId v) { return HexsideId{v.owner, v.corner}.key(); }

// Tie-breaking geometry in a unit pointy-topped layout; see the header for why the orientation does not matter.
const Layout kUnit{Orientation::PointyTop, 1.0, Point{0.0, 0.0}};

Point vertexPoint(VertexId v) { return hexCorner(kUnit, v.owner, v.corner); }
Point midpoint(HexsideId s) { return edgeMidpoint(kUnit, s.owner, s.dir); }

double distanceToSegment(Point p, Point a, Point b) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
  double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
  return std::sqrt(ex * ex + ey * ey);
}

// The hexside joining two neighbouring vertices.
HexsideId edgeBetween(VertexId a, VertexId b) {
  std::array<VertexId, 2> ends;
  for (HexsideId s : hexsidesAt(a)) {
    ends = hexsideEnds(s);
    if (ends[0] == b || ends[1] == b) return s;
  }
  return hexsidesAt(a)[0];  // unreachable for neighbours
}

VertexId otherEnd(HexsideId s, VertexId v) {
  std::array<VertexId, 2> e = hexsideEnds(s);
  return e[0] == v ? e[1] : e[0];
}

// The corner two hexsides share, if any.
bool sharedVertex(HexsideId a, HexsideId b, VertexId* out) {
  for (VertexId x : hexsideEnds(a))
    for (VertexId y : hexsideEnds(b))
      if (x == y) {
        *out = x;
        return true;
      }
  return false;
}

// Cube-coordinate bounds of the hexes beside both hexsides, widened by two hexes. The search stays inside: a
// shortest chain between two hexsides never needs to leave the hexagon their hexes span.
struct CubeBox {
  int minQ = 1 << 30, maxQ = -(1 << 30), minR = 1 << 30, maxR = -(1 << 30), minS = 1 << 30, maxS = -(1 << 30);
  void add(Hex h) {
    minQ = std::min(minQ, h.q), maxQ = std::max(maxQ, h.q);
    minR = std::min(minR, h.r), maxR = std::max(maxR, h.r);
    minS = std::min(minS, h.s()), maxS = std::max(maxS, h.s());
  }
  void widen(int n) { minQ -= n, maxQ += n, minR -= n, maxR += n, minS -= n, maxS += n; }
  bool contains(Hex h) const {
    return h.q >= minQ && h.q <= maxQ && h.r >= minR && h.r <= maxR && h.s() >= minS && h.s() <= maxS;
  }
  bool contains(VertexId v) const {
    for (Hex h : hexesAround(v))
      if (!contains(h)) return false;
    return true;
  }
};

}  // namespace

std::array<VertexId, 2> hexsideEnds(HexsideId side) {
  // Edge d of a hex lies between its corners d - 1 and d.
  return {vertexOf(side.owner, side.dir + 5), vertexOf(side.owner, side.dir)};
}

std::array<HexsideId, 3> hexsidesAt(VertexId v) {
  // Corner k of h lies between h's edges k and k + 1; the third edge there joins the neighbours in directions k
  // and k + 1, which see each other in direction k + 2.
  Hex h = v.owner;
  int k = v.corner;
  return {hexsideOf(h, k), hexsideOf(h, k + 1), hexsideOf(neighbour(h, k), k + 2)};
}

std::vector<HexsideId> hexsideChain(HexsideId from, HexsideId to) {
  if (from == to) return {from};
  if (distance(from.owner, to.owner) > kMaxChainHexes) return {};
  CubeBox box;
  for (Hex h : {from.owner, from.neighbour(), to.owner, to.neighbour()}) box.add(h);
  box.widen(2);

  // Breadth-first from the target's two ends until both of the source's ends are reached: by then every vertex
  // nearer to the target than they are has its distance.
  std::array<VertexId, 2> fromEnds = hexsideEnds(from), toEnds = hexsideEnds(to);
  std::unordered_map<uint64_t, int> dist;
  std::deque<VertexId> queue;
  for (VertexId v : toEnds) {
    dist.emplace(vertexKey(v), 0);
    queue.push_back(v);
  }
  auto reached = [&](VertexId v) { return dist.count(vertexKey(v)) != 0; };
  while (!queue.empty() && !(reached(fromEnds[0]) && reached(fromEnds[1]))) {
    VertexId v = queue.front();
    queue.pop_front();
    int d = dist[vertexKey(v)];
    for (HexsideId s : hexsidesAt(v)) {
      VertexId w = otherEnd(s, v);
      if (!box.contains(w) || reached(w)) continue;
      dist.emplace(vertexKey(w), d + 1);
      queue.push_back(w);
    }
  }
  if (!reached(fromEnds[0]) && !reached(fromEnds[1])) return {};

  Point lineA = midpoint(from), lineB = midpoint(to);
  // Smaller distance to the target first, then nearer to the straight line, then the smaller key.
  auto better = [&](VertexId a, VertexId b) {
    auto da = dist.find(vertexKey(a)), db = dist.find(vertexKey(b));
    if (db == dist.end()) return da != dist.end();
    if (da == dist.end()) return false;
    if (da->second != db->second) return da->second < db->second;
    double la = distanceToSegment(vertexPoint(a), lineA, lineB), lb = distanceToSegment(vertexPoint(b), lineA, lineB);
    if (std::abs(la - lb) > 1e-9) return la < lb;
    return vertexKey(a) < vertexKey(b);
  };
  VertexId cur = better(fromEnds[1], fromEnds[0]) ? fromEnds[1] : fromEnds[0];
  std::vector<HexsideId> chain{from};
  while (dist[vertexKey(cur)] > 0) {
    std::optional<VertexId> next;
    for (HexsideId s : hexsidesAt(cur)) {
      VertexId w = otherEnd(s, cur);
      auto it = dist.find(vertexKey(w));
      if (it == dist.end() || it->second != dist[vertexKey(cur)] - 1) continue;
      if (!next || better(w, *next)) next = w;
    }
    chain.push_back(edgeBetween(cur, *next));
    cur = *next;
  }
  chain.push_back(to);
  return chain;
}

bool isEdgeChain(const std::vector<HexsideId>& chain) {
  std::unordered_set<HexsideId> seen;
  std::optional<VertexId> previousJoint;
  for (size_t i = 0; i < chain.size(); ++i) {
    if (!seen.insert(chain[i]).second) return false;
    if (i == 0) continue;
    VertexId joint;
    if (!sharedVertex(chain[i - 1], chain[i], &joint)) return false;
    // Three hexsides meeting at one corner make a fork, not a chain.
    if (previousJoint && *previousJoint == joint) return false;
    previousJoint = joint;
  }
  return true;
}

std::vector<Side> sidesAlongChain(const std::vector<HexsideId>& chain, Side first) {
  std::vector<Side> sides(chain.size(), first);
  if (chain.size() < 2 || first == Side::None) return sides;
  // Whether the owner hex lies to the left of the hexside walked in chain order.
  auto ownerOnLeft = [&](size_t i) {
    VertexId start, end;
    if (i + 1 < chain.size()) {
      sharedVertex(chain[i], chain[i + 1], &end);
      start = otherEnd(chain[i], end);
    } else {
      sharedVertex(chain[i - 1], chain[i], &start);
      end = otherEnd(chain[i], start);
    }
    Point a = vertexPoint(start), b = vertexPoint(end), c = hexToPixel(kUnit, chain[i].owner);
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) < 0;
  };
  bool wantLeft = ownerOnLeft(0) == (first == Side::Owner);
  for (size_t i = 0; i < chain.size(); ++i) sides[i] = ownerOnLeft(i) == wantLeft ? Side::Owner : Side::Neighbour;
  return sides;
}

std::vector<HexsideId> crossedHexsides(const std::vector<Hex>& hexes) {
  std::vector<HexsideId> out;
  std::unordered_set<HexsideId> seen;
  for (size_t i = 1; i < hexes.size(); ++i) {
    std::vector<Hex> line = lineDraw(hexes[i - 1], hexes[i]);
    for (size_t j = 1; j < line.size(); ++j) {
      int d = directionTo(line[j - 1], line[j]);
      if (d < 0) continue;  // lineDraw gives neighbours; a repeated hex has no hexside between
      HexsideId s = hexsideOf(line[j - 1], d);
      if (seen.insert(s).second) out.push_back(s);
    }
  }
  return out;
}

}  // namespace cartouche
