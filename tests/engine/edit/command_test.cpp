// Edit commands (edit/map_commands.h, terrain_commands.h, info_commands.h): each one applies, reports what it
// changed, and its inverse restores the battle exactly; the inverse of the inverse redoes it. Errors leave the battle
// untouched.

#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "edit/info_commands.h"
#include "edit/map_commands.h"
#include "edit/terrain_commands.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

struct Case {
  const char* name;
  std::function<CommandPtr(const SmallBattle&)> make;
  std::function<void(const SmallBattle&, const Battle&, const ChangeSet&)> check;
};

std::vector<Case> cases() {
  return {
      {"PaintTerrain",
       [](const SmallBattle& s) {
         return std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1), s.at(2, 1), s.at(1, 1)}, s.woods);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet& c) {
         EXPECT_EQ(b.map.terrain(s.at(1, 1)), s.woods);
         EXPECT_EQ(b.map.terrain(s.at(2, 1)), s.woods);
         EXPECT_EQ(c.hexes.size(), 2u);
       }},
      {"SetElevation",
       [](const SmallBattle& s) { return std::make_unique<SetElevation>(std::vector<int>{s.at(3, 3)}, int16_t(4)); },
       [](const SmallBattle& s, const Battle& b, const ChangeSet& c) {
         EXPECT_EQ(b.map.level(s.at(3, 3)), 4);
         EXPECT_EQ(c.hexes, std::vector<int>{s.at(3, 3)});
       }},
      {"SetHexsideFeature",
       [](const SmallBattle& s) {
         return std::make_unique<SetHexsideFeature>(
             std::vector<HexsideId>{hexsideOf(s.hex(4, 4), 0), hexsideOf(s.hex(4, 4), 5)},
             HexsideFeature{s.contour, Side::Owner});
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet& c) {
         ASSERT_NE(b.map.hexside(hexsideOf(s.hex(4, 4), 0)), nullptr);
         EXPECT_EQ(b.map.hexside(hexsideOf(s.hex(4, 4), 0))->features[0], (HexsideFeature{s.contour, Side::Owner}));
         EXPECT_EQ(c.hexsides.size(), 2u);
       }},
      {"ClearHexsideFeature",
       [](const SmallBattle& s) {
         return std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(6, 6), 1)}, s.stream);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet&) {
         const HexsideRecord* r = b.map.hexside(hexsideOf(s.hex(6, 6), 1));
         ASSERT_NE(r, nullptr);
         EXPECT_FALSE(r->has(s.stream));
         EXPECT_TRUE(r->has(s.bridge));  // the other feature stays
       }},
      {"ClearAllHexsideFeatures",
       [](const SmallBattle& s) {
         return std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(6, 6), 1)}, std::nullopt);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet&) {
         EXPECT_EQ(b.map.hexside(hexsideOf(s.hex(6, 6), 1)), nullptr);
       }},
      {"SetSlopeOverride",
       [](const SmallBattle& s) {
         return std::make_unique<SetSlopeOverride>(std::vector<HexsideId>{hexsideOf(s.hex(2, 2), 2)},
                                                   SlopeOverride::ForceOn);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet&) {
         EXPECT_TRUE(b.map.slopeAt(hexsideOf(s.hex(2, 2), 2)));
       }},
      {"RestoreHexsides",
       [](const SmallBattle& s) {
         return std::make_unique<RestoreHexsides>(
             std::vector<std::pair<HexsideId, HexsideRecord>>{{hexsideOf(s.hex(6, 6), 1), {}}});
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet&) {
         EXPECT_EQ(b.map.hexside(hexsideOf(s.hex(6, 6), 1)), nullptr);
       }},
      {"ChangeGrid",
       [](const SmallBattle& s) {
         GridSettings g = s.battle.map.grid();
         g.labels.firstColumn = 0;
         g.hexSizeMetres = 200;
         return std::make_unique<ChangeGrid>(g);
       },
       [](const SmallBattle&, const Battle& b, const ChangeSet& c) {
         EXPECT_EQ(b.map.grid().labels.firstColumn, 0);
         EXPECT_TRUE(c.grid);
       }},
      {"ResizeMap", [](const SmallBattle& s) { return std::make_unique<ResizeMap>(-2, 1, 3, -1, s.village); },
       [](const SmallBattle&, const Battle& b, const ChangeSet& c) {
         EXPECT_EQ(b.map.columns(), 13);
         EXPECT_EQ(b.map.rows(), 10);
         EXPECT_TRUE(c.grid);
       }},
      {"ReplaceMap",
       [](const SmallBattle& s) {
         GridSettings g = s.battle.map.grid();
         g.columns = 3;
         g.rows = 2;
         return std::make_unique<ReplaceMap>(HexMap(g, s.village));
       },
       [](const SmallBattle&, const Battle& b, const ChangeSet&) { EXPECT_EQ(b.map.hexCount(), 6); }},
      {"AddTerrainType",
       [](const SmallBattle&) {
         return std::make_unique<AddTerrainType>(testing::hexType("marsh", {90, 110, 100, 255}));
       },
       [](const SmallBattle&, const Battle& b, const ChangeSet& c) {
         EXPECT_TRUE(b.vocabulary.find("marsh").has_value());
         EXPECT_TRUE(c.vocabulary);
       }},
      {"RemoveLastTerrainType", [](const SmallBattle&) { return std::make_unique<RemoveLastTerrainType>(); },
       [](const SmallBattle&, const Battle& b, const ChangeSet&) {
         EXPECT_FALSE(b.vocabulary.find("contour").has_value());
       }},
      {"EditTerrainType",
       [](const SmallBattle& s) {
         TerrainType t = s.battle.vocabulary.at(s.woods);
         t.name = "Las (woods)";
         t.colour = {10, 80, 10, 255};
         return std::make_unique<EditTerrainType>(s.woods, t);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet&) {
         EXPECT_EQ(b.vocabulary.at(s.woods).name, "Las (woods)");
       }},
      {"SetInfo", [](const SmallBattle&) { return std::make_unique<SetInfo>("title", std::string("Racławice 1794")); },
       [](const SmallBattle&, const Battle& b, const ChangeSet& c) {
         EXPECT_EQ(b.title(), "Racławice 1794");
         EXPECT_TRUE(c.info);
       }},
      {"RemoveInfo", [](const SmallBattle&) { return std::make_unique<SetInfo>("title", std::nullopt); },
       [](const SmallBattle&, const Battle& b, const ChangeSet&) { EXPECT_EQ(b.info.count("title"), 0u); }},
      {"SetHexMetres",
       [](const SmallBattle& s) {
         std::vector<float> metres(size_t(s.battle.map.hexCount()), 212.5f);
         metres[3] = NAN;  // a hex the DEM does not cover stays unknown
         return std::make_unique<SetHexMetres>(metres);
       },
       [](const SmallBattle& s, const Battle& b, const ChangeSet& c) {
         ASSERT_EQ(b.map.metresData().size(), size_t(s.battle.map.hexCount()));
         EXPECT_EQ(b.map.metresData()[0], 212.5f);
         EXPECT_TRUE(std::isnan(b.map.metresData()[3]));
         EXPECT_EQ(c.hexes.size(), size_t(b.map.hexCount()));
       }},
  };
}

