#include "model/terrain.h"

#include <cstdio>

namespace cartouche {

std::string formatColour(Rgba c) {
  char buf[16];
  if (c.a == 255)
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  else
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x%02x", c.r, c.g, c.b, c.a);
  return buf;
}

Result<Rgba> parseColour(const std::string& s) {
  auto bad = Status::invalidArgument("colour \"" + s + "\" is not #rrggbb or #rrggbbaa");
  if ((s.size() != 7 && s.size() != 9) || s[0] != '#') return bad;
  uint8_t v[4] = {0, 0, 0, 255};
  for (size_t i = 1, k = 0; i < s.size(); i += 2, ++k) {
    unsigned x = 0;
    for (size_t j = i; j < i + 2; ++j) {
      char ch = s[j];
      unsigned d;
      if (ch >= '0' && ch <= '9')
        d = unsigned(ch - '0');
      else if (ch >= 'a' && ch <= 'f')
        d = unsigned(ch - 'a' + 10);
      else if (ch >= 'A' && ch <= 'F')
        d = unsigned(ch - 'A' + 10);
      else
        return bad;
      x = x * 16 + d;
    }
    v[k] = uint8_t(x);
  }
  return Rgba{v[0], v[1], v[2], v[3]};
}

Status validateTerrainCode(const std::string& code) {
  if (code.empty()) return Status::invalidArgument("terrain code is empty");
  if (code.size() > 32) return Status::invalidArgument("terrain code \"" + code + "\" is longer than 32 characters");
  for (unsigned char c : code) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok)
      return Status::invalidArgument("terrain code \"" + code + "\" may use only ASCII letters, digits, _ and -");
  }
  return Status::ok();
}

TerrainType hexTerrain(std::string code, std::string name, Rgba colour, std::string pattern) {
  TerrainType t;
  t.code = std::move(code);
  t.name = std::move(name);
  t.colour = colour;
  t.pattern = std::move(pattern);
  return t;
}

TerrainType hexsideFeature(std::string code, std::string name, DrawStyle draw, Rgba colour) {
  TerrainType t = hexTerrain(std::move(code), std::move(name), colour);
  t.kind = TerrainKind::Hexside;
  t.draw = draw;
  t.hexsideClass = draw == DrawStyle::Edge ? HexsideClass::Edge : HexsideClass::Crossing;
  t.water = draw == DrawStyle::Edge;
  t.needsWater = draw == DrawStyle::Mark;
  return t;
}

std::optional<TerrainId> TerrainVocabulary::find(const std::string& code) const {
  for (size_t i = 0; i < types_.size(); ++i)
    if (types_[i].code == code) return TerrainId(i);
  return std::nullopt;
}

Result<TerrainId> TerrainVocabulary::add(TerrainType t) {
  if (Status s = validateTerrainCode(t.code); !s) return s;
  if (find(t.code)) return Status::invalidArgument("terrain code \"" + t.code + "\" is already in the vocabulary");
  if (types_.size() >= 0xffff) return Status::invalidArgument("the vocabulary is full (65535 types)");
  types_.push_back(std::move(t));
  return TerrainId(types_.size() - 1);
}

Status TerrainVocabulary::replace(TerrainId id, TerrainType t) {
  if (!contains(id)) return Status::notFound("no terrain type #" + std::to_string(id));
  if (Status s = validateTerrainCode(t.code); !s) return s;
  std::optional<TerrainId> other = find(t.code);
  if (other && *other != id)
    return Status::invalidArgument("terrain code \"" + t.code + "\" is already in the vocabulary");
  types_[id] = std::move(t);
  return Status::ok();
}

const char* drawStyleName(DrawStyle d) {
  switch (d) {
    case DrawStyle::Fill:
      return "fill";
    case DrawStyle::Edge:
      return "edge";
    case DrawStyle::Path:
      return "path";
    case DrawStyle::Mark:
      return "mark";
  }
  return "";
}

}  // namespace cartouche
