// The one-pass count of small stacks (rules/stacking_judge.cpp) held to the general count, and the verdicts
// remembered by shape (rules/stacking_memo.h) held to counted ones: random stacks of known and unknown troop types
// and increments, in every formation and in two-hex lines, on both families' charts, judged both ways hex by hex,
// must give the same problems word for word.
#include "rules/stacking_judge.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "model/stacking_limit.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

const char* const kClear = testing::kLaBatailleClearChart;
const char* const kRaclawice = testing::kRaclawiceChart;
const char* kWoods = "1 infantry battalion or 2 light-infantry units or 1 hussars regiment; at most 8 increments";
// One regiment's battalions split over two terms by formation, so that its node is counted once per term.
const char* kTown =
    "1 infantry regiment in column and 1 infantry regiment in line/skirmish and 2 cavalry units or 9 increments; at "
    "most 1 regiment in carre, at most 2 infantry regiments";

// Every hex's problems, counted with the one-pass path on or off and with verdicts remembered by shape or not;
// `remembered` counts the verdicts taken from the memo.
std::vector<std::string> judged(const Battle& b, bool onePass, int& stacks, bool memo = true,
                                size_t* remembered = nullptr) {
  const ArmyIndex index(b);
  const std::vector<PlacementSpot> spots = resolvePlacements(b, index, b.scenarios[0].setup);
  std::map<int, std::vector<stacking::Entry>> byHex;
  for (size_t i = 0; i < spots.size(); ++i) {
    const PlacementSpot& s = spots[i];
    if (s.unit < 0 || s.first < 0) continue;
    const bool two = s.second >= 0 && s.second != s.first;
    byHex[s.first].push_back({int(i), s.unit, s.formation, uint8_t(two ? 1 : 0)});
    if (two) byHex[s.second].push_back({int(i), s.unit, s.formation, 2});
  }
  stacking::Prepared p;
  p.prepare(b, index);
  p.onePass = onePass;
  p.memo = memo;
  std::vector<Problem> out;
  for (const auto& [hex, entries] : byHex) stacking::evaluateHex(b, p, "s1", hex, entries, out);
  if (remembered) *remembered = p.memoTable.hits();
  stacks = int(byHex.size());
  std::vector<std::string> messages;
  for (const Problem& pr : out) messages.push_back(pr.code + ": " + pr.message);
  return messages;
}

TEST(StackingOnePass, SameProblemsAsTheGeneralCount) {
  for (const char* chart : {kClear, kRaclawice, kWoods, kTown}) {
    auto limit = parseStackingLimit(chart);
    ASSERT_TRUE(limit) << chart << ": " << limit.status().message();
  }
  const char* troops[] = {"line-infantry", "light-infantry", "cuirassiers", "hussars", "foot-artillery", "grenadiers"};
  const char* formations[] = {"column", "line", "skirmish", "carre", "limbered", "unlimbered", "general-order", ""};
  std::mt19937 rng(2026);
  size_t problems = 0, fits = 0, remembered = 0;
  for (int round = 0; round < 200; ++round) {
    const bool raclawice = round % 3 == 2, town = !raclawice && round % 2 == 0;
    testing::StackingArmyBattle a(raclawice);
    if (raclawice)
      a.stackingTable({{"any", "[6.2]", kRaclawice}});
    else
      a.stackingTable({{"clear", "printed", town ? kTown : kClear}, {"woods", "printed", kWoods}});
    for (int i = 0; i < 6; ++i) a.battle.map.setTerrain(a.at(int(rng() % 4), int(rng() % 4)), a.woods);
    const int regiments = 4 + int(rng() % 30);
    for (int r = 0; r < regiments; ++r) {
      // "grenadiers" is a troop type the vocabulary lacks: its units are judged under every arm.
      const char* troop = troops[rng() % (rng() % 8 == 0 ? 6 : 5)];
      const std::optional<int> increments = rng() % 9 == 0 ? std::nullopt : std::optional<int>(1 + int(rng() % 9));
      const auto units =
          a.regiment("r" + std::to_string(r), rng() % 3 ? "fr" : "au", troop, 1 + int(rng() % 4), increments);
      for (const std::string& u : units) {
        const Hex h = a.hex(int(rng() % 4), int(rng() % 4));
        if (rng() % 6 == 0)
          a.place(u, h, "line", neighbour(h, int(rng() % 6)));
        else
          a.place(u, h, formations[rng() % (town ? 3 : 8)]);  // the town chart's terms take three formations
      }
    }
    int stacks = 0;
    const std::vector<std::string> general = judged(a.battle, false, stacks);
    ASSERT_EQ(judged(a.battle, true, stacks, false), general) << "round " << round;
    size_t hits = 0;
    ASSERT_EQ(judged(a.battle, true, stacks, true, &hits), general) << "round " << round;
    remembered += hits;
    problems += general.size();
    fits += size_t(stacks) > general.size() ? size_t(stacks) - general.size() : 0;
  }
  // The rounds reach both verdicts often.
  EXPECT_GT(problems, 200u);
  EXPECT_GT(fits, 50u);
  EXPECT_GT(remembered, 100u);  // and stacks of one shape recur
}

// Stacks of like units that differ only in which regiments they come from, and stacks whose verdict reads increments:
// the verdict counted for the first stack of each shape is given to the rest of that shape, and only to them.
TEST(StackingMemo, LikeStacksGetTheVerdictOfTheFirst) {
  testing::StackingArmyBattle a(false);
  a.stackingTable({{"clear", "printed", "1 infantry regiment or 3 cavalry units; at most 3 infantry battalions"},
                   {"woods", "printed", kWoods}});
  for (int x = 0; x < 4; ++x) a.battle.map.setTerrain(a.at(x, 1), a.woods);
  for (int x = 0; x < 4; ++x) {
    const std::string n = std::to_string(x);
    // Row 0: two battalions of one regiment, within the limit.
    for (const std::string& u : a.regiment("a" + n, "fr", "line-infantry", 2, 3)) a.place(u, a.hex(x, 0), "column");
    // Rows 2 and 3: a battalion of each of two regiments in each hex, over it (two regiments).
    const auto b = a.regiment("b" + n, "fr", "line-infantry", 2, 3),
               c = a.regiment("c" + n, "fr", "line-infantry", 2, 3);
    for (int k = 0; k < 2; ++k) {
      a.place(b[size_t(k)], a.hex(x, 2 + k), "column");
      a.place(c[size_t(k)], a.hex(x, 2 + k), "column");
    }
    // Row 1, woods: a hussar regiment whose increments the cap counts ("at most 8 increments").
    for (const std::string& u : a.regiment("h" + n, "au", "hussars", 3, 3)) a.place(u, a.hex(x, 1), "column");
  }
  int stacks = 0;
  size_t hits = 0;
  const std::vector<std::string> counted = judged(a.battle, true, stacks, false);
  EXPECT_EQ(judged(a.battle, true, stacks, true, &hits), counted);
  EXPECT_EQ(stacks, 16);
  EXPECT_EQ(counted.size(), 12u);  // rows 1, 2 and 3
  // Row 0: 3 of 4 remembered; rows 2 and 3: 7 of 8; row 1 read increments: none.
  EXPECT_EQ(hits, 10u);
}

}  // namespace
}  // namespace cartouche
