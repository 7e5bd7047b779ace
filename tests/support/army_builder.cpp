#include "support/army_builder.h"

#include <algorithm>

namespace cartouche::testing {

ArmyBuilder& ArmyBuilder::troopType(const std::string& code, const std::string& name, Arm arm, bool light) {
  battle_->armyVocabulary.troopTypes.push_back({code, name, arm, light});
  return *this;
}

ArmyBuilder& ArmyBuilder::field(const std::string& code, const std::string& name, ValueKind kind,
                                const std::string& notes) {
  battle_->armyVocabulary.fields.push_back({code, name, kind, notes});
  return *this;
}

ArmyBuilder& ArmyBuilder::formation(const std::string& code, const std::string& name, FacingRule facing, bool twoHex,
                                    bool blocksLos, std::vector<std::string> conflicts, const std::string& notes) {
  battle_->armyVocabulary.formations.push_back({code, name, facing, twoHex, blocksLos, std::move(conflicts), notes});
  return *this;
}

ArmyBuilder& ArmyBuilder::side(const std::string& code, const std::string& name, Rgba colour) {
  battle_->army.sides.push_back({code, name, colour});
  return *this;
}

std::string ArmyBuilder::node(const std::string& code, const std::string& side, const std::string& level,
                              const std::string& parent, const std::string& name) {
  OobNode n;
  n.code = code;
  n.side = side;
  n.level = level;
  n.name = name.empty() ? code : name;
  auto under = under_.find(side);
  n.parent = !parent.empty() || under == under_.end() ? parent : under->second;
  battle_->army.nodes.push_back(n);
  return code;
}

ArmyBuilder& ArmyBuilder::node(OobNode node) {
  battle_->army.nodes.push_back(std::move(node));
  return *this;
}

ArmyBuilder& ArmyBuilder::nodesUnder(const std::string& side, const std::string& node) {
  under_[side] = node;
  return *this;
}

Unit armyUnit(const std::string& code, const std::string& node, const std::string& name, const std::string& type) {
  Unit u;
  u.code = code;
  u.node = node;
  u.name = name;
  u.shortName = name;
  u.troopType = type;
  return u;
}

Unit& ArmyBuilder::unit(const std::string& code, const std::string& node, const std::string& name,
                        const std::string& troopType, UnitValues values) {
  battle_->army.units.push_back(armyUnit(code, node, name, troopType));
  battle_->army.units.back().values = std::move(values);
  return battle_->army.units.back();
}

std::string ArmyBuilder::unit(const std::string& code, const std::string& node, const std::string& troopType,
                              std::optional<int> increments) {
  Unit u;
  u.code = code;
  u.node = node;
  u.name = code;
  u.troopType = troopType;
  if (increments) u.values["increments"] = std::to_string(*increments);
  battle_->army.units.push_back(u);
  return code;
}

std::vector<std::string> ArmyBuilder::regiment(const std::string& code, const std::string& side,
                                               const std::string& troopType, int battalions,
                                               std::optional<int> increments) {
  node(code, side, "regiment");
  std::vector<std::string> out;
  for (int i = 1; i <= battalions; ++i) {
    std::string bn = code + "-" + std::to_string(i);
    node(bn, side, "battalion", code);
    out.push_back(unit(bn + "-u", bn, troopType, increments));
  }
  return out;
}

std::string ArmyBuilder::single(const std::string& code, const std::string& side, const std::string& level,
                                const std::string& troopType, std::optional<int> increments) {
  node(code, side, level);
  return unit(code + "-u", code, troopType, increments);
}

Leader& ArmyBuilder::leader(const std::string& code, const std::string& side, const std::string& name,
                            const std::string& rank, std::vector<std::string> commands) {
  Leader l;
  l.code = code;
  l.side = side;
  l.name = name;
  l.rank = rank;
  l.commands = std::move(commands);
  battle_->army.leaders.push_back(std::move(l));
  return battle_->army.leaders.back();
}

Scenario& ArmyBuilder::scenario(const std::string& code, const std::string& name, const std::string& base) {
  Scenario s;
  s.code = code;
  s.name = name;
  s.base = base;
  scenario(std::move(s));
  return battle_->scenarios.back();
}

ArmyBuilder& ArmyBuilder::scenario(Scenario scenario) {
  battle_->scenarios.push_back(std::move(scenario));
  current_ = battle_->scenarios.size() - 1;
  return *this;
}

Scenario& ArmyBuilder::scenario() { return battle_->scenarios.at(current_); }

Placement& ArmyBuilder::place(const std::string& unit, std::optional<Hex> hex, const std::string& formation,
                              std::optional<Hex> second, std::optional<Facing> facing) {
  Placement p;
  p.unit = unit;
  p.hex = hex;
  p.second = second;
  p.formation = formation;
  p.facing = facing;
  scenario().setup.push_back(p);
  return scenario().setup.back();
}

RuleTable& ArmyBuilder::stackingTable(std::vector<std::vector<std::string>> rows, bool withFormation) {
  RuleTable t;
  t.code = "stacking";
  t.title = "Stacking";
  t.kind = TableKind::Stacking;
  t.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"limit", "Limit", CellType::Text},
               {"check", "Check", CellType::StackingLimit}};
  if (withFormation) t.columns.push_back({"formation", "Formation", CellType::Text});
  t.rows = std::move(rows);
  battle_->rules.push_back(t);
  return battle_->rules.back();
}

