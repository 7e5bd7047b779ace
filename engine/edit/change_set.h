// What an edit changed, in grades (after the Wesnoth editor's dirty flags): a grid change makes everything stale;
// otherwise the lists name the hexes and hexsides to refresh. The renderer re-uploads those texels, the working
// copy rewrites those rows, validation re-runs there. Undo and redo return the same kind of set, so no caller
// needs special refresh code. Thread-safety: plain values.
#pragma once

#include <vector>

#include "hex/hex.h"

namespace cartouche {

struct ChangeSet {
  bool grid = false;                // size, orientation, parity, labels or hex size: the whole map is stale
  bool vocabulary = false;          // terrain types were added or edited
  bool info = false;                // battle metadata
  bool scenarios = false;           // scenarios were added, edited, moved or removed
  bool rules = false;               // ruleset tables were added, edited, moved or removed
  bool layers = false;              // period map layers were added, edited, moved or removed
  bool ground = false;              // the grid's ground placement changed
  std::vector<int> hexes;           // map indices whose terrain, level or metres changed
  std::vector<HexsideId> hexsides;  // hexsides whose record changed

  bool empty() const {
    return !grid && !vocabulary && !info && !scenarios && !rules && !layers && !ground && hexes.empty() &&
           hexsides.empty();
  }
  void merge(const ChangeSet& other);
  // Sorts and removes repeats.
  void normalize();
};

}  // namespace cartouche
