// The movement tests' battles: a 12x10 clear map (support/test_battle.h) with the Movement chart shaped like
// Raszyn's (support/test_rule_tables.h: clear 1, woods 2 / 5 / P, village 3 / 3 / blank, stream +3 / +5 / +4,
// bridge 1, road 1/2), La Bataille's or Racławice's army vocabulary (support/army_builder.h StackingArmyBattle),
// sides "fr" and "au", scenario "s1"; Racławice's with its tables of added costs and allowances as the sample
// prints them.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "play/movement.h"
#include "support/army_builder.h"
#include "support/test_rule_tables.h"

namespace cartouche::testing {

// Pointy-topped facings: hexsides E 0, NE 2, NW 4, W 6, SW 8, SE 10; vertices between them odd.
constexpr Facing kE = 0, kNE = 2, kNW = 4, kW = 6, kSW = 8, kSE = 10, kESE = 11;

struct MoveBattle : StackingArmyBattle {
  explicit MoveBattle(bool raclawice = false) : StackingArmyBattle(raclawice) {
    formation("road-march", "road march", FacingRule::Hexside);
    battle.rules.push_back(movementTable());
    if (raclawice) {
      RuleTable costs;
      costs.code = "movement-point-costs";
      costs.kind = TableKind::Generic;
      costs.columns = {{"action", "Action", CellType::Text},
                       {"cost", "Movement points", CellType::MoveCost},
                       {"rule", "Rule", CellType::Text}};
      costs.rows = {{"Pass through a hex of friendly units", "+1", "[6.1]"},
                    {"Enter a hex occupied by enemy units", "+1", "[6.9]"},
                    {"Enter a hex of the rear zone", "+1", "[8.6]"},
                    {"Turn 60 degrees", "1", "[8.7]"},
                    {"Turn 120 degrees", "2", "[8.7]"}};
      battle.rules.push_back(costs);
      RuleTable allowance;
      allowance.code = "movement-allowance";
      allowance.kind = TableKind::Generic;
      allowance.columns = {{"unit", "Unit", CellType::Text}, {"allowance", "Movement points", CellType::Integer}};
      allowance.rows = {{"Infantry", "4"}, {"Infantry in double time", "6"}, {"Cavalry", "8"}, {"Commanders", "9"}};
      battle.rules.push_back(allowance);
    }
  }

  // A unit of `side` ("fr" or "au") of `troops`, with movement `movement` when given, placed at `at`.
  std::string add(const std::string& code, const std::string& side, const std::string& troops,
                  std::optional<int> movement, Hex at, const std::string& formation = "",
                  std::optional<Facing> facing = std::nullopt) {
    unit(code, side + "-army", troops, 4);
    if (movement) battle.army.units.back().values["movement"] = std::to_string(*movement);
    place(code, at, formation, std::nullopt, facing);
    return code;
  }

  PlayState start() const {
    Result<PlayState> s = startPlay(battle, "s1");
    EXPECT_TRUE(s.isOk()) << s.status().message();
    return s.isOk() ? s.value() : PlayState{};
  }

  RuleTable& table(const std::string& code) {
    for (RuleTable& t : battle.rules)
      if (t.code == code) return t;
    ADD_FAILURE() << "no table " << code;
    return battle.rules.front();
  }

  void paint(Hex h, TerrainId terrain) { battle.map.setTerrain(battle.map.indexOf(h), terrain); }
  void feature(Hex a, Hex b, TerrainId type) {
    battle.map.setFeature(hexsideOf(a, directionTo(a, b)), HexsideFeature{type, Side::None});
  }
};

// The cost of `hex` in `reach`, in twelfths; -1 when it is not reachable.
inline int costOf(const Reach& reach, Hex hex) {
  const ReachableHex* r = reach.find(hex);
  return r ? r->cost : -1;
}

}  // namespace cartouche::testing
