// Set-up validation: units off the map or on prohibited terrain, facings, repeats and omissions, leaders away from
// their units, reinforcement entries, and variants whose base is gone.
#include "rules/setup_checks.h"

#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "rules/army_index.h"
#include "rules/rule_queries.h"

namespace cartouche {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

class SetupChecker {
 public:
  SetupChecker(const Battle& b, const Scenario& s, const ArmyIndex& index, const std::vector<PlacementSpot>* spots,
               std::vector<Problem>& out)
      : b_(b), s_(s), out_(out), index_(index), spots_(spots) {
    for (const RuleTable& t : b.rules)
      if (t.kind == TableKind::Movement && checkTableStructure(t)) {
        movement_ = &t;
        break;
      }
  }

  // The index of the army's unit of that code, or -1.
  int unitIndex(std::string_view code) const { return index_.unit(code); }
  const Unit* unit(std::string_view code) const {
    const int i = unitIndex(code);
    return i < 0 ? nullptr : &b_.army.units[size_t(i)];
  }

  void run() {
    checkBase();
    if (s_.base.empty()) {  // no variant: the scenario's own rows, not a copy
      const Setup setup{s_.setup, s_.leaders, s_.reinforcements};
      check(setup);
    } else {
      const EffectiveSetup effective = effectiveSetup(b_.scenarios, s_);
      const Setup setup{effective.units, effective.leaders, effective.reinforcements};
      check(setup);
    }
  }

 private:
  // The effective set-up, borrowed.
  struct Setup {
    const std::vector<Placement>& units;
    const std::vector<LeaderPlacement>& leaders;
    const std::vector<Reinforcement>& reinforcements;
  };

  void check(const Setup& setup) {
    checkPlacements(setup);
    checkLeaders(setup);
    checkReinforcements(setup);
  }

  void add(Severity sev, const char* code, std::string message, std::vector<std::string> units,
           std::optional<Hex> hex = std::nullopt) {
    Problem p;
    p.severity = sev;
    p.code = code;
    p.message = "scenario " + quoted(s_.code) + ": " + std::move(message);
    p.scenario = s_.code;
    p.units = std::move(units);
    if (hex) {
      int i = b_.map.indexOf(*hex);
      if (i >= 0) p.hex = i;
    }
    out_.push_back(std::move(p));
  }

  std::string label(Hex h) const { return b_.map.grid().label(h); }
  static std::string nameOf(const Unit* u, const std::string& code) {
    return u && !u->name.empty() ? u->name + " (" + code + ")" : code;
  }

  void checkBase() {
    std::set<std::string> seen{s_.code};
    for (const Scenario* at = &s_; !at->base.empty();) {
      const Scenario* base = findScenario(b_.scenarios, at->base);
      if (!base) {
        add(Severity::Error, "missing-base-scenario",
            (at == &s_ ? std::string("its base scenario ") : "the base of " + quoted(at->code) + ", ") +
                quoted(at->base) + ", is gone",
            {});
        return;
      }
      if (!seen.insert(base->code).second) {
        add(Severity::Error, "base-scenario-cycle", "its chain of base scenarios loops back to " + quoted(base->code),
            {});
        return;
      }
      at = base;
    }
  }

  // The movement table's verdict for `unit` in the terrain of hex `index`; remembered per troop type and terrain,
  // as a set-up repeats both.
  bool prohibited(int ui, int index) const {
    if (!movement_ || index < 0) return false;
    const Unit& unit = b_.army.units[size_t(ui)];
    const TerrainId t = b_.map.terrain(index);
    const int troop = index_.troopOfUnit(ui);
    if (troop < 0) return prohibitedFor(unit.troopType, t);
    // Units of one troop type come together, mostly on one terrain: the last answer first.
    if (troop == lastTroop_ && t == lastTerrain_) return lastProhibited_;
    if (memo_.size() <= size_t(troop)) memo_.resize(size_t(troop) + 1);
    std::vector<int8_t>& row = memo_[size_t(troop)];
    if (row.size() <= t) row.resize(size_t(t) + 1, -1);
    if (row[t] < 0) row[t] = prohibitedFor(unit.troopType, t) ? 1 : 0;
    lastTroop_ = troop;
    lastTerrain_ = t;
    return lastProhibited_ = row[t] == 1;
  }

