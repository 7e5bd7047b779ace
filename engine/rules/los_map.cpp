// LosMap's construction: the battle's map read once into dense per-hex arrays and an axial rectangle of cells; the
// two rule families; and the one-call helpers that build a LosMap per call.
#include <algorithm>
#include <climits>

#include "rules/los.h"
#include "rules/los_heights.h"

namespace cartouche {

namespace {

constexpr int kCellMargin = 2;  // a nudged line's hex is within one hex of the two ends' bounding box

}  // namespace

LosRules LosRules::raclawice() {
  LosRules r;
  r.elevation = ElevationRule::Raclawice;
  return r;
}

LosRules LosRules::laBataille() {
  LosRules r;
  r.elevation = ElevationRule::LaBataille;
  return r;
}

LosRules losRulesFor(const Battle& battle) {
  auto it = battle.info.find("system");
  if (it != battle.info.end() && it->second == "raclawice") return LosRules::raclawice();
  return LosRules::laBataille();
}

LosMap::LosMap(const Battle& battle, const LosRules& rules) : rules_(rules) {
  const HexMap& m = battle.map;
  columns_ = m.columns();
  rows_ = m.rows();
  pointy_ = m.grid().orientation == Orientation::PointyTop;
  oddShifted_ = m.grid().shifted == ShiftedLines::Odd;
  const size_t n = size_t(m.hexCount());
  level_ = m.levelData();
  terrain_ = m.terrainData();
  hexHeight_.assign(n, kNoBlock);
  sideBlocks_.assign(n, 0);
  sideHeight_.assign(n * 3, kNoBlock);
  sideType_.assign(n * 3, 0);
  hill_.assign(n, 0);
  int minLevel = INT_MAX, maxLevel = INT_MIN;
  for (int16_t l : level_) {
    minLevel = std::min(minLevel, int(l));
    maxLevel = std::max(maxLevel, int(l));
  }
  const TerrainVocabulary& v = battle.vocabulary;
  codes_.reserve(v.size());
  for (const TerrainType& type : v.types()) codes_.push_back(type.code);
  for (size_t i = 0; i < n; ++i) {
    TerrainId t = m.terrain(int(i));
    if (!v.contains(t)) continue;
    const TerrainType& type = v.at(t);
    if (type.blocksLos) hexHeight_[i] = int16_t(level_[i] + type.losHeight);
    // [10.1.2] "both units are located on hills": a hex of the vocabulary's "hill" terrain, or one at the map's
    // highest level when the map has more than one level (a hill painted by elevation alone).
    hill_[i] = type.code == "hill" || (maxLevel > minLevel && level_[i] >= maxLevel);
  }
  if (rules_.hexsidesBlock) {
    for (const auto& [key, rec] : m.hexsides()) {
      HexsideId id = HexsideId::fromKey(key);
      int owner = m.indexOf(id.owner);
      if (owner < 0) {
        anySideBlocks_ = true;  // looked up in edgeSides_: keep hexsideHit from skipping it
        bool found = false;
        EdgeSide side;
        for (const HexsideFeature& f : rec.features)
          if (v.contains(f.type) && v.at(f.type).blocksLos) {
            const int other = m.indexOf(id.neighbour());
            const int h = (other >= 0 ? level_[size_t(other)] : 0) + v.at(f.type).losHeight;
            if (!found || h > side.height) side = {h, f.type};
            found = true;
          }
        if (found) edgeSides_[key] = side;
        continue;
      }
      for (const HexsideFeature& f : rec.features) {
        if (!v.contains(f.type) || !v.at(f.type).blocksLos) continue;
        int other = m.indexOf(id.neighbour());
        int base = std::max(int(level_[size_t(owner)]), other >= 0 ? int(level_[size_t(other)]) : INT16_MIN + 1);
        int h = base + v.at(f.type).losHeight;
        size_t k = size_t(owner) * 3 + size_t(id.dir);
        if (!(sideBlocks_[size_t(owner)] & (1u << id.dir)) || h > sideHeight_[k]) {
          sideHeight_[k] = int16_t(h);
          sideType_[k] = f.type;
        }
        sideBlocks_[size_t(owner)] |= uint8_t(1u << id.dir);
        anySideBlocks_ = true;
      }
    }
  }
  if (n == 0) return;
  int minQ = INT_MAX, maxQ = INT_MIN, minR = INT_MAX, maxR = INT_MIN;
  for (int i = 0; i < int(n); ++i) {
    const Hex h = m.hexAt(i);
    minQ = std::min(minQ, h.q), maxQ = std::max(maxQ, h.q);
    minR = std::min(minR, h.r), maxR = std::max(maxR, h.r);
  }
  cellQ0_ = minQ - kCellMargin;
  cellR0_ = minR - kCellMargin;
  cellColumns_ = maxQ - minQ + 1 + 2 * kCellMargin;
  cellRows_ = maxR - minR + 1 + 2 * kCellMargin;
  cellHex_.assign(size_t(cellColumns_) * size_t(cellRows_), kNoBlock);
  cellSide_.assign(size_t(cellColumns_) * size_t(cellRows_) * 3, kNoSide);
  for (int i = 0; i < int(n); ++i) {
    const Hex h = m.hexAt(i);
    const size_t c = size_t(cellOf(h));
    cellHex_[c] = hexHeight_[size_t(i)];
    // The sweep's list of obstacles (viewshed_sweep.cpp).
    if (hexHeight_[size_t(i)] != kNoBlock)
      obstacles_.push_back({int16_t(h.q), int16_t(h.r), hexHeight_[size_t(i)], level_[size_t(i)]});
    for (int d = 0; d < 3; ++d)
      if (sideBlocks_[size_t(i)] & (1u << d)) cellSide_[c * 3 + size_t(d)] = sideHeight_[size_t(i) * 3 + size_t(d)];
  }
  groundBlocks_ = rules_.elevation == ElevationRule::LaBataille && maxLevel > minLevel;
  if (groundBlocks_) {
    cellLevel_.assign(cellHex_.size(), kGroundNone);
    for (int i = 0; i < int(n); ++i) cellLevel_[size_t(cellOf(m.hexAt(i)))] = level_[size_t(i)];
  }
  // The sweep's other list: the hexes that are not obstacles, by level, highest first.
  minLevel_ = minLevel;
  if (groundBlocks_) {
    // Counted by level, then placed highest first: level l starts after every hex above it.
    const size_t levels = size_t(maxLevel - minLevel) + 1;
    std::vector<uint32_t> count(levels, 0);
    for (int i = 0; i < int(n); ++i)
      if (hexHeight_[size_t(i)] == kNoBlock) ++count[size_t(level_[size_t(i)] - minLevel)];
    aboveLevel_.assign(levels, 0);
    uint32_t above = 0;
    for (size_t l = levels; l-- > 0;) {
      aboveLevel_[l] = above;
      above += count[l];
    }
    byLevel_.resize(above);
    std::vector<uint32_t> next = aboveLevel_;
    for (int i = 0; i < int(n); ++i) {
      if (hexHeight_[size_t(i)] != kNoBlock) continue;
      const Hex h = m.hexAt(i);
      byLevel_[next[size_t(level_[size_t(i)] - minLevel)]++] = {int16_t(h.q), int16_t(h.r), kNoBlock,
                                                                level_[size_t(i)]};
    }
  }
  if (!rules_.hexsidesBlock) return;
  // Hexsides on the map's edge owned by an off-map hex, as hexsideHit reads them.
  for (const auto& [key, side] : edgeSides_) {
    const HexsideId id = HexsideId::fromKey(key);
    const int cq = id.owner.q - cellQ0_, cr = id.owner.r - cellR0_;
    if (cq < 0 || cq >= cellColumns_ || cr < 0 || cr >= cellRows_) continue;  // no line between map hexes meets it
    cellSide_[size_t(cellOf(id.owner)) * 3 + size_t(id.dir)] = side.height;
  }
  for (int r = 0; r < cellRows_; ++r)
    for (int q = 0; q < cellColumns_; ++q)
      for (int d = 0; d < 3; ++d) {
        const int32_t h = cellSide_[(size_t(r) * size_t(cellColumns_) + size_t(q)) * 3 + size_t(d)];
        if (h != kNoSide) blockingSides_.push_back({int16_t(q + cellQ0_), int16_t(r + cellR0_), d, h});
      }
}

LosResult los(const Battle& battle, const LosRules& rules, Hex from, Hex to, const UnitsAt& units) {
  return LosMap(battle, rules).trace(from, to, units);
}

std::vector<uint8_t> viewshed(const Battle& battle, const LosRules& rules, Hex from, int maxRange) {
  return LosMap(battle, rules).viewshed(from, maxRange);
}

std::vector<uint8_t> losMatrix(const Battle& battle, const LosRules& rules, const std::vector<Hex>& hexes,
                               int maxRange) {
  LosMap map(battle, rules);
  const size_t n = hexes.size();
  std::vector<uint8_t> out(n * n, 0);
  for (size_t i = 0; i < n; ++i) {
    out[i * n + i] = map.visible(hexes[i], hexes[i]) ? 1 : 0;
    // LOS is symmetric under both rule families, so each pair is traced once.
    for (size_t j = i + 1; j < n; ++j) {
      if (distance(hexes[i], hexes[j]) > maxRange) continue;
      out[i * n + j] = out[j * n + i] = map.visible(hexes[i], hexes[j]) ? 1 : 0;
    }
  }
  return out;
}

}  // namespace cartouche
