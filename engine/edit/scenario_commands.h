// Commands that edit the battle's scenarios (battle.scenarios): set, add, move or remove one, keyed by its code. A
// variant's base is never left dangling: a new code carries through to the variants built on it, and removing a
// scenario that is a base is refused. The set-up commands (setup_commands.h) edit the rows one at a time; SetScenario
// edits the rest (names, times, turn track, morale levels, victory) and may replace the rows as a whole.
// Thread-safety: immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// Refuses what the file would refuse: an empty code or one with other than ASCII letters, digits, _ and -, and a
// negative (or absurd) number of turns or minutes per turn.
Status checkScenario(const Scenario& scenario);
// What needs the battle, checked where it differs from `before` (the scenario replaced, null when adding): a base
// that exists and does not lead back to the scenario; morale levels of sides and nodes that exist; objectives on the
// map scoring for a side that exists; automatic victory points of sides that exist; dusk, night and note turns from
// 1 to the last turn; set-up rows that checkPlacement accepts. Removing (`after` null) a scenario that is the base of
// another is refused.
Status checkScenarioIn(const Battle& battle, const Scenario* before, const Scenario* after);

// battle.scenarios as a list for SetListElement: keyed by Scenario::code, checked by checkScenario and
// checkScenarioIn. Marks `scenarios`, and `setups` (and unitHexes) when the set-up, reinforcements, turn track, morale
// or victory differ.
struct ScenarioList {
  using Element = Scenario;
  static std::vector<Scenario>& list(Battle& b) { return b.scenarios; }
  static const std::string& key(const Scenario& s) { return s.code; }
  static Status check(const Scenario& s) { return checkScenario(s); }
  static Status checkIn(const Battle& b, const Scenario* before, const Scenario* after) {
    return checkScenarioIn(b, before, after);
  }
  // Marks the set-up change and carries a new code into the variants' base.
  static CommandPtr carry(Battle& b, const Scenario* before, const Scenario* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.scenarios = true; }
  static std::string taken(const std::string& code) { return "another scenario already has the code \"" + code + "\""; }
  static constexpr const char* kNoun = "scenario";
  static constexpr const char* kShortNoun = "scenario";
  static constexpr bool kJoinsByLabel = true;
};

// Puts `scenario` at `position` in battle.scenarios, replacing the scenario `code` (which may move and take a new
// code), or appending it; with no scenario, removes the scenario `code`. Edits of one field of one scenario under
// one label join (typing a name is one undo step): SetScenario(code, scenario, position = none, label = "").
using SetScenario = SetListElement<ScenarioList>;

}  // namespace cartouche
