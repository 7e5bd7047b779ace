// Property test of the text format: many random battles (any grid, odd strings, unknown ids, any float bits,
// random hexsides, random ruleset tables with every cell type, random armies and set-ups) each dump, load and dump
// to identical text and an equal battle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <optional>
#include <random>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::TempDir;
using testing::writeWhole;

class RandomBattle {
 public:
  explicit RandomBattle(uint64_t seed) : rng_(seed) {}

  Battle make() {
    Battle b;
    for (int i = pick(0, 4); i > 0; --i) b.info[text()] = text();
    int types = pick(1, 8);
    for (int i = 0; i < types; ++i) {
      TerrainType t;
      t.code = "t" + std::to_string(i) + (coin() ? "_x-" : "");
      t.name = text();
      t.kind = coin() ? TerrainKind::Hex : TerrainKind::Hexside;
      t.hexsideClass = coin() ? HexsideClass::Edge : HexsideClass::Crossing;
      t.draw = DrawStyle(pick(0, 3));
      t.colour = Rgba{uint8_t(pick(0, 255)), uint8_t(pick(0, 255)), uint8_t(pick(0, 255)),
                      uint8_t(coin() ? 255 : pick(0, 255))};
      t.pattern = coin() ? "" : text();
      t.blocksLos = coin();
      t.losHeight = pick(-3, 5);
      t.generalOrder = coin();
      t.water = coin();
      t.needsWater = coin();
      t.directional = coin();
      t.notes = text();
      (void)b.vocabulary.add(t);
    }
    b.map = HexMap(grid(), 0);
    HexMap& m = b.map;
    int maxId = int(b.vocabulary.size()) + 2;  // some ids the vocabulary lacks
    for (int i = 0; i < m.hexCount(); ++i) m.setTerrain(i, TerrainId(coin() ? pick(0, maxId) : 60000));
    if (coin())
      for (int i = 0; i < m.hexCount(); ++i) m.setLevel(i, int16_t(pick(0, 3) == 0 ? pick(-32768, 32767) : pick(0, 2)));
    if (coin()) {
      m.metresData().resize(size_t(m.hexCount()));
      for (float& v : m.metresData()) {
        uint32_t bits = uint32_t(rng_());
        if (coin())
          v = float(pick(-500, 3000)) / 7.0f;
        else
          std::memcpy(&v, &bits, sizeof v);
      }
    }
    for (int n = pick(0, 12); n > 0; --n) {
      HexsideId id = hexsideOf(m.hexAt(pick(0, m.hexCount() - 1)), pick(0, 5));
      HexsideRecord r;
      for (int f = pick(0, 3); f > 0; --f) {
        TerrainId type = TerrainId(pick(0, maxId));
        if (!r.has(type)) r.features.push_back({type, Side(pick(0, 2))});
      }
      r.slope = SlopeOverride(pick(0, 2));
      m.setHexside(id, r);
    }
    for (int n = pick(0, 3); n > 0; --n) {
      Scenario s;
      s.code = text() + std::to_string(n);
      s.name = text();
      s.description = text();
      s.startTime = coin() ? "" : std::to_string(pick(0, 23)) + ":" + std::to_string(pick(10, 59));
      s.turnMinutes = pick(0, 60);
      s.turns = pick(0, 40);
      b.scenarios.push_back(s);
    }
    for (int n = pick(0, 3); n > 0; --n) b.rules.push_back(ruleTable(n, b.vocabulary));
    if (coin()) armies(b);
    return b;
  }

