#include "map_textures.h"

#include <algorithm>

namespace cartouche {

namespace {

bool inTexture(const HexMap& map, OffsetCoord c) {
  return c.col >= -1 && c.row >= -1 && c.col <= map.columns() && c.row <= map.rows();
}

bool hasFeatures(const HexMap& map, HexsideId id) {
  const HexsideRecord* rec = map.hexside(id);
  return rec && !rec->features.empty();
}

}  // namespace

Texel16 hexTexel(const HexMap& map, OffsetCoord c) {
  Texel16 t{kOffMapTerrain, 0, 0, 0};
  Hex h = map.grid().toHex(c);
  int index = map.indexOf(h);
  if (index >= 0) {
    t[0] = map.terrain(index);
    t[1] = uint16_t(map.level(index));
  }
  for (int d = 0; d < 6; ++d) {
    HexsideId id = hexsideOf(h, d);
    if (!map.hexsideOnMap(id)) continue;
    if (hasFeatures(map, id)) t[2] |= uint16_t(1u << d);
    if (map.slopeAt(id)) t[2] |= uint16_t(64u << d);
  }
  return t;
}

Texel16 hexsideTexel(const HexMap& map, HexsideId id) {
  Texel16 t{0, 0, 0, 0};
  if (const HexsideRecord* rec = map.hexside(id)) {
    size_t n = std::min(rec->features.size(), size_t(kFeaturesPerHexside));
    for (size_t i = 0; i < n; ++i) t[i] = uint16_t(rec->features[i].type + 1);
  }
  return t;
}

OffsetCoord hexsideTexelPosition(const HexMap& map, HexsideId id) {
  OffsetCoord o = map.grid().toOffset(id.owner);
  return {3 * (o.col + 1) + id.dir, o.row + 1};
}

TexelGrid encodeHexes(const HexMap& map) {
  TexelGrid g;
  g.width = map.columns() + 2;
  g.height = map.rows() + 2;
  g.data.assign(size_t(g.width) * size_t(g.height) * 4, 0);
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x) g.at(x, y)[0] = kOffMapTerrain;
  const GridSettings& grid = map.grid();
  for (int i = 0; i < map.hexCount(); ++i) {
    OffsetCoord o = map.offsetAt(i);
    uint16_t* t = g.at(o.col + 1, o.row + 1);
    t[0] = map.terrain(i);
    t[1] = uint16_t(map.level(i));
  }
  auto setBit = [&](Hex h, int bit, bool on) {
    OffsetCoord o = grid.toOffset(h);
    if (!inTexture(map, o)) return;
    uint16_t& bits = g.at(o.col + 1, o.row + 1)[2];
    bits = on ? uint16_t(bits | (1u << bit)) : uint16_t(bits & ~(1u << bit));
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
      }
    }
  }
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    if (!map.hexsideOnMap(id)) continue;
    if (!rec.features.empty()) {
      setBit(id.owner, id.dir, true);
      setBit(id.neighbour(), id.dir + 3, true);
    }
    if (rec.slope != SlopeOverride::Derived) {
      bool on = rec.slope == SlopeOverride::ForceOn;
      setBit(id.owner, 6 + id.dir, on);
      setBit(id.neighbour(), 6 + id.dir + 3, on);
    }
  }
  return g;
}

TexelGrid encodeHexsides(const HexMap& map) {
  TexelGrid g;
  g.width = 3 * (map.columns() + 2);
  g.height = map.rows() + 2;
  g.data.assign(size_t(g.width) * size_t(g.height) * 4, 0);
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    if (!map.hexsideOnMap(id) || rec.features.empty()) continue;
    OffsetCoord p = hexsideTexelPosition(map, id);
    Texel16 t = hexsideTexel(map, id);
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

VocabularyTexels encodeVocabulary(const TerrainVocabulary& vocabulary) {
  VocabularyTexels v;
  v.height = std::max<int>(1, int((vocabulary.size() + 255) / 256));
  v.colours.assign(size_t(v.width) * size_t(v.height) * 4, 0);
  v.styles.assign(v.colours.size(), 0);
  for (size_t i = 0; i < vocabulary.size(); ++i) {
    const TerrainType& t = vocabulary.at(TerrainId(i));
    uint8_t* c = &v.colours[i * 4];
    c[0] = t.colour.r;
    c[1] = t.colour.g;
    c[2] = t.colour.b;
    c[3] = t.colour.a;
    uint8_t* s = &v.styles[i * 4];
    s[0] = uint8_t(t.draw);
    s[1] = patternCode(t.pattern);
  }
  return v;
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
  std::sort(out.hexes.begin(), out.hexes.end(), [](OffsetCoord a, OffsetCoord b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
  out.hexes.erase(std::unique(out.hexes.begin(), out.hexes.end()), out.hexes.end());
  std::sort(out.hexsides.begin(), out.hexsides.end());
  out.hexsides.erase(std::unique(out.hexsides.begin(), out.hexsides.end()), out.hexsides.end());
  return out;
}

}  // namespace cartouche
