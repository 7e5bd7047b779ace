// Movement on a small test battle: costs from the Movement table, the allowance, the column a unit reads, La
// Bataille's front hexsides, zones of influence, enemy and friendly hexes, stacking at the end of a move, the log
// line, and facing changes with their costs.
#include "play/movement.h"

#include <gtest/gtest.h>

#include "move_test_battle.h"

namespace cartouche {
namespace {

using testing::costOf;
using testing::kE;
using testing::kESE;
using testing::kNE;
using testing::kSE;
using testing::kW;
using testing::MoveBattle;

constexpr int U = kMovePointUnit;

std::string refusal(const Battle& b, PlayState s, const std::vector<std::string>& units, const std::vector<Hex>& path) {
  const PlayState before = s;
  Result<MoveOutcome> r = applyMove(b, s, units, path);
  EXPECT_FALSE(r.isOk());
  EXPECT_EQ(s, before) << "a refused move leaves the state as it was";
  return r.isOk() ? std::string() : r.status().message();
}

TEST(Movement, ClearTerrainCostsOnePointAHex) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", 4, c);
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r->allowance, 4 * U);
  EXPECT_EQ(r->remaining, 4 * U);
  for (int col = 0; col < 12; ++col)
    for (int row = 0; row < 10; ++row) {
      const Hex h = t.hex(col, row);
      if (h == c) continue;
      const int d = distance(c, h);
      EXPECT_EQ(costOf(*r, h), d <= 4 ? d * U : -1) << t.battle.map.grid().label(h);
    }
  EXPECT_EQ(costOf(*r, c), -1) << "the start is not listed";
}

TEST(Movement, WoodsStreamsBridgesAndRoadsCostWhatTheTableSays) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", 6, c);
  t.add("h", "fr", "hussars", 12, t.hex(1, 1));
  t.paint(neighbour(c, 0), t.woods);        // infantry 2
  t.feature(c, neighbour(c, 1), t.stream);  // infantry +3
  t.feature(c, neighbour(c, 2), t.stream);  // with a bridge: the bridge's plain cost adds nothing
  t.feature(c, neighbour(c, 2), t.bridge);
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), 2 * U);
  EXPECT_EQ(costOf(*r, neighbour(c, 1)), 2 * U) << "round the stream (1 + 1) is cheaper than across it (1 + 3)";
  EXPECT_EQ(costOf(*r, neighbour(c, 2)), 1 * U);
  EXPECT_EQ(r->pathTo(neighbour(c, 1)).size(), 2u);
  // Cavalry reads its own column: woods 5.
  const Hex h = t.hex(1, 1);
  t.paint(neighbour(h, 0), t.woods);
  Result<Reach> cav = reachable(t.battle, t.start(), {"h"});
  ASSERT_TRUE(cav.isOk()) << cav.status().message();
  EXPECT_EQ(costOf(*cav, neighbour(h, 0)), 5 * U);
  PlayState s = t.start();
  Result<MoveOutcome> m = applyMove(t.battle, s, {"h"}, {neighbour(h, 0)});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_EQ(m->cost, 5 * U);
}

TEST(Movement, RoadMarchPaysHalfAPointAlongTheRoad) {
  MoveBattle t;
  Hex h = t.hex(1, 4);
  t.add("i", "fr", "line-infantry", 2, h, "road-march", kE);
  std::vector<Hex> road;
  for (int i = 0; i < 6; ++i) {
    road.push_back(neighbour(h, 0));
    t.feature(h, road.back(), t.road);
    h = road.back();
  }
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, road[3]), 2 * U) << "four road hexes at 1/2";
  EXPECT_EQ(costOf(*r, road[4]), -1);
  PlayState s = t.start();
  Result<MoveOutcome> m = applyMove(t.battle, s, {"i"}, {road[0], road[1], road[2]});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_EQ(m->cost, 3 * U / 2);
  EXPECT_NE(m->log.find(": 1 1/2 of 2 movement points"), std::string::npos) << m->log;
}