// A battle with something on the hexsides for the hexside commands to work on.
SmallBattle prepared() {
  SmallBattle s;
  HexsideRecord rec;
  rec.features = {{s.stream, Side::None}, {s.bridge, Side::None}};
  s.battle.map.setHexside(hexsideOf(s.hex(6, 6), 1), rec);
  s.battle.map.setLevel(s.at(7, 7), 1);
  return s;
}

TEST(Commands, EveryCommandAppliesAndItsInverseRestoresExactly) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    SmallBattle s = prepared();
    const Battle before = s.battle;
    CommandPtr cmd = c.make(s);
    EXPECT_FALSE(cmd->describe(s.battle).empty());
    ChangeSet changes;
    Result<CommandPtr> inverse = cmd->apply(s.battle, changes);
    ASSERT_TRUE(inverse.isOk()) << inverse.status().message();
    EXPECT_FALSE(changes.empty());
    c.check(s, s.battle, changes);
    const Battle after = s.battle;
    EXPECT_FALSE(after == before);

    ChangeSet undoChanges;
    Result<CommandPtr> redo = (*inverse)->apply(s.battle, undoChanges);
    ASSERT_TRUE(redo.isOk()) << redo.status().message();
    EXPECT_TRUE(s.battle == before);
    EXPECT_FALSE(undoChanges.empty());

    ChangeSet redoChanges;
    ASSERT_TRUE((*redo)->apply(s.battle, redoChanges).isOk());
    EXPECT_TRUE(s.battle == after);
  }
}

