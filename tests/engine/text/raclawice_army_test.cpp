// The Racławice sample's armies and set-ups (sample-battles/raclawice-1794, army.txt and setups.txt): one unit per
// row of the Counters manifest under its commander, values only where the rulebook prints them, the leaders of the
// set-up tables, and the three scenarios as printed, variants resolved through their base.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

const std::string kSampleDir = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/raclawice-1794";

class RaclawiceArmy : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Result<Battle> b = loadBattleText(kSampleDir);
    ASSERT_TRUE(b.isOk()) << b.status().message();
    battle_ = new Battle(std::move(*b));
  }
  static void TearDownTestSuite() {
    delete battle_;
    battle_ = nullptr;
  }
  void SetUp() override { ASSERT_NE(battle_, nullptr); }
  const Battle& b() const { return *battle_; }
  const Army& army() const { return battle_->army; }
  Hex hex(const std::string& label) const { return *b().map.grid().parseLabel(label); }
  const Unit& unitNamed(const std::string& name) const {
    for (const Unit& u : army().units)
      if (u.name == name) return u;
    ADD_FAILURE() << "no unit " << name;
    return army().units.front();
  }
  const Scenario& scenario(const std::string& code) const { return *findScenario(b().scenarios, code); }
  static Battle* battle_;
};
Battle* RaclawiceArmy::battle_ = nullptr;

TEST_F(RaclawiceArmy, OneUnitPerManifestRow) {
  std::map<std::string, int> units, counters;
  for (const Unit& u : army().units) {
    ++units[army().sideOfUnit(u)];
    ASSERT_TRUE(u.counters.has_value()) << u.name;
    counters[army().sideOfUnit(u)] += *u.counters;
  }
  EXPECT_EQ(units["pl"], 76);  // Polish army: 76 rows
  EXPECT_EQ(units["ru"], 67);  // Russian army: 67 rows, guns up to 17
  EXPECT_EQ(counters["pl"], 135);
  EXPECT_EQ(counters["ru"], 115);
  EXPECT_EQ(unitNamed("1/I/Nowogrodzki").counters, 3);
  EXPECT_EQ(unitNamed("strz./2 pp").counters, 1);
  EXPECT_EQ(unitNamed("I/4 psp").counters, 1);
  EXPECT_EQ(unitNamed("17 art.").counters, 1);
  for (const Unit& u : army().units) EXPECT_NE(u.name, "18 art.");
}

TEST_F(RaclawiceArmy, EachUnitSitsUnderTheCommanderOfItsStrip) {
  for (const Unit& u : army().units) {
    auto strip = u.values.find("strip");
    if (strip == u.values.end()) {
      EXPECT_EQ(u.troopType, "artillery") << u.name << ": only the guns have no commander in the manifest";
      continue;
    }
    std::string expected = strip->second == "Zajaczek" ? "Zajączek" : strip->second;  // the manifest drops the ogonek
    int commanders = 0;
    for (const Leader& l : army().leaders)
      for (const std::string& n : l.commands)
        if (army().isUnder(u.node, n) && n != army().nodes.front().code && n != "ru") {
          ++commanders;
          EXPECT_EQ(l.name, expected) << u.name;
        }
    EXPECT_EQ(commanders, 1) << u.name;
  }
}

TEST_F(RaclawiceArmy, TheTreeFollowsTheUnitNames) {
  const Unit& u = unitNamed("1/I/2 pp");
  EXPECT_EQ(army().node(u.node)->name, "I/2 pp");
  EXPECT_EQ(army().node(army().node(u.node)->parent)->name, "2 pp");
  EXPECT_TRUE(army().isUnder(u.node, "pl-zajaczek"));
  EXPECT_EQ(army().node(unitNamed("I/2 M. BKN").node)->name, "2 M. BKN");
  EXPECT_EQ(army().node(unitNamed("1/II/Jekatierynosławski").node)->name, "II/Jekatierynosławski");
  for (size_t i = 0; i < army().nodes.size(); ++i) {
    const OobNode& n = army().nodes[i];
    if (n.parent.empty()) continue;
    bool before = false;
    for (size_t k = 0; k < i; ++k) before |= army().nodes[k].code == n.parent;
    EXPECT_TRUE(before) << n.code;
  }
}

