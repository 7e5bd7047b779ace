// Racławice's movement rules on a test battle with costs ([6.1], [6.9], [6.11], [8.1], [8.5], [8.6], [8.7], the
// allowance table [8.8], commanders [8.2]), and the sample battle's real set-up, whose Movement table leaves the
// infantry and cavalry costs blank (the rulebook's Terrain Effects Table is not in its text).
#include <gtest/gtest.h>

#include "move_test_battle.h"
#include "play/movement.h"
#include "text/battle_text.h"

namespace cartouche {
namespace {

using testing::costOf;
using testing::kE;
using testing::kESE;
using testing::kNE;
using testing::kNW;
using testing::kSE;
using testing::kW;
using testing::MoveBattle;

constexpr int U = kMovePointUnit;

struct Raclawice : MoveBattle {
  Raclawice() : MoveBattle(true) {
    RuleTable& m = table("movement");
    m.columns.insert(m.columns.end() - 1, RuleColumn{"commander", "Commanders", CellType::MoveCost});
    for (auto& row : m.rows) row.insert(row.end() - 1, row[0] == "stream" || row[0] == "ford" ? "+0" : "1");
  }
};

TEST(MovementRaclawice, TheAllowanceTableGivesInfantryFourAndCavalryEight) {
  Raclawice t;
  t.add("i", "fr", "line-infantry", std::nullopt, t.hex(2, 2));
  t.add("h", "fr", "hussars", std::nullopt, t.hex(8, 2));
  t.add("g", "fr", "foot-artillery", std::nullopt, t.hex(8, 8));
  Result<Reach> i = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(i.isOk()) << i.status().message();
  EXPECT_EQ(i->allowance, 4 * U);
  Result<Reach> h = reachable(t.battle, t.start(), {"h"});
  ASSERT_TRUE(h.isOk()) << h.status().message();
  EXPECT_EQ(h->allowance, 8 * U);
  Result<Reach> g = reachable(t.battle, t.start(), {"g"});
  ASSERT_FALSE(g.isOk());
  EXPECT_NE(g.status().message().find("table \"movement-allowance\" has no row for troop type \"foot-artillery\""),
            std::string::npos)
      << g.status().message();
}

TEST(MovementRaclawice, FrontalZoneFreeRearZoneOneMoreFlankRefused) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c, "line", kESE);  // front E and SE; rear W and NW
  PlayState s = t.start();
  Result<Reach> r = reachable(t.battle, s, {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), U);
  EXPECT_EQ(costOf(*r, neighbour(c, 5)), U);
  EXPECT_EQ(costOf(*r, neighbour(c, 3)), 2 * U) << "[8.6]";
  EXPECT_EQ(costOf(*r, neighbour(c, 2)), 2 * U) << "[8.6]";
  EXPECT_EQ(costOf(*r, neighbour(c, 1)), 3 * U) << "a flank hex only by way of another: E, then NW (rear, +1)";
  PlayState m = s;
  std::string flank = applyMove(t.battle, m, {"i"}, {neighbour(c, 1)}).status().message();
  EXPECT_NE(flank.find("flank zone"), std::string::npos) << flank;
  EXPECT_NE(flank.find("[8.1]"), std::string::npos) << flank;
  Result<MoveOutcome> back = applyMove(t.battle, m, {"i"}, {neighbour(c, 3)});
  ASSERT_TRUE(back.isOk()) << back.status().message();
  EXPECT_EQ(back->cost, 2 * U);
}