  bool prohibitedFor(const std::string& troopType, TerrainId t) const {
    std::string column;
    if (movement_->columnIndex(troopType) > 0) {
      column = troopType;
    } else if (const TroopType* tt = b_.armyVocabulary.troopType(troopType)) {
      if (movement_->columnIndex(armName(tt->arm)) > 0) column = armName(tt->arm);
    }
    if (column.empty()) return false;
    if (!b_.vocabulary.contains(t)) return false;
    auto cost = movementCost(*movement_, b_.vocabulary.at(t).code, column);
    return cost && *cost && (*cost)->kind == MoveCost::Kind::Prohibited;
  }

  std::string terrainName(int index) const {
    const TerrainId t = b_.map.terrain(index);
    return b_.vocabulary.contains(t) ? b_.vocabulary.at(t).code : "?";
  }

  void checkPlacements(const Setup& setup) {
    // How often each code is placed: the army's units by index, other codes by name.
    std::vector<int> count(b_.army.units.size(), 0);
    placed_.assign(b_.army.units.size(), nullptr);
    std::unordered_map<std::string_view, int> unknownCount;
    const bool resolved = spots_ && spots_->size() == setup.units.size();
    for (size_t k = 0; k < setup.units.size(); ++k) {
      const Placement& p = setup.units[k];
      const PlacementSpot spot = resolved ? (*spots_)[k] : resolvePlacement(b_, index_, p);
      const int ui = spot.unit;
      const Unit* u = ui < 0 ? nullptr : &b_.army.units[size_t(ui)];
      auto who = [&] { return nameOf(u, p.unit); };  // only when a problem needs it
      if (++(ui < 0 ? unknownCount[p.unit] : count[size_t(ui)]) == 2)
        add(Severity::Error, "unit-set-up-twice", who() + " is set up twice", {p.unit}, p.hex);
      if (!u) {
        add(Severity::Error, "unknown-unit", "the set-up places " + quoted(p.unit) + ", which the army lacks", {p.unit},
            p.hex);
        continue;
      }
      const Formation* f = spot.formation < 0 ? nullptr : &b_.armyVocabulary.formations[size_t(spot.formation)];
      if (!p.formation.empty() && !f)
        add(Severity::Error, "unknown-formation",
            who() + " is in formation " + quoted(p.formation) + ", which the army vocabulary lacks", {p.unit}, p.hex);
      if (!p.hex) continue;  // off map by design
      if (spot.first >= 0 && !placed_[size_t(ui)]) placed_[size_t(ui)] = &p;
      // A hex of the unit's off the map (i < 0) or on terrain the movement table prohibits to it.
      auto misplaced = [&](Hex h, int i) {
        if (i < 0)
          add(Severity::Error, "unit-off-map", who() + " is set up at " + label(h) + ", off the map", {p.unit});
        else
          add(Severity::Error, "unit-on-prohibited-terrain",
              who() + " stands in hex " + label(h) + ", whose terrain (" + terrainName(i) +
                  ") the movement table prohibits to it",
              {p.unit}, h);
      };
      if (spot.first < 0 || prohibited(ui, spot.first)) misplaced(*p.hex, spot.first);
      if (p.second && (spot.second < 0 || prohibited(ui, spot.second))) misplaced(*p.second, spot.second);
      if (p.second) {
        if (f && !f->twoHex)
          add(Severity::Error, "second-hex-not-allowed",
              who() + " has a second hex, but formation " + quoted(f->code) + " holds one hex", {p.unit}, p.hex);
        else if (directionTo(*p.hex, *p.second) < 0)
          add(Severity::Error, "second-hex-not-adjacent",
              who() + ": its second hex " + label(*p.second) + " is not next to " + label(*p.hex), {p.unit}, p.hex);
      }
      if (f && p.facing) {
        const bool vertex = isVertexFacing(*p.facing);
        const char* wrong = nullptr;
        if (f->facing == FacingRule::Hexside && vertex) wrong = "a vertex, but it faces a hexside";
        if (f->facing == FacingRule::Vertex && !vertex) wrong = "a hexside, but it faces a vertex";
        if (f->facing == FacingRule::None) wrong = "a direction, but it faces none";
        if (wrong)
          add(Severity::Error, "bad-facing",
              who() + " in " + quoted(f->code) + " is set up facing " +
                  facingName(b_.map.grid().orientation, *p.facing) + ", " + wrong,
              {p.unit}, p.hex);
      }
    }
    // The army's units placed, arriving or removed, by index of the first unit of their code.
    std::vector<uint8_t> accounted(b_.army.units.size(), 0);
    for (size_t i = 0; i < count.size(); ++i) accounted[i] = count[i] > 0;
    for (const Reinforcement& r : setup.reinforcements)
      for (const std::string& u : r.units) {
        const int ui = unitIndex(u);
        if (ui < 0 ? unknownCount.count(u) > 0 : count[size_t(ui)] > 0)
          add(Severity::Error, "unit-set-up-twice",
              nameOf(unit(u), u) + " is set up and also arrives as a reinforcement in turn " + std::to_string(r.turn),
              {u});
        if (ui >= 0) accounted[size_t(ui)] = 1;
      }
    std::set<std::string> chain;  // the scenario and its bases, each once
    for (const Scenario* at = &s_; at && chain.insert(at->code).second;
         at = at->base.empty() ? nullptr : findScenario(b_.scenarios, at->base))
      for (const std::string& code : at->removed)
        if (const int ui = unitIndex(code); ui >= 0) accounted[size_t(ui)] = 1;
    size_t missing = 0;
    for (size_t i = 0; i < b_.army.units.size(); ++i) {
      const Unit& u = b_.army.units[i];
      if (accounted[i]) continue;
      if (++missing > 200) break;
      add(Severity::Warning, "unit-missing-from-setup",
          nameOf(&u, u.code) + " is neither set up, removed, nor a reinforcement", {u.code});
    }
  }

