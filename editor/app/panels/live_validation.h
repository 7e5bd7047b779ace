// The problems list kept up to date edit by edit, equal at every refresh to what validateBattle would report, but
// recomputing only what the edits since the last refresh touched: the map part (grid, terrain, hexes, hexsides,
// roads, tables) only when those changed; each scenario's set-up checks when its set-up, the army, the tables, the
// scenarios or the terrain changed; and each scenario's stacks through a StackingChecker, which after a counter
// moves counts again only the hexes it left and entered (and after a hexside edit, the hexes on either side). No ImGui:
// the problems panel owns one and tests drive it directly. Main thread.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/change_set.h"
#include "rules/stacking.h"
#include "rules/validate.h"

namespace cartouche {

class LiveValidation {
 public:
  // Everything is checked again on the next refresh (a battle was opened).
  void reset();
  // An edit's changes, gathered until the next refresh.
  void changed(const ChangeSet& change);
  // Brings the report up to date with `battle`, which must be the battle every change since the last refresh (or
  // reset) was made to.
  const ValidationReport& refresh(const Battle& battle, const ValidateOptions& options = {});
  const ValidationReport& report() const { return report_; }

 private:
  struct ScenarioPart {
    std::string code;
    ValidationReport setup;  // its set-up problems, then (at assembly) its stacks'
    std::optional<StackingChecker> stacks;
  };

  bool all_ = true;  // nothing checked yet, or everything stale
  ChangeSet pending_;
  ValidationReport map_;
  std::vector<ScenarioPart> scenarios_;
  ValidationReport report_;
};

}  // namespace cartouche