TEST(MovementRaclawice, EnemyHexesCostOneMoreAndEndTheMove) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c);
  t.add("e", "au", "line-infantry", std::nullopt, t.hex(7, 5));
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const ReachableHex* e = r->find(t.hex(7, 5));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->cost, 3 * U) << "2 hexes and [6.9]'s +1";
  EXPECT_TRUE(e->ends);
  PlayState s = t.start();
  Result<MoveOutcome> in = applyMove(t.battle, s, {"i"}, {t.hex(6, 5), t.hex(7, 5)});
  ASSERT_TRUE(in.isOk()) << in.status().message();
  EXPECT_NE(in->log.find("[6.11]"), std::string::npos) << in->log;
  s.unit("i")->spent = 0;
  s.unit("i")->path.clear();
  Result<Reach> stuck = reachable(t.battle, s, {"i"});
  ASSERT_FALSE(stuck.isOk());
  EXPECT_NE(stuck.status().message().find("melee hex"), std::string::npos) << stuck.status().message();
}

TEST(MovementRaclawice, PassingThroughFriendsCostsOneMoreAndJoiningIsFree) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c);
  t.add("f", "fr", "line-infantry", std::nullopt, t.hex(6, 5));
  t.leader("boss", "fr", "Boss", "gen.", {"fr-army"});
  t.scenario().leaders.push_back(LeaderPlacement{"boss", LeaderAt::Hex, t.hex(5, 6), "", ""});
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, t.hex(6, 5)), U) << "joining the stack";
  PlayState s = t.start();
  Result<MoveOutcome> through = applyMove(t.battle, s, {"i"}, {t.hex(6, 5), t.hex(7, 5)});
  ASSERT_TRUE(through.isOk()) << through.status().message();
  EXPECT_EQ(through->cost, 3 * U) << "[6.1]";
  // A hex holding only a commander is no obstacle.
  PlayState s2 = t.start();
  const Hex beyond = neighbour(t.hex(5, 6), directionTo(c, t.hex(5, 6)));
  Result<MoveOutcome> past = applyMove(t.battle, s2, {"i"}, {t.hex(5, 6), beyond});
  ASSERT_TRUE(past.isOk()) << past.status().message();
  EXPECT_EQ(past->cost, 2 * U);
}

TEST(MovementRaclawice, AUnitCanAlwaysMoveOneHex) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c);
  t.feature(c, neighbour(c, 0), t.stream);  // 1 + 3: 4, its whole allowance
  t.paint(neighbour(c, 5), t.village);      // 3
  t.feature(c, neighbour(c, 5), t.stream);  // 3 + 3: 6, more than it has
  PlayState s = t.start();
  s.unit("i")->spent = 2 * U;
  Result<Reach> r = reachable(t.battle, s, {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const ReachableHex* far = r->find(neighbour(c, 5));
  ASSERT_NE(far, nullptr) << "[8.5]";
  EXPECT_EQ(far->cost, 6 * U);
  EXPECT_TRUE(far->ends);
  Result<MoveOutcome> m = applyMove(t.battle, s, {"i"}, {neighbour(c, 5)});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_NE(m->log.find("[8.5]"), std::string::npos) << m->log;
  PlayState s2 = t.start();
  ASSERT_TRUE(applyMove(t.battle, s2, {"i"}, {neighbour(c, 3)}).isOk());
  s2.unit("i")->spent = 4 * U;
  Result<MoveOutcome> again = applyMove(t.battle, s2, {"i"}, {neighbour(neighbour(c, 3), 3)});
  ASSERT_FALSE(again.isOk()) << "only a unit that has not moved yet";
}

TEST(MovementRaclawice, CommandersPayTheirColumnAndHaveNoFacing) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.leader("boss", "fr", "Boss", "gen.", {"fr-army"});
  t.scenario().leaders.push_back(LeaderPlacement{"boss", LeaderAt::Hex, c, "", ""});
  t.paint(neighbour(c, 0), t.village);
  t.feature(c, neighbour(c, 1), t.stream);
  Result<Reach> r = reachable(t.battle, t.start(), {"boss"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r->allowance, 9 * U);
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), U) << "[8.2]: 1 whatever the terrain";
  EXPECT_EQ(costOf(*r, neighbour(c, 1)), U);
  PlayState s = t.start();
  Result<MoveOutcome> f = applyFacing(t.battle, s, {"boss"}, kE);
  ASSERT_FALSE(f.isOk());
  EXPECT_NE(f.status().message().find("[5.1]"), std::string::npos);
  Result<MoveOutcome> m = applyMove(t.battle, s, {"boss"}, {neighbour(c, 0)});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_EQ(s.leader("boss")->hex, neighbour(c, 0));
  EXPECT_EQ(s.leader("boss")->spent, U);
}