StackingArmyBattle::StackingArmyBattle(bool raclawice) {
  battle.info["system"] = raclawice ? "raclawice" : "la-bataille";
  troopType("line-infantry", "line-infantry", Arm::Infantry)
      .troopType("light-infantry", "light-infantry", Arm::Infantry, true)
      .troopType("cuirassiers", "cuirassiers", Arm::Cavalry)
      .troopType("hussars", "hussars", Arm::Cavalry, true)
      .troopType("foot-artillery", "foot-artillery", Arm::Artillery)
      .field("increments", "Increments")
      .formation("column", "column", FacingRule::Hexside, false, true, {"line"})
      .formation("line", "line", FacingRule::Vertex, true, true, {"column"})
      .formation("skirmish", "skirmish", FacingRule::Vertex, true, true)
      .formation("carre", "carre", FacingRule::All, false, true)
      .formation("general-order", "general-order", FacingRule::Hexside, false, true)
      .formation("limbered", "limbered", FacingRule::Hexside, false, true)
      .formation("unlimbered", "unlimbered", FacingRule::Hexside, false, true)
      .formation("routed", "routed", FacingRule::None, false, false)
      .side("fr", "French", {0, 0, 200, 255})
      .side("au", "Austrians", {255, 255, 255, 255});
  for (const char* side : {"fr", "au"}) nodesUnder(side, node(std::string(side) + "-army", side, "army"));
  scenario("s1", "Scenario");
}

OobNode armyNode(const char* code, const char* parent, const char* side, const char* name) {
  OobNode n;
  n.code = code;
  n.parent = parent;
  n.side = side;
  n.name = name;
  n.level = "brigade";
  return n;
}