TEST(Commands, InvalidCommandsLeaveTheBattleUntouched) {
  SmallBattle s = prepared();
  const Battle before = s.battle;
  std::vector<CommandPtr> bad;
  bad.push_back(std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1), 5000}, s.woods));
  bad.push_back(std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1)}, s.stream));  // a hexside type
  bad.push_back(std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1)}, TerrainId(99)));
  bad.push_back(std::make_unique<SetElevation>(std::vector<int>{-1}, int16_t(1)));
  bad.push_back(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(1, 1), 0)}, HexsideFeature{s.woods}));
  bad.push_back(std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(40, 40), 0)},
                                                    HexsideFeature{s.stream}));
  bad.push_back(std::make_unique<ResizeMap>(-12, 0, 0, 0, s.clear));
  bad.push_back(std::make_unique<ResizeMap>(1, 0, 0, 0, s.road));
  GridSettings resized = s.battle.map.grid();
  resized.columns = 20;
  bad.push_back(std::make_unique<ChangeGrid>(resized));
  bad.push_back(std::make_unique<AddTerrainType>(testing::hexType("woods", {})));  // duplicate code
  bad.push_back(std::make_unique<AddTerrainType>(testing::hexType("two words", {})));
  bad.push_back(std::make_unique<RemoveLastTerrainType>());  // contour is not used... use it first below
  bad.push_back(
      std::make_unique<EditTerrainType>(s.woods, testing::sideType("woods", HexsideClass::Edge, DrawStyle::Edge)));
  bad.push_back(std::make_unique<SetInfo>("", std::string("x")));
  // Make the last type in use so removing it must be refused.
  s.battle.map.setHexside(hexsideOf(s.hex(2, 2), 0), HexsideRecord{{{s.contour, Side::Owner}}, SlopeOverride::Derived});
  const Battle withContour = s.battle;
  for (CommandPtr& cmd : bad) {
    ChangeSet changes;
    Result<CommandPtr> r = cmd->apply(s.battle, changes);
    EXPECT_FALSE(r.isOk()) << cmd->describe(s.battle);
    EXPECT_FALSE(r.status().message().empty());
    EXPECT_TRUE(s.battle == withContour) << cmd->describe(s.battle);
    EXPECT_TRUE(changes.empty());
  }
  (void)before;
}

TEST(Commands, DescribeNamesWhatChanges) {
  SmallBattle s;
  EXPECT_EQ(PaintTerrain(std::vector<int>{1, 2, 3}, s.woods).describe(s.battle), "Paint 3 hexes: woods");
  EXPECT_EQ(PaintTerrain(std::vector<int>{1}, s.woods).describe(s.battle), "Paint 1 hex: woods");
  EXPECT_EQ(SetElevation(std::vector<int>{1, 2}, 3).describe(s.battle), "Set elevation of 2 hexes to 3");
}

}  // namespace
}  // namespace cartouche
