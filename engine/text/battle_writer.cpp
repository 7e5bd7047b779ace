// Writers of battle.txt, terrain.txt and scenarios.txt, and dumpBattleText, which checks that a battle can be
// written at all before it touches the folder.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <new>
#include <set>
#include <vector>

#include "rules/validate.h"
#include "text/battle_text.h"
#include "text/text_file.h"
#include "text/text_parts.h"

namespace cartouche {

namespace text {

namespace {
const char* yesNo(bool b) { return b ? "yes" : "no"; }
}  // namespace

std::string writeBattleInfo(const Battle& battle) {
  const GridSettings& g = battle.map.grid();
  std::string out;
  out += "# Cartouche battle: info entries and grid settings (format: schemas/text-format.md).\n";
  out += "[format]\nversion = " + std::to_string(kFormatVersion) + "\n\n[info]\n";
  for (const auto& [key, value] : battle.info) out += word(key) + " = " + quote(value) + "\n";
  out += "\n[grid]\n";
  out += std::string("orientation = ") + (g.orientation == Orientation::PointyTop ? "pointy" : "flat") + "\n";
  out += std::string("shifted = ") + (g.shifted == ShiftedLines::Odd ? "odd" : "even") + "\n";
  out += "columns = " + std::to_string(g.columns) + "\n";
  out += "rows = " + std::to_string(g.rows) + "\n";
  out += "first_column = " + std::to_string(g.labels.firstColumn) + "\n";
  out += "first_row = " + std::to_string(g.labels.firstRow) + "\n";
  out += "column_digits = " + std::to_string(g.labels.columnDigits) + "\n";
  out += "row_digits = " + std::to_string(g.labels.rowDigits) + "\n";
  out += std::string("leading_zeros = ") + yesNo(g.labels.leadingZeros) + "\n";
  out += std::string("column_letters = ") + yesNo(g.labels.columnLetters) + "\n";
  out += "separator = " + quote(g.labels.separator) + "\n";
  out += "hex_size_metres = " + formatDouble(g.hexSizeMetres) + "\n";
  return out;
}

std::string writeTerrain(const TerrainVocabulary& vocabulary) {
  static const char* kDraw[] = {"fill", "edge", "path", "mark"};
  std::string out = "# The terrain vocabulary in id order: hex terrains and hexside features.\n";
  for (const TerrainType& t : vocabulary.types()) {
    out += "\n[terrain " + t.code + "]\n";
    out += "name = " + quote(t.name) + "\n";
    out += std::string("kind = ") + (t.kind == TerrainKind::Hex ? "hex" : "hexside") + "\n";
    out += std::string("hexside_class = ") + (t.hexsideClass == HexsideClass::Edge ? "edge" : "crossing") + "\n";
    out += std::string("draw = ") + kDraw[int(t.draw)] + "\n";
    out += "colour = " + formatColour(t.colour) + "\n";
    out += "pattern = " + quote(t.pattern) + "\n";
    out += std::string("blocks_los = ") + yesNo(t.blocksLos) + "\n";
    out += "los_height = " + std::to_string(t.losHeight) + "\n";
    out += std::string("general_order = ") + yesNo(t.generalOrder) + "\n";
    out += std::string("water = ") + yesNo(t.water) + "\n";
    out += std::string("needs_water = ") + yesNo(t.needsWater) + "\n";
    out += std::string("directional = ") + yesNo(t.directional) + "\n";
    out += "notes = " + quote(t.notes) + "\n";
  }
  return out;
}

std::string writeScenarios(const std::vector<Scenario>& scenarios) {
  std::string out = "# Scenarios and variants, in order.\n";
  for (const Scenario& s : scenarios) {
    out += "\n[scenario " + word(s.code) + "]\n";
    out += "name = " + quote(s.name) + "\n";
    out += "start_time = " + quote(s.startTime) + "\n";
    out += "turn_minutes = " + std::to_string(s.turnMinutes) + "\n";
    out += "turns = " + std::to_string(s.turns) + "\n";
    out += "base = " + quote(s.base) + "\n";
    out += "description = " + quote(s.description) + "\n";
  }
  return out;
}

}  // namespace text

namespace {

// What the format cannot express; a battle built through commands never has these.
Status checkWritable(const Battle& battle) {
  const HexMap& m = battle.map;
  if (Status s = m.grid().validate(); !s) return s.withContext("grid");
  if (m.terrainData().size() != size_t(m.hexCount()) || m.levelData().size() != size_t(m.hexCount()))
    return Status::invalidArgument("the map's layers do not match its size");
  if (m.hasMetres() && m.metresData().size() != size_t(m.hexCount()))
    return Status::invalidArgument("the map's metres do not match its size");
  for (const auto& [key, rec] : m.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    if (!m.hexsideOnMap(id))
      return Status::invalidArgument("hexside " + hexsideName(m.grid(), id) + " lies outside the map");
    for (size_t i = 1; i < rec.features.size(); ++i)
      if (rec.features[i].type == rec.features[i - 1].type)
        return Status::invalidArgument("hexside " + hexsideName(m.grid(), id) + " lists feature #" +
                                       std::to_string(rec.features[i].type) + " twice");
  }
  std::set<std::string> codes;
  for (const Scenario& s : battle.scenarios) {
    if (!codes.insert(s.code).second) return Status::invalidArgument("scenario code \"" + s.code + "\" appears twice");
    for (auto [key, value] : {std::pair{"turn_minutes", s.turnMinutes}, std::pair{"turns", s.turns}})
      if (value < 0 || value > text::kMaxScenarioTurns)
        return Status::invalidArgument("scenarios.txt [scenario " + text::word(s.code) + "] " + key + ": " +
                                       std::to_string(value) + " is outside 0.." +
                                       std::to_string(text::kMaxScenarioTurns));
  }
  if (Status s = text::checkRulesWritable(battle.rules); !s) return s;
  if (Status s = text::checkArmyVocabularyWritable(battle.armyVocabulary); !s) return s;
  if (Status s = text::checkArmyWritable(battle.armyVocabulary, battle.army); !s) return s;
  if (Status s = text::checkSetupsWritable(battle); !s) return s;
  return text::checkLayersWritable(battle);
}

}  // namespace

Result<BattleTextFiles> formatBattleText(const Battle& battle) {
  if (Status s = checkWritable(battle); !s) return s;
  BattleTextFiles files;
  files["battle.txt"] = text::writeBattleInfo(battle);
  files["terrain.txt"] = text::writeTerrain(battle.vocabulary);
  files["map.txt"] = text::writeMap(battle.vocabulary, battle.map);
  bool levels = false;
  for (int16_t v : battle.map.levelData()) levels |= v != 0;
  if (levels) files["elevation.txt"] = text::writeElevation(battle.map);
  if (battle.map.hasMetres()) files["metres.txt"] = text::writeMetres(battle.map);
  files["hexsides.txt"] = text::writeHexsides(battle.vocabulary, battle.map);
  files["scenarios.txt"] = text::writeScenarios(battle.scenarios);
  if (!battle.rules.empty()) files["rules.txt"] = text::writeRules(battle.rules);
  // A battle without armies keeps the files of older folders: no army file at all.
  if (battle.armyVocabulary != ArmyVocabulary{})
    files["army-vocabulary.txt"] = text::writeArmyVocabulary(battle.armyVocabulary);
  if (!battle.army.empty()) files["army.txt"] = text::writeArmy(battle.armyVocabulary, battle.army);
  if (text::needsSetups(battle.scenarios)) files["setups.txt"] = text::writeSetups(battle);
  if (battle.ground || !battle.layers.empty()) files["layers.txt"] = text::writeLayers(battle);
  return files;
}

const std::vector<std::string>& battleTextFileNames() {
  static const std::vector<std::string> names = {"battle.txt", "terrain.txt",         "map.txt",       "elevation.txt",
                                                 "metres.txt", "hexsides.txt",        "scenarios.txt", "rules.txt",
                                                 "layers.txt", "army-vocabulary.txt", "army.txt",      "setups.txt"};
  return names;
}

Status dumpBattleText(const Battle& battle, const std::string& dir) {
  Result<BattleTextFiles> files = formatBattleText(battle);
  if (!files) return files.status();
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return Status::ioError(dir + ": cannot create the folder: " + ec.message());
  // First every file is written aside and synced: a full disk or a failed write stops here, with the folder as it
  // was. Then the files there now get a second name (a hard link: nothing moves), each new file replaces its old
  // one by a rename, and the files the battle no longer needs (elevation of a now flat map) go. Should a rename or
  // a removal fail, the second names put back what was replaced, so the folder is all old or all new. Every name is
  // made before the first file is touched; should memory still run out on the way (a path, a message), the same
  // clean-up puts the folder back.
  struct Change {
    fs::path path, aside, kept;  // aside: the new content (none: the file goes); kept: the old content's second name
    const std::string* bytes = nullptr;
    bool written = false, keeps = false, done = false;
  };
  std::vector<Change> changes;
  changes.reserve(battleTextFileNames().size());
  auto cleanUp = [&](bool restore) {
    std::string lost;
    for (auto it = changes.rbegin(); it != changes.rend(); ++it) {
      if (restore && it->done) {
        if (it->keeps)
          fs::rename(it->kept, it->path, ec);
        else
          fs::remove(it->path, ec);
        if (ec) lost += " " + it->path.string() + " (its old content is in " + it->kept.string() + ")";
      }
      if (it->written) fs::remove(it->aside, ec);
      if (it->keeps && (!restore || !it->done)) fs::remove(it->kept, ec);
    }
    return lost;
  };
  try {
    for (const std::string& name : battleTextFileNames()) {
      Change c;
      c.path = fs::path(dir) / name;
      auto it = files->find(name);
      if (it != files->end()) {
        c.aside = c.path;
        c.aside += ".tmp";
        c.bytes = &it->second;
      } else if (!fs::exists(c.path, ec)) {
        continue;
      }
      c.kept = c.path;
      c.kept += ".old";
      changes.push_back(std::move(c));
    }
    for (Change& c : changes) {
      if (c.aside.empty()) continue;
      c.written = true;
      if (Status s = writeSynced(c.aside.string(), *c.bytes); !s) {
        cleanUp(false);
        return s;
      }
    }
    for (Change& c : changes) {
      if (!fs::exists(c.path, ec)) continue;
      fs::remove(c.kept, ec);
      if (::link(c.path.c_str(), c.kept.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        cleanUp(false);
        return Status::ioError(c.path.string() + ": cannot keep the old file while replacing it: " + why);
      }
      c.keeps = true;
    }
    for (Change& c : changes) {
      if (c.aside.empty())
        fs::remove(c.path, ec);
      else
        fs::rename(c.aside, c.path, ec);
      if (ec) {
        const std::string why = ec.message();
        const std::string lost = cleanUp(true);
        return Status::ioError(c.path.string() + ": cannot " + (c.aside.empty() ? "remove" : "replace") + ": " + why +
                               (lost.empty() ? "; the folder is as it was" : "; could not put back:" + lost));
      }
      c.done = true;
      if (!c.aside.empty()) c.written = false;  // the new content now has the file's own name
    }
  } catch (const std::bad_alloc&) {
    const std::string lost = cleanUp(true);
    return Status::ioError(dir + ": out of memory while writing the text files" +
                           (lost.empty() ? "; the folder is as it was" : "; could not put back:" + lost));
  }
  for (Change& c : changes)
    if (c.keeps) fs::remove(c.kept, ec);
  // The renames themselves reach the disk with the folder.
  const int folder = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder >= 0) {
    const bool synced = ::fsync(folder) == 0;
    const std::string why = synced ? "" : std::strerror(errno);
    ::close(folder);
    if (!synced) return Status::ioError(dir + ": cannot sync the folder to the disk: " + why);
  }
  return Status::ok();
}

}  // namespace cartouche
