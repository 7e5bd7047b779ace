// Armies built in code for the stacking, set-up and LOS-with-units tests: a SmallBattle with a La Bataille or
// Racławice army vocabulary, two sides, regiments and their battalions, and one scenario to place units in.
#pragma once

#include <optional>
#include <string>

#include "model/battle.h"
#include "support/test_battle.h"

namespace cartouche::testing {

struct ArmyBattle : SmallBattle {
  explicit ArmyBattle(bool raclawice = false) {
    Battle& b = battle;
    b.info["system"] = raclawice ? "raclawice" : "la-bataille";
    auto troop = [&](const char* code, Arm arm, bool light) {
      b.armyVocabulary.troopTypes.push_back({code, code, arm, light});
    };
    troop("line-infantry", Arm::Infantry, false);
    troop("light-infantry", Arm::Infantry, true);
    troop("cuirassiers", Arm::Cavalry, false);
    troop("hussars", Arm::Cavalry, true);
    troop("foot-artillery", Arm::Artillery, false);
    b.armyVocabulary.fields.push_back({"increments", "Increments", ValueKind::Integer, ""});
    auto formation = [&](const char* code, FacingRule facing, bool twoHex, bool blocks,
                         std::vector<std::string> conflicts) {
      Formation f;
      f.code = code;
      f.name = code;
      f.facing = facing;
      f.twoHex = twoHex;
      f.blocksLos = blocks;
      f.conflicts = std::move(conflicts);
      b.armyVocabulary.formations.push_back(f);
    };
    formation("column", FacingRule::Hexside, false, true, {"line"});
    formation("line", FacingRule::Vertex, true, true, {"column"});
    formation("skirmish", FacingRule::Vertex, true, true, {});
    formation("carre", FacingRule::All, false, true, {});
    formation("general-order", FacingRule::Hexside, false, true, {});
    formation("limbered", FacingRule::Hexside, false, true, {});
    formation("unlimbered", FacingRule::Hexside, false, true, {});
    formation("routed", FacingRule::None, false, false, {});
    b.army.sides = {{"fr", "French", {0, 0, 200, 255}}, {"au", "Austrians", {255, 255, 255, 255}}};
    for (const char* side : {"fr", "au"}) {
      OobNode n;
      n.code = std::string(side) + "-army";
      n.side = side;
      n.level = "army";
      n.name = n.code;
      b.army.nodes.push_back(n);
    }
    Scenario s;
    s.code = "s1";
    s.name = "Scenario";
    b.scenarios.push_back(s);
  }

  Scenario& scenario() { return battle.scenarios[0]; }

  // A node under `parent` (or the side's army node).
  std::string node(const std::string& code, const std::string& side, const std::string& level,
                   const std::string& parent = "") {
    OobNode n;
    n.code = code;
    n.side = side;
    n.level = level;
    n.name = code;
    n.parent = parent.empty() ? side + "-army" : parent;
    battle.army.nodes.push_back(n);
    return code;
  }

  // A unit in node `node`; increments unknown when none.
  std::string unit(const std::string& code, const std::string& node, const std::string& troop,
                   std::optional<int> increments) {
    Unit u;
    u.code = code;
    u.node = node;
    u.name = code;
    u.troopType = troop;
    if (increments) u.values["increments"] = std::to_string(*increments);
    battle.army.units.push_back(u);
    return code;
  }

  // A regiment of `battalions` battalion nodes with one unit each, every unit `increments` strong; returns the
  // unit codes.
  std::vector<std::string> regiment(const std::string& code, const std::string& side, const std::string& troop,
                                    int battalions, std::optional<int> increments) {
    node(code, side, "regiment");
    std::vector<std::string> out;
    for (int i = 1; i <= battalions; ++i) {
      std::string bn = code + "-" + std::to_string(i);
      node(bn, side, "battalion", code);
      out.push_back(unit(bn + "-u", bn, troop, increments));
    }
    return out;
  }

  // A cavalry regiment or battery that is one counter in a node of `level`.
  std::string single(const std::string& code, const std::string& side, const std::string& level,
                     const std::string& troop, std::optional<int> increments) {
    node(code, side, level);
    return unit(code + "-u", code, troop, increments);
  }

  void place(const std::string& unit, Hex hex, const std::string& formation = "",
             std::optional<Hex> second = std::nullopt, std::optional<Facing> facing = std::nullopt) {
    Placement p;
    p.unit = unit;
    p.hex = hex;
    p.second = second;
    p.formation = formation;
    p.facing = facing;
    scenario().setup.push_back(p);
  }

  // A stacking table with a check column (and a formation column when `withFormation`).
  RuleTable& stackingTable(std::vector<std::vector<std::string>> rows, bool withFormation = false) {
    RuleTable t;
    t.code = "stacking";
    t.title = "Stacking";
    t.kind = TableKind::Stacking;
    t.columns = {{"terrain", "Terrain", CellType::Terrain},
                 {"limit", "Limit", CellType::Text},
                 {"check", "Check", CellType::StackingLimit}};
    if (withFormation) t.columns.push_back({"formation", "Formation", CellType::Text});
    t.rows = std::move(rows);
    battle.rules.push_back(t);
    return battle.rules.back();
  }
};

}  // namespace cartouche::testing
