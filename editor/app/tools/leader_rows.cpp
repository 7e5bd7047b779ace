#include "leader_rows.h"

#include <algorithm>

namespace cartouche {

std::optional<LeaderPlacement> leaderPlacement(const Battle& battle, const std::string& scenario,
                                               const std::string& leader) {
  const Scenario* s = findScenario(battle.scenarios, scenario);
  if (!s) return std::nullopt;
  EffectiveSetup setup = effectiveSetup(battle.scenarios, *s);
  auto it = std::find_if(setup.leaders.begin(), setup.leaders.end(),
                         [&](const LeaderPlacement& p) { return p.leader == leader; });
  if (it == setup.leaders.end()) return std::nullopt;
  return *it;
}

std::string leaderPlaceText(const Battle& battle, const std::optional<LeaderPlacement>& p) {
  if (!p) return "not set up";
  switch (p->at) {
    case LeaderAt::Hex:
      return p->hex ? battle.map.grid().label(*p->hex) : "at a hex not given";
    case LeaderAt::AnyOfHisUnits:
      return "on his units";
    case LeaderAt::Unit: {
      const Unit* u = battle.army.unit(p->unit);
      return "on " + (u && !u->name.empty() ? u->name : p->unit);
    }
    case LeaderAt::OffMap:
      return "off map";
  }
  return "not set up";
}

std::string leaderTitle(const Leader& leader) {
  std::string name = leader.name.empty() ? leader.code : leader.name;
  return leader.rank.empty() ? name : leader.rank + " " + name;
}

std::vector<const Unit*> unitsOfLeader(const Army& army, const Leader& leader) {
  std::vector<const Unit*> units;
  for (const Unit& u : army.units)
    if (std::any_of(leader.commands.begin(), leader.commands.end(),
                    [&](const std::string& n) { return army.isUnder(u.node, n); }))
      units.push_back(&u);
  return units;
}

std::vector<std::string> leadersWithStack(const Battle& battle, const std::string& scenario, Hex hex,
                                          const std::vector<std::string>& units) {
  std::vector<std::string> lines;
  const Scenario* s = findScenario(battle.scenarios, scenario);
  if (!s || battle.army.leaders.empty()) return lines;
  auto inStack = [&](const std::string& u) { return std::find(units.begin(), units.end(), u) != units.end(); };
  for (const LeaderPlacement& p : effectiveSetup(battle.scenarios, *s).leaders) {
    const Leader* l = battle.army.leader(p.leader);
    std::string title = l ? leaderTitle(*l) : p.leader;
    if (p.at == LeaderAt::Hex && p.hex == hex) {
      lines.push_back(title);
    } else if (p.at == LeaderAt::Unit && inStack(p.unit)) {
      lines.push_back(title + " " + leaderPlaceText(battle, p));
    } else if (p.at == LeaderAt::AnyOfHisUnits && l) {
      std::vector<const Unit*> his = unitsOfLeader(battle.army, *l);
      if (std::any_of(his.begin(), his.end(), [&](const Unit* u) { return inStack(u->code); }))
        lines.push_back(title + ", with his units");
    }
  }
  return lines;
}

std::optional<LeaderPlacement> leaderDropPlacement(const Battle& battle, const std::string& scenario,
                                                   const std::string& leader, const CounterLayout& counters,
                                                   Point world) {
  const Leader* l = battle.army.leader(leader);
  const GridSettings& grid = battle.map.grid();
  const Hex hex = hexAtWorld(grid, world);
  if (!l || !grid.contains(hex)) return std::nullopt;
  LeaderPlacement p;
  p.leader = leader;
  if (std::optional<LeaderPlacement> was = leaderPlacement(battle, scenario, leader)) p.note = was->note;
  auto his = [&](const std::string& unit) {
    const Unit* u = battle.army.unit(unit);
    return u && std::any_of(l->commands.begin(), l->commands.end(),
                            [&](const std::string& n) { return battle.army.isUnder(u->node, n); });
  };
  if (const CounterPlace* c = counters.at(world)) {
    std::vector<const CounterPlace*> stack = counters.stack(c->hex);
    if (!his(c->unit))
      for (auto it = stack.rbegin(); it != stack.rend(); ++it)
        if (his((*it)->unit)) {
          c = *it;
          break;
        }
    if (his(c->unit)) {
      p.at = LeaderAt::Unit;
      p.unit = c->unit;
      return p;
    }
  }
  p.at = LeaderAt::Hex;
  p.hex = hex;
  return p;
}

Leader withLeaderValue(Leader leader, const std::string& field, const std::optional<std::string>& value) {
  if (value)
    leader.values[field] = *value;
  else
    leader.values.erase(field);
  return leader;
}

}  // namespace cartouche
