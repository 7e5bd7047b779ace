#include "map_textures.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

namespace {

bool inTexture(const HexMap& map, OffsetCoord c) {
  return c.col >= -1 && c.row >= -1 && c.col <= map.columns() && c.row <= map.rows();
}

bool hasFeatures(const HexMap& map, HexsideId id) {
  const HexsideRecord* rec = map.hexside(id);
  return rec && !rec->features.empty();
}

DrawStyle drawOf(const TerrainVocabulary& v, TerrainId t) { return v.contains(t) ? v.at(t).draw : DrawStyle::Fill; }

// The lowest path type on a record, + 1 (0: none).
uint16_t pathOf(const TerrainVocabulary& v, const HexsideRecord& rec) {
  for (const HexsideFeature& f : rec.features)  // sorted by type
    if (drawOf(v, f.type) == DrawStyle::Path) return uint16_t(f.type + 1);
  return 0;
}

uint16_t lowerPath(uint16_t a, uint16_t b) { return a == 0 ? b : b == 0 ? a : std::min(a, b); }

// The feature a far view blends into a hex: edges (rivers, walls) before paths, then the lowest id; + 1, 0: none.
uint32_t overviewKey(const TerrainVocabulary& v, const HexsideRecord& rec) {
  uint32_t best = 0;
  for (const HexsideFeature& f : rec.features) {
    DrawStyle d = drawOf(v, f.type);
    if (d != DrawStyle::Edge && d != DrawStyle::Path) continue;
    uint32_t key = (d == DrawStyle::Edge ? 0u : 0x10000u) | f.type;
    if (best == 0 || key + 1 < best) best = key + 1;
  }
  return best;
}

uint32_t betterOverview(uint32_t a, uint32_t b) { return a == 0 ? b : b == 0 ? a : std::min(a, b); }

// Puts the overview feature (a key of overviewKey) into a hex texel's level channel.
void setOverview(uint32_t& levelChannel, uint32_t key) {
  levelChannel = (levelChannel & 0xffffu) | (key == 0 ? 0u : ((key - 1) & 0xffffu) + 1) << 16;
}

}  // namespace

HexTexel hexTexel(const Battle& battle, OffsetCoord c) {
  const HexMap& map = battle.map;
  HexTexel t{kOffMapTerrain, 0, 0, 0};
  Hex h = map.grid().toHex(c);
  int index = map.indexOf(h);
  if (index >= 0) {
    t[0] = map.terrain(index);
    t[1] = uint16_t(map.level(index));
  }
  uint32_t overview = 0;
  for (int d = 0; d < 6; ++d) {
    HexsideId id = hexsideOf(h, d);
    if (!map.hexsideOnMap(id)) continue;
    if (hasFeatures(map, id)) {
      t[2] |= 1u << d;
      uint16_t path = pathOf(battle.vocabulary, *map.hexside(id));
      if (path) t[2] |= 1u << (18 + d);
      t[3] = lowerPath(uint16_t(t[3]), path);
      overview = betterOverview(overview, overviewKey(battle.vocabulary, *map.hexside(id)));
    }
    if (map.slopeAt(id)) t[2] |= 64u << d;
    int other = map.indexOf(neighbour(h, d));
    if (index >= 0 && other >= 0 && map.level(index) > map.level(other)) t[2] |= 4096u << d;
  }
  setOverview(t[1], overview);
  return t;
}

