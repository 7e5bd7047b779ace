// Where the counters of one scenario's set-up lie on the map, in world units (map_view.h: hex radius 1): each placed
// unit's square, stacked in its hex bottom to top with a small offset up and to the right, its side's colour, its
// arm, its short name and its main values as the counter prints them. Built from the scenario's effective set-up
// (variants resolved) whenever the battle or the scenario changes; drawing (editor/render/counters.h) and the set-up
// tool's hit testing both read it. Pure values: safe from any thread once built.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/battle.h"
#include "view/map_view.h"

namespace cartouche {

struct CounterPlace {
  std::string unit;    // Unit code
  int unitIndex = -1;  // into battle.army.units; -1 when the set-up names a unit the army lacks
  Hex hex;
  std::optional<Hex> second;  // the second hex of a two-hex unit
  std::optional<Facing> facing;
  int level = 0;                    // 0 at the bottom of its stack
  int stackSize = 1;                // counters in its hex
  Point centre;                     // world units
  Rgba colour{150, 150, 150, 255};  // its side's; grey when the side is not known
  std::optional<Arm> arm;           // from its troop type; none when not known
  std::string label;                // short name, else name, else code
  std::string values;               // "9-?-3": the first three integer fields, "?" where unknown
};

class CounterLayout {
 public:
  static constexpr double kSide = 1.2;        // a counter's side, in hex radii: it fits inside its hex
  static constexpr double kStackStep = 0.1;   // the offset of each counter above the one below it
  static constexpr int kMaxVisibleSteps = 3;  // counters above this level sit at the top offset

  // The counters of `scenario` in `battle` (none when the scenario does not exist), in drawing order: hex by hex,
  // bottom to top within each hex.
  static CounterLayout build(const Battle& battle, const std::string& scenario);

  const std::vector<CounterPlace>& counters() const { return counters_; }
  // The counter drawn topmost under `world`, or none.
  const CounterPlace* at(Point world) const;
  // The counters in `hex`, bottom to top.
  std::vector<const CounterPlace*> stack(Hex hex) const;
  const CounterPlace* find(const std::string& unit) const;

 private:
  std::vector<CounterPlace> counters_;
  std::unordered_map<std::string, size_t> byUnit_;
};

// The centre of the counter at `level` of a stack in the hex whose centre is `hexCentre`.
Point counterCentre(Point hexCentre, int level);
// "9-?-3": a unit's first three integer value fields in the vocabulary's order, "?" where its value is unknown;
// empty when the vocabulary defines no integer field.
std::string counterValues(const ArmyVocabulary& vocabulary, const UnitValues& values);
// The unit vector (world units, y down) from a hex's centre towards a facing: a hexside's midpoint or a vertex.
Point facingVector(const GridSettings& grid, Hex hex, Facing facing);

}  // namespace cartouche
