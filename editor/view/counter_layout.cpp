#include "counter_layout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace cartouche {

Point counterCentre(Point hexCentre, int level) {
  double step = CounterLayout::kStackStep * std::min(level, CounterLayout::kMaxVisibleSteps);
  return {hexCentre.x + step, hexCentre.y - step};
}

std::string counterValues(const ArmyVocabulary& vocabulary, const UnitValues& values) {
  std::string out;
  int shown = 0;
  for (const ValueField& field : vocabulary.fields) {
    if (field.kind != ValueKind::Integer) continue;
    if (shown++ == 3) break;
    if (!out.empty()) out += '-';
    auto it = values.find(field.code);
    out += it == values.end() || it->second.empty() ? std::string("?") : it->second;
  }
  return out;
}

Point facingVector(const GridSettings& grid, Hex hex, Facing facing) {
  Layout layout = worldLayout(grid);
  Point c = hexToPixel(layout, hex);
  int f = ((facing % 12) + 12) % 12;
  Point a = hexToPixel(layout, neighbour(hex, (f / 2) % 6));
  Point d{a.x - c.x, a.y - c.y};
  if (f % 2) {  // the vertex between directions k and k + 1
    Point b = hexToPixel(layout, neighbour(hex, (f / 2 + 1) % 6));
    d = {d.x + b.x - c.x, d.y + b.y - c.y};
  }
  double n = std::hypot(d.x, d.y);
  return n > 0 ? Point{d.x / n, d.y / n} : Point{1, 0};
}

CounterLayout CounterLayout::build(const Battle& battle, const std::string& scenarioCode) {
  CounterLayout out;
  const Scenario* scenario = findScenario(battle.scenarios, scenarioCode);
  if (!scenario) return out;
  EffectiveSetup setup = effectiveSetup(battle.scenarios, *scenario);
  const GridSettings& grid = battle.map.grid();
  Layout layout = worldLayout(grid);
  std::map<std::string, int> unitIndex;
  for (size_t i = 0; i < battle.army.units.size(); ++i) unitIndex.emplace(battle.army.units[i].code, int(i));
  // Each node's side, looked up once per node rather than once per unit (Army::node is a linear search).
  std::unordered_map<std::string, const ArmySide*> sideOfNode;
  for (const OobNode& n : battle.army.nodes) sideOfNode.emplace(n.code, battle.army.side(n.side));
  // Stacks keyed by map index, so they come out in map order; rows keep their set-up order within a hex.
  std::map<int, std::vector<const Placement*>> stacks;
  for (const Placement& p : setup.units)
    if (p.hex && grid.contains(*p.hex)) stacks[battle.map.indexOf(*p.hex)].push_back(&p);
  out.counters_.reserve(setup.units.size());
  for (const auto& [index, rows] : stacks) {
    for (size_t level = 0; level < rows.size(); ++level) {
      const Placement& p = *rows[level];
      CounterPlace c;
      c.unit = p.unit;
      c.hex = *p.hex;
      c.second = p.second;
      c.facing = p.facing;
      c.level = int(level);
      c.stackSize = int(rows.size());
      c.centre = counterCentre(hexToPixel(layout, c.hex), c.level);
      c.label = p.unit;
      if (auto it = unitIndex.find(p.unit); it != unitIndex.end()) {
        c.unitIndex = it->second;
        const Unit& u = battle.army.units[size_t(it->second)];
        c.label = !u.shortName.empty() ? u.shortName : !u.name.empty() ? u.name : u.code;
        if (auto side = sideOfNode.find(u.node); side != sideOfNode.end() && side->second)
          c.colour = side->second->colour;
        if (const TroopType* t = battle.armyVocabulary.troopType(u.troopType)) c.arm = t->arm;
        c.values = counterValues(battle.armyVocabulary, u.values);
      }
      out.byUnit_.emplace(c.unit, out.counters_.size());
      out.counters_.push_back(std::move(c));
    }
  }
  return out;
}

const CounterPlace* CounterLayout::at(Point world) const {
  const double half = 0.5 * kSide;
  for (auto it = counters_.rbegin(); it != counters_.rend(); ++it)
    if (std::abs(world.x - it->centre.x) <= half && std::abs(world.y - it->centre.y) <= half) return &*it;
  return nullptr;
}

std::vector<const CounterPlace*> CounterLayout::stack(Hex hex) const {
  std::vector<const CounterPlace*> out;
  for (const CounterPlace& c : counters_)
    if (c.hex == hex) out.push_back(&c);
  return out;
}

const CounterPlace* CounterLayout::find(const std::string& unit) const {
  auto it = byUnit_.find(unit);
  return it == byUnit_.end() ? nullptr : &counters_[it->second];
}

}  // namespace cartouche