TEST(Movement, TheRoadOptionMarchesAlongTheRoadInTheFormationItNames) {
  MoveBattle t;  // the chart's road row requires "road order"
  Hex a = t.hex(1, 2), b = t.hex(1, 6);
  t.add("u", "fr", "line-infantry", 2, a);
  t.add("col", "fr", "line-infantry", 2, b, "column", kE);
  for (Hex h : {a, b})
    for (int i = 0; i < 5; ++i, h = neighbour(h, 0)) t.feature(h, neighbour(h, 0), t.road);
  const MoveOptions road{true, false};
  Result<Reach> r = reachable(t.battle, t.start(), {"u"}, road);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, neighbour(neighbour(neighbour(a, 0), 0), 0)), 3 * U / 2);
  Result<Reach> plain = reachable(t.battle, t.start(), {"u"});
  ASSERT_TRUE(plain.isOk());
  EXPECT_EQ(costOf(*plain, neighbour(neighbour(neighbour(a, 0), 0), 0)), -1) << "3 points without road march";
  PlayState s = t.start();
  Result<MoveOutcome> col = applyMove(t.battle, s, {"col"}, {neighbour(b, 0)}, road);
  ASSERT_FALSE(col.isOk());
  EXPECT_NE(col.status().message().find("row \"road\" requires \"road order\""), std::string::npos)
      << col.status().message();
  Result<MoveOutcome> m = applyMove(t.battle, s, {"u"}, {neighbour(a, 0)}, road);
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_NE(m->log.find("moves in road march"), std::string::npos) << m->log;
}

TEST(Movement, ProhibitedTerrainAndBlankCellsAreRefusedNamingTheTable) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("g", "fr", "foot-artillery", 4, c);
  t.paint(neighbour(c, 0), t.woods);
  t.paint(neighbour(c, 3), t.village);
  Result<Reach> r = reachable(t.battle, t.start(), {"g"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), -1);
  EXPECT_EQ(costOf(*r, neighbour(c, 3)), -1);
  std::string woods = refusal(t.battle, t.start(), {"g"}, {neighbour(c, 0)});
  EXPECT_NE(woods.find("table \"movement\" prohibits \"woods\" for \"artillery\""), std::string::npos) << woods;
  std::string village = refusal(t.battle, t.start(), {"g"}, {neighbour(c, 3)});
  EXPECT_NE(village.find("gives no cost for \"artillery\" in \"village\""), std::string::npos) << village;
  // A hexside the chart prohibits: a river row.
  t.table("movement").rows.push_back({"river", "P", "P", "P", ""});
  TerrainType river = testing::sideType("river", HexsideClass::Edge, DrawStyle::Edge);
  river.water = true;
  const TerrainId riverId = *t.battle.vocabulary.add(river);
  t.feature(c, neighbour(c, 1), riverId);
  std::string across = refusal(t.battle, t.start(), {"g"}, {neighbour(c, 1)});
  EXPECT_NE(across.find("prohibits crossing \"river\""), std::string::npos) << across;
}

TEST(Movement, ARowsRequiredFormationIsHeldToUnitsKnownToBeInAnother) {
  MoveBattle t;  // the chart's bridge row requires "road order"
  const Hex a = t.hex(3, 3), b = t.hex(3, 6), c = t.hex(8, 3);
  for (Hex h : {a, b, c}) {
    t.feature(h, neighbour(h, 0), t.stream);
    t.feature(h, neighbour(h, 0), t.bridge);
  }
  t.add("col", "fr", "line-infantry", 4, a, "column", kE);
  t.add("march", "fr", "line-infantry", 4, b, "road-march", kE);
  t.add("unknown", "fr", "line-infantry", 4, c);
  std::string col = refusal(t.battle, t.start(), {"col"}, {neighbour(a, 0)});
  EXPECT_NE(col.find("row \"bridge\" requires \"road order\" (formation \"road-march\"), and col is in column"),
            std::string::npos)
      << col;
  for (const char* unit : {"march", "unknown"}) {
    PlayState s = t.start();
    const Hex from = *s.unit(unit)->hex;
    Result<MoveOutcome> m = applyMove(t.battle, s, {unit}, {neighbour(from, 0)});
    ASSERT_TRUE(m.isOk()) << unit << ": " << m.status().message();
    EXPECT_EQ(m->cost, U);
  }
}

