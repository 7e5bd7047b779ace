// A battle: what one scenario file holds. Its descriptive metadata, the terrain vocabulary, the map, the
// armies, the scenarios (historical and hypothetical variants, each with its set-up) and the ruleset tables. Period map
// layers and the grid's ground placement are rows here too. Not thread-safe; edits go through commands.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/army.h"
#include "model/hex_map.h"
#include "model/map_layer.h"
#include "model/rule_table.h"
#include "model/scenario.h"
#include "model/terrain.h"

namespace cartouche {

struct Battle {
  // Free-form metadata kept as ordered key/value pairs. Known keys: "title", "date", "system" (rules family:
  // "raclawice", "la-bataille"), "map_provenance" ("reconstruction: ..." or "published map"), "sources".
  std::map<std::string, std::string> info;
  TerrainVocabulary vocabulary;
  HexMap map;
  // The armies: troop types, value fields and formations as data, then the sides, the order of battle, units and
  // leaders (army.h). Each scenario sets them up (scenario.h).
  ArmyVocabulary armyVocabulary;
  Army army;
  std::vector<Scenario> scenarios;
  // The ruleset: the special rules' charts as typed tables, in the order the designer keeps them (rule_table.h).
  std::vector<RuleTable> rules;
  // The period map layers, bottom first (drawn under the hex grid in this order), and where the grid lies on the
  // ground (none until the designer places it). The rasters stay in the file or beside it; these are the rows.
  std::vector<MapLayer> layers;
  std::optional<GroundPlacement> ground;

  std::string title() const {
    auto it = info.find("title");
    return it == info.end() ? std::string() : it->second;
  }
  friend bool operator==(const Battle&, const Battle&) = default;
};

}  // namespace cartouche
