// The problems panel: what validateBattle finds in the battle (map, ruleset table, set-up and stacking problems), each
// line with its severity mark and message, and the counts in the header. The list follows the edits: the panel listens
// to the document given to follow() through a Subscription and recomputes when it changed, throttled on big maps
// (ProblemsRefresh), only the parts the edits touched (LiveValidation: a counter move counts again the two stacks
// it changed). Clicking a line, or F8 and Shift+F8, jumps to the problem: a hex or hexside is centred in the map
// view and its hex selected; a table problem opens the table in the rules panel with the row and cell highlighted.
// Main thread, inside an ImGui frame.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <utility>

#include "live_validation.h"
#include "panel_context.h"
#include "rules/validate.h"

namespace cartouche {

class RulesPanel;

// When the problems list is recomputed. validateBattle walks the whole map, so on a big map it must not run for
// every dab of a brush stroke. The decision counts frames only (never time), so tests drive it exactly:
//  - on a map of at most kLiveHexes hexes, a change is shown on the next frame (measured in a debug build on a map
//    of plain terrain: 1 ms for 62 500 hexes, 7.6 ms for 250 000, so 100 000 stays near 2-3 ms);
//  - on a bigger map, the list waits while the left button is held (a stroke in progress) and is recomputed on the
//    first frame after the stroke ends; a change made without the button (undo, a table edit, a script) shows on
//    the next frame. The header says "updating after the stroke" meanwhile.
class ProblemsRefresh {
 public:
  static constexpr size_t kLiveHexes = 100'000;

  void changed() { dirty_ = true; }
  // Called once a frame: whether to recompute now. Clears the change when it says yes.
  bool frame(size_t hexCount, bool strokeActive);
  bool pending() const { return dirty_; }
  size_t framesSinceRefresh() const { return framesSince_; }

 private:
  bool dirty_ = true;  // nothing computed yet
  size_t framesSince_ = 0;
};

// Where a problem sits, for the jump: the hex to centre and select (a hexside's owner or its on-map neighbour),
// the map point to centre, or the table, row and column to open.
struct ProblemPlace {
  std::optional<int> hex;      // map index to select
  std::optional<Point> world;  // map-view world point to centre
  std::optional<std::string> table;
  std::optional<int> row, column;
};
ProblemPlace problemPlace(const Battle& battle, const Problem& problem);

// Centres the map view on a map problem and selects its hex; opens a table problem in the rules panel.
void jumpToProblem(PanelContext& ctx, RulesPanel& rules, const Problem& problem);

class ProblemsPanel : private ChangeListener {
 public:
  ProblemsPanel() = default;
  ProblemsPanel(const ProblemsPanel&) = delete;
  ProblemsPanel& operator=(const ProblemsPanel&) = delete;

  // Checks `doc` from now on: the host calls it whenever a battle is opened.
  void follow(Document& doc);
  // Recomputes when ProblemsRefresh says so. Call once a frame, shown or not, before the rules panel (which reads
  // report()). REQUIRES: follow() was given ctx's document.
  void update(PanelContext& ctx, bool strokeActive);
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx, RulesPanel& rules);
  // F8 / Shift+F8: the next or previous problem after the one last jumped to.
  void jumpNext(PanelContext& ctx, RulesPanel& rules, int step);

  const ValidationReport& report() const { return report_; }
  const ProblemsRefresh& refresh() const { return refresh_; }
  std::optional<size_t> current() const { return current_; }
  // For tests: where line i of the list was drawn in the last frame (screen units).
  std::optional<std::pair<ImVec2, ImVec2>> lineRect(size_t i) const {
    auto it = lineRects_.find(i);
    if (it == lineRects_.end()) return std::nullopt;
    return it->second;
  }

 private:
  void onChanged(const Battle& battle, const ChangeSet& changes) override;

  Subscription following_;
  ProblemsRefresh refresh_;
  LiveValidation live_;  // recomputes only what the edits since the last refresh touched
  ValidationReport report_;
  std::optional<size_t> current_;  // the line last jumped to
  std::map<size_t, std::pair<ImVec2, ImVec2>> lineRects_;
};

}  // namespace cartouche
