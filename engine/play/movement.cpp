// Reachable hexes (a bucket queue over exact twelfths) and moves checked hex by hex.
#include "play/movement.h"

#include <algorithm>

#include "play/move_rules.h"
#include "rules/stacking.h"

namespace cartouche {

namespace {

// Hex -> node index, open addressing; grows with the hexes reached, never with the map.
class NodeIndex {
 public:
  NodeIndex() : keys_(256, kEmpty), values_(256, -1) {}
  int find(Hex h) const {
    const uint64_t k = key(h);
    for (size_t i = slot(k);; i = (i + 1) & (keys_.size() - 1)) {
      if (keys_[i] == k) return values_[i];
      if (keys_[i] == kEmpty) return -1;
    }
  }
  void insert(Hex h, int value) {
    if ((count_ + 1) * 2 > keys_.size()) grow();
    put(key(h), value);
    ++count_;
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t(0);
  static uint64_t key(Hex h) { return (uint64_t(uint32_t(h.q)) << 32) | uint32_t(h.r); }
  size_t slot(uint64_t k) const { return size_t((k * 0x9E3779B97F4A7C15ull) >> 40) & (keys_.size() - 1); }
  void put(uint64_t k, int value) {
    size_t i = slot(k);
    while (keys_[i] != kEmpty) i = (i + 1) & (keys_.size() - 1);
    keys_[i] = k;
    values_[i] = value;
  }
  void grow() {
    std::vector<uint64_t> keys = std::move(keys_);
    std::vector<int> values = std::move(values_);
    keys_.assign(keys.size() * 2, kEmpty);
    values_.assign(keys.size() * 2, -1);
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] != kEmpty) put(keys[i], values[i]);
  }
  std::vector<uint64_t> keys_;
  std::vector<int> values_;
  size_t count_ = 0;
};

struct Node {
  Hex hex;
  int cost = 0;
  int from = -1;
  bool ends = false;
  bool done = false;
};

}  // namespace

const ReachableHex* Reach::find(Hex hex) const {
  for (const ReachableHex& r : hexes)
    if (r.hex == hex) return &r;
  return nullptr;
}

std::vector<Hex> Reach::pathTo(Hex hex) const {
  std::vector<Hex> out;
  const ReachableHex* r = find(hex);
  while (r) {
    out.push_back(r->hex);
    r = r->from >= 0 ? &hexes[size_t(r->from)] : nullptr;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

Result<Reach> reachable(const Battle& battle, const PlayState& state, const std::vector<std::string>& units,
                        const MoveOptions& options) {
  auto prepared = MoveRules::prepare(battle, state, units, options);
  if (!prepared) return prepared.status();
  const MoveRules& rules = **prepared;
  Reach out;
  out.start = rules.start();
  out.allowance = rules.allowance();
  out.remaining = rules.remaining();
  const int remaining = std::max(rules.remaining(), 0);

  // Dial's algorithm: one bucket per twelfth up to what is left; a hex entered beyond it (Racławice [8.5], from
  // the start only) is kept but never left.
  std::vector<Node> nodes{Node{rules.start(), 0, -1, false, false}};
  NodeIndex index;
  index.insert(rules.start(), 0);
  std::vector<std::vector<int>> buckets(size_t(remaining) + 1);
  buckets[0].push_back(0);
  for (int c = 0; c <= remaining; ++c) {
    for (size_t k = 0; k < buckets[size_t(c)].size(); ++k) {
      const int n = buckets[size_t(c)][k];
      if (nodes[size_t(n)].done || nodes[size_t(n)].cost != c) continue;
      nodes[size_t(n)].done = true;
      if (nodes[size_t(n)].ends) continue;
      const Hex here = nodes[size_t(n)].hex;
      for (int d = 0; d < 6; ++d) {
        const StepCost step = rules.step(here, d);
        if (step.refusal != StepRefusal::None) continue;
        const int cost = c + step.cost;
        const bool over = cost > remaining;
        if (over && !(n == 0 && rules.oneHexAlways())) continue;
        const Hex to = neighbour(here, d);
        int m = index.find(to);
        if (m < 0) {
          m = int(nodes.size());
          nodes.push_back(Node{to, cost + 1, -1, false, false});
          index.insert(to, m);
        }
        Node& node = nodes[size_t(m)];
        if (node.done || cost >= node.cost) continue;
        node.cost = cost;
        node.from = n;
        node.ends = over || step.stop != MoveStop::None;
        if (!over) buckets[size_t(cost)].push_back(m);
      }
    }
  }
  std::vector<int> order;
  for (size_t i = 1; i < nodes.size(); ++i)
    if (nodes[i].done || nodes[i].cost > remaining) order.push_back(int(i));
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return nodes[size_t(a)].cost < nodes[size_t(b)].cost; });
  std::vector<int> position(nodes.size(), -1);
  for (size_t i = 0; i < order.size(); ++i) position[size_t(order[i])] = int(i);
  out.hexes.reserve(order.size());
  for (int i : order) {
    const Node& node = nodes[size_t(i)];
    out.hexes.push_back(ReachableHex{node.hex, node.cost, node.ends, node.from > 0 ? position[size_t(node.from)] : -1});
  }
  return out;
}