 private:
  // A generic table (any column types) or a movement table, with blanks, odd text and every cell type; the cells are
  // whatever canonicalCell makes of a spelling people type, so the table passes checkTableStructure.
  RuleTable ruleTable(int n, const TerrainVocabulary& vocabulary) {
    RuleTable t;
    t.code = "r" + std::to_string(n) + (coin() ? "_x-Y" : "");
    t.title = text();
    t.notes = text();
    static const std::vector<DieKind> dice = {DieKind::TwoDiceBase6, DieKind::D10, DieKind::TwoD6Sum};
    if (coin()) t.die = dice[size_t(pick(0, 2))];
    bool movement = coin();
    t.kind = movement ? TableKind::Movement : TableKind::Generic;
    int columns = pick(movement ? 2 : 1, 6);  // a movement table has terrain and at least one move-cost column
    for (int c = 0; c < columns; ++c) {
      RuleColumn col;
      col.code = "c" + std::to_string(c) + (coin() ? "-x" : "");
      col.heading = text();
      if (movement)
        col.type = c == 0 ? CellType::Terrain : c == 1 || coin() ? CellType::MoveCost : CellType::Text;
      else
        col.type = CellType(pick(0, int(CellType::StackingLimit)));
      if (col.type == CellType::DieRange && !t.die) t.die = dice[size_t(pick(0, 2))];
      t.columns.push_back(col);
    }
    for (int r = pick(0, 5); r > 0; --r) {
      std::vector<std::string> row;
      for (size_t c = 0; c < t.columns.size(); ++c) {
        bool blank = pick(0, 4) == 0 && !(movement && c == 0);
        row.push_back(blank ? std::string() : cell(t.columns[c].type, t.die, vocabulary));
      }
      t.rows.push_back(row);
    }
    return t;
  }

