// The army's code index (rules/army_index.h) and the code table under it (rules/code_index.h): every code found in
// the army's order, in reverse and in random order, missing codes not found, equal codes compared word by word, the
// nodes' parents, sides and levels, and the set-up and stacking checks answering the same whatever order a set-up
// lists its units in.
#include "rules/army_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "rules/validate.h"

namespace cartouche {
namespace {

std::vector<std::string> someCodes(size_t n) {
  std::vector<std::string> out;
  for (size_t i = 0; i < n; ++i) out.push_back("pl-" + std::to_string(i) + (i % 3 ? "-bn" : "-regiment-of-foot"));
  out.push_back("");            // an empty code
  out.push_back("Kościuszko");  // diacritics, 11 bytes
  out.push_back("ru-a");        // short
  return out;
}

std::vector<std::string_view> views(const std::vector<std::string>& codes) {
  return std::vector<std::string_view>(codes.begin(), codes.end());
}

TEST(SameCode, EveryLengthAndEveryDifferingByte) {
  for (size_t n = 0; n <= 24; ++n) {
    std::string a(n, 'x');
    for (size_t i = 0; i < n; ++i) a[i] = char('a' + i % 26);
    EXPECT_TRUE(sameCode(a, std::string(a)));
    for (size_t i = 0; i < n; ++i) {
      std::string b = a;
      b[i] = 'Z';
      EXPECT_FALSE(sameCode(a, b)) << a << " / " << b;
    }
    EXPECT_FALSE(sameCode(a, a + "y"));
  }
}

TEST(CodeIndex, KeepsTheFirstIndexAndFindsEveryCode) {
  const auto codes = someCodes(3000);
  CodeIndex index;
  for (size_t i = 0; i < codes.size(); ++i) EXPECT_EQ(index.emplace(codes[i], int(i)), int(i));
  EXPECT_EQ(index.emplace(codes[5], 99999), 5);  // a repeat keeps the first
  for (size_t i = 0; i < codes.size(); ++i) EXPECT_EQ(index.find(codes[i]), int(i)) << codes[i];
  EXPECT_EQ(index.find("pl-3000-bn"), -1);
  EXPECT_EQ(index.find("pl-1-b"), -1);
}

TEST(HintedCodes, FindsEveryCodeInAnyOrder) {
  const auto codes = someCodes(2000);
  std::vector<size_t> order(codes.size());
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(5);
  std::vector<std::vector<size_t>> orders = {order, {order.rbegin(), order.rend()}, order};
  std::shuffle(orders[2].begin(), orders[2].end(), rng);
  // In order with gaps (a leader's unit every so many), and the same codes twice over.
  std::vector<size_t> gaps;
  for (size_t i = 0; i < codes.size(); i += 17) gaps.push_back(i);
  orders.push_back(gaps);
  std::vector<size_t> twice = order;
  twice.insert(twice.end(), order.begin(), order.end());
  orders.push_back(twice);
  for (const auto& o : orders) {
    HintedCodes hinted;
    hinted.assign(views(codes));
    for (size_t i : o) ASSERT_EQ(hinted.find(codes[i]), int(i)) << codes[i];
    EXPECT_EQ(hinted.find("not-a-code"), -1);
    EXPECT_EQ(hinted.find(codes[7]), 7);  // still found after a miss
  }
  HintedCodes empty;
  EXPECT_EQ(empty.find("x"), -1);
}

TEST(CodeIndex, AssignedInOnePassKeepsTheFirstOfARepeat) {
  auto codes = someCodes(3000);
  codes.push_back(codes[5]);  // a repeat, at the end
  CodeIndex index;
  index.assign(views(codes));
  for (size_t i = 0; i + 1 < codes.size(); ++i) EXPECT_EQ(index.find(codes[i]), int(i)) << codes[i];
  EXPECT_EQ(index.find(codes.back()), 5);
  EXPECT_EQ(index.find("pl-3000-bn"), -1);
  index.assign({});
  EXPECT_EQ(index.find(codes[5]), -1);  // assigned anew, empty
}

TEST(ArmyIndex, ParentsNodesAndTroopsOfUnits) {
  Battle b;
  b.armyVocabulary.troopTypes = {{"line-infantry", "Line", Arm::Infantry, false},
                                 {"uhlans", "Uhlans", Arm::Cavalry, true}};
  b.army.nodes = {{"pl", "", "pl", "army", "Polish army", "", "", "", "", ""},
                  {"pl-zajaczek", "pl", "pl", "wing", "Zajączek", "", "", "", "", ""},
                  {"pl-1", "pl-zajaczek", "pl", "regiment", "1", "", "", "", "", ""},
                  {"ru", "", "ru", "army", "Russians", "", "", "", "", ""},
                  // Out of pre-order: its parent is not on the path above it.
                  {"pl-2", "pl", "pl", "regiment", "2", "", "", "", "", ""},
                  {"orphan", "gone", "ru", "regiment", "?", "", "", "", "", ""}};
  Unit u1, u2, u3;
  u1.code = "pl-1-u";
  u1.node = "pl-1";
  u1.troopType = "line-infantry";
  u2.code = "pl-2-u";
  u2.node = "pl-2";
  u2.troopType = "";  // unknown
  u3.code = "x";
  u3.node = "nowhere";
  u3.troopType = "cossacks";  // not in the vocabulary
  b.army.units = {u1, u2, u3};
  const ArmyIndex index(b);
  EXPECT_EQ(index.parent(0), -1);
  EXPECT_EQ(index.parent(1), 0);
  EXPECT_EQ(index.parent(2), 1);
  EXPECT_EQ(index.parent(3), -1);
  EXPECT_EQ(index.parent(4), 0);
  EXPECT_EQ(index.parent(5), -1);
  EXPECT_EQ(index.nodeOfUnit(0), 2);
  EXPECT_EQ(index.nodeOfUnit(1), 4);
  EXPECT_EQ(index.nodeOfUnit(2), -1);
  EXPECT_EQ(index.troopOfUnit(0), 0);
  EXPECT_EQ(index.troopOfUnit(1), -1);
  EXPECT_EQ(index.troopOfUnit(2), -1);
  EXPECT_EQ(index.unit("pl-2-u"), 1);
  EXPECT_EQ(index.node("pl-zajaczek"), 1);
  // Sides and levels numbered in the order the tree first names them, a level met again after others found again.
  EXPECT_EQ(index.sideCodes(), (std::vector<std::string_view>{"pl", "ru"}));
  EXPECT_EQ(index.levelNames(), (std::vector<std::string_view>{"army", "wing", "regiment"}));
  const int sides[] = {0, 0, 0, 1, 0, 1}, levels[] = {0, 1, 2, 0, 2, 2};
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(index.sideOfNode(i), sides[i]) << i;
    EXPECT_EQ(index.levelOfNode(i), levels[i]) << i;
  }
}

// A battle whose set-up lists its units in the army's order, then shuffled: the same problems, hex by hex.
TEST(ArmyIndex, ChecksAnswerTheSameWhateverTheSetUpOrder) {
  Battle b;
  b.info["system"] = "la-bataille";
  TerrainType clear;
  clear.code = "clear";
  clear.name = "Clear";
  const TerrainId c = *b.vocabulary.add(clear);
  GridSettings g;
  g.columns = 20;
  g.rows = 20;
  b.map = HexMap(g, c);
  b.armyVocabulary.troopTypes = {{"line-infantry", "Line", Arm::Infantry, false},
                                 {"hussars", "Hussars", Arm::Cavalry, true}};
  b.army.sides = {{"a", "A", {}}};
  b.army.nodes.push_back({"a", "", "a", "army", "A", "", "", "", "", ""});
  Scenario s;
  s.code = "s";
  std::mt19937 rng(9);
  for (int r = 0; r < 60; ++r) {
    const std::string reg = "reg" + std::to_string(r);
    b.army.nodes.push_back({reg, "a", "a", "regiment", reg, "", "", "", "", ""});
    Unit u;
    u.code = reg + "-u";
    u.node = reg;
    u.troopType = r % 4 ? "line-infantry" : "hussars";
    b.army.units.push_back(u);
    Placement p;
    p.unit = u.code;
    p.hex = g.toHex({int(rng() % 6), int(rng() % 6)});
    s.setup.push_back(p);
  }
  RuleTable t;
  t.code = "stacking";
  t.kind = TableKind::Stacking;
  t.columns = {{"terrain", "Terrain", CellType::Terrain}, {"check", "Check", CellType::StackingLimit}};
  t.rows = {{"clear", "2 infantry regiments or 1 cavalry regiment"}};
  b.rules.push_back(t);
  b.scenarios.push_back(s);
  auto problems = [](const Battle& battle) {
    std::vector<Problem> out;
    checkScenario(battle, battle.scenarios[0], out);
    std::vector<std::string> lines;
    for (const Problem& p : out) {
      std::vector<std::string> units = p.units;
      std::sort(units.begin(), units.end());  // the order within a stack follows the set-up's
      std::string line = p.code + " " + std::to_string(p.hex.value_or(-1));
      for (const std::string& u : units) line += " " + u;
      lines.push_back(line);
    }
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  const auto inOrder = problems(b);
  EXPECT_GT(inOrder.size(), 5u);
  std::shuffle(b.scenarios[0].setup.begin(), b.scenarios[0].setup.end(), rng);
  EXPECT_EQ(problems(b), inOrder);
}

}  // namespace
}  // namespace cartouche
