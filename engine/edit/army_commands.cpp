// The checks shared by the army commands, and the list traits of the sides, the army vocabulary and the leaders:
// what each refuses in the battle and what a new code or a removal carries into the rest of it.
#include "edit/army_commands.h"

#include <algorithm>
#include <charconv>

#include "edit/army_patch.h"
#include "edit/army_refs.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

bool isCanonicalInteger(const std::string& text) {
  int v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  return ec == std::errc() && end == text.data() + text.size() && std::to_string(v) == text;
}

Status checkName(const std::string& name, const std::string& owner) {
  if (name.empty()) return Status::invalidArgument(owner + ": name is empty");
  return Status::ok();
}

// A renamed key: the old and new codes when the element stays but its code changes.
bool renamed(const std::string* before, const std::string* after) { return before && after && *before != *after; }

}  // namespace

Status checkCode(const std::string& code, const char* noun) {
  const std::string what = std::string(noun) + " code";
  if (code.empty()) return Status::invalidArgument(what + " is empty");
  if (code.size() > 64) return Status::invalidArgument(what + " " + quoted(code) + " is longer than 64 characters");
  for (unsigned char c : code) {
    bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    if (!ok)
      return Status::invalidArgument(what + " " + quoted(code) + " may use only ASCII letters, digits, _, - and .");
  }
  return Status::ok();
}

Status checkValues(const ArmyVocabulary& vocabulary, const UnitValues& values, const std::string& owner) {
  for (const auto& [code, text] : values) {
    const ValueField* field = vocabulary.field(code);
    if (!field) return Status::invalidArgument(owner + ": there is no value field " + quoted(code));
    if (text.empty())
      return Status::invalidArgument(owner + ": value " + quoted(code) + " is empty (leave it out when unknown)");
    if (field->kind == ValueKind::Integer && !isCanonicalInteger(text))
      return Status::invalidArgument(owner + ": value " + quoted(code) + " is " + quoted(text) +
                                     ", not a whole number");
  }
  return Status::ok();
}

Status checkUnit(const Battle& b, const Unit& u) {
  if (Status s = checkCode(u.code, "unit"); !s) return s;
  const std::string owner = "unit " + quoted(u.code);
  if (Status s = checkName(u.name, owner); !s) return s;
  if (!b.army.node(u.node)) return Status::notFound(owner + ": node " + quoted(u.node) + " does not exist");
  if (!u.troopType.empty() && !b.armyVocabulary.troopType(u.troopType))
    return Status::notFound(owner + ": troop type " + quoted(u.troopType) + " does not exist");
  if (Status s = checkValues(b.armyVocabulary, u.values, owner); !s) return s;
  for (size_t i = 0; i < u.losses.size(); ++i) {
    const std::string step = owner + ": loss step " + std::to_string(i + 1);
    if (u.losses[i].label.empty()) return Status::invalidArgument(step + ": label is empty");
    if (Status s = checkValues(b.armyVocabulary, u.losses[i].values, step); !s) return s;
  }
  if (u.counters && *u.counters < 0)
    return Status::invalidArgument(owner + ": counters " + std::to_string(*u.counters) + " is negative");
  return Status::ok();
}

// ---- Sides.

Status SideList::check(const ArmySide& s) {
  if (Status st = checkCode(s.code, "side"); !st) return st;
  return checkName(s.name, "side " + quoted(s.code));
}

Status SideList::checkIn(const Battle& b, const ArmySide* before, const ArmySide* after) {
  if (!before || after) return Status::ok();
  const std::string side = "side " + quoted(before->code);
  for (const OobNode& n : b.army.nodes)
    if (n.side == before->code) return Status::invalidArgument(side + " still has node " + quoted(n.code));
  for (const Leader& l : b.army.leaders)
    if (l.side == before->code) return Status::invalidArgument(side + " still has leader " + quoted(l.code));
  for (const Scenario& s : b.scenarios) {
    const std::string named = side + " is named by scenario " + quoted(s.code) + "'s ";
    for (const MoraleLevel& m : s.morale)
      if (m.side == before->code) return Status::invalidArgument(named + "morale levels");
    for (const Objective& o : s.victory.objectives)
      if (o.side == before->code) return Status::invalidArgument(named + "objectives");
    if (s.victory.automaticPoints.count(before->code))
      return Status::invalidArgument(named + "automatic victory points");
  }
  return Status::ok();
}