TEST(Movement, TheColumnIsTheTroopTypeThenLightArmThenArm) {
  MoveBattle t;
  RuleTable& m = t.table("movement");
  m.columns.insert(m.columns.begin() + 2, RuleColumn{"light-infantry", "Lt Inf", CellType::MoveCost});
  m.columns.insert(m.columns.begin() + 3, RuleColumn{"cuirassiers", "Cuir", CellType::MoveCost});
  for (auto& row : m.rows) {
    const bool woods = row[0] == "woods";
    row.insert(row.begin() + 2, woods ? "3" : row[1]);
    row.insert(row.begin() + 3, woods ? "4" : row[3]);
  }
  const Hex a = t.hex(2, 2), b = t.hex(8, 2), c = t.hex(2, 7), d = t.hex(8, 7);
  t.add("line", "fr", "line-infantry", 8, a);
  t.add("light", "fr", "light-infantry", 8, b);
  t.add("cuir", "fr", "cuirassiers", 8, c);
  t.add("huss", "fr", "hussars", 8, d);
  for (Hex h : {a, b, c, d}) {
    t.paint(neighbour(h, 0), t.woods);
    t.paint(neighbour(h, 1), t.woods);
    t.paint(neighbour(h, 5), t.woods);
    t.paint(neighbour(neighbour(h, 0), 0), t.woods);
    t.paint(neighbour(neighbour(h, 0), 1), t.woods);
    t.paint(neighbour(neighbour(h, 0), 5), t.woods);
  }
  auto woodsCost = [&](const std::string& unit, Hex from) {
    PlayState s = t.start();
    Result<MoveOutcome> r = applyMove(t.battle, s, {unit}, {neighbour(from, 0)});
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? r->cost : -1;
  };
  EXPECT_EQ(woodsCost("line", a), 2 * U);   // "infantry"
  EXPECT_EQ(woodsCost("light", b), 3 * U);  // "light-infantry"
  EXPECT_EQ(woodsCost("cuir", c), 4 * U);   // its troop type's own column
  EXPECT_EQ(woodsCost("huss", d), 5 * U);   // no "hussars" or "light-cavalry" column: "cavalry"
}

TEST(Movement, AnAllowanceComesFromTheUnitOrIsRefused) {
  MoveBattle t;
  t.add("i", "fr", "line-infantry", std::nullopt, t.hex(5, 5));
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_FALSE(r.isOk());
  EXPECT_NE(r.status().message().find("unit i has no movement allowance: no \"movement\" value, and the battle has "
                                      "no table \"movement-allowance\""),
            std::string::npos)
      << r.status().message();
  // A line loses two points (seed 004, Movement (18)).
  MoveBattle line;
  line.add("l", "fr", "line-infantry", 6, line.hex(5, 5), "line", kESE);
  Result<Reach> lr = reachable(line.battle, line.start(), {"l"});
  ASSERT_TRUE(lr.isOk()) << lr.status().message();
  EXPECT_EQ(lr->allowance, 4 * U);
}

TEST(Movement, LaBatailleUnitsMoveThroughTheirFrontHexsides) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", 4, c, "column", kE);  // fronts NE, E, SE
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(costOf(*r, neighbour(c, 0)), U);
  EXPECT_EQ(costOf(*r, neighbour(c, 1)), U);
  EXPECT_EQ(costOf(*r, neighbour(c, 5)), U);
  EXPECT_EQ(costOf(*r, neighbour(c, 3)), -1) << "never backwards while facing east";
  EXPECT_EQ(costOf(*r, neighbour(c, 2)), -1) << "NW is a flank; NE then W would need a W front";
  std::string back = refusal(t.battle, t.start(), {"i"}, {neighbour(c, 3)});
  EXPECT_NE(back.find("not through a front hexside"), std::string::npos) << back;
  EXPECT_NE(back.find("(18)"), std::string::npos) << back;
}

