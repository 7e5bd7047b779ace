// A random property test: on small random maps (woods, villages, streams, bridges, friends and enemies with random
// facings), in both rules families, every reachable hex's cost equals the cheapest path that applyMove accepts among
// all simple paths, found by brute force; every hex some accepted path ends at is reachable; and the path
// reachable() gives replays through applyMove at its cost.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "move_test_battle.h"
#include "play/movement.h"

namespace cartouche {
namespace {

using testing::MoveBattle;

struct Case {
  MoveBattle t;
  std::string mover;
  explicit Case(bool raclawice, unsigned seed) : t(raclawice) {
    std::mt19937 rng(seed);
    GridSettings g = t.battle.map.grid();
    g.columns = 7;
    g.rows = 7;
    t.battle.map = HexMap(g, t.clear);
    for (int i = 0; i < t.battle.map.hexCount(); ++i) {
      const unsigned roll = rng() % 10;
      t.battle.map.setTerrain(i, roll < 2 ? t.woods : roll < 3 ? t.village : t.clear);
    }
    for (int i = 0; i < 12; ++i) {
      const Hex h = t.hex(int(rng() % 7), int(rng() % 7));
      const int d = int(rng() % 6);
      if (!t.battle.map.contains(neighbour(h, d))) continue;
      t.feature(h, neighbour(h, d), t.stream);
      if (rng() % 3 == 0) t.feature(h, neighbour(h, d), t.bridge);
    }
    const char* types[] = {"line-infantry", "hussars", "cuirassiers"};
    const char* formations[] = {"column", "line", ""};
    auto randomFacing = [&](const std::string& formation) -> std::optional<Facing> {
      if (formation.empty() && rng() % 2) return std::nullopt;
      const int f = int(rng() % 6) * 2;
      return formation == "line" ? f + 1 : f;
    };
    const Hex start = t.hex(3, 3);
    t.paint(start, t.clear);
    const std::string type = types[rng() % 2];
    const std::string formation = raclawice ? (rng() % 2 ? "line" : "") : formations[rng() % 3];
    mover = t.add("m", "fr", type, int(3 + rng() % 2), start, formation, randomFacing(formation));
    for (int i = 0; i < 4; ++i) {
      const Hex h = t.hex(int(rng() % 7), int(rng() % 7));
      if (h == start) continue;
      // Friends are of the mover's type and formation, so that no end of a move breaks stacking (which reachable()
      // leaves to applyMove); enemies are anything.
      const bool friendly = i % 2;
      const std::string f = friendly ? formation : formations[rng() % 3];
      t.add("u" + std::to_string(i), friendly ? "fr" : "au", friendly ? type : types[rng() % 3], 4, h, f,
            randomFacing(f));
    }
  }
};

void search(const Case& c, const PlayState& base, std::vector<Hex>& path, int maxSteps, std::map<int, int>& best) {
  const Battle& b = c.t.battle;
  const Hex at = path.empty() ? *base.unit(c.mover)->hex : path.back();
  for (int d = 0; d < 6; ++d) {
    const Hex to = neighbour(at, d);
    if (!b.map.contains(to) || to == *base.unit(c.mover)->hex || std::find(path.begin(), path.end(), to) != path.end())
      continue;
    path.push_back(to);
    PlayState s = base;
    Result<MoveOutcome> r = applyMove(b, s, {c.mover}, path);
    if (r.isOk()) {
      const int index = b.map.indexOf(to);
      auto it = best.find(index);
      if (it == best.end() || r->cost < it->second) best[index] = r->cost;
      if (int(path.size()) < maxSteps) search(c, base, path, maxSteps, best);
    }
    path.pop_back();
  }
}

void checkCase(bool raclawice, unsigned seed) {
  SCOPED_TRACE((raclawice ? "Racławice seed " : "La Bataille seed ") + std::to_string(seed));
  Case c(raclawice, seed);
  const PlayState base = c.t.start();
  Result<Reach> reach = reachable(c.t.battle, base, {c.mover});
  if (!reach.isOk()) {
    // Refused at the start (nothing here should be): say why.
    FAIL() << reach.status().message();
  }
  std::map<int, int> best;
  std::vector<Hex> path;
  search(c, base, path, reach->remaining / kMovePointUnit + 1, best);
  const GridSettings& g = c.t.battle.map.grid();
  for (const ReachableHex& h : reach->hexes) {
    auto it = best.find(c.t.battle.map.indexOf(h.hex));
    ASSERT_NE(it, best.end()) << g.label(h.hex) << " is listed but no path reaches it";
    EXPECT_EQ(h.cost, it->second) << g.label(h.hex);
    PlayState s = base;
    Result<MoveOutcome> replay = applyMove(c.t.battle, s, {c.mover}, reach->pathTo(h.hex));
    ASSERT_TRUE(replay.isOk()) << g.label(h.hex) << ": " << replay.status().message();
    EXPECT_EQ(replay->cost, h.cost) << g.label(h.hex);
  }
  for (const auto& [index, cost] : best)
    EXPECT_NE(reach->find(c.t.battle.map.hexAt(index)), nullptr)
        << g.label(c.t.battle.map.hexAt(index)) << " is reached at " << cost << " but not listed";
}

TEST(MovementProperty, ReachableCostsAreTheCheapestAcceptedPathsLaBataille) {
  for (unsigned seed = 1; seed <= 25; ++seed) checkCase(false, seed);
}

TEST(MovementProperty, ReachableCostsAreTheCheapestAcceptedPathsRaclawice) {
  for (unsigned seed = 1; seed <= 25; ++seed) checkCase(true, seed);
}

}  // namespace
}  // namespace cartouche