CommandPtr SideList::carry(Battle& b, const ArmySide* before, const ArmySide* after, ChangeSet& changes) {
  if (!renamed(before ? &before->code : nullptr, after ? &after->code : nullptr)) return nullptr;
  const std::string &from = before->code, &to = after->code;
  Draft d(b);
  for (OobNode& n : d.nodes())
    if (n.side == from) n.side = to;
  for (Leader& l : d.leaders())
    if (l.side == from) l.side = to;
  for (Scenario& s : d.scenarios()) {
    for (MoraleLevel& m : s.morale)
      if (m.side == from) m.side = to;
    for (Objective& o : s.victory.objectives)
      if (o.side == from) o.side = to;
    if (auto it = s.victory.automaticPoints.find(from); it != s.victory.automaticPoints.end()) {
      int points = it->second;
      s.victory.automaticPoints.erase(it);
      s.victory.automaticPoints[to] = points;
    }
  }
  return commitDraft(b, d, changes, "Side code " + to);
}

// ---- Troop types.

Status TroopTypeList::check(const TroopType& t) {
  if (Status s = checkCode(t.code, "troop type"); !s) return s;
  return checkName(t.name, "troop type " + quoted(t.code));
}

Status TroopTypeList::checkIn(const Battle& b, const TroopType* before, const TroopType* after) {
  if (!before || after) return Status::ok();
  for (const Unit& u : b.army.units)
    if (u.troopType == before->code)
      return Status::invalidArgument("troop type " + quoted(before->code) + " is the type of unit " + quoted(u.code));
  return Status::ok();
}

CommandPtr TroopTypeList::carry(Battle& b, const TroopType* before, const TroopType* after, ChangeSet& changes) {
  if (!renamed(before ? &before->code : nullptr, after ? &after->code : nullptr)) return nullptr;
  Draft d(b);
  for (Unit& u : d.units())
    if (u.troopType == before->code) u.troopType = after->code;
  return commitDraft(b, d, changes, "Troop type code " + after->code);
}

// ---- Value fields.

Status ValueFieldList::check(const ValueField& f) {
  if (Status s = checkCode(f.code, "value field"); !s) return s;
  return checkName(f.name, "value field " + quoted(f.code));
}

namespace {

// Calls `visit(owner, values)` for every value map that uses the army vocabulary's fields.
template <typename Visit>
Status eachValues(const Army& army, Visit&& visit) {
  for (const Unit& u : army.units) {
    if (Status s = visit("unit " + quoted(u.code), u.values); !s) return s;
    for (size_t i = 0; i < u.losses.size(); ++i)
      if (Status s = visit("unit " + quoted(u.code) + " loss step " + std::to_string(i + 1), u.losses[i].values); !s)
        return s;
  }
  for (const Leader& l : army.leaders)
    if (Status s = visit("leader " + quoted(l.code), l.values); !s) return s;
  return Status::ok();
}

void renameKey(UnitValues& values, const std::string& from, const std::string& to) {
  auto node = values.extract(from);
  if (!node) return;
  node.key() = to;
  values.insert(std::move(node));
}

}  // namespace

Status ValueFieldList::checkIn(const Battle& b, const ValueField* before, const ValueField* after) {
  if (!before) return Status::ok();
  const std::string field = "value field " + quoted(before->code);
  if (!after) {
    return eachValues(b.army, [&](const std::string& owner, const UnitValues& values) {
      if (values.count(before->code)) return Status::invalidArgument(field + " still has a value in " + owner);
      return Status::ok();
    });
  }
  if (after->kind != ValueKind::Integer || before->kind == ValueKind::Integer) return Status::ok();
  return eachValues(b.army, [&](const std::string& owner, const UnitValues& values) {
    auto it = values.find(before->code);
    if (it != values.end() && !isCanonicalInteger(it->second))
      return Status::invalidArgument(field + " cannot become a whole number: " + owner + " has " + quoted(it->second));
    return Status::ok();
  });
}