CommandArmyBattle::CommandArmyBattle() {
  troopType("line-infantry", "Line infantry", Arm::Infantry)
      .troopType("kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry)
      .troopType("uhlans", "Uhlans", Arm::Cavalry, true)
      .troopType("foot-artillery", "Foot artillery", Arm::Artillery)
      .field("strength", "Strength")
      .field("morale", "Morale")
      .field("ranges", "Ranges", ValueKind::Text, "artillery ranges")
      .formation("column", "Column", FacingRule::Hexside, false, true, {"line"})
      .formation("line", "Line", FacingRule::Vertex, true, true, {"column"})
      .formation("skirmish", "Skirmish order", FacingRule::Either, true, false)
      .side("pl", "Polish army", {200, 60, 60, 255})
      .side("ru", "Russian army", {60, 160, 60, 255})
      .node(armyNode("pl-army", "", "pl", "Armia Koronna"))
      .node(armyNode("pl-div1", "pl-army", "pl", "Dywizja gen. Zajączka"))
      .node(armyNode("pl-bde1", "pl-div1", "pl", "2 Pułk Piechoty Koronnej"))
      .node(armyNode("pl-bde2", "pl-div1", "pl", "Brygada Kawalerii"))
      .node(armyNode("pl-kos", "pl-army", "pl", "Kosynierzy krakowscy"))
      .node(armyNode("ru-corps", "", "ru", "Korpus Tormasowa"))
      .node(armyNode("ru-bde", "ru-corps", "ru", "Jekatierynosławski"));
  Unit& kos = unit("pl-kos-1", "pl-kos", "1/Kosynier", "kosynierzy", {{"strength", "9"}});
  kos.losses = {{"1 back", {{"strength", "6"}}}, {"2", {}}};
  kos.counters = 3;
  unit("pl-2pp-1", "pl-bde1", "1/II/2 pp", "line-infantry", {{"strength", "6"}, {"morale", "3"}});
  unit("pl-2pp-2", "pl-bde1", "2/II/2 pp", "line-infantry");
  unit("pl-uhl", "pl-bde2", "Ułani Ślaskiego", "uhlans");
  unit("ru-1", "ru-bde", "1/Jekatierynosławski", "line-infantry");
  unit("ru-guns", "ru-bde", "Działa 13-18", "foot-artillery", {{"ranges", "4-8-12"}});
  leader("kosciuszko", "pl", "Tadeusz Kościuszko", "Commander-in-Chief", {"pl-army"}).commandRange = 4;
  Leader& zajaczek = leader("zajaczek", "pl", "Józef Zajączek", "gen.", {"pl-div1", "pl-bde2"});
  zajaczek.values = {{"morale", "1"}};
  zajaczek.commandRange = 3;
  leader("denisov", "ru", "Fiodor Denisow", "gen.", {"ru-corps"});

  Scenario& h1 = scenario("historical-1", "Historical, first variant");
  h1.turns = 16;
  h1.turnMinutes = 20;
  h1.setup = {{"pl-kos-1", hex(2, 2), std::nullopt, "column", 0, ""},
              {"pl-2pp-1", hex(3, 3), hex(4, 3), "line", 1, ""},
              {"pl-2pp-2", hex(3, 3), std::nullopt, "column", 2, ""},
              {"ru-1", hex(8, 5), std::nullopt, "", std::nullopt, "as printed"}};
  h1.leaders = {{"kosciuszko", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""},
                {"zajaczek", LeaderAt::Unit, std::nullopt, "pl-2pp-1", ""}};
  h1.reinforcements = {{12, {"ru-guns"}, {"denisov"}, {hex(0, 9)}, WhenOccupied::NearestFree, ""}};
  h1.turnTrack.duskTurns = {14};
  h1.turnTrack.notes = {{8, "Ślaski's chit available"}};
  h1.morale = {{"pl", "", 5, ""}, {"pl", "pl-div1", 3, ""}};
  h1.victory.automaticPoints = {{"pl", 10}, {"ru", 12}};
  h1.victory.objectives = {{hex(5, 5), "Racławice", "pl", 2}};
  Scenario& h2 = scenario("historical-2", "Historical, second variant", "historical-1");
  h2.setup = {{"pl-uhl", hex(6, 6), std::nullopt, "column", 4, ""}};
  h2.removed = {"pl-2pp-2"};
  scenario("hypothetical", "Hypothetical").setup = {{"pl-kos-1", hex(1, 1), std::nullopt, "", std::nullopt, ""},
                                                    {"ru-guns", hex(9, 9), std::nullopt, "", std::nullopt, ""}};
}

ArmyVocabulary testArmyVocabulary() {
  Battle b;
  ArmyBuilder(b)
      .troopType("line-infantry", "Line infantry", Arm::Infantry)
      .troopType("kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry, true)
      .troopType("cavalry", "Kawaleria narodowa", Arm::Cavalry)
      .troopType("artillery", "Artillery", Arm::Artillery)
      .field("morale", "Morale", ValueKind::Integer, "counter, top left")
      .field("strength", "Strength")
      .field("firepower", "Firepower", ValueKind::Integer, "counter, bottom")
      .field("range", "Range", ValueKind::Text, "artillery ranges as printed")
      .formation("column", "Kolumna", FacingRule::Hexside, false, false, {"line"}, "general order")
      .formation("line", "Linia", FacingRule::Vertex, true, true, {"column"})
      .formation("carre", "Carré", FacingRule::All, false, true, {}, "rule 9.4");
  return b.armyVocabulary;
}

Army testArmy() {
  Battle b;
  ArmyBuilder a(b);
  a.side("pl", "Wojsko polskie", {200, 30, 40, 255})
      .side("ru", "Русская армия", {30, 80, 160, 255})
      .node({"pl-army", "", "pl", "army", "Armia Kościuszki", "Kościuszko", "Tadeusz Kościuszko", "polish", "",
             "rulebook"})
      .node({"pl-div-1", "pl-army", "pl", "division", "Dywizja Zajączka", "Zajączek", "gen. Józef Zajączek", "polish",
             "", ""})
      .node({"pl-2pp", "pl-div-1", "pl", "regiment", "2 Pułk Piechoty Koronnej", "2 pp", "", "polish", "", ""})
      .node({"pl-kos", "pl-army", "pl", "group", "Kosynierzy krakowscy", "kos.", "", "polish", "scythemen", ""})
      .node({"ru-army", "", "ru", "army", "Korpus Tormasowa", "Tormasow", "gen. Aleksandr Tormasow", "russian", "", ""})
      .node({"ru-corps", "ru-army", "ru", "brigade", "Jekatierynosławski pułk jegrów", "Jek.", "", "russian", "", ""});
  a.unit("pl-1-2pp", "pl-2pp", "1/I/2 pp", "line-infantry", {{"morale", "4"}, {"strength", "6"}});
  a.unit("pl-2-2pp", "pl-2pp", "2/I/2 pp", "line-infantry", {{"morale", "4"}, {"firepower", "-1"}});
  Unit& kos = a.unit("pl-kos-1", "pl-kos", "1/kosynierzy", "kosynierzy", {{"morale", "3"}, {"strength", "9"}});
  kos.losses = {{"1 back", {{"strength", "6"}}}, {"2", {}}, {"2 back", {{"strength", "2"}, {"morale", "2"}}}};
  kos.counters = 2;
  kos.notes = "Bartosz Głowacki's men";
  kos.source = "Counters manifest";
  a.unit("pl-kos-2", "pl-kos", "2/kosynierzy", "kosynierzy");  // every value unknown
  a.unit("pl-art", "pl-div-1", "Bateria Ślaskiego", "artillery", {{"range", "4-8-12"}});
  a.unit("ru-jeg-1", "ru-corps", "1/Jek. jegr", "line-infantry", {{"morale", "5"}});
  a.unit("ru-jeg-2", "ru-corps", "2/Jek. jegr", "");
  a.unit("ru-cav", "ru-army", "Kozacy", "cavalry", {{"morale", "3"}, {"strength", "4"}});
  Leader& k = a.leader("kosciuszko", "pl", "Tadeusz Kościuszko", "Naczelnik", {"pl-army"});
  k.values = {{"morale", "2"}};
  k.commandRange = 5;
  a.leader("zajaczek", "pl", "Józef Zajączek", "gen.", {"pl-div-1", "pl-kos"});
  a.leader("tormasov", "ru", "Aleksandr Tormasow", "gen.", {"ru-army"});
  return b.army;
}

namespace {

// The scenario `code`, added after `after` (or last) when the battle lacks it.
Scenario& scenarioIn(Battle& b, const char* code, const char* after) {
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

  Scenario& h = scenarioIn(b, "historical", "");
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

  Scenario& v = scenarioIn(b, "historical-2", "historical");
  v.base = "historical";
  v.name = "Historical, second variant: Ślaski arrives";
  v.setup = {{"pl-kos-2", hex(5, 4), std::nullopt, "column", 2, "now on map"}};
  v.leaders = {{"zajaczek", LeaderAt::OffMap, std::nullopt, "", "absent"}};
  v.removed = {"pl-art", "tormasov"};
  v.reinforcements = {{2, {"pl-art"}, {"tormasov"}, {hex(0, 7)}, WhenOccupied::Wait, ""},
                      {6, {"ru-jeg-2", "ru-cav"}, {}, {hex(7, 3)}, WhenOccupied::Unspecified, ""}};

  Scenario& p = scenarioIn(b, "hypothetical", "historical-2");
  p.setup = {{"ru-cav", hex(2, 2), std::nullopt, "", std::nullopt, ""},
             {"pl-1-2pp", hex(2, 2), std::nullopt, "", 7, ""}};
  p.victory.note = "Hipoteza";
}

ArmyVocabulary counterArmyVocabulary() {
  Battle b;
  ArmyBuilder(b)
      .troopType("line-infantry", "Line infantry", Arm::Infantry)
      .troopType("kosynierzy", "Kosynierzy (scythemen)", Arm::Infantry, true)
      .troopType("uhlans", "Uhlans", Arm::Cavalry, true)
      .troopType("foot-artillery", "Foot artillery", Arm::Artillery)
      .field("strength", "Strength")
      .field("morale", "Morale")
      .field("firepower", "Firepower")
      .field("strip", "Colour strip", ValueKind::Text)
      .formation("column", "Column", FacingRule::Hexside, false, true, {"line"})
      .formation("line", "Line", FacingRule::Vertex, true, true, {"column"});
  return b.armyVocabulary;
}

void addCounterArmy(Battle& battle, int units, int sides, int perHex) {
  battle.armyVocabulary = counterArmyVocabulary();
  battle.army = Army{};
  battle.scenarios.clear();
  ArmyBuilder a(battle);
  const char* sideCodes[] = {"pl", "ru"};
  a.side("pl", "Armia polska", Rgba{200, 40, 40, 255});
  if (sides > 1) a.side("ru", "Russian army", Rgba{40, 120, 60, 255});
  const char* types[] = {"line-infantry", "kosynierzy", "uhlans", "foot-artillery"};
  Scenario& historical = a.scenario("historical", "Historical scenario");
  historical.startTime = "12:00";
  historical.turnMinutes = 20;
  historical.turns = 16;
  const GridSettings& grid = battle.map.grid();
  int placed = 0;
  for (int s = 0; s < sides; ++s) {
    const std::string side = sideCodes[s];
    a.node({side + "-army", "", side, "army", s == 0 ? "Armia Kościuszki" : "Korpus Tormasowa",
            s == 0 ? "Kościuszko" : "Tormasow", s == 0 ? "gen. Kościuszko" : "gen. Tormasow",
            s == 0 ? "polish" : "russian", "", ""});
    int count = units / sides + (s < units % sides ? 1 : 0);
    for (int i = 0; i < count; ++i) {
      if (i % 6 == 0) {
        std::string b = std::to_string(i / 6 + 1);
        a.node({side + "-b" + b, side + "-army", side, "brigade", (s == 0 ? "Brygada Zajączka " : "Brigade ") + b,
                "b" + b, "", "", "", ""});
      }
      Unit& u = a.unit(side + "-" + std::to_string(i + 1), side + "-b" + std::to_string(i / 6 + 1),
                       std::to_string(i + 1) + (s == 0 ? "/kosynier" : "/Jekatierynosławski"), types[i % 4]);
      u.shortName = std::to_string(i + 1) + (s == 0 ? "/kos" : "/Jek");
      if (i % 3 != 2) u.values = {{"strength", std::to_string(3 + i % 7)}, {"morale", std::to_string(2 + i % 3)}};
      if (i % 3 == 0) u.values["firepower"] = std::to_string(1 + i % 4);
      std::optional<Hex> hex;
      if (i == 0) {
        hex = grid.toHex({2 + s, 2});
      } else {
        int cell = (placed++) / std::max(1, perHex);
        int col = 2 + (cell * 3) % std::max(1, grid.columns - 4), row = 5 + (cell * 3) / std::max(1, grid.columns - 4);
        hex = grid.toHex({col % grid.columns, row % grid.rows});
      }
      a.place(u.code, hex, i % 2 ? "line" : "column", std::nullopt, (i * 5) % 12);
    }
  }
  const std::vector<Placement> setup = a.scenario().setup;
  Scenario& variant = a.scenario("variant", "Wariant Ślaskiego", "historical");
  if (!setup.empty()) {
    Placement moved = setup.front();
    moved.hex = grid.toHex({4, 4});
    variant.setup.push_back(moved);
  }
  if (setup.size() > 1) variant.removed.push_back(setup[1].unit);
}

}  // namespace cartouche::testing