TEST(MovementRaclawice, TurningCostsFromTheTable) {
  Raclawice t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c, "line", kESE);
  t.add("s", "fr", "line-infantry", std::nullopt, t.hex(1, 1), "skirmish", kESE);
  t.add("a", "fr", "line-infantry", std::nullopt, t.hex(8, 8), "line", kESE);
  t.add("b", "fr", "line-infantry", std::nullopt, t.hex(8, 8), "line", kESE);
  t.add("u", "fr", "line-infantry", std::nullopt, t.hex(1, 8));
  PlayState s = t.start();
  Result<MoveOutcome> sixty = applyFacing(t.battle, s, {"i"}, kESE - 2);
  ASSERT_TRUE(sixty.isOk()) << sixty.status().message();
  EXPECT_EQ(sixty->cost, U);
  Result<MoveOutcome> oneTwenty = applyFacing(t.battle, s, {"i"}, (kESE - 2 + 4) % 12);
  ASSERT_TRUE(oneTwenty.isOk()) << oneTwenty.status().message();
  EXPECT_EQ(oneTwenty->cost, 2 * U);
  EXPECT_EQ(s.unit("i")->spent, 3 * U);
  Result<MoveOutcome> free = applyFacing(t.battle, s, {"s"}, kNE + 1);
  ASSERT_TRUE(free.isOk()) << free.status().message();
  EXPECT_EQ(free->cost, 0) << "[7.2]";
  Result<MoveOutcome> half = applyFacing(t.battle, s, {"a"}, kNW + 1);
  ASSERT_FALSE(half.isOk()) << "6.0: the stack turns together";
  Result<MoveOutcome> both = applyFacing(t.battle, s, {"a", "b"}, kNE + 1);
  ASSERT_TRUE(both.isOk()) << both.status().message();
  EXPECT_EQ(both->cost, 2 * U);
  EXPECT_EQ(s.unit("b")->facing, kNE + 1);
  Result<MoveOutcome> set = applyFacing(t.battle, s, {"u"}, kW);
  ASSERT_TRUE(set.isOk()) << set.status().message();
  EXPECT_EQ(set->cost, 0);
  EXPECT_NE(set->log.find("was not known"), std::string::npos);
}

TEST(MovementRaclawice, DoubleTimeAddsTwoPointsButNotThroughWoodsOrFriends) {
  Raclawice t;
  for (auto& row : t.table("movement").rows)
    if (row[0] == "woods") row.back() = "no double time";
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c);
  t.add("f", "fr", "line-infantry", std::nullopt, neighbour(c, 0));
  t.add("h", "fr", "hussars", std::nullopt, t.hex(1, 1));
  t.paint(neighbour(c, 3), t.woods);
  const MoveOptions run{false, true};
  Result<Reach> r = reachable(t.battle, t.start(), {"i"}, run);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r->allowance, 6 * U) << "movement-allowance's \"Infantry in double time\"";
  EXPECT_EQ(costOf(*r, neighbour(c, 3)), -1);
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), U) << "joining a stack is not passing through it";
  EXPECT_EQ(costOf(*r, neighbour(neighbour(c, 0), 0)), 3 * U) << "round the friends, not through them";
  PlayState s = t.start();
  Result<MoveOutcome> woods = applyMove(t.battle, s, {"i"}, {neighbour(c, 3)}, run);
  ASSERT_FALSE(woods.isOk());
  EXPECT_NE(woods.status().message().find("[8.9]"), std::string::npos) << woods.status().message();
  Result<MoveOutcome> through = applyMove(t.battle, s, {"i"}, {neighbour(c, 0), neighbour(neighbour(c, 0), 0)}, run);
  ASSERT_FALSE(through.isOk());
  EXPECT_NE(through.status().message().find("friendly units ([8.9])"), std::string::npos) << through.status().message();
  Result<Reach> cav = reachable(t.battle, t.start(), {"h"}, run);
  ASSERT_FALSE(cav.isOk());
  EXPECT_NE(cav.status().message().find("only infantry"), std::string::npos);
  Result<MoveOutcome> m = applyMove(t.battle, s, {"i"}, {neighbour(c, 5)}, run);
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_NE(m->log.find("moves at double time"), std::string::npos) << m->log;
  EXPECT_NE(m->log.find("1 of 6 movement points"), std::string::npos) << m->log;
}