namespace {

struct Colour {
  double r, g, b;
};

Colour mixColour(Colour a, Colour b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

Colour typeColour(const TerrainVocabulary& v, uint32_t id) {
  if (id >= v.size()) return {160 / 255.0, 160 / 255.0, 160 / 255.0};
  Rgba c = v.at(TerrainId(id)).colour;
  return {c.r / 255.0, c.g / 255.0, c.b / 255.0};
}

}  // namespace

std::array<uint8_t, 4> overviewTexel(const Battle& battle, const HexTexel& hex, const ReliefScale& relief) {
  if (hex[0] == kOffMapTerrain) return {0, 0, 0, 0};
  Colour c = typeColour(battle.vocabulary, hex[0]);
  // The same tint as elevationTint() in hex_map.frag.
  const float w = reliefWeight(relief, int(int16_t(uint16_t(hex[1] & 0xffffu))));
  if (w > 0) c = mixColour(c, {kReliefHigh[0], kReliefHigh[1], kReliefHigh[2]}, w);
  if (w < 0) c = mixColour(c, {kReliefLow[0], kReliefLow[1], kReliefLow[2]}, -w);
  uint32_t overlay = hex[1] >> 16;
  if (overlay != 0) c = mixColour(c, typeColour(battle.vocabulary, overlay - 1), 0.6);
  auto byte = [](double v) { return uint8_t(std::lround(std::clamp(v, 0.0, 1.0) * 255.0)); };
  return {byte(c.r), byte(c.g), byte(c.b), 255};
}

TexelGrid<uint8_t> encodeOverview(const Battle& battle, const TexelGrid<uint32_t>& hexes, const ReliefScale& relief) {
  TexelGrid<uint8_t> g;
  g.width = hexes.width;
  g.height = hexes.height;
  g.data.resize(hexes.data.size());
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x) {
      const uint32_t* h = hexes.at(x, y);
      std::array<uint8_t, 4> o = overviewTexel(battle, {h[0], h[1], h[2], h[3]}, relief);
      std::copy(o.begin(), o.end(), g.at(x, y));
    }
  return g;
}

SideTexel hexsideTexel(const Battle& battle, HexsideId id) {
  SideTexel t{0, 0, 0, 0};
  const HexsideRecord* rec = battle.map.hexside(id);
  if (!rec) return t;
  std::vector<HexsideFeature> features = rec->features;
  std::stable_sort(features.begin(), features.end(), [&](HexsideFeature a, HexsideFeature b) {
    return drawOf(battle.vocabulary, a.type) < drawOf(battle.vocabulary, b.type);
  });
  size_t n = std::min(features.size(), size_t(kFeaturesPerHexside));
  for (size_t i = 0; i < n; ++i) t[i] = uint16_t(features[i].type + 1);
  return t;
}

OffsetCoord hexsideTexelPosition(const HexMap& map, HexsideId id) {
  OffsetCoord o = map.grid().toOffset(id.owner);
  return {3 * (o.col + 1) + id.dir, o.row + 1};
}

TexelGrid<uint32_t> encodeHexes(const Battle& battle) {
  const HexMap& map = battle.map;
  TexelGrid<uint32_t> g;
  g.width = map.columns() + 2;
  g.height = map.rows() + 2;
  g.data.assign(size_t(g.width) * size_t(g.height) * 4, 0);
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x) g.at(x, y)[0] = kOffMapTerrain;
  const GridSettings& grid = map.grid();
  for (int i = 0; i < map.hexCount(); ++i) {
    OffsetCoord o = map.offsetAt(i);
    uint32_t* t = g.at(o.col + 1, o.row + 1);
    t[0] = map.terrain(i);
    t[1] = uint16_t(map.level(i));
  }
  auto texel = [&](Hex h) -> uint32_t* {
    OffsetCoord o = grid.toOffset(h);
    return inTexture(map, o) ? g.at(o.col + 1, o.row + 1) : nullptr;
  };
  auto setBit = [&](Hex h, int bit, bool on) {
    if (uint32_t* t = texel(h)) t[2] = on ? t[2] | (1u << bit) : t[2] & ~(1u << bit);
  };
  // Derived slopes: both hexes on the map with different levels. Each shared edge is visited once, from the
  // hex that owns it.
  for (int i = 0; i < map.hexCount(); ++i) {
    Hex h = map.hexAt(i);
    for (int d = 0; d < 3; ++d) {
      int j = map.indexOf(neighbour(h, d));
      if (j >= 0 && map.level(i) != map.level(j)) {
        setBit(h, 6 + d, true);
        setBit(neighbour(h, d), 6 + d + 3, true);
        if (map.level(i) > map.level(j))
          setBit(h, 12 + d, true);
        else
          setBit(neighbour(h, d), 12 + d + 3, true);
      }
    }
  }
  std::vector<uint32_t> overview(g.data.size() / 4, 0);
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    if (!map.hexsideOnMap(id)) continue;
    if (!rec.features.empty()) {
      uint32_t o = overviewKey(battle.vocabulary, rec);
      for (Hex h : {id.owner, id.neighbour()})
        if (uint32_t* t = texel(h)) {
          uint32_t& best = overview[size_t(t - g.data.data()) / 4];
          best = betterOverview(best, o);
        }
      setBit(id.owner, id.dir, true);
      setBit(id.neighbour(), id.dir + 3, true);
      uint16_t path = pathOf(battle.vocabulary, rec);
      for (Hex h : {id.owner, id.neighbour()})
        if (uint32_t* t = texel(h)) t[3] = lowerPath(uint16_t(t[3]), path);
      if (path) {
        setBit(id.owner, 18 + id.dir, true);
        setBit(id.neighbour(), 18 + id.dir + 3, true);
      }
    }
    if (rec.slope != SlopeOverride::Derived) {
      bool on = rec.slope == SlopeOverride::ForceOn;
      setBit(id.owner, 6 + id.dir, on);
      setBit(id.neighbour(), 6 + id.dir + 3, on);
    }
  }
  for (size_t i = 0; i < overview.size(); ++i) setOverview(g.data[i * 4 + 1], overview[i]);
  return g;
}

