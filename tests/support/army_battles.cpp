#include "army_battles.h"

#include <string>

namespace cartouche::testing {

ArmyVocabulary counterArmyVocabulary() {
  ArmyVocabulary v;
  v.troopTypes = {{"line-infantry", "Line infantry", Arm::Infantry, false},
                  {"kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry, true},
                  {"uhlans", "Uhlans", Arm::Cavalry, true},
                  {"foot-artillery", "Foot artillery", Arm::Artillery, false}};
  v.fields = {{"strength", "Strength", ValueKind::Integer, ""},
              {"morale", "Morale", ValueKind::Integer, ""},
              {"firepower", "Firepower", ValueKind::Integer, ""},
              {"strip", "Colour strip", ValueKind::Text, ""}};
  v.formations = {{"column", "Column", FacingRule::Hexside, false, true, {"line"}, ""},
                  {"line", "Line", FacingRule::Vertex, true, true, {"column"}, ""}};
  return v;
}

void addTestArmy(Battle& battle, int units, int sides, int perHex) {
  battle.armyVocabulary = counterArmyVocabulary();
  battle.army = Army{};
  battle.scenarios.clear();
  const char* sideCodes[] = {"pl", "ru"};
  battle.army.sides.push_back({"pl", "Armia polska", Rgba{200, 40, 40, 255}});
  if (sides > 1) battle.army.sides.push_back({"ru", "Russian army", Rgba{40, 120, 60, 255}});
  const char* types[] = {"line-infantry", "kosynierzy", "uhlans", "foot-artillery"};
  Scenario historical;
  historical.code = "historical";
  historical.name = "Historical scenario";
  historical.startTime = "12:00";
  historical.turnMinutes = 20;
  historical.turns = 16;
  const GridSettings& grid = battle.map.grid();
  int placed = 0;
  for (int s = 0; s < sides; ++s) {
    const std::string side = sideCodes[s];
    battle.army.nodes.push_back({side + "-army", "", side, "army", s == 0 ? "Armia Kościuszki" : "Korpus Tormasowa",
                                 s == 0 ? "Kościuszko" : "Tormasow", s == 0 ? "gen. Kościuszko" : "gen. Tormasow",
                                 s == 0 ? "polish" : "russian", "", ""});
    int count = units / sides + (s < units % sides ? 1 : 0);
    for (int i = 0; i < count; ++i) {
      if (i % 6 == 0) {
        std::string b = std::to_string(i / 6 + 1);
        battle.army.nodes.push_back({side + "-b" + b, side + "-army", side, "brigade",
                                     (s == 0 ? "Brygada Zajączka " : "Brigade ") + b, "b" + b, "", "", "", ""});
      }
      Unit u;
      u.code = side + "-" + std::to_string(i + 1);
      u.node = side + "-b" + std::to_string(i / 6 + 1);
      u.name = std::to_string(i + 1) + (s == 0 ? "/kosynier" : "/Jekatierynosławski");
      u.shortName = std::to_string(i + 1) + (s == 0 ? "/kos" : "/Jek");
      u.troopType = types[i % 4];
      if (i % 3 != 2) u.values = {{"strength", std::to_string(3 + i % 7)}, {"morale", std::to_string(2 + i % 3)}};
      if (i % 3 == 0) u.values["firepower"] = std::to_string(1 + i % 4);
      battle.army.units.push_back(u);
      Placement p;
      p.unit = u.code;
      if (i == 0) {
        p.hex = grid.toHex({2 + s, 2});
      } else {
        int cell = (placed++) / std::max(1, perHex);
        int col = 2 + (cell * 3) % std::max(1, grid.columns - 4), row = 5 + (cell * 3) / std::max(1, grid.columns - 4);
        p.hex = grid.toHex({col % grid.columns, row % grid.rows});
      }
      p.formation = i % 2 ? "line" : "column";
      p.facing = (i * 5) % 12;
      historical.setup.push_back(p);
    }
  }
  battle.scenarios.push_back(historical);
  Scenario variant;
  variant.code = "variant";
  variant.name = "Wariant Ślaskiego";
  variant.base = "historical";
  if (!historical.setup.empty()) {
    Placement moved = historical.setup.front();
    moved.hex = grid.toHex({4, 4});
    variant.setup.push_back(moved);
  }
  if (historical.setup.size() > 1) variant.removed.push_back(historical.setup[1].unit);
  battle.scenarios.push_back(variant);
}

}  // namespace cartouche::testing