TEST(Movement, InfantryStopsInAZoneOfInfluenceAndCavalryOnlyInACavalryZone) {
  MoveBattle t;
  const Hex enemy = t.hex(6, 5);
  t.add("e", "au", "line-infantry", 4, enemy, "column", kW);  // its zone: W, NW, SW of 0605
  const Hex start = t.hex(2, 5);
  t.add("i", "fr", "line-infantry", 6, start, "column", kE);
  const Hex zone = neighbour(enemy, 3);
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const ReachableHex* z = r->find(zone);
  ASSERT_NE(z, nullptr);
  EXPECT_TRUE(z->ends);
  std::vector<Hex> path = {neighbour(start, 0), neighbour(neighbour(start, 0), 0), zone};
  ASSERT_EQ(path.back(), neighbour(path[1], 0));
  PlayState s = t.start();
  Result<MoveOutcome> in = applyMove(t.battle, s, {"i"}, path);
  ASSERT_TRUE(in.isOk()) << in.status().message();
  EXPECT_NE(in->log.find("zone of influence of e"), std::string::npos) << in->log;
  // Stopped there, it goes no further this phase.
  Result<MoveOutcome> on = applyMove(t.battle, s, {"i"}, {neighbour(zone, 5)});
  ASSERT_FALSE(on.isOk());
  EXPECT_NE(on.status().message().find("must stay (seed 004, Zone d'Influence (14))"), std::string::npos)
      << on.status().message();
  // A path through the zone is refused at the hex after it.
  std::string through = refusal(t.battle, t.start(), {"i"}, {path[0], path[1], zone, neighbour(zone, 1)});
  EXPECT_NE(through.find("cannot go on from"), std::string::npos) << through;

  // Cavalry rides through an infantry zone but stops in a cavalry one.
  MoveBattle c;
  c.add("e", "au", "line-infantry", 4, enemy, "column", kW);
  c.add("k", "au", "cuirassiers", 4, t.hex(6, 8), "column", kW);
  c.add("h", "fr", "hussars", 8, start, "column", kE);
  Result<Reach> cr = reachable(c.battle, c.start(), {"h"});
  ASSERT_TRUE(cr.isOk()) << cr.status().message();
  ASSERT_NE(cr->find(zone), nullptr);
  EXPECT_FALSE(cr->find(zone)->ends);
  const ReachableHex* cz = cr->find(neighbour(t.hex(6, 8), 3));
  ASSERT_NE(cz, nullptr);
  EXPECT_TRUE(cz->ends);
}

TEST(Movement, InfantryLeavesAZoneOnlyAtTheStartOfItsMove) {
  MoveBattle t;
  const Hex enemy = t.hex(6, 5);
  t.add("e", "au", "line-infantry", 4, enemy, "column", kW);
  const Hex zone = neighbour(enemy, 3);
  t.add("i", "fr", "line-infantry", 4, zone, "column", kW);
  PlayState s = t.start();
  Result<Reach> fresh = reachable(t.battle, s, {"i"});
  ASSERT_TRUE(fresh.isOk()) << fresh.status().message();
  EXPECT_EQ(costOf(*fresh, neighbour(zone, 3)), U);
  s.unit("i")->spent = U;  // it turned first
  Result<Reach> late = reachable(t.battle, s, {"i"});
  ASSERT_FALSE(late.isOk());
  EXPECT_NE(late.status().message().find("leave an enemy zone only at the beginning"), std::string::npos)
      << late.status().message();
}