TEST(MovementRaclawice, AMissingAddedCostRefusesTheStepNamingTheTable) {
  Raclawice t;
  t.table("movement-point-costs").rows.erase(t.table("movement-point-costs").rows.begin() + 2);  // [8.6]
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", std::nullopt, c, "line", kESE);
  PlayState s = t.start();
  Result<MoveOutcome> back = applyMove(t.battle, s, {"i"}, {neighbour(c, 3)});
  ASSERT_FALSE(back.isOk());
  EXPECT_NE(back.status().message().find("rear zone ([8.6]), and the battle's table \"movement-point-costs\" gives "
                                         "none"),
            std::string::npos)
      << back.status().message();
}

// The sample: its Movement table gives commanders 1 a hex and leaves the infantry and cavalry cells blank.
TEST(MovementRaclawice, TheSampleRefusesBlankCostsAndMovesCommanders) {
  Result<Battle> loaded = loadBattleText(CARTOUCHE_SOURCE_DIR "/sample-battles/raclawice-1794");
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  const Battle& battle = loaded.value();
  Result<PlayState> state = startPlay(battle, "historical-1");
  ASSERT_TRUE(state.isOk()) << state.status().message();
  const GridSettings& g = battle.map.grid();
  // 1/I/2 pp at 1809, facing ESE (1909 and 1810).
  const UnitState* pp = state->unit("pl-1-i-2-pp");
  ASSERT_NE(pp, nullptr);
  ASSERT_EQ(pp->hex, g.parseLabel("1809").value());
  Result<Reach> r = reachable(battle, *state, {"pl-1-i-2-pp"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r->allowance, 4 * U) << "[8.8] from movement-allowance";
  EXPECT_TRUE(r->hexes.empty()) << "no infantry cost is known";
  PlayState s = *state;
  Result<MoveOutcome> m = applyMove(battle, s, {"pl-1-i-2-pp"}, {g.parseLabel("1909").value()});
  ASSERT_FALSE(m.isOk());
  EXPECT_NE(m.status().message().find("table \"movement\" gives no cost for \"infantry\""), std::string::npos)
      << m.status().message();
  // Kościuszko: 9 points ([8.8]) at 1 a hex ([8.2]).
  const LeaderState* k = state->leader("pl-kosciuszko");
  ASSERT_NE(k, nullptr);
  Result<Reach> kr = reachable(battle, *state, {"pl-kosciuszko"});
  ASSERT_TRUE(kr.isOk()) << kr.status().message();
  EXPECT_EQ(kr->allowance, 9 * U);
  ASSERT_FALSE(kr->hexes.empty());
  for (const ReachableHex& h : kr->hexes) {
    Hex from = k->hex ? *k->hex : *s.unit(k->withUnit)->hex;
    EXPECT_LE(h.cost, 9 * U);
    EXPECT_GE(h.cost, distance(from, h.hex) * U) << g.label(h.hex);
  }
}

}  // namespace
}  // namespace cartouche
