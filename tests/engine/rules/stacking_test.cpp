// Stacking (rules/stacking.h): every alternative of the La Bataille clear-terrain chart and of Racławice [6.2] at its
// limit and one over, the caps, the La Bataille extras, unknown increments, two-hex units, and the incremental
// checker held to the full check after random moves, with set-ups listed in the army's order and in random order.
#include "rules/stacking.h"

#include <gtest/gtest.h>

#include <random>

#include "support/army_builder.h"

namespace cartouche {
namespace {

using ArmyBattle = testing::StackingArmyBattle;

const char* const kClear = testing::kLaBatailleClearChart;
const char* const kRaclawice = testing::kRaclawiceChart;

std::vector<Problem> check(const ArmyBattle& a) { return checkStacking(a.battle, a.battle.scenarios[0]); }

std::string codes(const std::vector<Problem>& ps) {
  std::string s;
  for (const Problem& p : ps) s += (s.empty() ? "" : " ") + p.code;
  return s;
}

struct LaBataille : ArmyBattle {
  LaBataille() { stackingTable({{"clear", "printed", kClear}}); }
};

struct Raclawice : ArmyBattle {
  Raclawice() : ArmyBattle(true) { stackingTable({{"any", "[6.2]", kRaclawice}}); }
};

TEST(Stacking, OneInfantryRegimentWhateverItsIncrements) {
  LaBataille a;
  for (const std::string& u : a.regiment("r1", "fr", "line-infantry", 3, 7)) a.place(u, a.hex(2, 2), "column");
  EXPECT_EQ(codes(check(a)), "");  // 21 increments, one regiment, three battalions
  a.place(a.regiment("r2", "fr", "line-infantry", 1, 1)[0], a.hex(2, 2), "column");
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "over-stacked");  // two regiments, 22 increments, four battalions
  EXPECT_EQ(ps[0].hex, a.at(2, 2));
  EXPECT_EQ(ps[0].scenario, "s1");
  EXPECT_EQ(ps[0].units.size(), 4u);
  EXPECT_NE(ps[0].message.find("hex 0303"), std::string::npos) << ps[0].message;
  EXPECT_NE(ps[0].message.find("r2-1-u"), std::string::npos) << ps[0].message;
}

// A stack's units are listed in the set-up's order, whether the set-up runs in hex order, in a few runs of it (side by
// side) or in no order at all.
TEST(Stacking, UnitsOfAStackInTheSetUpsOrderWhateverOrderTheHexesComeIn) {
  for (int runs : {1, 2, 8}) {
    LaBataille a;
    // `runs` passes over the hexes, each in hex order; the over-stacked hex (2, 2) gets a unit in every pass.
    std::vector<std::string> expected;
    for (int pass = 0; pass < runs; ++pass)
      for (int col = 0; col < 4; ++col) {
        const std::string code = "p" + std::to_string(pass) + "c" + std::to_string(col);
        const std::string u = a.regiment(code, "fr", "line-infantry", 1, 10)[0];
        a.place(u, a.hex(col, 2), "column");
        if (col == 2) expected.push_back(u);
      }
    if (runs == 1) a.place(a.regiment("extra", "fr", "line-infantry", 1, 10)[0], a.hex(2, 2), "column");
    if (runs == 1) expected.push_back("extra-1-u");
    auto at22 = [&](const std::vector<Problem>& ps) {
      for (const Problem& p : ps)
        if (p.hex == a.at(2, 2)) return p.units;
      return std::vector<std::string>();
    };
    EXPECT_EQ(at22(check(a)), expected) << runs;
    EXPECT_EQ(at22(StackingChecker(a.battle, "s1").problems()), expected) << runs;
  }
}

TEST(Stacking, EighteenInfantryIncrements) {
  LaBataille a;
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  a.place(a.regiment("r2", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  a.place(a.regiment("r3", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
  a.battle.army.units.back().values["increments"] = "7";
  EXPECT_EQ(codes(check(a)), "over-stacked");
}

TEST(Stacking, OneCavalryRegimentWhateverItsIncrements) {
  LaBataille a;
  for (const std::string& u : a.regiment("c1", "fr", "cuirassiers", 2, 10)) a.place(u, a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
  a.place(a.single("c2", "fr", "regiment", "hussars", 1), a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "over-stacked");
}

TEST(Stacking, RaszynThreeTimesSixYesFourTimesFourNo) {
  // Raszyn special rules, STACKING: "you may stack 3 x 6 increment Cavalry Regiments in a clear hex but not 4 x 4".
  LaBataille a;
  for (int i = 1; i <= 3; ++i) a.place(a.single("c" + std::to_string(i), "fr", "regiment", "hussars", 6), a.hex(1, 1));
  EXPECT_EQ(codes(check(a)), "");
  for (int i = 1; i <= 4; ++i) a.place(a.single("d" + std::to_string(i), "fr", "regiment", "hussars", 4), a.hex(5, 5));
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "over-stacked");
  EXPECT_EQ(ps[0].hex, a.at(5, 5));
  EXPECT_NE(ps[0].message.find("\"at most 3 cavalry regiments\""), std::string::npos) << ps[0].message;
  // One over the increments: 6 + 6 + 7.
  a.battle.army.units[2].values["increments"] = "7";
  EXPECT_EQ(check(a).size(), 2u);
}

TEST(Stacking, SixArtilleryIncrements) {
  LaBataille a;
  a.place(a.single("b1", "fr", "battery", "foot-artillery", 3), a.hex(2, 2));
  a.place(a.single("b2", "fr", "battery", "foot-artillery", 3), a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
  a.battle.army.units.back().values["increments"] = "4";
  EXPECT_EQ(codes(check(a)), "over-stacked");
}

TEST(Stacking, TwelveInfantryIncrementsAndOneBattery) {
  LaBataille a;
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  a.place(a.regiment("r2", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  a.place(a.single("b1", "fr", "battery", "foot-artillery", 4), a.hex(2, 2), "unlimbered");
  EXPECT_EQ(codes(check(a)), "");
  a.battle.army.units[1].values["increments"] = "7";  // 13 infantry increments and a battery
  EXPECT_EQ(codes(check(a)), "over-stacked");
  a.battle.army.units[1].values["increments"] = "6";
  a.place(a.single("b2", "fr", "battery", "foot-artillery", 1), a.hex(2, 2));  // two batteries
  EXPECT_EQ(codes(check(a)), "over-stacked");
}

TEST(Stacking, NoMoreThanThreeInfantryBattalionsRegardlessOfTotal) {
  LaBataille a;
  auto units = a.regiment("r1", "fr", "line-infantry", 4, 2);
  for (size_t i = 0; i < 3; ++i) a.place(units[i], a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
  a.place(units[3], a.hex(2, 2));  // one regiment of 8 increments, but four battalions
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "over-stacked");
  EXPECT_NE(ps[0].message.find("\"at most 3 infantry battalions\""), std::string::npos) << ps[0].message;
}

TEST(Stacking, EachSideCountedApartAndLeadersNeverCount) {
  Raclawice a;
  a.node("pl-1", "fr", "company");
  a.node("ru-1", "au", "company");
  for (int i = 0; i < 4; ++i) {
    a.place(a.unit("pl" + std::to_string(i), "pl-1", "line-infantry", 9), a.hex(3, 3));
    a.place(a.unit("ru" + std::to_string(i), "ru-1", "line-infantry", 9), a.hex(3, 3));
  }
  a.battle.army.leaders.push_back({"kosciuszko", "fr", "Tadeusz Kościuszko", "", {"pl-1"}, {}, 3, "", ""});
  a.scenario().leaders.push_back({"kosciuszko", LeaderAt::Hex, a.hex(3, 3), "", ""});
  EXPECT_EQ(codes(check(a)), "");
  a.place(a.unit("ru9", "ru-1", "line-infantry", 9), a.hex(3, 3));
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "over-stacked");
  EXPECT_EQ(ps[0].units.size(), 5u);  // the Russians only
}

TEST(Stacking, RaclawiceEveryAlternativeAtItsLimitAndOneOver) {
  struct Case {
    int infantry, cavalry, artillery;
    bool legal;
  };
  const Case cases[] = {{4, 0, 0, true},  {5, 0, 0, false}, {0, 2, 0, true},  {0, 3, 0, false},
                        {1, 0, 2, true},  {1, 0, 3, false}, {2, 0, 2, false}, {0, 1, 1, true},
                        {0, 1, 2, false}, {0, 2, 1, false}, {0, 0, 6, true},  {0, 0, 7, false}};
  for (const Case& c : cases) {
    Raclawice a;
    a.node("pl", "fr", "brigade");
    int n = 0;
    auto add = [&](const char* troop, int count) {
      for (int i = 0; i < count; ++i)
        a.place(a.unit("u" + std::to_string(n++), "pl", troop, std::nullopt), a.hex(4, 4));
    };
    add("line-infantry", c.infantry);
    add("cuirassiers", c.cavalry);
    add("foot-artillery", c.artillery);
    EXPECT_EQ(codes(check(a)), c.legal ? "" : "over-stacked")
        << c.infantry << " infantry, " << c.cavalry << " cavalry, " << c.artillery << " guns";
  }
}

TEST(Stacking, CavalryNeverWithInfantryOrUnlimberedArtillery) {
  ArmyBattle a;
  a.stackingTable({{"clear", "", "any"}});
  std::string cav = a.single("c1", "fr", "regiment", "hussars", 4);
  a.place(cav, a.hex(2, 2));
  a.place(a.single("b1", "fr", "battery", "foot-artillery", 2), a.hex(2, 2), "limbered");
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().setup[1].formation = "unlimbered";
  EXPECT_EQ(codes(check(a)), "cavalry-with-infantry");
  a.scenario().setup[1].formation = "limbered";
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 4)[0], a.hex(2, 2), "carre");
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "cavalry-with-infantry");
  EXPECT_EQ(ps[0].units, (std::vector<std::string>{"c1-u", "r1-1-u"}));
  // Racławice has no such rule: its alternatives say it.
  a.battle.info["system"] = "raclawice";
  EXPECT_EQ(codes(check(a)), "");
}

// Seed 004, Increments (10): horse artillery may not end a movement phase stacked with cavalry, limbered or not.
TEST(Stacking, CavalryNeverWithHorseArtillery) {
  ArmyBattle a;
  a.battle.armyVocabulary.troopTypes.push_back({"horse-artillery", "Horse artillery", Arm::Artillery, false});
  a.stackingTable({{"clear", "", "any"}});
  a.place(a.single("c1", "fr", "regiment", "hussars", 4), a.hex(2, 2));
  a.place(a.single("h1", "fr", "battery", "foot-artillery", 2), a.hex(2, 2), "limbered");
  EXPECT_EQ(codes(check(a)), "");  // foot artillery, limbered: allowed
  a.battle.army.units.back().troopType = "horse-artillery";
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "cavalry-with-horse-artillery");
  EXPECT_EQ(ps[0].units, (std::vector<std::string>{"c1-u", "h1-u"}));
  EXPECT_NE(ps[0].message.find("horse artillery"), std::string::npos) << ps[0].message;
  // Unlimbered, it breaks both rules, each said once.
  a.scenario().setup[1].formation = "unlimbered";
  EXPECT_EQ(codes(check(a)), "cavalry-with-infantry cavalry-with-horse-artillery");
  // Horse artillery with infantry, or with the enemy's cavalry, is no such problem.
  a.scenario().setup[1].formation = "limbered";
  a.scenario().setup[0].hex = a.hex(3, 3);
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 4)[0], a.hex(2, 2));
  a.place(a.single("c2", "au", "regiment", "hussars", 4), a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
  // Racławice has no such rule.
  a.scenario().setup[0].hex = a.hex(2, 2);
  a.battle.info["system"] = "raclawice";
  EXPECT_EQ(codes(check(a)), "");
}

TEST(Stacking, ConflictingFormations) {
  ArmyBattle a;
  auto units = a.regiment("r1", "fr", "line-infantry", 2, 4);
  a.place(units[0], a.hex(2, 2), "column");
  a.place(units[1], a.hex(2, 2), "column");
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().setup[1].formation = "line";
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "conflicting-formations");
  EXPECT_NE(ps[0].message.find("(column) and r1-2-u (line)"), std::string::npos) << ps[0].message;
  // Enemies in one hex (a melee) are not held to it.
  a.scenario().setup[1].unit = a.regiment("a1", "au", "line-infantry", 1, 4)[0];
  EXPECT_EQ(codes(check(a)), "");
}

TEST(Stacking, UnknownTroopTypeIsJudgedUnderEveryArmNeverGuessed) {
  // Racławice's 1/ochotnicy and 2/ochotnicy share hex 1507 with their troop type unknown: as two infantry, two
  // cavalry or two guns they fit [6.2], so the stack is legal whatever they are.
  Raclawice a;
  a.node("pl", "fr", "brigade");
  a.node("vol", "fr", "group");
  a.place(a.unit("o1", "vol", "", std::nullopt), a.hex(4, 4));
  a.place(a.unit("o2", "vol", "", std::nullopt), a.hex(4, 4));
  EXPECT_EQ(codes(check(a)), "");
  // Beside two infantry units an unknown one fits as infantry and breaks the limit as cavalry or a gun: unchecked.
  a.place(a.unit("i1", "pl", "line-infantry", std::nullopt), a.hex(6, 6));
  a.place(a.unit("i2", "pl", "line-infantry", std::nullopt), a.hex(6, 6));
  a.place(a.unit("x", "vol", "", std::nullopt), a.hex(6, 6));
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "stacking-unchecked");
  EXPECT_EQ(ps[0].severity, Severity::Warning);
  EXPECT_NE(ps[0].message.find("the troop type of x is unknown"), std::string::npos) << ps[0].message;
  // With a third infantry unit every arm breaks it: an error, whatever x is.
  a.place(a.unit("i3", "pl", "line-infantry", std::nullopt), a.hex(6, 6));
  a.place(a.unit("i4", "pl", "line-infantry", std::nullopt), a.hex(6, 6));
  EXPECT_EQ(codes(check(a)), "over-stacked");
}

