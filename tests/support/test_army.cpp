#include "support/test_army.h"

#include <algorithm>

namespace cartouche::testing {

ArmyVocabulary testArmyVocabulary() {
  ArmyVocabulary v;
  v.troopTypes = {{"line-infantry", "Line infantry", Arm::Infantry, false},
                  {"kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry, true},
                  {"cavalry", "Kawaleria narodowa", Arm::Cavalry, false},
                  {"artillery", "Artillery", Arm::Artillery, false}};
  v.fields = {{"morale", "Morale", ValueKind::Integer, "counter, top left"},
              {"strength", "Strength", ValueKind::Integer, ""},
              {"firepower", "Firepower", ValueKind::Integer, "counter, bottom"},
              {"range", "Range", ValueKind::Text, "artillery ranges as printed"}};
  Formation column{"column", "Kolumna", FacingRule::Hexside, false, false, {"line"}, "general order"};
  Formation line{"line", "Linia", FacingRule::Vertex, true, true, {"column"}, ""};
  Formation carre{"carre", "Carré", FacingRule::All, false, true, {}, "rule 9.4"};
  v.formations = {column, line, carre};
  return v;
}

Army testArmy() {
  Army a;
  a.sides = {{"pl", "Wojsko polskie", {200, 30, 40, 255}}, {"ru", "Русская армия", {30, 80, 160, 255}}};
  a.nodes = {
      {"pl-army", "", "pl", "army", "Armia Kościuszki", "Kościuszko", "Tadeusz Kościuszko", "polish", "", "rulebook"},
      {"pl-div-1", "pl-army", "pl", "division", "Dywizja Zajączka", "Zajączek", "gen. Józef Zajączek", "polish", "",
       ""},
      {"pl-2pp", "pl-div-1", "pl", "regiment", "2 Pułk Piechoty Koronnej", "2 pp", "", "polish", "", ""},
      {"pl-kos", "pl-army", "pl", "group", "Kosynierzy krakowscy", "kos.", "", "polish", "scythemen", ""},
      {"ru-army", "", "ru", "army", "Korpus Tormasowa", "Tormasow", "gen. Aleksandr Tormasow", "russian", "", ""},
      {"ru-corps", "ru-army", "ru", "brigade", "Jekatierynosławski pułk jegrów", "Jek.", "", "russian", "", ""},
  };
  auto unit = [](const char* code, const char* node, const char* name, const char* type, UnitValues values) {
    Unit u;
    u.code = code;
    u.node = node;
    u.name = name;
    u.shortName = name;
    u.troopType = type;
    u.values = std::move(values);
    return u;
  };
  a.units.push_back(unit("pl-1-2pp", "pl-2pp", "1/I/2 pp", "line-infantry", {{"morale", "4"}, {"strength", "6"}}));
  a.units.push_back(unit("pl-2-2pp", "pl-2pp", "2/I/2 pp", "line-infantry", {{"morale", "4"}, {"firepower", "-1"}}));
  Unit kos = unit("pl-kos-1", "pl-kos", "1/kosynierzy", "kosynierzy", {{"morale", "3"}, {"strength", "9"}});
  kos.losses = {{"1 back", {{"strength", "6"}}}, {"2", {}}, {"2 back", {{"strength", "2"}, {"morale", "2"}}}};
  kos.counters = 2;
  kos.notes = "Bartosz Głowacki's men";
  kos.source = "Counters manifest";
  a.units.push_back(kos);
  a.units.push_back(unit("pl-kos-2", "pl-kos", "2/kosynierzy", "kosynierzy", {}));  // every value unknown
  a.units.push_back(unit("pl-art", "pl-div-1", "Bateria Ślaskiego", "artillery", {{"range", "4-8-12"}}));
  a.units.push_back(unit("ru-jeg-1", "ru-corps", "1/Jek. jegr", "line-infantry", {{"morale", "5"}}));
  a.units.push_back(unit("ru-jeg-2", "ru-corps", "2/Jek. jegr", "", {}));
  a.units.push_back(unit("ru-cav", "ru-army", "Kozacy", "cavalry", {{"morale", "3"}, {"strength", "4"}}));
  Leader k;
  k.code = "kosciuszko";
  k.side = "pl";
  k.name = "Tadeusz Kościuszko";
  k.rank = "Naczelnik";
  k.commands = {"pl-army"};
  k.values = {{"morale", "2"}};
  k.commandRange = 5;
  Leader z;
  z.code = "zajaczek";
  z.side = "pl";
  z.name = "Józef Zajączek";
  z.rank = "gen.";
  z.commands = {"pl-div-1", "pl-kos"};
  Leader t;
  t.code = "tormasov";
  t.side = "ru";
  t.name = "Aleksandr Tormasow";
  t.rank = "gen.";
  t.commands = {"ru-army"};
  a.leaders = {k, z, t};
  return a;
}

namespace {

Scenario& scenario(Battle& b, const char* code, const char* after) {
  auto it = std::find_if(b.scenarios.begin(), b.scenarios.end(), [&](const Scenario& s) { return s.code == code; });
  if (it != b.scenarios.end()) return *it;
  auto at = std::find_if(b.scenarios.begin(), b.scenarios.end(), [&](const Scenario& s) { return s.code == after; });
  Scenario s;
  s.code = code;
  s.name = code;
  return *b.scenarios.insert(at == b.scenarios.end() ? at : at + 1, s);
}

}  // namespace

void addTestArmy(Battle& b) {
  b.armyVocabulary = testArmyVocabulary();
  b.army = testArmy();
  int w = b.map.columns();
  auto hex = [&](int column, int row) { return b.map.hexAt(row * w + column); };

  Scenario& h = scenario(b, "historical", "");
  h.setup = {
      {"pl-1-2pp", hex(3, 3), std::nullopt, "column", 4, ""},
      {"pl-2-2pp", hex(3, 3), std::nullopt, "column", std::nullopt, "stacked on 1/I"},
      {"pl-kos-1", hex(4, 4), neighbour(hex(4, 4), 0), "line", 1, "Głowacki"},
      {"pl-kos-2", std::nullopt, std::nullopt, "", std::nullopt, "off map"},
      {"pl-art", hex(2, 5), std::nullopt, "", 11, ""},
      {"ru-jeg-1", hex(6, 2), std::nullopt, "carre", std::nullopt, ""},
      {"ru-cav", hex(7, 6), std::nullopt, "", 6, ""},
  };
  h.leaders = {{"kosciuszko", LeaderAt::Unit, std::nullopt, "pl-kos-1", "leads the charge"},
               {"zajaczek", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""},
               {"tormasov", LeaderAt::Hex, hex(7, 5), "", ""}};
  h.reinforcements = {{4,
                       {"ru-jeg-2"},
                       {},
                       {hex(7, 0), hex(7, 1)},
                       WhenOccupied::NearestFree,
                       "or the closest hex not occupied by enemy"}};
  h.turnTrack.duskTurns = {16, 17};
  h.turnTrack.nightTurns = {18};
  h.turnTrack.notes = {{8, "Ślaski's chit available"}, {1, "Russians move first"}};
  h.morale = {{"pl", "", 12, ""}, {"ru", "ru-corps", 5, "Jekatierynosławski"}, {"ru", "", std::nullopt, "not given"}};
  h.victory.automaticPoints = {{"pl", 20}, {"ru", 15}};
  h.victory.objectives = {{hex(5, 5), "Racławice", "", 5}, {hex(1, 1), "Zamłynie", "pl", std::nullopt}};
  h.victory.note = "Zajączek's misprint: read 15, not 51";

  Scenario& v = scenario(b, "historical-2", "historical");
  v.base = "historical";
  v.name = "Historical, second variant: Ślaski arrives";
  v.setup = {{"pl-kos-2", hex(5, 4), std::nullopt, "column", 2, "now on map"}};
  v.leaders = {{"zajaczek", LeaderAt::OffMap, std::nullopt, "", "absent"}};
  v.removed = {"pl-art", "tormasov"};
  v.reinforcements = {{2, {"pl-art"}, {"tormasov"}, {hex(0, 7)}, WhenOccupied::Wait, ""},
                      {6, {"ru-jeg-2", "ru-cav"}, {}, {hex(7, 3)}, WhenOccupied::Unspecified, ""}};

  Scenario& p = scenario(b, "hypothetical", "historical-2");
  p.setup = {{"ru-cav", hex(2, 2), std::nullopt, "", std::nullopt, ""},
             {"pl-1-2pp", hex(2, 2), std::nullopt, "", 7, ""}};
  p.victory.note = "Hipoteza";
}

}  // namespace cartouche::testing
