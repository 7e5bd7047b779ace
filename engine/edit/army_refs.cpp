#include "edit/army_refs.h"

#include <algorithm>

namespace cartouche {

namespace {

void renameIn(std::vector<std::string>& codes, const std::string& from, const std::string& to) {
  std::replace(codes.begin(), codes.end(), from, to);
}

void dropEmptyReinforcements(Scenario& s) {
  std::erase_if(s.reinforcements, [](const Reinforcement& r) { return r.units.empty() && r.leaders.empty(); });
}

}  // namespace

void renameUnitRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to) {
  for (Scenario& s : scenarios) {
    for (Placement& p : s.setup)
      if (p.unit == from) p.unit = to;
    renameIn(s.removed, from, to);
    for (Reinforcement& r : s.reinforcements) renameIn(r.units, from, to);
    for (LeaderPlacement& l : s.leaders)
      if (l.at == LeaderAt::Unit && l.unit == from) l.unit = to;
  }
}

void removeUnitRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& units) {
  auto gone = [&](const std::string& code) { return units.count(code) > 0; };
  for (Scenario& s : scenarios) {
    std::erase_if(s.setup, [&](const Placement& p) { return gone(p.unit); });
    std::erase_if(s.removed, gone);
    for (Reinforcement& r : s.reinforcements) std::erase_if(r.units, gone);
    dropEmptyReinforcements(s);
    std::erase_if(s.leaders, [&](const LeaderPlacement& l) { return l.at == LeaderAt::Unit && gone(l.unit); });
  }
}

void renameLeaderRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to) {
  for (Scenario& s : scenarios) {
    for (LeaderPlacement& l : s.leaders)
      if (l.leader == from) l.leader = to;
    renameIn(s.removed, from, to);
    for (Reinforcement& r : s.reinforcements) renameIn(r.leaders, from, to);
  }
}

void removeLeaderRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& leaders) {
  auto gone = [&](const std::string& code) { return leaders.count(code) > 0; };
  for (Scenario& s : scenarios) {
    std::erase_if(s.leaders, [&](const LeaderPlacement& l) { return gone(l.leader); });
    std::erase_if(s.removed, gone);
    for (Reinforcement& r : s.reinforcements) std::erase_if(r.leaders, gone);
    dropEmptyReinforcements(s);
  }
}

void renameNodeRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to) {
  for (Scenario& s : scenarios)
    for (MoraleLevel& m : s.morale)
      if (m.node == from) m.node = to;
}

void removeNodeRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& nodes) {
  for (Scenario& s : scenarios)
    std::erase_if(s.morale, [&](const MoraleLevel& m) { return !m.node.empty() && nodes.count(m.node) > 0; });
}

bool scenariosName(const std::vector<Scenario>& scenarios, const std::string& code) {
  auto has = [&](const std::vector<std::string>& codes) {
    return std::find(codes.begin(), codes.end(), code) != codes.end();
  };
  for (const Scenario& s : scenarios) {
    if (has(s.removed)) return true;
    for (const Placement& p : s.setup)
      if (p.unit == code) return true;
    for (const LeaderPlacement& l : s.leaders)
      if (l.leader == code || (l.at == LeaderAt::Unit && l.unit == code)) return true;
    for (const Reinforcement& r : s.reinforcements)
      if (has(r.units) || has(r.leaders)) return true;
  }
  return false;
}

}  // namespace cartouche