TEST(Stacking, UnknownIncrementsWarnNeverGuess) {
  LaBataille a;
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 6)[0], a.hex(2, 2));
  a.place(a.regiment("r2", "fr", "line-infantry", 1, std::nullopt)[0], a.hex(2, 2));
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "stacking-unchecked");
  EXPECT_EQ(ps[0].severity, Severity::Warning);
  EXPECT_NE(ps[0].message.find("cannot be checked: increments of r2-1-u unknown"), std::string::npos) << ps[0].message;
  // Known increments alone already over: an error whatever the unknown is.
  a.battle.army.units[0].values["increments"] = "19";
  EXPECT_EQ(codes(check(a)), "over-stacked");
  // One regiment fits whatever its increments.
  ArmyBattle b;
  b.stackingTable({{"clear", "", kClear}});
  for (const std::string& u : b.regiment("r1", "fr", "line-infantry", 2, std::nullopt)) b.place(u, b.hex(1, 1));
  EXPECT_EQ(codes(check(b)), "");
}

TEST(Stacking, TwoHexUnitSplitsItsIncrements) {
  ArmyBattle a;
  a.stackingTable({{"clear", "", "6 infantry increments"}});
  std::string line = a.regiment("r1", "fr", "line-infantry", 1, 11)[0];
  a.place(line, a.hex(2, 2), "line", a.hex(3, 2));  // 6 in the first hex, 5 in the second
  EXPECT_EQ(codes(check(a)), "");
  a.place(a.regiment("r2", "fr", "line-infantry", 1, 1)[0], a.hex(3, 2), "line");
  EXPECT_EQ(codes(check(a)), "");  // 5 + 1
  a.place(a.regiment("r3", "fr", "line-infantry", 1, 1)[0], a.hex(2, 2), "line");
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "over-stacked");  // 6 + 1 in the first hex
  EXPECT_EQ(ps[0].hex, a.at(2, 2));
}

