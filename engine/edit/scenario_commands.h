// Commands that edit the battle's scenarios (battle.scenarios): set, add, move or remove one, keyed by its code.
// Thread-safety: immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// Refuses what the file would refuse: an empty code or one with other than ASCII letters, digits, _ and -, and a
// negative (or absurd) number of turns or minutes per turn.
Status checkScenario(const Scenario& scenario);

// battle.scenarios as a list for SetListElement: keyed by Scenario::code, checked by checkScenario.
struct ScenarioList {
  using Element = Scenario;
  static std::vector<Scenario>& list(Battle& b) { return b.scenarios; }
  static const std::string& key(const Scenario& s) { return s.code; }
  static Status check(const Scenario& s) { return checkScenario(s); }
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
