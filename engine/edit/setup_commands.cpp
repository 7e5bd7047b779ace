#include "edit/setup_commands.h"

#include <algorithm>
#include <set>

#include "edit/army_patch.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

Scenario* scenarioNamed(Battle& b, const std::string& code) {
  auto it = std::find_if(b.scenarios.begin(), b.scenarios.end(), [&](const Scenario& s) { return s.code == code; });
  return it == b.scenarios.end() ? nullptr : &*it;
}

Status noScenario(const std::string& code) { return Status::notFound("there is no scenario " + quoted(code)); }

std::string hexText(const Battle& b, Hex h) { return b.map.grid().label(h); }

void addHexes(std::vector<Hex>& hexes, const Placement& p) {
  if (p.hex) hexes.push_back(*p.hex);
  if (p.second) hexes.push_back(*p.second);
}

// Erases the element at `from` (if any) and puts `value` at `to` (clamped to the end); returns where it went.
template <typename T>
size_t putAt(std::vector<T>& list, std::optional<size_t> from, size_t to, T value) {
  if (from) list.erase(list.begin() + long(*from));
  to = std::min(to, list.size());
  list.insert(list.begin() + long(to), std::move(value));
  return to;
}

}  // namespace

Status checkPlacement(const Battle& b, const std::string& scenario, const Placement& p) {
  const std::string owner = "scenario " + quoted(scenario) + ": unit " + quoted(p.unit);
  if (!b.army.unit(p.unit))
    return Status::notFound("scenario " + quoted(scenario) + ": there is no unit " + quoted(p.unit));
  if (p.hex && !b.map.contains(*p.hex))
    return Status::invalidArgument(owner + ": hex " + hexText(b, *p.hex) + " is off the map");
  if (p.second) {
    if (!p.hex) return Status::invalidArgument(owner + ": a second hex needs a hex");
    if (!b.map.contains(*p.second))
      return Status::invalidArgument(owner + ": second hex " + hexText(b, *p.second) + " is off the map");
    if (distance(*p.hex, *p.second) != 1)
      return Status::invalidArgument(owner + ": second hex " + hexText(b, *p.second) + " is not next to hex " +
                                     hexText(b, *p.hex));
  }
  if (!p.formation.empty() && !b.armyVocabulary.formation(p.formation))
    return Status::notFound(owner + ": formation " + quoted(p.formation) + " does not exist");
  if (p.facing && (*p.facing < 0 || *p.facing > 11))
    return Status::invalidArgument(owner + ": facing " + std::to_string(*p.facing) + " is not between 0 and 11");
  return Status::ok();
}

// ---- SetPlacement.

SetPlacement::SetPlacement(std::string scenario, std::string unit, std::optional<Placement> placement,
                           std::string label, std::optional<size_t> row)
    : scenario_(std::move(scenario)),
      unit_(std::move(unit)),
      placement_(std::move(placement)),
      label_(std::move(label)),
      row_(row) {}

std::string SetPlacement::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  return placement_ ? "Place unit " + unit_ : "Remove unit " + unit_ + " from the set-up";
}

Result<CommandPtr> SetPlacement::apply(Battle& b, ChangeSet& changes) const {
  Scenario* s = scenarioNamed(b, scenario_);
  if (!s) return noScenario(scenario_);
  auto it = std::find_if(s->setup.begin(), s->setup.end(), [&](const Placement& p) { return p.unit == unit_; });
  const std::optional<size_t> old = it == s->setup.end() ? std::nullopt : std::optional<size_t>(it - s->setup.begin());
  std::optional<Placement> previous;
  if (old) previous = s->setup[*old];
  if (!placement_) {
    if (!old)
      return Status::notFound("scenario " + quoted(scenario_) + " has no placement of unit " + quoted(unit_) +
                              " to remove");
    s->setup.erase(s->setup.begin() + long(*old));
  } else {
    Placement p = *placement_;
    if (p.unit.empty()) p.unit = unit_;
    if (p.unit != unit_)
      return Status::invalidArgument("scenario " + quoted(scenario_) + ": the placement of unit " + quoted(unit_) +
                                     " names unit " + quoted(p.unit));
    if (Status st = checkPlacement(b, scenario_, p); !st) return st;
    addHexes(changes.unitHexes, p);
    if (row_)
      putAt(s->setup, old, *row_, std::move(p));
    else if (old && previous->hex == p.hex)
      s->setup[*old] = std::move(p);
    else
      putAt(s->setup, old, s->setup.size(), std::move(p));
  }
  if (previous) addHexes(changes.unitHexes, *previous);
  changes.setups.push_back(scenario_);
  return CommandPtr(std::make_unique<SetPlacement>(scenario_, unit_, previous, label_, old));
}