TexelGrid<uint16_t> encodeHexsides(const Battle& battle) {
  const HexMap& map = battle.map;
  TexelGrid<uint16_t> g;
  g.width = 3 * (map.columns() + 2);
  g.height = map.rows() + 2;
  g.data.assign(size_t(g.width) * size_t(g.height) * 4, 0);
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    if (!map.hexsideOnMap(id) || rec.features.empty()) continue;
    OffsetCoord p = hexsideTexelPosition(map, id);
    SideTexel t = hexsideTexel(battle, id);
    std::copy(t.begin(), t.end(), g.at(p.col, p.row));
  }
  return g;
}

uint8_t patternCode(const std::string& pattern) {
  if (pattern == "trees" || pattern == "woods" || pattern == "forest") return 1;
  if (pattern == "houses" || pattern == "town" || pattern == "village") return 2;
  if (pattern == "marsh" || pattern == "swamp") return 3;
  if (pattern == "dots") return 4;
  if (pattern == "hatch") return 5;
  return 0;
}

std::vector<uint32_t> encodeTerrainTypes(const TerrainVocabulary& vocabulary) {
  std::vector<uint32_t> out(size_t(kMaxRenderedTypes) * 4, 0);
  // Ids the vocabulary does not hold (a damaged map) draw grey, like ids past the block.
  for (size_t i = 0; i < size_t(kMaxRenderedTypes); ++i) out[i * 4] = 0xffa0a0a0u;
  size_t n = std::min(vocabulary.size(), size_t(kMaxRenderedTypes));
  for (size_t i = 0; i < n; ++i) {
    const TerrainType& t = vocabulary.at(TerrainId(i));
    out[i * 4] =
        uint32_t(t.colour.r) | uint32_t(t.colour.g) << 8 | uint32_t(t.colour.b) << 16 | uint32_t(t.colour.a) << 24;
    out[i * 4 + 1] = uint32_t(t.draw);
    out[i * 4 + 2] = patternCode(t.pattern);
  }
  return out;
}

DirtyTexels dirtyTexels(const HexMap& map, const ChangeSet& changes) {
  DirtyTexels out;
  auto addHex = [&](Hex h) {
    OffsetCoord o = map.grid().toOffset(h);
    if (inTexture(map, o)) out.hexes.push_back(o);
  };
  for (int index : changes.hexes) {
    if (index < 0 || index >= map.hexCount()) continue;
    Hex h = map.hexAt(index);
    addHex(h);
    for (int d = 0; d < 6; ++d) addHex(neighbour(h, d));
  }
  for (HexsideId id : changes.hexsides) {
    if (!inTexture(map, map.grid().toOffset(id.owner))) continue;
    out.hexsides.push_back(id);
    addHex(id.owner);
    addHex(id.neighbour());
  }
  std::sort(out.hexes.begin(), out.hexes.end(),
            [](OffsetCoord a, OffsetCoord b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
  out.hexes.erase(std::unique(out.hexes.begin(), out.hexes.end()), out.hexes.end());
  std::sort(out.hexsides.begin(), out.hexsides.end());
  out.hexsides.erase(std::unique(out.hexsides.begin(), out.hexsides.end()), out.hexsides.end());
  return out;
}

}  // namespace cartouche
