// What an edit changed, in grades (after the Wesnoth editor's dirty flags): a grid change makes everything stale;
// otherwise the lists name the hexes and hexsides to refresh. The renderer re-uploads those texels, the working
// copy rewrites those rows, validation re-runs there. Undo and redo return the same kind of set, so no caller
// needs special refresh code. Thread-safety: plain values.
#pragma once

#include <string>
#include <vector>

#include "hex/hex.h"

namespace cartouche {

struct ChangeSet {
  bool grid = false;                // size, orientation, parity, labels or hex size: the whole map is stale
  bool vocabulary = false;          // terrain types were added or edited
  bool info = false;                // battle metadata
  bool scenarios = false;           // scenarios were added, edited, moved or removed (their own fields)
  bool army = false;                // sides, the order-of-battle tree, units, leaders or the army vocabulary
  std::vector<std::string> setups;  // codes of scenarios whose set-up, reinforcements, turn track, morale or victory
                                    // changed; a counter move names its scenario and never touches map rows
  std::vector<Hex> unitHexes;       // hexes a set-up edit put units on or took them from: restack and redraw there
  bool rules = false;               // ruleset tables were added, edited, moved or removed
  bool layers = false;              // period map layers were added, edited, moved or removed
  bool ground = false;              // the grid's ground placement changed
  std::vector<int> hexes;           // map indices whose terrain, level or metres changed
  std::vector<HexsideId> hexsides;  // hexsides whose record changed

  bool empty() const {
    return !grid && !vocabulary && !info && !scenarios && !army && !rules && !layers && !ground && setups.empty() &&
           unitHexes.empty() && hexes.empty() && hexsides.empty();
  }
  void merge(const ChangeSet& other);
  // Sorts and removes repeats.
  void normalize();
};

}  // namespace cartouche