Result<MoveOutcome> applyMove(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                              const std::vector<Hex>& path, const MoveOptions& options) {
  auto prepared = MoveRules::prepare(battle, state, units, options);
  if (!prepared) return prepared.status();
  const MoveRules& rules = **prepared;
  const GridSettings& grid = battle.map.grid();
  std::vector<Hex> steps = path;
  if (!steps.empty() && steps.front() == rules.start()) steps.erase(steps.begin());
  const std::string who = rules.moversName();
  if (steps.empty()) return Status::invalidArgument("the move of " + who + " names no hex to enter");

  Hex at = rules.start();
  int cost = 0;
  MoveStop stop = MoveStop::None;
  bool beyond = false;  // entered on [8.5]
  for (size_t i = 0; i < steps.size(); ++i) {
    const Hex to = steps[i];
    if (stop != MoveStop::None || beyond)
      return Status::invalidArgument(who + " cannot go on from " + grid.label(at) + " to " + grid.label(to) + ": " +
                                     (beyond ? std::string("a unit entering a hex beyond its allowance stops there "
                                                           "([8.5])")
                                             : rules.explainStop(at, stop)));
    const int d = directionTo(at, to);
    if (d < 0)
      return Status::invalidArgument(who + " cannot move from " + grid.label(at) + " to " + grid.label(to) +
                                     ": the hexes are not next to each other");
    const StepCost step = rules.step(at, d);
    if (step.refusal != StepRefusal::None) return rules.explain(at, d, step);
    cost += step.cost;
    if (cost > rules.remaining()) {
      if (!(i == 0 && rules.oneHexAlways()))
        return Status::invalidArgument(
            who + " cannot reach " + grid.label(to) + ": the path costs " + formatMovePoints(cost) +
            " movement points there and " + formatMovePoints(std::max(rules.remaining(), 0)) + " of " +
            formatMovePoints(rules.allowance()) + " are left" +
            (rules.raclawice() && i > 0 ? " (only a first hex may cost more than is left, [8.5])" : ""));
      beyond = true;
    }
    stop = step.stop;
    at = to;
  }

  PlayState moved = state;
  const std::vector<Hex> entered = steps;
  for (const std::string& code : units) {
    if (UnitState* u = moved.unit(code)) {
      u->hex = at;
      u->spent += cost;
      u->path.insert(u->path.end(), entered.begin(), entered.end());
    } else if (LeaderState* l = moved.leader(code)) {
      l->hex = at;
      l->withUnit.clear();
      l->spent += cost;
    }
  }
  const Scenario* played = findScenario(battle.scenarios, state.scenario);
  if (!played) return Status::notFound("the battle has no scenario " + state.scenario + ", which this playtest plays");
  const int atIndex = battle.map.indexOf(at);
  // Under a code the battle does not hold, so that the stacking check reads these positions, not the set-up's.
  Scenario positions = moved.asScenario(*played);
  positions.code += " (in play)";
  for (const Problem& p : checkStacking(battle, positions))
    if (p.severity == Severity::Error && p.hex && *p.hex == atIndex)
      return Status::invalidArgument(who + " cannot end the move at " + grid.label(at) + ": " + p.message +
                                     " (stacking at the end of a move, " +
                                     (rules.raclawice() ? "[6.2]" : "seed 004, Movement (18)") + ")");

  std::string line = who + (units.size() == 1 ? " moves " : " move ") +
                     (options.doubleTime  ? "at double time "
                      : options.roadMarch ? "in road march "
                                          : "") +
                     grid.label(rules.start());
  for (Hex h : entered) line += " \u2192 " + grid.label(h);
  const int spentBefore = rules.allowance() - rules.remaining();
  if (spentBefore == 0)
    line += ": " + formatMovePoints(cost) + " of " + formatMovePoints(rules.allowance()) + " movement points";
  else
    line += ": " + formatMovePoints(cost) + " movement points, " + formatMovePoints(spentBefore + cost) + " of " +
            formatMovePoints(rules.allowance()) + " spent";
  if (beyond) line += " (more than is left: a unit can always move one hex, and stops there, [8.5])";
  if (stop != MoveStop::None) line += "; it stops there: " + rules.explainStop(at, stop);
  state = std::move(moved);
  return MoveOutcome{cost, line};
}

}  // namespace cartouche