TEST_F(RaclawiceArmy, ValuesOnlyWherePrinted) {
  EXPECT_EQ(intValue(unitNamed("1/kosynier").values, "strength"), 9);
  const Unit& errata = unitNamed("3/II/6 pp");
  ASSERT_EQ(errata.losses.size(), 1u);
  EXPECT_EQ(errata.losses[0].values,
            (UnitValues{{"morale", "5"}, {"strength", "2"}, {"firepower", "2"}, {"counter-id", "2"}}));
  const Unit& woroneski = unitNamed("IV/Woroneski");
  ASSERT_EQ(woroneski.losses.size(), 1u);
  EXPECT_EQ(woroneski.losses[0].values,
            (UnitValues{{"morale", "6"}, {"strength", "5"}, {"firepower", "5"}, {"counter-id", "2"}}));
  int valued = 0, stepped = 0;
  for (const Unit& u : army().units) {
    for (const auto& [field, value] : u.values) valued += field != "strip";
    stepped += !u.losses.empty();
  }
  EXPECT_EQ(valued, 1);
  EXPECT_EQ(stepped, 2);
  EXPECT_FALSE(intValue(unitNamed("2/kosynier").values, "strength").has_value());
}

TEST_F(RaclawiceArmy, LeadersAsNamedInTheSetUpTables) {
  std::map<std::string, std::string> ranks;
  for (const Leader& l : army().leaders) ranks[l.side + " " + l.name] = l.rank;
  EXPECT_EQ(ranks, (std::map<std::string, std::string>{{"pl Kościuszko", "Commander-in-Chief"},
                                                       {"pl Madaliński", "gen."},
                                                       {"pl Szyrer", "płk"},
                                                       {"pl Zajączek", "gen."},
                                                       {"pl Manget", "bryg."},
                                                       {"pl Ślaski", "gen."},
                                                       {"ru Tormasow", "gen."},
                                                       {"ru Muromcow", "płk"},
                                                       {"ru Tomatis", "ppłk"},
                                                       {"ru Pustowałow", "ppłk"},
                                                       {"ru Obrezkow", "ppłk"},
                                                       {"ru A. Denisow", "mjr"},
                                                       {"ru F. Denisow", "gen."}}));
  EXPECT_EQ(army().leader("pl-kosciuszko")->commands, std::vector<std::string>{"pl"});
}

TEST_F(RaclawiceArmy, HistoricalFirstVariantAsPrinted) {
  const Scenario& s = scenario("historical-1");
  EXPECT_EQ(s.setup.size(), 113u);  // 76 Polish and 37 Russian counters on the map
  std::map<std::string, int> perSide;
  for (const Placement& p : s.setup) ++perSide[army().sideOfUnit(*army().unit(p.unit))];
  EXPECT_EQ(perSide["pl"], 76);
  EXPECT_EQ(perSide["ru"], 37);
  std::map<std::string, LeaderPlacement> leaders;
  for (const LeaderPlacement& l : s.leaders) leaders[l.leader] = l;
  EXPECT_EQ(leaders.size(), 12u);
  EXPECT_EQ(leaders["pl-kosciuszko"].hex, hex("1509"));
  EXPECT_EQ(leaders["ru-tormasow"].hex, hex("1521"));
  EXPECT_EQ(leaders["ru-tomatis"].hex, hex("1621"));
  EXPECT_EQ(leaders["pl-slaski"].at, LeaderAt::AnyOfHisUnits);
  EXPECT_EQ(leaders["ru-a-denisow"].at, LeaderAt::AnyOfHisUnits);
  EXPECT_EQ(leaders.count("ru-f-denisow"), 0u);
  // The three printed facings, each a vertex between the two printed hexes.
  int faced = 0;
  for (const Placement& p : s.setup) {
    if (!p.facing) continue;
    ++faced;
    const std::string& note = p.note;  // "printed 1809 (facing 1909 and 1810)"
    size_t f = note.find("facing ");
    ASSERT_NE(f, std::string::npos) << note;
    EXPECT_EQ(b().map.grid().label(*p.hex), note.substr(8, 4));
    EXPECT_TRUE(isVertexFacing(*p.facing));
    EXPECT_EQ(p.facing, facingTowards(*p.hex, hex(note.substr(f + 7, 4)), hex(note.substr(f + 16, 4)))) << note;
  }
  EXPECT_EQ(faced, 4);  // 1/I/2 pp, 4/I/2 pp and the guns 11 and 12
  const Placement* first = nullptr;
  for (const Placement& p : s.setup)
    if (p.unit == unitNamed("1/I/2 pp").code) first = &p;
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->facing, facingFromName(Orientation::PointyTop, "ESE"));
  ASSERT_EQ(s.reinforcements.size(), 1u);
  const Reinforcement& r = s.reinforcements[0];
  EXPECT_EQ(r.turn, 12);
  EXPECT_EQ(r.units.size(), 30u);  // F. Denisow's 25 and guns 13-17
  EXPECT_EQ(r.leaders, std::vector<std::string>{"ru-f-denisow"});
  EXPECT_EQ(r.entry, std::vector<Hex>{hex("0126")});
  EXPECT_EQ(r.whenOccupied, WhenOccupied::NearestFree);
  EXPECT_NE(r.note.find("only up to 17"), std::string::npos);
  EXPECT_EQ(s.turnTrack.notes.size(), 2u);
  EXPECT_NE(s.turnTrack.notes.at(8).find("Ślaski"), std::string::npos);
  EXPECT_NE(s.turnTrack.notes.at(12).find("13-18"), std::string::npos);
  EXPECT_EQ(s.victory.automaticPoints, (std::map<std::string, int>{{"pl", 159}, {"ru", 167}}));
  EXPECT_NE(s.victory.note.find("Prussians"), std::string::npos);
}