  // Whether `u`'s node is, or lies under, a node `l` commands.
  bool commands(const Leader& l, int unit) const {
    int at = index_.nodeOfUnit(unit);
    for (size_t steps = 0; at >= 0 && steps <= b_.army.nodes.size(); ++steps) {
      for (const std::string& n : l.commands)
        if (b_.army.nodes[size_t(at)].code == n) return true;
      at = index_.parent(at);
    }
    return false;
  }

  // Marks every node that has a unit on the map at or under it.
  void markPlacedNodes() {
    placedUnder_.assign(b_.army.nodes.size(), 0);
    for (size_t i = 0; i < placed_.size(); ++i) {
      if (!placed_[i]) continue;
      int at = index_.nodeOfUnit(int(i));
      for (size_t steps = 0; at >= 0 && !placedUnder_[size_t(at)] && steps <= b_.army.nodes.size(); ++steps) {
        placedUnder_[size_t(at)] = 1;
        at = index_.parent(at);
      }
    }
  }

  void checkLeaders(const Setup& setup) {
    if (setup.leaders.empty()) return;
    markPlacedNodes();
    for (const LeaderPlacement& lp : setup.leaders) {
      const int li = index_.leader(lp.leader);
      const Leader* l = li < 0 ? nullptr : &b_.army.leaders[size_t(li)];
      if (!l) {
        add(Severity::Error, "unknown-leader",
            "the set-up places leader " + quoted(lp.leader) + ", whom the army lacks", {lp.leader});
        continue;
      }
      const std::string who = l->name.empty() ? lp.leader : l->name;
      switch (lp.at) {
        case LeaderAt::OffMap:
          break;
        case LeaderAt::Unit: {
          const int ui = unitIndex(lp.unit);
          const Unit* u = ui < 0 ? nullptr : &b_.army.units[size_t(ui)];
          const Placement* at = ui < 0 ? nullptr : placed_[size_t(ui)];
          if (!at)
            add(Severity::Error, "leader-not-with-his-units",
                who + " is placed on " + quoted(lp.unit) + ", which is not set up on the map", {lp.leader, lp.unit});
          else if (!commands(*l, ui))
            add(Severity::Error, "leader-not-with-his-units",
                who + " is placed on " + nameOf(u, lp.unit) + ", which he does not command", {lp.leader, lp.unit},
                at->hex);
          break;
        }
        case LeaderAt::Hex: {
          if (!lp.hex || !b_.map.contains(*lp.hex)) {
            add(Severity::Error, "unit-off-map",
                who + " is set up " + (lp.hex ? "at " + label(*lp.hex) + ", off the map" : "at no hex"), {lp.leader});
            break;
          }
          // A leader the set-up puts at a hex of his own may stand there alone: commanders move and stack freely
          // (Racławice [6.3]; Kościuszko at 1509 and Tormasow at 1521 as printed). Only a placement on his units is
          // held to them.
          break;
        }
        case LeaderAt::AnyOfHisUnits: {
          bool any = false;
          for (const std::string& n : l->commands)
            if (const int at = index_.node(n); at >= 0 && placedUnder_[size_t(at)]) any = true;
          if (!any)
            add(Severity::Error, "leader-not-with-his-units",
                who + " is placed on any one of his units, but none of them is set up on the map", {lp.leader});
          break;
        }
      }
    }
  }