CommandPtr SetPlacement::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetPlacement*>(&next);
  if (!n || label_.empty() || n->label_ != label_ || n->scenario_ != scenario_ || n->unit_ != unit_ || !placement_ ||
      !n->placement_)
    return nullptr;
  return std::make_unique<SetPlacement>(scenario_, unit_, n->placement_, label_);
}

// ---- RestackHex.

RestackHex::RestackHex(std::string scenario, Hex hex, std::vector<std::string> bottomToTop, std::string label)
    : scenario_(std::move(scenario)), hex_(hex), bottomToTop_(std::move(bottomToTop)), label_(std::move(label)) {}

std::string RestackHex::describe(const Battle& b) const {
  return label_.empty() ? "Restack hex " + hexText(b, hex_) : label_;
}

Result<CommandPtr> RestackHex::apply(Battle& b, ChangeSet& changes) const {
  Scenario* s = scenarioNamed(b, scenario_);
  if (!s) return noScenario(scenario_);
  std::vector<size_t> rows;
  std::vector<std::string> now;
  for (size_t i = 0; i < s->setup.size(); ++i) {
    const Placement& p = s->setup[i];
    if (p.hex == hex_ || p.second == hex_) {
      rows.push_back(i);
      now.push_back(p.unit);
    }
  }
  std::vector<std::string> a = now, z = bottomToTop_;
  std::sort(a.begin(), a.end());
  std::sort(z.begin(), z.end());
  if (a != z) {
    auto join = [](const std::vector<std::string>& codes) {
      std::string out;
      for (const std::string& c : codes) out += (out.empty() ? "" : ", ") + c;
      return out.empty() ? std::string("nobody") : out;
    };
    return Status::invalidArgument("scenario " + quoted(scenario_) + ": hex " + hexText(b, hex_) + " holds " +
                                   join(now) + ", not " + join(bottomToTop_));
  }
  std::vector<Placement> old;
  for (size_t i : rows) old.push_back(s->setup[i]);
  std::vector<bool> used(old.size(), false);
  for (size_t k = 0; k < rows.size(); ++k) {
    for (size_t j = 0; j < old.size(); ++j) {
      if (used[j] || old[j].unit != bottomToTop_[k]) continue;
      used[j] = true;
      s->setup[rows[k]] = old[j];
      addHexes(changes.unitHexes, old[j]);
      break;
    }
  }
  changes.setups.push_back(scenario_);
  return CommandPtr(std::make_unique<RestackHex>(scenario_, hex_, now, label_));
}

// ---- SetLeaderPlacement.

SetLeaderPlacement::SetLeaderPlacement(std::string scenario, std::string leader,
                                       std::optional<LeaderPlacement> placement, std::string label,
                                       std::optional<size_t> row)
    : scenario_(std::move(scenario)),
      leader_(std::move(leader)),
      placement_(std::move(placement)),
      label_(std::move(label)),
      row_(row) {}

std::string SetLeaderPlacement::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  return placement_ ? "Place leader " + leader_ : "Remove leader " + leader_ + " from the set-up";
}

namespace {

Status checkLeaderPlacement(const Battle& b, const std::string& scenario, const LeaderPlacement& l) {
  const std::string owner = "scenario " + quoted(scenario) + ": leader " + quoted(l.leader);
  if (!b.army.leader(l.leader))
    return Status::notFound("scenario " + quoted(scenario) + ": there is no leader " + quoted(l.leader));
  if (l.at == LeaderAt::Hex) {
    if (!l.hex) return Status::invalidArgument(owner + ": placed at a hex, but no hex is given");
    if (!b.map.contains(*l.hex))
      return Status::invalidArgument(owner + ": hex " + hexText(b, *l.hex) + " is off the map");
  } else if (l.hex) {
    return Status::invalidArgument(owner + ": hex " + hexText(b, *l.hex) + " is given, but he is not placed at a hex");
  }
  if (l.at == LeaderAt::Unit) {
    if (!b.army.unit(l.unit)) return Status::notFound(owner + ": unit " + quoted(l.unit) + " does not exist");
  } else if (!l.unit.empty()) {
    return Status::invalidArgument(owner + ": unit " + quoted(l.unit) + " is given, but he is not placed on a unit");
  }
  return Status::ok();
}

// Where a leader placement shows on the map: his hex, or the hex of the unit he is placed on.
void addLeaderHexes(std::vector<Hex>& hexes, const std::vector<Scenario>& all, const Scenario& s,
                    const LeaderPlacement& l) {
  if (l.hex) hexes.push_back(*l.hex);
  if (l.at != LeaderAt::Unit) return;
  for (const Placement& p : effectiveSetup(all, s).units)
    if (p.unit == l.unit) addHexes(hexes, p);
}

}  // namespace

