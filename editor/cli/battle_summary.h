// What `cartouche info` reports about a battle, computed once and printed as text or JSON: grid, terrain counts,
// slopes, elevation range and scenarios. Pure function of the battle; safe on any thread for a battle nobody edits.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"

namespace cartouche::cli {

struct TypeCount {
  std::string code;  // "#7" when the id is not in the vocabulary
  std::string name;
  bool known = true;  // in the vocabulary and of the right kind for where it is used
  size_t count = 0;
};

struct BattleSummary {
  std::string orientation;   // "pointy-top" | "flat-top"
  std::string shifted;       // "odd-rows" | "even-rows" | "odd-columns" | "even-columns"
  std::string labelPattern;  // "CCRR", "A.RR", ...: C a column digit, A column letters, R a row digit
  std::string firstLabel;    // the top-left hex
  std::string lastLabel;     // the bottom-right hex
  // Every hex terrain of the vocabulary in its order (zero counts included), then any id the map uses that is
  // unknown or not a hex terrain.
  std::vector<TypeCount> hexTerrain;
  // Every hexside feature of the vocabulary with the number of hexsides carrying it, then stray ids.
  std::vector<TypeCount> hexsideFeatures;
  size_t hexsidesWithFeatures = 0;
  size_t derivedSlopes = 0;   // between two on-map hexes whose levels differ
  size_t slopesForcedOn = 0;  // overrides
  size_t slopesForcedOff = 0;
  size_t slopes = 0;  // after overrides: what the rules see
  int minLevel = 0;
  int maxLevel = 0;
  std::optional<double> minMetres;  // from a DEM, where one was imported
  std::optional<double> maxMetres;
};

BattleSummary summarizeBattle(const Battle& battle);

}  // namespace cartouche::cli
