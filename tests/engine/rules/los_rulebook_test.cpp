// Line of sight by the rulebooks, on small maps written in the battle text format (schemas/text-format.md) and
// loaded the way `cartouche load` reads a sample: each case is a picture of the map, the two ends and the verdict.
// Raclawice 1794 [10.1]-[10.1.2]; La Bataille Premier "Line of Sight (23)" with its Elevation paragraph. Every case
// is checked from both ends: the rules are symmetric, so the answer must be too.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "rules/los.h"
#include "support/temp_dir.h"
#include "text/battle_text.h"

namespace cartouche {
namespace {

// Writes `text` as the file `name` of `dir`.
void writeFile(const testing::TempDir& dir, const std::string& name, const std::string& text) {
  std::ofstream(dir / name, std::ios::binary) << text;
}

// The vocabulary both families use here. Woods and hills block one level above their ground; a village blocks
// "regardless of elevation differences" (La Bataille), so its obstacle stands far above any hill; slope hexes are
// clear ground for LOS ([10.1.1]: slopes do not block). A wall is a blocking hexside feature.
const char* kTerrain = R"([terrain clear]
name = "Clear"
kind = hex

[terrain woods]
name = "Woods"
kind = hex
blocks_los = yes
los_height = 1

[terrain village]
name = "Village"
kind = hex
blocks_los = yes
los_height = 20

[terrain hill]
name = "Hill"
kind = hex
blocks_los = yes
los_height = 1

[terrain slope]
name = "Slope"
kind = hex

[terrain wall]
name = "Wall"
kind = hexside
draw = edge
blocks_los = yes
los_height = 1
)";

// A 9x5 pointy-topped map, odd 0-based rows shifted right, labels XXYY from 0101. `rows` and `levels` are the five
// map rows as map.txt and elevation.txt write them (blank-separated, shifted rows may be indented).
Battle loadMap(const std::string& system, const std::vector<std::string>& rows,
               const std::vector<std::string>& levels = {}, const std::string& hexsides = "") {
  testing::TempDir f("los");
  writeFile(f, "battle.txt",
            "[format]\nversion = 1\n\n[info]\nsystem = " + system +
                "\ntitle = \"LOS case\"\nmap_provenance = \"synthetic: a test case\"\n\n[grid]\n"
                "orientation = pointy\nshifted = odd\ncolumns = 9\nrows = 5\n");
  writeFile(f, "terrain.txt", kTerrain);
  std::string map = "legend . = clear\nlegend w = woods\nlegend v = village\nlegend h = hill\nlegend s = slope\n";
  for (const std::string& r : rows) map += r + "\n";
  writeFile(f, "map.txt", map);
  if (!levels.empty()) {
    std::string e;
    for (const std::string& r : levels) e += r + "\n";
    writeFile(f, "elevation.txt", e);
  }
  writeFile(f, "hexsides.txt", hexsides);
  writeFile(f, "scenarios.txt", "");
  Result<Battle> b = loadBattleText(f.str());
  EXPECT_TRUE(b) << b.status().message();
  return b ? *b : Battle();
}

Hex at(const Battle& b, const char* label) { return *b.map.grid().parseLabel(label); }

// The verdict from `from` to `to`, checked to be the same the other way and the same from the fast path.
bool sees(const Battle& b, const char* from, const char* to) {
  LosRules rules = losRulesFor(b);
  LosResult there = los(b, rules, at(b, from), at(b, to));
  LosResult back = los(b, rules, at(b, to), at(b, from));
  EXPECT_EQ(there.visible, back.visible) << from << " -> " << to << " differs from the way back";
  LosMap map(b, rules);
  EXPECT_EQ(map.visible(at(b, from), at(b, to)), there.visible) << from << " -> " << to;
  return there.visible;
}

std::string blocker(const Battle& b, const char* from, const char* to) {
  LosResult r = los(b, losRulesFor(b), at(b, from), at(b, to));
  if (r.visible) return "visible";
  if (r.blocker == LosBlocker::Hexside) return "hexside " + r.reason;
  return b.map.grid().label(r.blockingHex) + " " + r.reason;
}

// ---- Raclawice 1794 ---------------------------------------------------------------------------------------------

TEST(LosRulebookRaclawice, WoodsVillageAndHillHexesBlockBetweenTheEnds) {
  // [10.1]: a line from centre to centre is blocked by woods, village and hill hexes it passes through.
  Battle b = loadMap("raclawice", {". . . . . . . . .", " . . . . . . . . .", ". . w . . v . h .", " . . . . . . . . .",
                                   ". . . . . . . . ."});
  EXPECT_EQ(blocker(b, "0103", "0503"), "0303 woods");
  EXPECT_EQ(blocker(b, "0503", "0703"), "0603 village");
  EXPECT_EQ(blocker(b, "0703", "0903"), "0803 hill");
  EXPECT_TRUE(sees(b, "0103", "0203"));
  // The ends' own terrain does not block: a unit in the woods sees out and is seen.
  EXPECT_TRUE(sees(b, "0303", "0503"));
  EXPECT_TRUE(sees(b, "0101", "0901"));
  EXPECT_EQ(los(b, losRulesFor(b), at(b, "0103"), at(b, "0503")).range, 4);
}

TEST(LosRulebookRaclawice, SlopesNeverBlock) {
  // [10.1.1]: slope hexes do not block visibility, and in Raclawice neither does the ground itself: only the
  // terrain types [10.1] names.
  Battle b = loadMap(
      "raclawice",
      {". . . . . . . . .", " . . . . . . . . .", ". . s s s s s . .", " . . . . . . . . .", ". . . . . . . . ."},
      {"0 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 1 2 2 2 1 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0 0"});
  EXPECT_TRUE(sees(b, "0103", "0903"));
  EXPECT_TRUE(sees(b, "0203", "0803"));
}

TEST(LosRulebookRaclawice, TwoUnitsOnHillsAlwaysSeeEachOther) {
  // [10.1.2]: both ends on hills see each other whatever lies in the valley between.
  Battle b = loadMap("raclawice", {". . . . . . . . .", " . . . . . . . . .", "h . w v w . h . .", " . . . . . . . . .",
                                   ". . . . . . . . ."});
  EXPECT_TRUE(sees(b, "0103", "0703"));
  // One end off the hill: the valley's woods block.
  EXPECT_EQ(blocker(b, "0103", "0603"), "0303 woods");
  // A hill between two hill ends does not block either.
  Battle c = loadMap("raclawice", {". . . . . . . . .", " . . . . . . . . .", "h . . h . . h . .", " . . . . . . . . .",
                                   ". . . . . . . . ."});
  EXPECT_TRUE(sees(c, "0103", "0703"));
  EXPECT_FALSE(sees(c, "0203", "0703"));
}

// ---- La Bataille ------------------------------------------------------------------------------------------------

TEST(LosRulebookLaBataille, AlongAHexsideBlockedIfEitherHexBlocks) {
  // "If the line passes directly down a hex edge between two hexes, and either of the two hexes would be blocking,
  // the line of sight is blocked." From 0203 the line to 0302 runs along the hexside between 0202 and 0303.
  const std::vector<std::string> open = {". . . . . . . . .", " . . . . . . . . .", ". . . . . . . . .",
                                         " . . . . . . . . .", ". . . . . . . . ."};
  Battle clear = loadMap("la-bataille", open);
  LosResult r = los(clear, losRulesFor(clear), at(clear, "0203"), at(clear, "0302"));
  ASSERT_TRUE(r.visible);
  bool along = false;
  for (const LineStep& s : r.crossed) along |= s.alongHexside;
  EXPECT_TRUE(along) << "the case must run along a hexside";

  std::vector<std::string> upper = open, lower = open;
  upper[1] = " . w . . . . . . .";  // 0202
  lower[2] = ". . w . . . . . .";   // 0303
  EXPECT_EQ(blocker(loadMap("la-bataille", upper), "0203", "0302"), "0202 woods");
  EXPECT_EQ(blocker(loadMap("la-bataille", lower), "0203", "0302"), "0303 woods");
}

TEST(LosRulebookLaBataille, WallHexsidesBlock) {
  // "Wall hexes as defined in the Special Rules": a blocking hexside feature between the ends blocks.
  Battle b = loadMap(
      "la-bataille",
      {". . . . . . . . .", " . . . . . . . . .", ". . . . . . . . .", " . . . . . . . . .", ". . . . . . . . ."}, {},
      "0303/E wall\n");
  EXPECT_EQ(blocker(b, "0103", "0603"), "hexside wall");
  EXPECT_TRUE(sees(b, "0103", "0303"));
  EXPECT_TRUE(sees(b, "0403", "0603"));
}

TEST(LosRulebookLaBataille, HigherFirerSeesOverAnObstacleNearerItself) {
  // Elevation: "If the intervening terrain ... is closer to the firing unit than it is to the target hex, and the
  // firing unit is on a higher elevation, then the fire attack is permitted." And the same from the lower end: the
  // target seen over an obstacle nearer the (higher) target.
  Battle b = loadMap(
      "la-bataille",
      {". . . . . . . . .", " . . . . . . . . .", ". . w . . . w . .", " . . . . . . . . .", ". . . . . . . . ."},
      {"0 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "2 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0 0"});
  // 0103 (level 2) to 0603 (level 0): the woods at 0303 is nearer the higher end.
  EXPECT_TRUE(sees(b, "0103", "0603"));
  // 0103 to 0903: the woods at 0703 is nearer the lower end and blocks (0303 is still nearer the higher end).
  EXPECT_EQ(blocker(b, "0103", "0903"), "0703 woods");
  // Equal levels: the woods blocks.
  EXPECT_EQ(blocker(b, "0203", "0603"), "0303 woods");
}

TEST(LosRulebookLaBataille, AnEquidistantObstacleAndAVillageBlockWhateverTheLevels) {
  // The exemption needs the obstacle strictly nearer the higher end; and villages block "regardless of elevation
  // differences".
  Battle b = loadMap(
      "la-bataille",
      {". . . . . . . . .", " . . . . . . . . .", ". . w . . v . . .", " . . . . . . . . .", ". . . . . . . . ."},
      {"0 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "3 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0 0"});
  EXPECT_EQ(blocker(b, "0103", "0503"), "0303 woods");  // two hexes from each end
  EXPECT_EQ(blocker(b, "0103", "0903"), "0603 village");
  EXPECT_TRUE(sees(b, "0103", "0603"));  // the woods nearer the higher end, the village at the target's own hex
}

TEST(LosRulebookLaBataille, GroundBlocksWhereItStandsAboveTheNearerEnd) {
  // A ridge of slope hexes, levels 1-2-2-2-1, between open ground at level 0. A ridge above both ends hides them
  // from each other; along the ridge, or from its edge down, the line is open ("Firing along a slope hex is not
  // blocked"); a rise nearer the higher end does not hide it, one nearer the lower end does (the elevation rule
  // read with the ground as the obstacle).
  Battle b = loadMap(
      "la-bataille",
      {". . . . . . . . .", " . . . . . . . . .", ". . s s s s s . .", " . . . . . . . . .", ". . . . . . . . ."},
      {"0 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 1 2 2 2 1 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0 0"});
  EXPECT_EQ(blocker(b, "0103", "0903"), "0303 slope");
  EXPECT_TRUE(los(b, losRulesFor(b), at(b, "0103"), at(b, "0903")).ground);
  EXPECT_TRUE(sees(b, "0403", "0603"));  // along the ridge
  EXPECT_TRUE(sees(b, "0603", "0903"));  // from the ridge's edge down: the level-1 hex is below the higher end
  EXPECT_TRUE(sees(b, "0103", "0403"));  // the level-1 rise is nearer the higher end
  EXPECT_EQ(blocker(b, "0203", "0503"), "0303 slope");  // and here nearer the lower end
  EXPECT_EQ(blocker(b, "0403", "0903"), "0703 slope");  // the ridge's lower step is nearer the lower end
  EXPECT_TRUE(sees(b, "0101", "0901"));                 // the ridge is not in the way

  // Racławice reads the same ground as open: slopes never block ([10.1.1]).
  Battle r = b;
  r.info["system"] = "raclawice";
  EXPECT_TRUE(sees(r, "0103", "0903"));
}

TEST(LosRulebookLaBataille, UnitsFollowTheElevationRuleButAFriendNextToTheTargetScreensIt) {
  // "If the firing hex is on a lower elevation than the target hex, and the blocking unit or terrain is closer to
  // the target hex, then the attack is also permitted, unless the blocking unit is adjacent to the target and is a
  // friendly unit." 0103 at level 0 fires at 0603 on a level-2 knoll; the units stand on the level-0 ground.
  Battle b = loadMap(
      "la-bataille",
      {". . . . . . . . .", " . . . . . . . . .", ". . . . . . . . .", " . . . . . . . . .", ". . . . . . . . ."},
      {"0 0 0 0 0 0 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 2 0 0 0", " 0 0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0 0"});
  const LosRules rules = losRulesFor(b);
  const Hex firer = at(b, "0103"), target = at(b, "0603"), adjacent = at(b, "0503"), near = at(b, "0203");
  auto only = [](Hex where, UnitBlock kind) -> UnitsAt {
    return [=](Hex h) { return h == where ? kind : UnitBlock::None; };
  };
  // Any unit nearer the (higher) target is seen over...
  EXPECT_TRUE(los(b, rules, firer, target, only(adjacent, UnitBlock::Blocks)).visible);
  // ...unless it is the target's friend next to it.
  LosResult screened = los(b, rules, firer, target, only(adjacent, UnitBlock::FriendOfTarget));
  EXPECT_FALSE(screened.visible);
  EXPECT_EQ(screened.blocker, LosBlocker::Unit);
  EXPECT_EQ(b.map.grid().label(screened.blockingHex), "0503");
  // A unit nearer the lower firer blocks, friend or not.
  EXPECT_FALSE(los(b, rules, firer, target, only(near, UnitBlock::Blocks)).visible);
  // Looking down from 0603, the unit next to the firer is nearer the higher end and is seen over; the same unit as
  // the target's friend next to the target (0103's neighbour 0203) screens it.
  EXPECT_TRUE(los(b, rules, target, firer, only(adjacent, UnitBlock::Blocks)).visible);
  EXPECT_FALSE(los(b, rules, target, firer, only(near, UnitBlock::FriendOfTarget)).visible);
}

}  // namespace
}  // namespace cartouche
