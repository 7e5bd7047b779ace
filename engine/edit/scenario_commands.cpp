#include "edit/scenario_commands.h"

#include "edit/army_patch.h"
#include "edit/setup_commands.h"

namespace cartouche {

namespace {

// The reader's bounds for turns and minutes per turn (store/battle_reader.cpp), so a saved scenario opens again.
constexpr int kMostTurns = 100000;

}  // namespace

Status checkScenario(const Scenario& s) {
  if (s.code.empty()) return Status::invalidArgument("scenario code is empty");
  if (s.code.size() > 64)
    return Status::invalidArgument("scenario code \"" + s.code + "\" is longer than 64 characters");
  for (unsigned char c : s.code) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok)
      return Status::invalidArgument("scenario code \"" + s.code + "\" may use only ASCII letters, digits, _ and -");
  }
  const std::string name = "scenario \"" + s.code + "\"";
  if (s.turns < 0 || s.turns > kMostTurns)
    return Status::invalidArgument(name + ": turns " + std::to_string(s.turns) + " is not between 0 and " +
                                   std::to_string(kMostTurns));
  if (s.turnMinutes < 0 || s.turnMinutes > kMostTurns)
    return Status::invalidArgument(name + ": minutes per turn " + std::to_string(s.turnMinutes) +
                                   " is not between 0 and " + std::to_string(kMostTurns));
  return Status::ok();
}

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

Status checkTurns(const std::string& owner, const char* what, const std::vector<int>& turns, int last) {
  for (int t : turns)
    if (t < 1 || (last > 0 && t > last))
      return Status::invalidArgument(owner + ": " + what + " turn " + std::to_string(t) + " is not between 1 and " +
                                     (last > 0 ? std::to_string(last) : std::string("the last turn")));
  return Status::ok();
}

Status checkBase(const Battle& b, const Scenario* before, const Scenario& s, const std::string& owner) {
  if (s.base.empty()) return Status::ok();
  auto isSelf = [&](const std::string& code) { return code == s.code || (before && code == before->code); };
  if (isSelf(s.base)) return Status::invalidArgument(owner + ": base is the scenario itself");
  if (!findScenario(b.scenarios, s.base))
    return Status::notFound(owner + ": base scenario " + quoted(s.base) + " does not exist");
  std::string at = s.base;
  for (size_t steps = 0; !at.empty() && steps <= b.scenarios.size(); ++steps) {
    const Scenario* up = findScenario(b.scenarios, at);
    if (!up) break;
    if (isSelf(up->base))
      return Status::invalidArgument(owner + ": base scenario " + quoted(s.base) + " is itself built on " +
                                     quoted(s.code));
    at = up->base;
  }
  return Status::ok();
}

}  // namespace

Status checkScenarioIn(const Battle& b, const Scenario* before, const Scenario* after) {
  if (!after) {
    for (const Scenario& s : b.scenarios)
      if (s.base == before->code && s.code != before->code)
        return Status::invalidArgument("scenario " + quoted(before->code) + " is the base of scenario " +
                                       quoted(s.code));
    return Status::ok();
  }
  static const Scenario kNone;
  const Scenario& was = before ? *before : kNone;
  const Scenario& s = *after;
  const std::string owner = "scenario " + quoted(s.code);
  if (!before || s.base != was.base || s.code != was.code)
    if (Status st = checkBase(b, before, s, owner); !st) return st;
  if (s.morale != was.morale) {
    for (const MoraleLevel& m : s.morale) {
      if (!b.army.side(m.side))
        return Status::notFound(owner + ": morale level of side " + quoted(m.side) + ", which does not exist");
      if (!m.node.empty() && !b.army.node(m.node))
        return Status::notFound(owner + ": morale level of node " + quoted(m.node) + ", which does not exist");
    }
  }
  if (s.victory != was.victory) {
    for (const auto& [side, points] : s.victory.automaticPoints)
      if (!b.army.side(side))
        return Status::notFound(owner + ": automatic victory points of side " + quoted(side) +
                                ", which does not exist");
    for (const Objective& o : s.victory.objectives) {
      if (!b.map.contains(o.hex))
        return Status::invalidArgument(owner + ": objective " + quoted(o.name) + " at hex " +
                                       b.map.grid().label(o.hex) + " is off the map");
      if (!o.side.empty() && !b.army.side(o.side))
        return Status::notFound(owner + ": objective " + quoted(o.name) + " scores for side " + quoted(o.side) +
                                ", which does not exist");
    }
  }
  if (s.turnTrack != was.turnTrack || s.turns != was.turns) {
    std::vector<int> noted;
    for (const auto& [turn, text] : s.turnTrack.notes) noted.push_back(turn);
    if (Status st = checkTurns(owner, "dusk", s.turnTrack.duskTurns, s.turns); !st) return st;
    if (Status st = checkTurns(owner, "night", s.turnTrack.nightTurns, s.turns); !st) return st;
    if (Status st = checkTurns(owner, "note", noted, s.turns); !st) return st;
  }
  if (s.setup != was.setup) {
    for (const Placement& p : s.setup)
      if (std::find(was.setup.begin(), was.setup.end(), p) == was.setup.end())
        if (Status st = checkPlacement(b, s.code, p); !st) return st;
  }
  return Status::ok();
}

CommandPtr ScenarioList::carry(Battle& b, const Scenario* before, const Scenario* after, ChangeSet& changes) {
  ChangeSet marks;
  markScenarioChange(marks, before, after);
  changes.setups.insert(changes.setups.end(), marks.setups.begin(), marks.setups.end());
  changes.unitHexes.insert(changes.unitHexes.end(), marks.unitHexes.begin(), marks.unitHexes.end());
  if (!before || !after || before->code == after->code) return nullptr;
  Draft d(b);
  for (Scenario& s : d.scenarios())
    if (s.base == before->code) s.base = after->code;
  return commitDraft(b, d, changes, "Base " + after->code);
}

}  // namespace cartouche