TEST(Stacking, TerrainRowsNoneAnyAndFormationRows) {
  ArmyBattle a;
  RuleTable& t = a.stackingTable({{"woods", "", "1 infantry battalion or 1 cavalry regiment", ""},
                                  {"village", "", "none", ""},
                                  {"road", "", "4 increments", "column"},
                                  {"clear", "", "", ""}},
                                 true);
  (void)t;
  a.battle.map.setTerrain(a.at(1, 1), a.woods);
  a.battle.map.setTerrain(a.at(5, 5), a.village);
  auto units = a.regiment("r1", "fr", "light-infantry", 2, 3);
  a.place(units[0], a.hex(1, 1), "skirmish");
  EXPECT_EQ(codes(check(a)), "");
  a.place(units[1], a.hex(1, 1), "skirmish");
  EXPECT_EQ(codes(check(a)), "over-stacked");
  a.scenario().setup[1].hex = a.hex(5, 5);
  EXPECT_EQ(codes(check(a)), "over-stacked");  // nothing may stand in the village
  a.battle.map.setTerrain(a.at(5, 5), a.clear);
  EXPECT_EQ(codes(check(a)), "");  // clear's row is blank: not checked
  // A road on a hexside of the hex holds stacks in column to 4 increments.
  HexsideRecord rec;
  rec.features = {{a.road, Side::None}};
  a.battle.map.setHexside(hexsideOf(a.hex(5, 5), 0), rec);
  a.place(a.regiment("r2", "fr", "line-infantry", 1, 2)[0], a.hex(5, 5), "column");
  EXPECT_EQ(codes(check(a)), "");  // one in skirmish: the road row does not hold it, the clear row is blank
  a.scenario().setup[1].formation = "column";
  EXPECT_EQ(codes(check(a)), "over-stacked");  // 3 + 2 in column on a road
}