CommandPtr ValueFieldList::carry(Battle& b, const ValueField* before, const ValueField* after, ChangeSet& changes) {
  if (!renamed(before ? &before->code : nullptr, after ? &after->code : nullptr)) return nullptr;
  const std::string &from = before->code, &to = after->code;
  Draft d(b);
  for (Unit& u : d.units()) {
    renameKey(u.values, from, to);
    for (LossStep& step : u.losses) renameKey(step.values, from, to);
  }
  for (Leader& l : d.leaders()) renameKey(l.values, from, to);
  return commitDraft(b, d, changes, "Value field code " + to);
}

// ---- Formations.

Status FormationList::check(const Formation& f) {
  if (Status s = checkCode(f.code, "formation"); !s) return s;
  const std::string owner = "formation " + quoted(f.code);
  if (Status s = checkName(f.name, owner); !s) return s;
  for (const std::string& c : f.conflicts)
    if (c == f.code) return Status::invalidArgument(owner + ": conflicts names the formation itself");
  return Status::ok();
}

Status FormationList::checkIn(const Battle& b, const Formation* before, const Formation* after) {
  if (after) {
    for (const std::string& c : after->conflicts) {
      bool renamedSelf = before && c == before->code;
      if (renamedSelf || !b.armyVocabulary.formation(c))
        return Status::notFound("formation " + quoted(after->code) + ": conflicts names formation " + quoted(c) +
                                ", which does not exist");
    }
  }
  if (!before || after) return Status::ok();
  const std::string formation = "formation " + quoted(before->code);
  for (const Formation& f : b.armyVocabulary.formations)
    if (f.code != before->code && std::find(f.conflicts.begin(), f.conflicts.end(), before->code) != f.conflicts.end())
      return Status::invalidArgument(formation + " is named in the conflicts of formation " + quoted(f.code));
  for (const Scenario& s : b.scenarios)
    for (const Placement& p : s.setup)
      if (p.formation == before->code)
        return Status::invalidArgument(formation + " is the formation of unit " + quoted(p.unit) + " in scenario " +
                                       quoted(s.code));
  return Status::ok();
}

CommandPtr FormationList::carry(Battle& b, const Formation* before, const Formation* after, ChangeSet& changes) {
  if (!renamed(before ? &before->code : nullptr, after ? &after->code : nullptr)) return nullptr;
  const std::string &from = before->code, &to = after->code;
  Draft d(b);
  for (Formation& f : d.formations()) std::replace(f.conflicts.begin(), f.conflicts.end(), from, to);
  for (Scenario& s : d.scenarios())
    for (Placement& p : s.setup)
      if (p.formation == from) p.formation = to;
  return commitDraft(b, d, changes, "Formation code " + to);
}

// ---- Leaders.

Status LeaderList::check(const Leader& l) {
  if (Status s = checkCode(l.code, "leader"); !s) return s;
  const std::string owner = "leader " + quoted(l.code);
  if (Status s = checkName(l.name, owner); !s) return s;
  if (l.commandRange && *l.commandRange < 0)
    return Status::invalidArgument(owner + ": command range " + std::to_string(*l.commandRange) + " is negative");
  return Status::ok();
}

Status LeaderList::checkIn(const Battle& b, const Leader* /*before*/, const Leader* after) {
  if (!after) return Status::ok();
  const std::string owner = "leader " + quoted(after->code);
  if (!b.army.side(after->side)) return Status::notFound(owner + ": side " + quoted(after->side) + " does not exist");
  for (const std::string& n : after->commands)
    if (!b.army.node(n)) return Status::notFound(owner + ": commands node " + quoted(n) + ", which does not exist");
  if (Status s = checkValues(b.armyVocabulary, after->values, owner); !s) return s;
  if (b.army.unit(after->code)) return Status::invalidArgument("a unit already has the code " + quoted(after->code));
  return Status::ok();
}

CommandPtr LeaderList::carry(Battle& b, const Leader* before, const Leader* after, ChangeSet& changes) {
  if (!before) return nullptr;
  Draft d(b);
  if (!after)
    removeLeaderRefs(d.scenarios(), {before->code});
  else if (before->code != after->code)
    renameLeaderRefs(d.scenarios(), before->code, after->code);
  else
    return nullptr;
  return commitDraft(b, d, changes, "Leader " + before->code + " in the scenarios");
}

}  // namespace cartouche
