// Readers of map.txt, elevation.txt, metres.txt and hexsides.txt. Rows must match the grid exactly: one line per
// map row, one cell per hex; indentation is free.
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

#include "text/map_legend.h"
#include "text/text_parts.h"

namespace cartouche::text {

namespace {

std::string mapSize(const GridSettings& g) { return std::to_string(g.columns) + "x" + std::to_string(g.rows); }

// Calls cell(index, text) for every cell of every row line (lines `skip` marks handled are not rows), checking the row
// and column counts. `cell` returns an error message or "".
template <typename SkipFn, typename CellFn>
Status readRows(const TextFile& file, const HexMap& map, SkipFn skip, CellFn cell) {
  int row = 0, lastLine = 0;
  for (const TextLine& line : file.lines()) {
    lastLine = line.number;
    if (isBlankOrComment(line.text)) continue;
    bool handled = false;
    if (Status s = skip(line, row, handled); !s) return s;
    if (handled) continue;
    std::vector<std::string_view> cells = splitBlanks(line.text);
    if (row >= map.rows()) return file.error(line.number, "more rows than the " + mapSize(map.grid()) + " map has");
    if (int(cells.size()) != map.columns())
      return file.error(line.number, "row " + std::to_string(row + 1) + " has " + std::to_string(cells.size()) +
                                         " hexes; the " + mapSize(map.grid()) + " map has " +
                                         std::to_string(map.columns()) + " columns");
    for (int col = 0; col < map.columns(); ++col) {
      int index = row * map.columns() + col;
      std::string why = cell(index, std::string(cells[size_t(col)]));
      if (!why.empty()) return file.error(line.number, "hex " + map.grid().label(map.hexAt(index)) + ": " + why);
    }
    ++row;
  }
  if (row != map.rows())
    return file.error(lastLine, "the file has " + std::to_string(row) + " rows; the " + mapSize(map.grid()) +
                                    " map has " + std::to_string(map.rows()));
  return Status::ok();
}

Status noSkip(const TextLine&, int, bool&) { return Status::ok(); }

}  // namespace

Status readMap(const TextFile& file, const TerrainVocabulary& vocabulary, HexMap& map) {
  std::unordered_map<std::string, std::pair<TerrainId, int>> legend;  // symbol -> id, line
  auto legendLine = [&](const TextLine& line, int row, bool& handled) -> Status {
    std::vector<std::string_view> words = splitBlanks(line.text);
    if (words.empty() || words[0] != "legend") return Status::ok();
    handled = true;
    if (row > 0) return file.error(line.number, "legend lines must come before the rows");
    Result<std::vector<Token>> tk = tokenize(line.text);
    if (!tk) return file.error(line.number, tk.status().message());
    if (tk->size() != 4 || !(*tk)[2].isEquals() || (*tk)[1].isEquals() || (*tk)[3].isEquals())
      return file.error(line.number, "expected legend SYMBOL = TERRAIN");
    const Token& symbol = (*tk)[1];
    if (symbol.quoted || !validSymbol(symbol.text))
      return file.error(line.number,
                        "\"" + symbol.text + "\" cannot be a symbol (no blanks, #, = or \", and not \"legend\")");
    Result<TerrainId> id = parseTerrainReference(vocabulary, (*tk)[3].text);
    if (!id) return file.error(line.number, id.status().message());
    auto [it, added] = legend.emplace(symbol.text, std::make_pair(*id, line.number));
    if (!added)
      return file.error(line.number, "symbol \"" + symbol.text + "\" is already in the legend (line " +
                                         std::to_string(it->second.second) + ")");
    return Status::ok();
  };
  return readRows(file, map, legendLine, [&](int index, const std::string& cell) -> std::string {
    auto it = legend.find(cell);
    if (it == legend.end()) return "symbol \"" + cell + "\" is not in the legend";
    map.setTerrain(index, it->second.first);
    return "";
  });
}

Status readElevation(const TextFile& file, HexMap& map) {
  return readRows(file, map, noSkip, [&](int index, const std::string& cell) -> std::string {
    long long v = 0;
    if (!parseLong(cell, v) || v < std::numeric_limits<int16_t>::min() || v > std::numeric_limits<int16_t>::max())
      return "level \"" + cell + "\" is not a whole number from -32768 to 32767";
    map.setLevel(index, int16_t(v));
    return "";
  });
}

Status readMetres(const TextFile& file, HexMap& map) {
  map.metresData().assign(size_t(map.hexCount()), std::numeric_limits<float>::quiet_NaN());
  Status s = readRows(file, map, noSkip, [&](int index, const std::string& cell) -> std::string {
    float v = 0;
    if (cell == "nan") {
      v = std::numeric_limits<float>::quiet_NaN();
    } else if (cell.rfind("nan:", 0) == 0) {
      uint32_t bits = 0;
      auto r = std::from_chars(cell.data() + 4, cell.data() + cell.size(), bits, 16);
      if (cell.size() != 12 || r.ptr != cell.data() + cell.size()) return "\"" + cell + "\" is not nan:XXXXXXXX";
      std::memcpy(&v, &bits, sizeof v);
      if (!std::isnan(v)) return "\"" + cell + "\" is not the bit pattern of a NaN";
    } else {
      auto r = std::from_chars(cell.data(), cell.data() + cell.size(), v);
      if (r.ec != std::errc() || r.ptr != cell.data() + cell.size())
        return "\"" + cell + "\" is not a number of metres";
    }
    map.metresData()[size_t(index)] = v;
    return "";
  });
  if (!s) map.metresData().clear();
  return s;
}

Status readHexsides(const TextFile& file, const TerrainVocabulary& vocabulary, HexMap& map) {
  const GridSettings& g = map.grid();
  std::unordered_map<uint64_t, int> seen;  // hexside key -> line
  auto hexNamed = [&](const std::string& label, Hex& out) -> std::string {
    Result<Hex> h = g.parseLabel(label);
    if (!h) return h.status().message();
    out = *h;
    return "";
  };
  for (const TextLine& line : file.lines()) {
    if (isBlankOrComment(line.text)) continue;
    auto fail = [&](const std::string& why) { return file.error(line.number, why); };
    Result<std::vector<Token>> tk = tokenize(line.text);
    if (!tk) return fail(tk.status().message());
    const std::vector<Token>& t = *tk;
    const std::string& name = t[0].text;
    size_t slash = name.rfind('/');
    if (t[0].isEquals() || slash == std::string::npos)
      return fail("\"" + name + "\" is not a hexside (HEX/DIRECTION, like 0715/NE)");
    Hex hex;
    if (std::string why = hexNamed(name.substr(0, slash), hex); !why.empty()) return fail(why);
    if (!g.contains(hex)) return fail("hex " + name.substr(0, slash) + " is outside the " + mapSize(g) + " map");
    int dir = directionFromName(g.orientation, name.substr(slash + 1).c_str());
    if (dir < 0)
      return fail("\"" + name.substr(slash + 1) + "\" is not a direction on a " +
                  (g.orientation == Orientation::PointyTop ? "pointy-topped map (E, NE, NW, W, SW, SE)"
                                                           : "flat-topped map (N, NE, SE, S, SW, NW)"));
    HexsideId id = hexsideOf(hex, dir);
    auto [it, fresh] = seen.emplace(id.key(), line.number);
    if (!fresh) return fail("hexside " + name + " is given twice (also line " + std::to_string(it->second) + ")");
    HexsideRecord rec;
    bool slopeGiven = false;
    for (size_t i = 1; i < t.size(); ++i) {
      bool keyed = i + 1 < t.size() && t[i + 1].isEquals();
      if (t[i].isEquals()) return fail("a stray =");
      if (keyed && !t[i].quoted && (t[i].text == "toward" || t[i].text == "slope")) {
        if (i + 2 >= t.size() || t[i + 2].isEquals()) return fail(t[i].text + "= needs a value");
        const std::string& value = t[i + 2].text;
        if (t[i].text == "slope") {
          if (slopeGiven) return fail("slope is given twice");
          slopeGiven = true;
          if (value == "on")
            rec.slope = SlopeOverride::ForceOn;
          else if (value == "off")
            rec.slope = SlopeOverride::ForceOff;
          else
            return fail("slope must be on or off, not \"" + value + "\"");
        } else {
          if (rec.features.empty()) return fail("toward= must follow a feature");
          HexsideFeature& f = rec.features.back();
          if (f.toward != Side::None) return fail("the feature already has a toward=");
          Hex towardHex;
          if (value == "off-map") {
            if (g.contains(id.owner) && g.contains(id.neighbour()))
              return fail("toward=off-map, but both hexes of " + name + " are on the map");
            towardHex = g.contains(id.owner) ? id.neighbour() : id.owner;
          } else if (std::string why = hexNamed(value, towardHex); !why.empty()) {
            return fail(why);
          }
          if (towardHex == id.owner)
            f.toward = Side::Owner;
          else if (towardHex == id.neighbour())
            f.toward = Side::Neighbour;
          else
            return fail("toward=" + value + " is not one of the two hexes of " + name);
        }
        i += 2;
        continue;
      }
      Result<TerrainId> type = parseTerrainReference(vocabulary, t[i].text);
      if (!type) return fail(type.status().message());
      if (rec.has(*type)) return fail("feature \"" + t[i].text + "\" is given twice");
      rec.features.push_back({*type, Side::None});
    }
    if (rec.empty()) return fail("hexside " + name + " has no feature and no slope=");
    map.setHexside(id, std::move(rec));
  }
  return Status::ok();
}

}  // namespace cartouche::text
