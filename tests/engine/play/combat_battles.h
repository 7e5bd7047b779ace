// Battles for the fire and melee tests, built in code on the 12x10 SmallBattle map (clear, woods, village): a La
// Bataille one carrying Raszyn's fire multiplier and fire defence charts as the sample holds them, and a Racławice
// one carrying the sample's fire-range table. The results tables the samples lack (the series' Fire Combat Chart,
// a melee table, Racławice's Ranged Combat Table and Melee Combat Modifiers Table) are built here, in the structure
// engine/play/README.md gives; their cells are the tests' own except where a test cites the rulebook.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "play/play_state.h"
#include "support/army_builder.h"
#include "text/battle_text.h"

namespace cartouche::testing {

inline Battle loadSample(const std::string& name) {
  Result<Battle> b = loadBattleText(std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/" + name);
  EXPECT_TRUE(b.isOk()) << b.status().message();
  return b.isOk() ? b.value() : Battle{};
}

inline RuleTable sampleTable(const std::string& sample, const std::string& code) {
  for (const RuleTable& t : loadSample(sample).rules)
    if (t.code == code) return t;
  ADD_FAILURE() << sample << " has no table " << code;
  return RuleTable{};
}

inline RuleTable diceTable(const std::string& code, const std::string& title, DieKind die,
                           std::vector<std::string> headings, std::vector<std::vector<std::string>> rows) {
  RuleTable t;
  t.code = code;
  t.title = title;
  t.kind = TableKind::Dice;
  t.die = die;
  t.columns.push_back(RuleColumn{"roll", "Dice", CellType::DieRange});
  for (size_t i = 0; i < headings.size(); ++i)
    t.columns.push_back(RuleColumn{"c" + std::to_string(i + 1), headings[i], CellType::Text});
  t.rows = std::move(rows);
  return t;
}

// A fire combat chart in the README's structure: two dice, one column per odds. Seed 004 (21) prints one cell of
// the series chart: 43 in the 1.5:1 column is "1"; the rest are the tests' own.
inline RuleTable fireCombatChart() {
  return diceTable("fire-combat", "Fire Combat", DieKind::TwoDiceBase6, {"1:2", "1:1", "1.5:1", "2:1", "3:1+"},
                   {{"11-33", "-", "-", "-", "-", "1"},
                    {"34-46", "-", "-", "1", "1", "2"},
                    {"51-56", "-", "1", "1", "2", "2"},
                    {"61-66", "1", "1", "2", "2", "3"}});
}

inline RuleTable modifiersTable(const std::string& code, std::vector<std::string> columns,
                                std::vector<std::vector<std::string>> rows, CellType type = CellType::Modifier) {
  RuleTable t;
  t.code = code;
  t.title = code;
  t.kind = type == CellType::Modifier ? TableKind::Modifiers : TableKind::Generic;
  t.columns.push_back(RuleColumn{"condition", "Condition", CellType::Text});
  for (const std::string& c : columns) t.columns.push_back(RuleColumn{c, c, type});
  t.rows = std::move(rows);
  return t;
}

// La Bataille: sides "fr" and "au"; the French node of nation "poles" (Raszyn's Poles chart), the Austrian of
// "austrian"; troop types ligne, foot-artillery, cuirassiers.
struct BatailleBattle : BuilderBattle {
  std::string poles, austrians;
  BatailleBattle() {
    battle.info["system"] = "la-bataille";
    troopType("ligne", "Ligne", Arm::Infantry)
        .troopType("legere", "Légère", Arm::Infantry, true)
        .troopType("linie", "Linie", Arm::Infantry)
        .troopType("foot-artillery", "Foot artillery", Arm::Artillery)
        .troopType("cuirassiers", "Cuirassiers", Arm::Cavalry)
        .field("increments", "Increments")
        .field("fire", "Fire")
        .field("fire-range", "Fire range")
        .field("melee", "Melee")
        .field("artillery-ranges", "Artillery ranges", ValueKind::Text)
        .formation("column", "Column", FacingRule::Hexside, false, true, {"line"})
        .formation("line", "Line", FacingRule::Vertex, true, true, {"column"})
        .formation("skirmish", "Skirmish", FacingRule::Vertex, true, true)
        .formation("carre", "Carré", FacingRule::All, false, true)
        .formation("general-order", "General order", FacingRule::Hexside, false, true)
        .formation("unlimbered", "Unlimbered", FacingRule::Hexside, false, true)
        .side("fr", "Grand Duchy of Warsaw", {0, 0, 200, 255})
        .side("au", "Austrians", {255, 255, 255, 255});
    poles = node("pl-div", "fr", "division");
    austrians = node("au-div", "au", "division");
    for (OobNode& n : battle.army.nodes) n.nation = n.side == "fr" ? "poles" : "austrian";
    scenario("s1", "Scenario");
    battle.rules.push_back(sampleTable("raszyn-1809", "fire-multiplier-allies"));
    battle.rules.push_back(sampleTable("raszyn-1809", "fire-multiplier-austrian"));
    battle.rules.push_back(sampleTable("raszyn-1809", "fire-defence"));
    battle.rules.push_back(fireCombatChart());
  }
  // A unit with the values given ("" leaves one unknown), placed at `at` in `formation`.
  void add(const std::string& code, const std::string& troop, Hex at, const std::string& formation, UnitValues values) {
    const bool french = troop == "ligne" || troop == "legere" || troop == "foot-artillery";
    unit(code, french ? poles : austrians, code, troop, std::move(values));
    place(code, at, formation);
  }
  PlayState start() {
    Result<PlayState> s = startPlay(battle, "s1");
    EXPECT_TRUE(s.isOk()) << s.status().message();
    return s.isOk() ? s.value() : PlayState{};
  }
  const Scenario& played() const { return battle.scenarios.front(); }
};

// Racławice: sides "pl" and "ru"; troop types infantry, cavalry, artillery; values strength, firepower, morale.
struct RaclawiceBattle : BuilderBattle {
  std::string pl, ru;
  RaclawiceBattle() {
    battle.info["system"] = "raclawice";
    troopType("infantry", "Infantry", Arm::Infantry)
        .troopType("cavalry", "Cavalry", Arm::Cavalry)
        .troopType("artillery", "Artillery", Arm::Artillery)
        .field("strength", "Strength")
        .field("firepower", "Firepower")
        .field("morale", "Morale")
        .formation("line", "Line", FacingRule::Vertex)
        .formation("skirmish", "Skirmish order", FacingRule::Vertex)
        .side("pl", "Polish army", {200, 60, 60, 255})
        .side("ru", "Russian army", {60, 140, 70, 255});
    pl = node("pl-army", "pl", "army");
    ru = node("ru-army", "ru", "army");
    scenario("s1", "Scenario");
    battle.rules.push_back(sampleTable("raclawice-1794", "fire-range"));
  }
  Unit& add(const std::string& name, const std::string& side, const std::string& troop, Hex at, UnitValues values) {
    Unit& u = unit(name, side == "pl" ? pl : ru, name, troop, std::move(values));
    place(name, at, "line");
    return u;
  }
  PlayState start() {
    Result<PlayState> s = startPlay(battle, "s1");
    EXPECT_TRUE(s.isOk()) << s.status().message();
    return s.isOk() ? s.value() : PlayState{};
  }
  const Scenario& played() const { return battle.scenarios.front(); }
};

// A Ranged Combat Table in the README's structure. [10.9.6] prints two of its rows, "3-5" and "6-9" (6-9 reads 1M)
// and [4.5.1] names the row "10 and more"; the other results are the tests' own.
inline RuleTable rangedCombatTable() {
  RuleTable t;
  t.code = "ranged-combat";
  t.title = "Ranged Combat";
  t.kind = TableKind::Generic;
  t.columns = {RuleColumn{"firepower", "Firepower", CellType::Text}, RuleColumn{"result", "Result", CellType::Text}};
  t.rows = {{"1-2", "--"}, {"3-5", "M"}, {"6-9", "1M"}, {"10+", "2M"}};
  return t;
}

}  // namespace cartouche::testing