TEST(Movement, ZonesAreExertedOnlyThroughFrontsAndNotByCarre) {
  MoveBattle t;
  const Hex enemy = t.hex(6, 5);
  t.add("e", "au", "line-infantry", 4, enemy, "carre");
  t.add("i", "fr", "line-infantry", 6, t.hex(2, 5));
  Result<Reach> r = reachable(t.battle, t.start(), {"i"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  ASSERT_NE(r->find(neighbour(enemy, 3)), nullptr);
  EXPECT_FALSE(r->find(neighbour(enemy, 3))->ends) << "carré exerts no zone (14)";
  EXPECT_EQ(costOf(*r, enemy), -1) << "an enemy hex is not entered by a move";
  std::vector<Hex> path = r->pathTo(neighbour(enemy, 3));
  path.push_back(enemy);
  std::string melee = refusal(t.battle, t.start(), {"i"}, path);
  EXPECT_NE(melee.find("holds enemy units (e)"), std::string::npos) << melee;
}

TEST(Movement, CavalryDoesNotPassThroughFriendlyInfantryColumns) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("h", "fr", "hussars", 8, c);
  t.add("col", "fr", "line-infantry", 4, neighbour(c, 0), "column", kE);
  t.add("sk", "fr", "light-infantry", 4, neighbour(c, 3), "skirmish", kESE);
  std::string through = refusal(t.battle, t.start(), {"h"}, {neighbour(c, 0), neighbour(neighbour(c, 0), 0)});
  EXPECT_NE(through.find("(16)"), std::string::npos) << through;
  EXPECT_NE(through.find("friendly col in column"), std::string::npos) << through;
  PlayState s = t.start();
  Result<MoveOutcome> past = applyMove(t.battle, s, {"h"}, {neighbour(c, 3), neighbour(neighbour(c, 3), 3)});
  EXPECT_TRUE(past.isOk()) << past.status().message();
}

TEST(Movement, StackingIsCheckedAtTheEndOfAMove) {
  MoveBattle t;
  t.stackingTable({{"any", "two units", "2 infantry units"}});
  const Hex c = t.hex(5, 5);
  t.add("a", "fr", "line-infantry", 4, neighbour(c, 0));
  t.add("b", "fr", "line-infantry", 4, neighbour(c, 0));
  t.add("i", "fr", "line-infantry", 4, c);
  std::string over = refusal(t.battle, t.start(), {"i"}, {neighbour(c, 0)});
  EXPECT_NE(over.find("cannot end the move at " + t.battle.map.grid().label(neighbour(c, 0))), std::string::npos)
      << over;
  PlayState s = t.start();
  Result<MoveOutcome> past = applyMove(t.battle, s, {"i"}, {neighbour(c, 0), neighbour(neighbour(c, 0), 0)});
  EXPECT_TRUE(past.isOk()) << "passing through is not ending there: " << past.status().message();
}

TEST(Movement, AMoveUpdatesTheStateAndLogsItInWords) {
  MoveBattle t;
  const Hex a = t.hex(1, 1);
  t.add("i", "fr", "line-infantry", 4, a);
  t.battle.army.units.back().shortName = "2 pp";
  PlayState s = t.start();
  const Hex b = neighbour(a, 0), c = neighbour(b, 5);
  Result<MoveOutcome> m = applyMove(t.battle, s, {"i"}, {a, b, c});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  const GridSettings& g = t.battle.map.grid();
  EXPECT_EQ(m->log, "2 pp moves " + g.label(a) + " \u2192 " + g.label(b) + " \u2192 " + g.label(c) +
                        ": 2 of 4 movement points");
  EXPECT_EQ(s.unit("i")->hex, c);
  EXPECT_EQ(s.unit("i")->spent, 2 * U);
  EXPECT_EQ(s.unit("i")->path, (std::vector<Hex>{b, c}));
  Result<MoveOutcome> more = applyMove(t.battle, s, {"i"}, {neighbour(c, 0)});
  ASSERT_TRUE(more.isOk()) << more.status().message();
  EXPECT_NE(more->log.find(": 1 movement points, 3 of 4 spent"), std::string::npos) << more->log;
  const Hex x = neighbour(neighbour(c, 0), 0);
  std::string far = refusal(t.battle, s, {"i"}, {x, neighbour(x, 0)});
  EXPECT_NE(far.find("1 of 4 are left"), std::string::npos) << far;
  std::string jump = refusal(t.battle, s, {"i"}, {t.hex(9, 9)});
  EXPECT_NE(jump.find("not next to each other"), std::string::npos) << jump;
}

TEST(Movement, AStackMovesAtItsSlowest) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("a", "fr", "line-infantry", 6, c);
  t.add("b", "fr", "light-infantry", 4, c);
  t.add("far", "fr", "line-infantry", 4, t.hex(1, 1));
  PlayState s = t.start();
  s.unit("a")->spent = 3 * U;
  Result<Reach> r = reachable(t.battle, s, {"a", "b"});
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r->allowance, 4 * U);
  EXPECT_EQ(r->remaining, 3 * U);
  Result<MoveOutcome> m = applyMove(t.battle, s, {"a", "b"}, {neighbour(c, 0)});
  ASSERT_TRUE(m.isOk()) << m.status().message();
  EXPECT_EQ(s.unit("a")->spent, 4 * U);
  EXPECT_EQ(s.unit("b")->spent, U);
  EXPECT_EQ(s.unit("b")->hex, neighbour(c, 0));
  Result<Reach> apart = reachable(t.battle, s, {"a", "far"});
  ASSERT_FALSE(apart.isOk());
  EXPECT_NE(apart.status().message().find("must stand in one hex"), std::string::npos);
  EXPECT_FALSE(reachable(t.battle, s, {"nobody"}).isOk());
  EXPECT_FALSE(reachable(t.battle, s, {}).isOk());
}

