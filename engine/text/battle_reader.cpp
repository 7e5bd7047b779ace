// Readers of battle.txt, terrain.txt and scenarios.txt, and loadBattleText, which builds the battle aside and hands
// it out only when every file has read cleanly.
#include <filesystem>
#include <set>

#include "text/battle_text.h"
#include "text/text_parts.h"

namespace cartouche {

namespace text {

namespace {

std::string headerText(const Section& s) {
  std::string name;
  for (const Token& t : s.header) name += (name.empty() ? "" : " ") + t.text;
  return name;
}

Status readGrid(const TextFile& file, const Section& s, GridSettings& g) {
  Fields f(file, s);
  for (const char* key : {"orientation", "shifted", "columns", "rows"})
    if (Status st = f.require(key); !st) return st;
  int orientation = 0, shifted = 0;
  LabelFormat& l = g.labels;
  Status st = f.choice("orientation", orientation, {"pointy", "flat"});
  if (st) st = f.choice("shifted", shifted, {"odd", "even"});
  if (st) st = f.integer("columns", g.columns, 1, kMaxMapSide);
  if (st) st = f.integer("rows", g.rows, 1, kMaxMapSide);
  if (st) st = f.integer("first_column", l.firstColumn, -1000000, 1000000);
  if (st) st = f.integer("first_row", l.firstRow, -1000000, 1000000);
  if (st) st = f.integer("column_digits", l.columnDigits, 1, 6);
  if (st) st = f.integer("row_digits", l.rowDigits, 1, 6);
  if (st) st = f.boolean("leading_zeros", l.leadingZeros);
  if (st) st = f.boolean("column_letters", l.columnLetters);
  if (st) st = f.text("separator", l.separator);
  if (st) st = f.real("hex_size_metres", g.hexSizeMetres);
  if (st) st = f.finish();
  if (!st) return st;
  g.orientation = orientation == 0 ? Orientation::PointyTop : Orientation::FlatTop;
  g.shifted = shifted == 0 ? ShiftedLines::Odd : ShiftedLines::Even;
  if (Status v = g.validate(); !v) return file.error(s.line, "[grid]: " + v.message());
  return Status::ok();
}

}  // namespace

Status readBattleInfo(const TextFile& file, std::map<std::string, std::string>& info, GridSettings& grid) {
  Result<std::vector<Section>> sections = parseSections(file);
  if (!sections) return sections.status();
  std::set<std::string> seen;
  for (const Section& s : *sections) {
    std::string name = headerText(s);
    if (!seen.insert(name).second) return file.error(s.line, "[" + name + "] is given twice");
    if (name == "format") {
      Fields f(file, s);
      int version = 0;
      if (Status st = f.require("version"); !st) return st;
      if (Status st = f.integer("version", version, 1, 1000000); !st) return st;
      if (Status st = f.finish(); !st) return st;
      if (version > kFormatVersion)
        return Status::unsupported(file.name() + " line " + std::to_string(s.line) + ": format version " +
                                   std::to_string(version) + " is newer than this build reads (" +
                                   std::to_string(kFormatVersion) + ")");
    } else if (name == "info") {
      for (const Entry& e : s.entries) info[e.key] = e.value.text;
    } else if (name == "grid") {
      if (Status st = readGrid(file, s, grid); !st) return st;
    } else {
      return file.error(s.line, "unknown section [" + name + "] (expected [format], [info] or [grid])");
    }
  }
  if (!seen.count("format")) return file.error(1, "no [format] section");
  if (!seen.count("grid")) return file.error(1, "no [grid] section");
  return Status::ok();
}

Status readTerrain(const TextFile& file, TerrainVocabulary& vocabulary) {
  Result<std::vector<Section>> sections = parseSections(file);
  if (!sections) return sections.status();
  for (const Section& s : *sections) {
    if (s.header.size() != 2 || s.header[0].text != "terrain" || s.header[0].quoted)
      return file.error(s.line, "expected [terrain CODE], not [" + headerText(s) + "]");
    TerrainType t;
    t.code = s.header[1].text;
    Fields f(file, s);
    int kind = 0, hexsideClass = 0, draw = 0;
    std::string colour;
    Status st = f.require("name");
    if (st) st = f.require("kind");
    if (st) st = f.text("name", t.name);
    if (st) st = f.choice("kind", kind, {"hex", "hexside"});
    if (st) st = f.choice("hexside_class", hexsideClass, {"edge", "crossing"});
    if (st) st = f.choice("draw", draw, {"fill", "edge", "path", "mark"});
    if (st) st = f.text("colour", colour);
    if (st) st = f.text("pattern", t.pattern);
    if (st) st = f.boolean("blocks_los", t.blocksLos);
    if (st) st = f.integer("los_height", t.losHeight, -100000, 100000);
    if (st) st = f.boolean("general_order", t.generalOrder);
    if (st) st = f.boolean("water", t.water);
    if (st) st = f.boolean("needs_water", t.needsWater);
    if (st) st = f.boolean("directional", t.directional);
    if (st) st = f.text("notes", t.notes);
    if (st) st = f.finish();
    if (!st) return st;
    t.kind = kind == 0 ? TerrainKind::Hex : TerrainKind::Hexside;
    t.hexsideClass = hexsideClass == 0 ? HexsideClass::Edge : HexsideClass::Crossing;
    t.draw = DrawStyle(draw);
    if (!colour.empty()) {
      Result<Rgba> c = parseColour(colour);
      if (!c) return file.error(s.line, "[terrain " + t.code + "]: " + c.status().message());
      t.colour = *c;
    }
    Result<TerrainId> added = vocabulary.add(std::move(t));
    if (!added) return file.error(s.line, added.status().message());
  }
  return Status::ok();
}

Status readScenarios(const TextFile& file, std::vector<Scenario>& scenarios) {
  Result<std::vector<Section>> sections = parseSections(file);
  if (!sections) return sections.status();
  std::set<std::string> codes;
  for (const Section& s : *sections) {
    if (s.header.size() != 2 || s.header[0].text != "scenario" || s.header[0].quoted)
      return file.error(s.line, "expected [scenario CODE], not [" + headerText(s) + "]");
    Scenario sc;
    sc.code = s.header[1].text;
    if (!codes.insert(sc.code).second) return file.error(s.line, "scenario \"" + sc.code + "\" is given twice");
    Fields f(file, s);
    Status st = f.require("name");
    if (st) st = f.text("name", sc.name);
    if (st) st = f.text("start_time", sc.startTime);
    if (st) st = f.integer("turn_minutes", sc.turnMinutes, 0, kMaxScenarioTurns);
    if (st) st = f.integer("turns", sc.turns, 0, kMaxScenarioTurns);
    if (st) st = f.text("base", sc.base);
    if (st) st = f.text("description", sc.description);
    if (st) st = f.finish();
    if (!st) return st;
    scenarios.push_back(std::move(sc));
  }
  return Status::ok();
}

}  // namespace text

namespace {

// Reads an optional file: absent is fine, anything else must read cleanly.
template <typename Fn>
Status readOptional(const std::string& dir, const std::string& name, Fn fn) {
  if (!text::TextFile::exists(dir, name)) return Status::ok();
  Result<text::TextFile> f = text::TextFile::read(dir, name);
  if (!f) return f.status();
  return fn(*f);
}

}  // namespace

Result<Battle> loadBattleText(const std::string& dir) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return Status::notFound(dir + ": no such folder");
  Battle battle;
  GridSettings grid;
  Result<text::TextFile> info = text::TextFile::read(dir, "battle.txt");
  if (!info) return info.status();
  if (Status s = text::readBattleInfo(*info, battle.info, grid); !s) return s;
  Result<text::TextFile> terrain = text::TextFile::read(dir, "terrain.txt");
  if (!terrain) return terrain.status();
  if (Status s = text::readTerrain(*terrain, battle.vocabulary); !s) return s;
  battle.map = HexMap(grid, 0);
  Result<text::TextFile> map = text::TextFile::read(dir, "map.txt");
  if (!map) return map.status();
  if (Status s = text::readMap(*map, battle.vocabulary, battle.map); !s) return s;
  Status s =
      readOptional(dir, "elevation.txt", [&](const text::TextFile& f) { return text::readElevation(f, battle.map); });
  if (s) s = readOptional(dir, "metres.txt", [&](const text::TextFile& f) { return text::readMetres(f, battle.map); });
  if (s)
    s = readOptional(dir, "hexsides.txt",
                     [&](const text::TextFile& f) { return text::readHexsides(f, battle.vocabulary, battle.map); });
  if (s)
    s = readOptional(dir, "scenarios.txt",
                     [&](const text::TextFile& f) { return text::readScenarios(f, battle.scenarios); });
  if (s) s = readOptional(dir, "rules.txt", [&](const text::TextFile& f) { return text::readRules(f, battle.rules); });
  if (s) s = readOptional(dir, "layers.txt", [&](const text::TextFile& f) { return text::readLayers(f, battle); });
  // A folder without army files (older ones) loads with an empty army.
  if (s)
    s = readOptional(dir, "army-vocabulary.txt",
                     [&](const text::TextFile& f) { return text::readArmyVocabulary(f, battle.armyVocabulary); });
  if (s)
    s = readOptional(dir, "army.txt",
                     [&](const text::TextFile& f) { return text::readArmy(f, battle.armyVocabulary, battle.army); });
  if (s)
    s = readOptional(dir, "setups.txt", [&](const text::TextFile& f) {
      return text::readSetups(f, battle.map.grid(), battle.armyVocabulary, battle.army, battle.scenarios);
    });
  if (!s) return s;
  return battle;
}

}  // namespace cartouche