  // A vocabulary, sides, a tree (parents first), units with values and loss steps, leaders, and set-ups using all
  // of them on the map.
  void armies(Battle& b) {
    ArmyVocabulary& v = b.armyVocabulary;
    for (int i = pick(0, 3); i > 0; --i)
      v.troopTypes.push_back({"t" + std::to_string(i), text(), Arm(pick(0, 3)), coin()});
    for (int i = pick(0, 4); i > 0; --i)
      v.fields.push_back({"f" + std::to_string(i), text(), coin() ? ValueKind::Integer : ValueKind::Text, text()});
    for (int i = pick(0, 3); i > 0; --i)
      v.formations.push_back({"m" + std::to_string(i), text(), FacingRule(pick(0, 4)), coin(), coin(), {}, text()});
    for (Formation& f : v.formations)
      for (const Formation& g : v.formations)
        if (coin()) f.conflicts.push_back(g.code);
    Army& a = b.army;
    for (int i = pick(0, 2); i > 0; --i)
      a.sides.push_back({"s" + std::to_string(i), text(), Rgba{uint8_t(pick(0, 255)), 0, uint8_t(pick(0, 255)), 255}});
    if (a.sides.empty()) return;
    for (int i = 0, n = pick(1, 6); i < n; ++i) {
      OobNode node{"n" + std::to_string(i),
                   "",
                   a.sides[size_t(pick(0, int(a.sides.size()) - 1))].code,
                   text(),
                   text(),
                   text(),
                   text(),
                   text(),
                   text(),
                   text()};
      if (i > 0 && coin()) {
        node.parent = a.nodes[size_t(pick(0, i - 1))].code;
        node.side = a.node(node.parent)->side;
      }
      a.nodes.push_back(node);
    }
    auto values = [&] {
      UnitValues out;
      for (const ValueField& f : v.fields)
        if (coin()) out[f.code] = f.kind == ValueKind::Integer ? std::to_string(pick(-20, 20)) : text() + "x";
      return out;
    };
    for (int i = pick(0, 8); i > 0; --i) {
      Unit u;
      u.code = "u" + std::to_string(i) + (coin() ? "/I.2-pp" : "");
      u.node = a.nodes[size_t(pick(0, int(a.nodes.size()) - 1))].code;
      u.name = text();
      u.shortName = text();
      if (!v.troopTypes.empty() && coin())
        u.troopType = v.troopTypes[size_t(pick(0, int(v.troopTypes.size()) - 1))].code;
      u.values = values();
      for (int k = pick(0, 3); k > 0; --k) u.losses.push_back({std::to_string(k) + (coin() ? " back" : ""), values()});
      if (coin()) u.counters = pick(0, 3);
      u.notes = text();
      u.source = text();
      a.units.push_back(u);
    }
    for (int i = pick(0, 3); i > 0; --i) {
      Leader l{"l" + std::to_string(i), a.sides[0].code, text(), text(), {}, values(), std::nullopt, text(), text()};
      for (const OobNode& n : a.nodes)
        if (coin()) l.commands.push_back(n.code);
      if (coin()) l.commandRange = pick(0, 9);
      a.leaders.push_back(l);
    }
    const HexMap& m = b.map;
    auto anyHex = [&] { return m.hexAt(pick(0, m.hexCount() - 1)); };
    for (Scenario& s : b.scenarios) {
      if (coin() && !b.scenarios.empty()) s.base = b.scenarios.front().code;
      for (const Unit& u : a.units) {
        if (coin()) continue;
        Placement p{u.code, std::nullopt, std::nullopt, "", std::nullopt, text()};
        if (coin()) p.hex = anyHex();
        if (coin()) p.second = anyHex();
        if (!v.formations.empty() && coin())
          p.formation = v.formations[size_t(pick(0, int(v.formations.size()) - 1))].code;
        if (coin()) p.facing = pick(0, 11);
        s.setup.push_back(p);
      }
      for (const Leader& l : a.leaders) {
        LeaderAt at = LeaderAt(pick(0, 3));
        LeaderPlacement p{l.code, at, std::nullopt, "", text()};
        // Only the field the kind of placement uses: the format refuses the other, as the battle file would lose it.
        if (at == LeaderAt::Hex) p.hex = anyHex();
        if (!a.units.empty() && at == LeaderAt::Unit) p.unit = a.units[size_t(pick(0, int(a.units.size()) - 1))].code;
        if (at == LeaderAt::Unit && p.unit.empty()) p.at = LeaderAt::OffMap;
        s.leaders.push_back(p);
      }
      for (const Unit& u : a.units)
        if (pick(0, 3) == 0) s.removed.push_back(u.code);
      for (int r = pick(0, 2); r > 0; --r) {
        Reinforcement rf{pick(1, 30), {}, {}, {}, WhenOccupied(pick(0, 3)), text()};
        for (const Unit& u : a.units)
          if (coin()) rf.units.push_back(u.code);
        for (const Leader& l : a.leaders)
          if (coin()) rf.leaders.push_back(l.code);
        int row = pick(0, m.grid().rows - 1), from = pick(0, m.grid().columns - 1);
        for (int c = from; c < m.grid().columns && coin(); ++c) rf.entry.push_back(m.grid().toHex({c, row}));
        for (int k = pick(0, 2); k > 0; --k) rf.entry.push_back(anyHex());
        s.reinforcements.push_back(rf);
      }
      for (int k = pick(0, 2); k > 0; --k) s.turnTrack.duskTurns.push_back(pick(1, 20));
      for (int k = pick(0, 2); k > 0; --k) s.turnTrack.nightTurns.push_back(pick(1, 20));
      for (int k = pick(0, 2); k > 0; --k) s.turnTrack.notes[pick(1, 20)] = text();
      for (int k = pick(0, 2); k > 0; --k)
        s.morale.push_back({a.sides[0].code, coin() ? a.nodes[0].code : "",
                            coin() ? std::optional<int>(pick(0, 50)) : std::nullopt, text()});
      if (coin()) s.victory.automaticPoints[a.sides.back().code] = pick(0, 200);
      if (coin())
        s.victory.objectives.push_back(
            {anyHex(), text(), coin() ? a.sides[0].code : "", coin() ? std::optional<int>(pick(0, 9)) : std::nullopt});
      if (coin()) s.victory.note = text();
    }
  }

