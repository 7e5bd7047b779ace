// Choices shared by the editor's tools and panels: the terrain and hexside feature to paint with, the brush size,
// the elevation level, the selection and the clipboard. Plain values owned by the EditMode, plus a counter of
// the document's changes for tools that cache what they derive from the battle. Main thread.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "counter_cache.h"
#include "edit/document.h"
#include "edit/map_clipboard.h"

namespace cartouche {

// Counts the changes of one Document (every execute, undo and redo), so a tool can rebuild what it derives from the
// battle (the LOS tool's LosMap) only when the battle changed, not on every mouse move. It follows the document
// given to the first watch() through a Subscription. Assigning a counter (the edit mode resets its EditorState when it
// opens another battle) stops following the old document; the count never goes back, so a cache keyed on it never
// mistakes the new battle for the old one.
// REQUIRES: once watching, watch() gets the same document until the counter is reset.
class ChangeCounter : private ChangeListener {
 public:
  ChangeCounter() = default;
  ChangeCounter(const ChangeCounter&) = delete;
  ChangeCounter& operator=(const ChangeCounter& other) {
    if (this != &other) {
      following_.reset();
      count_ = std::max(count_, other.count_) + 1;
    }
    return *this;
  }

  // Follows `doc` from the first call on (starting to follow counts as a change). Returns the count.
  uint64_t watch(Document& doc) {
    if (!following_) {
      following_ = doc.subscribe(*this);
      ++count_;
    }
    return count_;
  }
  uint64_t count() const { return count_; }

 private:
  void onChanged(const Battle&, const ChangeSet&) override { ++count_; }
  Subscription following_;
  uint64_t count_ = 0;
};

struct EditorState {
  TerrainId terrain = 0;                 // hex terrain the brush and fill paint with
  std::optional<TerrainId> sideFeature;  // hexside feature the hexside tool draws
  int brushRadius = 0;                   // 0, 1, 2, 3: 1, 7, 19, 37 hexes
  int16_t level = 1;                     // elevation tool's "set level" value
  std::vector<int> selection;            // map indices, sorted
  MapClip clipboard;                     // the last copy: hexes and the hexsides between them
  uint64_t nextStroke = 1;               // stroke ids for undo merging
  uint64_t newStroke() { return nextStroke++; }
  ChangeCounter changes;  // the document's changes, for tools' caches
  // The armies: the scenario whose set-up the map shows and the set-up tool edits (its code; empty when the battle
  // has none), and the units chosen in the order-of-battle tree or on the map.
  std::string scenario;
  std::set<std::string> units;
  std::string hoveredUnit;  // the counter under the pointer (drawn with a light frame)
  std::string draggedUnit;  // the counter the set-up tool is dragging: drawn at dragPoint (world units), not in its hex
  Point dragPoint;
  std::optional<Facing> dragFacing;  // the facing the wheel gave the dragged counter (none: it keeps its own)
  CounterCache counterCache;
  LeaderCache leaderCache;

  // The current scenario's counters (REQUIRES: `doc` is the document `changes` follows, or none yet).
  const CounterLayout& counters(Document& doc) {
    keepScenario(doc.battle());
    return counterCache.get(doc.battle(), scenario, changes.watch(doc));
  }
  // The current scenario's leader badges (REQUIRES: as counters()).
  const LeaderMarks& leaders(Document& doc) {
    const CounterLayout& layout = counters(doc);
    return leaderCache.get(doc.battle(), scenario, changes.watch(doc), layout);
  }
  // Keeps `scenario` naming one of the battle's scenarios: the first one when it names none (a battle just opened,
  // the scenario removed or undone away), empty when the battle has none.
  void keepScenario(const Battle& battle) {
    if (findScenario(battle.scenarios, scenario)) return;
    scenario = battle.scenarios.empty() ? std::string() : battle.scenarios.front().code;
  }
};

}  // namespace cartouche