Result<CommandPtr> SetLeaderPlacement::apply(Battle& b, ChangeSet& changes) const {
  Scenario* s = scenarioNamed(b, scenario_);
  if (!s) return noScenario(scenario_);
  auto it =
      std::find_if(s->leaders.begin(), s->leaders.end(), [&](const LeaderPlacement& l) { return l.leader == leader_; });
  const std::optional<size_t> old =
      it == s->leaders.end() ? std::nullopt : std::optional<size_t>(it - s->leaders.begin());
  std::optional<LeaderPlacement> previous;
  if (old) previous = s->leaders[*old];
  if (!placement_) {
    if (!old)
      return Status::notFound("scenario " + quoted(scenario_) + " has no placement of leader " + quoted(leader_) +
                              " to remove");
    s->leaders.erase(s->leaders.begin() + long(*old));
  } else {
    LeaderPlacement l = *placement_;
    if (l.leader.empty()) l.leader = leader_;
    if (l.leader != leader_)
      return Status::invalidArgument("scenario " + quoted(scenario_) + ": the placement of leader " + quoted(leader_) +
                                     " names leader " + quoted(l.leader));
    if (Status st = checkLeaderPlacement(b, scenario_, l); !st) return st;
    addLeaderHexes(changes.unitHexes, b.scenarios, *s, l);
    if (row_)
      putAt(s->leaders, old, *row_, std::move(l));
    else if (old)
      s->leaders[*old] = std::move(l);
    else
      s->leaders.push_back(std::move(l));
  }
  if (previous) addLeaderHexes(changes.unitHexes, b.scenarios, *s, *previous);
  changes.setups.push_back(scenario_);
  return CommandPtr(std::make_unique<SetLeaderPlacement>(scenario_, leader_, previous, label_, old));
}

CommandPtr SetLeaderPlacement::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetLeaderPlacement*>(&next);
  if (!n || label_.empty() || n->label_ != label_ || n->scenario_ != scenario_ || n->leader_ != leader_ ||
      !placement_ || !n->placement_)
    return nullptr;
  return std::make_unique<SetLeaderPlacement>(scenario_, leader_, n->placement_, label_);
}

// ---- SetReinforcement.

SetReinforcement::SetReinforcement(std::string scenario, size_t index, std::optional<Reinforcement> reinforcement,
                                   std::string label, bool insert)
    : scenario_(std::move(scenario)),
      index_(index),
      reinforcement_(std::move(reinforcement)),
      label_(std::move(label)),
      insert_(insert) {}

std::string SetReinforcement::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  return (reinforcement_ ? "Edit reinforcement " : "Remove reinforcement ") + std::to_string(index_ + 1);
}

namespace {

Status checkReinforcement(const Battle& b, const Scenario& s, size_t index, const Reinforcement& r) {
  const std::string owner = "scenario " + quoted(s.code) + ": reinforcement " + std::to_string(index + 1);
  if (r.turn < 1) return Status::invalidArgument(owner + ": turn " + std::to_string(r.turn) + " is before turn 1");
  if (s.turns > 0 && r.turn > s.turns)
    return Status::invalidArgument(owner + ": turn " + std::to_string(r.turn) + " is after the last turn, " +
                                   std::to_string(s.turns));
  if (r.units.empty() && r.leaders.empty()) return Status::invalidArgument(owner + ": nobody arrives");
  std::set<std::string> seen;
  for (const std::string& u : r.units) {
    if (!b.army.unit(u)) return Status::notFound(owner + ": unit " + quoted(u) + " does not exist");
    if (!seen.insert(u).second) return Status::invalidArgument(owner + ": unit " + quoted(u) + " is named twice");
  }
  for (const std::string& l : r.leaders) {
    if (!b.army.leader(l)) return Status::notFound(owner + ": leader " + quoted(l) + " does not exist");
    if (!seen.insert(l).second) return Status::invalidArgument(owner + ": leader " + quoted(l) + " is named twice");
  }
  for (Hex h : r.entry)
    if (!b.map.contains(h)) return Status::invalidArgument(owner + ": entry hex " + hexText(b, h) + " is off the map");
  return Status::ok();
}

}  // namespace