  void checkReinforcements(const Setup& setup) {
    for (const Reinforcement& r : setup.reinforcements) {
      std::vector<std::string> who = r.units;
      who.insert(who.end(), r.leaders.begin(), r.leaders.end());
      const std::string turn = "the reinforcement of turn " + std::to_string(r.turn);
      for (Hex h : r.entry) {
        const int i = b_.map.indexOf(h);
        if (i < 0) {
          add(Severity::Error, "bad-reinforcement-entry", turn + " enters at " + label(h) + ", off the map", who);
          continue;
        }
        bool edge = false;
        for (int d = 0; d < 6; ++d) edge |= !b_.map.contains(neighbour(h, d));
        if (!edge)
          add(Severity::Error, "bad-reinforcement-entry",
              turn + " enters at hex " + label(h) + ", which is not on the map edge", who, h);
        for (const std::string& code : r.units)
          if (const int ui = unitIndex(code); ui >= 0 && prohibited(ui, i)) {
            const Unit* u = &b_.army.units[size_t(ui)];
            add(Severity::Error, "bad-reinforcement-entry",
                turn + " enters at hex " + label(h) + ", whose terrain (" + terrainName(i) +
                    ") the movement table prohibits to " + nameOf(u, code),
                who, h);
            break;
          }
      }
    }
  }

  const Battle& b_;
  const Scenario& s_;
  std::vector<Problem>& out_;
  const RuleTable* movement_ = nullptr;
  const ArmyIndex& index_;
  const std::vector<PlacementSpot>* spots_;  // the effective set-up's placements resolved, when the caller has them
  std::vector<const Placement*> placed_;     // unit index -> its first placement on the map, or null
  std::vector<uint8_t> placedUnder_;         // node index -> a unit at or under it stands on the map
  mutable std::vector<std::vector<int8_t>> memo_;  // troop type x terrain -> prohibited (1), not (0), not yet (-1)
  mutable int lastTroop_ = -1;                     // the last troop type and terrain answered, and the answer
  mutable TerrainId lastTerrain_ = 0;
  mutable bool lastProhibited_ = false;
};

}  // namespace

void checkSetup(const Battle& battle, const Scenario& scenario, std::vector<Problem>& out) {
  const ArmyIndex index(battle);
  SetupChecker(battle, scenario, index, nullptr, out).run();
}

void checkSetup(const Battle& battle, const Scenario& scenario, const ArmyIndex& index, std::vector<Problem>& out,
                const std::vector<PlacementSpot>* spots) {
  SetupChecker(battle, scenario, index, spots, out).run();
}

}  // namespace cartouche