TEST(Stacking, TroopTypeAndLightSelectorsAndFormations) {
  ArmyBattle a;
  a.stackingTable({{"clear", "", "1 light infantry battalion in skirmish or 2 foot-artillery units"}});
  std::string light = a.regiment("r1", "fr", "light-infantry", 1, 3)[0];
  a.place(light, a.hex(2, 2), "skirmish");
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().setup[0].formation = "column";
  EXPECT_EQ(codes(check(a)), "over-stacked");
  a.scenario().setup[0].unit = a.regiment("r2", "fr", "line-infantry", 1, 3)[0];
  a.scenario().setup[0].formation = "skirmish";
  EXPECT_EQ(codes(check(a)), "over-stacked");  // not light
  a.scenario().setup[0].unit = a.single("b1", "fr", "battery", "foot-artillery", 2);
  a.place(a.single("b2", "fr", "battery", "foot-artillery", 2), a.hex(2, 2));
  EXPECT_EQ(codes(check(a)), "");
}

TEST(Stacking, IncrementalEqualsFullAfterRandomMoves) {
  LaBataille a;
  a.battle.rules[0].rows.push_back({"woods", "", "1 infantry battalion or 1 cavalry regiment"});
  for (int i = 0; i < 30; ++i) a.battle.map.setTerrain(a.at(i % 12, (i * 7) % 10), a.woods);
  std::mt19937 rng(12);
  const char* troops[] = {"line-infantry", "light-infantry", "cuirassiers", "hussars", "foot-artillery"};
  const char* formations[] = {"column", "line", "skirmish", "carre", "limbered", "unlimbered", ""};
  for (int r = 0; r < 40; ++r) {
    std::string side = r % 3 == 0 ? "au" : "fr";
    auto units = a.regiment("r" + std::to_string(r), side, troops[r % 5], 1 + r % 3,
                            r % 7 == 0 ? std::nullopt : std::optional<int>(1 + int(rng() % 8)));
    for (const std::string& u : units) a.place(u, a.hex(int(rng() % 4), int(rng() % 4)), formations[rng() % 7]);
  }
  StackingChecker checker(a.battle, "s1");
  auto messages = [](const std::vector<Problem>& ps) {
    std::vector<std::string> out;
    for (const Problem& p : ps) out.push_back(p.message);
    return out;
  };
  ASSERT_EQ(messages(checker.problems()), messages(check(a)));
  EXPECT_GT(checker.problemCount(), 0u);
  for (int move = 0; move < 300; ++move) {
    Placement& p = a.scenario().setup[rng() % a.scenario().setup.size()];
    StackingChange change;
    change.setup = true;
    if (p.hex) change.unitHexes.push_back(*p.hex);
    if (p.second) change.unitHexes.push_back(*p.second);
    const int what = int(rng() % 10);
    if (what == 0) {
      p.hex.reset();  // off map
      p.second.reset();
    } else if (what == 1) {
      p.formation = formations[rng() % 7];
    } else {
      p.hex = a.hex(int(rng() % 4), int(rng() % 4));
      p.second.reset();
      if (what == 2) p.second = neighbour(*p.hex, int(rng() % 6));
    }
    if (p.hex) change.unitHexes.push_back(*p.hex);
    if (p.second) change.unitHexes.push_back(*p.second);
    checker.update(a.battle, change);
    ASSERT_EQ(messages(checker.problems()), messages(check(a))) << "after move " << move;
  }
}

TEST(Stacking, IncrementalFollowsAddedUnitsAndTerrain) {
  LaBataille a;
  a.place(a.regiment("r1", "fr", "line-infantry", 1, 10)[0], a.hex(2, 2));
  StackingChecker checker(a.battle, "s1");
  EXPECT_EQ(checker.problemCount(), 0u);
  const std::string added = a.regiment("r2", "fr", "line-infantry", 1, 10)[0];
  checker.update(a.battle, {true, false, {}, {}});  // the army changed
  EXPECT_EQ(checker.problemCount(), 0u);
  a.place(added, a.hex(2, 2));  // the set-up gains a row
  StackingChange change;
  change.setup = true;
  change.unitHexes = {a.hex(2, 2)};
  checker.update(a.battle, change);
  EXPECT_EQ(checker.problemCount(), 1u);
  a.battle.rules[0].rows.push_back({"woods", "", "any"});
  a.battle.map.setTerrain(a.at(2, 2), a.woods);
  checker.update(a.battle, {true, false, {}, {}});
  EXPECT_EQ(checker.problemCount(), 0u);
}

}  // namespace
}  // namespace cartouche