TEST_F(RaclawiceArmy, EveryUnitOnceInEachScenario) {
  for (const Scenario& s : b().scenarios) {
    EffectiveSetup e = effectiveSetup(b().scenarios, s);
    std::map<std::string, int> seen;
    for (const Placement& p : e.units) ++seen[p.unit];
    for (const Reinforcement& r : e.reinforcements)
      for (const std::string& u : r.units) ++seen[u];
    EXPECT_EQ(seen.size(), army().units.size()) << s.code;
    for (const auto& [unit, n] : seen) EXPECT_EQ(n, 1) << s.code << " " << unit;
  }
}

TEST_F(RaclawiceArmy, SecondVariantMovesOnlyTheCavalry) {
  const Scenario& s = scenario("historical-2");
  EXPECT_EQ(s.base, "historical-1");
  EXPECT_EQ(s.setup.size(), 23u);
  EXPECT_EQ(s.leaders.size(), 2u);
  EffectiveSetup e = effectiveSetup(b().scenarios, s);
  EXPECT_EQ(e.units.size(), 113u);
  std::map<std::string, std::optional<Hex>> where;
  for (const Placement& p : e.units) where[p.unit] = p.hex;
  EXPECT_EQ(where[unitNamed("I/1 W. BKN").code], hex("2301"));
  EXPECT_EQ(where[unitNamed("I/2 M. BKN").code], hex("0715"));
  EXPECT_EQ(where[unitNamed("II/4 psp").code], hex("1804"));
  EXPECT_EQ(where[unitNamed("1/I/2 pp").code], hex("1809"));
  EXPECT_EQ(where[unitNamed("I/Woroneski").code], hex("0823"));
  EXPECT_EQ(e.leaders.size(), 12u);
  ASSERT_EQ(e.reinforcements.size(), 1u);
  EXPECT_EQ(e.reinforcements[0].turn, 12);
}

TEST_F(RaclawiceArmy, HypotheticalBringsTheRussiansInAlongTheSouthEdge) {
  const Scenario& s = scenario("hypothetical");
  EXPECT_EQ(s.base, "historical-1");
  EXPECT_TRUE(s.setup.empty());
  EffectiveSetup e = effectiveSetup(b().scenarios, s);
  EXPECT_EQ(e.units.size(), 76u);
  for (const Placement& p : e.units) EXPECT_EQ(army().sideOfUnit(*army().unit(p.unit)), "pl");
  EXPECT_EQ(e.leaders.size(), 6u);
  ASSERT_EQ(e.reinforcements.size(), 1u);
  const Reinforcement& r = e.reinforcements[0];
  EXPECT_EQ(r.turn, 1);
  EXPECT_EQ(r.units.size(), 67u);
  EXPECT_EQ(r.leaders.size(), 7u);
  EXPECT_EQ(r.whenOccupied, WhenOccupied::NoLimit);
  ASSERT_EQ(r.entry.size(), 23u);
  EXPECT_EQ(r.entry.front(), hex("1227"));
  EXPECT_EQ(r.entry.back(), hex("3427"));
  EXPECT_EQ(s.victory.automaticPoints, (std::map<std::string, int>{{"pl", 164}, {"ru", 167}}));
}

TEST_F(RaclawiceArmy, MisprintsAreNotedNotCopied) {
  int noted = 0;
  for (const Placement& p : scenario("historical-1").setup)
    noted += p.note.find("the set-up table prints") != std::string::npos;
  EXPECT_EQ(noted, 21);  // 20 squadrons printed "W.BKN" / "M.BKN" and "1/II Nowogrodzki"
  EXPECT_NE(unitNamed("2/II/Nowogrodzki").notes.find("two copies"), std::string::npos);
}

}  // namespace
}  // namespace cartouche