TEST(Movement, FacingChangesCostWhatTheSeedPrints) {
  MoveBattle t;
  const Hex c = t.hex(5, 5);
  t.add("i", "fr", "line-infantry", 4, c, "column", kE);
  t.add("h", "fr", "hussars", 8, t.hex(1, 1), "column", kE);
  t.add("l", "fr", "line-infantry", 4, t.hex(8, 8), "line", kESE);
  t.add("q", "fr", "line-infantry", 4, t.hex(1, 8), "carre");
  PlayState s = t.start();
  Result<MoveOutcome> turn = applyFacing(t.battle, s, {"i"}, kNE);
  ASSERT_TRUE(turn.isOk()) << turn.status().message();
  EXPECT_EQ(turn->cost, U);
  EXPECT_EQ(s.unit("i")->facing, kNE);
  EXPECT_EQ(s.unit("i")->spent, U);
  EXPECT_NE(turn->log.find("from E to NE"), std::string::npos) << turn->log;
  Result<MoveOutcome> cav = applyFacing(t.battle, s, {"h"}, kSE);
  ASSERT_TRUE(cav.isOk()) << cav.status().message();
  EXPECT_EQ(cav->cost, 3 * U);
  EXPECT_FALSE(applyFacing(t.battle, s, {"l"}, kE).isOk()) << "a line faces a vertex";
  EXPECT_FALSE(applyFacing(t.battle, s, {"i"}, kESE).isOk()) << "a column faces a hexside";
  EXPECT_FALSE(applyFacing(t.battle, s, {"q"}, kE).isOk()) << "a carré faces all ways";
  s.unit("i")->spent = 4 * U;
  Result<MoveOutcome> broke = applyFacing(t.battle, s, {"i"}, kW);
  ASSERT_FALSE(broke.isOk());
  EXPECT_NE(broke.status().message().find("0 of 4 are left"), std::string::npos) << broke.status().message();
}

}  // namespace
}  // namespace cartouche

namespace cartouche {
namespace {

using testing::MoveBattle;

// One case per refusal at the start of a move, and the off-map step; each message says what is wrong.
TEST(Movement, EveryRefusalNamesWhatIsWrong) {
  MoveBattle t;
  t.troopType("wagons", "wagons", Arm::Other);
  const Hex edge = t.hex(0, 5), c = t.hex(5, 5);
  t.add("edge", "fr", "line-infantry", 4, edge);
  t.add("friend", "fr", "line-infantry", 4, c);
  t.add("foe", "au", "line-infantry", 4, c);
  t.add("wagon", "fr", "wagons", 4, t.hex(8, 2));
  t.add("nobody-knows", "fr", "", 4, t.hex(8, 5));
  t.add("gone", "fr", "line-infantry", 4, t.hex(8, 8));
  t.add("wide", "fr", "line-infantry", 4, t.hex(2, 8), "line", 1);
  t.scenario().setup.back().second = t.hex(3, 8);
  t.add("gun", "fr", "foot-artillery", 4, t.hex(10, 2), "unlimbered", 0);
  PlayState s = t.start();
  s.unit("gone")->eliminated = true;
  auto says = [&](const std::vector<std::string>& units, const std::string& what) {
    Result<Reach> r = reachable(t.battle, s, units);
    ASSERT_FALSE(r.isOk()) << what;
    EXPECT_NE(r.status().message().find(what), std::string::npos) << r.status().message();
  };
  says({"friend", "foe"}, "must be of one side");
  says({"wagon"}, "has no column for wagon (troop type \"wagons\", arm \"other\")");
  says({"nobody-knows"}, "has no known troop type (none given)");
  says({"gone"}, "gone is eliminated");
  says({"wide"}, "stands in two hexes");
  says({"edge", "edge"}, "names edge twice");
  PlayState m = s;
  Result<MoveOutcome> off = applyMove(t.battle, m, {"edge"}, {neighbour(edge, 3)});
  ASSERT_FALSE(off.isOk());
  EXPECT_NE(off.status().message().find("off the map"), std::string::npos) << off.status().message();
  Result<MoveOutcome> none = applyMove(t.battle, m, {"edge"}, {edge});
  ASSERT_FALSE(none.isOk());
  EXPECT_NE(none.status().message().find("names no hex to enter"), std::string::npos);
  Result<MoveOutcome> gun = applyFacing(t.battle, m, {"gun"}, 4);
  ASSERT_FALSE(gun.isOk());
  EXPECT_NE(gun.status().message().find("by one hexside only"), std::string::npos) << gun.status().message();
  Result<MoveOutcome> gun60 = applyFacing(t.battle, m, {"gun"}, 2);
  EXPECT_TRUE(gun60.isOk()) << gun60.status().message();
  t.battle.rules.clear();
  says({"edge"}, "the battle has no movement table");
}

}  // namespace
}  // namespace cartouche
