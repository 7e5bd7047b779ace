// The terrain vocabulary of one battle: its hex terrains and hexside features with their properties. It is data
// read from the battle file, never code: Raszyn's carp ponds and Heilsberg's Bischof Schloss are rows. A map
// refers to a type by its TerrainId, the type's position in the vocabulary. Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"

namespace cartouche {

using TerrainId = uint16_t;

enum class TerrainKind : uint8_t { Hex, Hexside };

// How a hexside feature sits on the map: an edge along the hexside (stream, river, contour, wall, redoubt front,
// fleche) or a crossing through it (road, bridge, ford, causeway, dam).
enum class HexsideClass : uint8_t { Edge, Crossing };

// How the renderer draws a type: fill the hex; a line along the hexside; a path from hex centre through the
// hexside to the next centre (roads); a mark across the hexside (bridge, ford).
enum class DrawStyle : uint8_t { Fill, Edge, Path, Mark };

struct Rgba {
  uint8_t r = 0, g = 0, b = 0, a = 255;
  friend bool operator==(Rgba, Rgba) = default;
};
std::string formatColour(Rgba c);  // "#rrggbb" or "#rrggbbaa"
Result<Rgba> parseColour(const std::string& s);

struct TerrainType {
  std::string code;  // short stable id used in text files: "woods", "stream"
  std::string name;  // display name, any script: "Ścieklec stream"
  TerrainKind kind = TerrainKind::Hex;
  HexsideClass hexsideClass = HexsideClass::Edge;  // hexside types only
  DrawStyle draw = DrawStyle::Fill;
  Rgba colour{200, 200, 200, 255};
  std::string pattern;  // "" (plain), "trees", "houses", "marsh", "dots", "hatch"...
  bool blocksLos = false;
  int losHeight = 0;          // height of the obstacle in elevation levels when it blocks
  bool generalOrder = false;  // La Bataille: units here are in general order
  bool water = false;         // a stream or river hexside
  bool needsWater = false;    // a bridge or ford: only on a water hexside
  bool directional = false;   // carries a side (the higher side of a contour, the front of a redoubt)
  std::string notes;          // where the type comes from (rulebook section)

  friend bool operator==(const TerrainType&, const TerrainType&) = default;
};

class TerrainVocabulary {
 public:
  const std::vector<TerrainType>& types() const { return types_; }
  size_t size() const { return types_.size(); }
  bool contains(TerrainId id) const { return id < types_.size(); }
  // REQUIRES: contains(id)
  const TerrainType& at(TerrainId id) const { return types_[id]; }
  std::optional<TerrainId> find(const std::string& code) const;

  // Codes are unique, non-empty, without spaces; at most 65535 types.
  Result<TerrainId> add(TerrainType t);
  Status replace(TerrainId id, TerrainType t);
  // Removes the last type (undo of add).
  void removeLast() { types_.pop_back(); }

  friend bool operator==(const TerrainVocabulary&, const TerrainVocabulary&) = default;

 private:
  std::vector<TerrainType> types_;
};

Status validateTerrainCode(const std::string& code);

// "fill", "edge", "path", "mark": the draw style's word in the text format and in messages.
const char* drawStyleName(DrawStyle d);

// Named constructors for code that builds a vocabulary by hand (new battles, the demo, tests). A hexside feature
// drawn as an Edge is an edge feature and water (stream, river); Path and Mark are crossings, and a Mark (bridge,
// ford) needs water under it. Set other fields on the result.
TerrainType hexTerrain(std::string code, std::string name, Rgba colour, std::string pattern = "");
TerrainType hexsideFeature(std::string code, std::string name, DrawStyle draw, Rgba colour);

}  // namespace cartouche