  std::string cell(CellType type, std::optional<DieKind> die, const TerrainVocabulary& vocabulary) {
    auto any = [&](const std::vector<std::string>& v) { return v[size_t(pick(0, int(v.size()) - 1))]; };
    std::string raw;
    switch (type) {
      case CellType::Text:
        raw = text() + "|" + text();
        break;
      case CellType::Terrain:
        raw = vocabulary.size() > 0 && coin() ? vocabulary.at(TerrainId(pick(0, int(vocabulary.size()) - 1))).code
                                              : any({"meadow", "carp-ponds", "Bischof_Schloss"});
        break;
      case CellType::Integer:
        raw = std::to_string(pick(-40, 40));
        break;
      case CellType::MoveCost:
        raw = any({"1", "2", "1/2", "3/2", "+3", "P", "Prohibited", " 4 "});
        break;
      case CellType::Multiplier:
        raw = any({"printed", "x3", "x1/2", "x3/2", "X 3", "150%"});
        break;
      case CellType::FireDefence:
        raw = any({"6", "6/8", "n/a", "N/A", "12"});
        break;
      case CellType::DieRange: {
        std::vector<int> space = dieSpace(*die);
        int a = pick(0, int(space.size()) - 1), b = pick(0, int(space.size()) - 1);
        raw = formatDieRange(*die, DieRange{space[size_t(std::min(a, b))], space[size_t(std::max(a, b))]});
        break;
      }
      case CellType::Modifier:
        raw = any({"+3", "-2", "0", "+ 1", "+12"});
        break;
      case CellType::Frequency:
        raw = any({"every", "even", "odd"});
        break;
      case CellType::StackingLimit:
        raw = any({"none", "1 Infantry Battalion OR 1 battery", "4 infantry units; at most 2 cavalry regiments",
                   "any; at most 3 companies", "1 light cavalry regiment in skirmish/general-order"});
        break;
    }
    Result<std::string> canonical = canonicalCell(type, die, raw);
    EXPECT_TRUE(canonical.isOk()) << cellTypeName(type) << " \"" << raw << "\": " << canonical.status().message();
    return canonical.isOk() ? *canonical : std::string();
  }

  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool coin() { return pick(0, 1) == 1; }

  std::string text() {
    static const std::vector<std::string> pieces = {
        "a", "Z", " ", "  ", "ś",    "ß",    "Kościuszko", "\"", "\\", "\n",      "\t",      "\r",    "=",
        "#", "[", "]", "/",  "\x01", "\xff", "\xc5",       "€",  "𝄞",  "0715/NE", "toward=", "legend"};
    std::string s;
    for (int n = pick(0, 6); n > 0; --n) s += pieces[size_t(pick(0, int(pieces.size()) - 1))];
    return s;
  }

  GridSettings grid() {
    GridSettings g;
    g.orientation = coin() ? Orientation::PointyTop : Orientation::FlatTop;
    g.shifted = coin() ? ShiftedLines::Odd : ShiftedLines::Even;
    g.columns = pick(1, 12);
    g.rows = pick(1, 12);
    g.hexSizeMetres = coin() ? 100.0 : double(pick(1, 100000)) / 37.0;
    switch (pick(0, 3)) {
      case 0:
        break;
      case 1:
        g.labels.columnLetters = true;
        g.labels.firstColumn = pick(1, 30);
        break;
      case 2:
        g.labels.leadingZeros = false;
        g.labels.separator = coin() ? "." : ", ";
        g.labels.firstColumn = pick(-2, 3);
        g.labels.firstRow = pick(0, 3);
        break;
      default:
        g.labels.columnDigits = 3;
        g.labels.rowDigits = pick(1, 4);
        g.labels.firstRow = pick(0, 1);
    }
    if (!g.validate()) g.labels = LabelFormat{};
    return g;
  }

  std::mt19937_64 rng_;
};

TEST(BattleTextProperty, RandomBattlesRoundTripExactly) {
  constexpr int kBattles = 300;
  for (int i = 0; i < kBattles; ++i) {
    uint64_t seed = 0x5eed0000u + uint64_t(i);
    SCOPED_TRACE("seed " + std::to_string(seed));
    Battle battle = RandomBattle(seed).make();
    Result<BattleTextFiles> first = formatBattleText(battle);
    ASSERT_TRUE(first.isOk()) << first.status().message();
    TempDir dir;
    for (const auto& [name, content] : *first) writeWhole(dir / name, content);
    Result<Battle> loaded = loadBattleText(dir.str());
    ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
    ASSERT_TRUE(*loaded == battle);
    Result<BattleTextFiles> second = formatBattleText(*loaded);
    ASSERT_TRUE(second.isOk());
    ASSERT_EQ(*first, *second);
  }
}

}  // namespace
}  // namespace cartouche