Result<CommandPtr> SetReinforcement::apply(Battle& b, ChangeSet& changes) const {
  Scenario* s = scenarioNamed(b, scenario_);
  if (!s) return noScenario(scenario_);
  std::vector<Reinforcement>& list = s->reinforcements;
  const bool replacing = reinforcement_ && !insert_ && index_ < list.size();
  if (index_ > list.size() || (!reinforcement_ && index_ == list.size()))
    return Status::notFound("scenario " + quoted(scenario_) + " has no reinforcement " + std::to_string(index_ + 1));
  CommandPtr undo;
  if (reinforcement_) {
    if (Status st = checkReinforcement(b, *s, index_, *reinforcement_); !st) return st;
    changes.unitHexes.insert(changes.unitHexes.end(), reinforcement_->entry.begin(), reinforcement_->entry.end());
  }
  if (replacing) {
    const Reinforcement& old = list[index_];
    changes.unitHexes.insert(changes.unitHexes.end(), old.entry.begin(), old.entry.end());
    undo = std::make_unique<SetReinforcement>(scenario_, index_, std::exchange(list[index_], *reinforcement_), label_);
  } else if (reinforcement_) {
    list.insert(list.begin() + long(index_), *reinforcement_);
    undo = std::make_unique<SetReinforcement>(scenario_, index_, std::nullopt, label_);
  } else {
    Reinforcement old = std::move(list[index_]);
    list.erase(list.begin() + long(index_));
    changes.unitHexes.insert(changes.unitHexes.end(), old.entry.begin(), old.entry.end());
    undo = std::make_unique<SetReinforcement>(scenario_, index_, std::move(old), label_, true);
  }
  changes.setups.push_back(scenario_);
  return undo;
}

CommandPtr SetReinforcement::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetReinforcement*>(&next);
  if (!n || label_.empty() || n->label_ != label_ || n->scenario_ != scenario_ || n->index_ != index_ ||
      !reinforcement_ || !n->reinforcement_ || n->insert_)
    return nullptr;
  return std::make_unique<SetReinforcement>(scenario_, index_, n->reinforcement_, label_, insert_);
}

// ---- CopySetup.

CopySetup::CopySetup(std::string from, std::string to, std::string label)
    : from_(std::move(from)), to_(std::move(to)), label_(std::move(label)) {}

std::string CopySetup::describe(const Battle&) const {
  return label_.empty() ? "Copy the set-up of " + from_ + " into " + to_ : label_;
}

Result<CommandPtr> CopySetup::apply(Battle& b, ChangeSet& changes) const {
  const Scenario* from = findScenario(b.scenarios, from_);
  if (!from) return noScenario(from_);
  const Scenario* to = findScenario(b.scenarios, to_);
  if (!to) return noScenario(to_);
  if (from_ == to_) return Status::invalidArgument("scenario " + quoted(from_) + " cannot copy its set-up into itself");
  const EffectiveSetup copy = effectiveSetup(b.scenarios, *from);
  Scenario next = *to;
  next.setup = copy.units;
  next.leaders = copy.leaders;
  next.reinforcements = copy.reinforcements;
  next.removed.clear();
  // What `to`'s base chain would still bring that `from` does not have goes into its removals.
  std::set<std::string> named;
  for (const Placement& p : copy.units) named.insert(p.unit);
  for (const LeaderPlacement& l : copy.leaders) named.insert(l.leader);
  for (const Reinforcement& r : copy.reinforcements) {
    named.insert(r.units.begin(), r.units.end());
    named.insert(r.leaders.begin(), r.leaders.end());
  }
  const EffectiveSetup inherited = effectiveSetup(b.scenarios, next);
  std::set<std::string> removed;
  auto drop = [&](const std::string& code) {
    if (!named.count(code) && removed.insert(code).second) next.removed.push_back(code);
  };
  for (const Placement& p : inherited.units) drop(p.unit);
  for (const LeaderPlacement& l : inherited.leaders) drop(l.leader);
  for (const Reinforcement& r : inherited.reinforcements) {
    for (const std::string& u : r.units) drop(u);
    for (const std::string& l : r.leaders) drop(l);
  }
  Draft d(b);
  d.scenarios()[size_t(to - b.scenarios.data())] = std::move(next);
  CommandPtr undo = commitDraft(b, d, changes, describe(b));
  if (!undo) undo = std::make_unique<ArmyPatchCommand>(ArmyPatch{}, describe(b));
  return undo;
}

}  // namespace cartouche
