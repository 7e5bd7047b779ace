#include "edit/map_clipboard.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "edit/map_selection.h"
#include "edit/undo_stack.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

std::vector<Hex> someOffsets() {
  std::vector<Hex> out;
  for (int q = -3; q <= 3; ++q)
    for (int r = -3; r <= 3; ++r) out.push_back({q, r});
  return out;
}

TEST(MapClipboard, SixTurnsAndTwoMirrorsAreIdentity) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (Hex h : someOffsets()) {
      Hex turned = h;
      for (int k = 0; k < 6; ++k) turned = transformOffset(turned, {1, false}, o);
      EXPECT_EQ(turned, h);
      EXPECT_EQ(transformOffset(h, {6, false}, o), h);
      EXPECT_EQ(transformOffset(h, {-1, false}, o), transformOffset(h, {5, false}, o));
      EXPECT_EQ(transformOffset(transformOffset(h, {0, true}, o), {0, true}, o), h);
      // A turn or a mirror keeps the distance from the anchor.
      EXPECT_EQ(distance(transformOffset(h, {1, true}, o), {0, 0}), distance(h, {0, 0}));
    }
}

TEST(MapClipboard, TurnIsSixtyDegreesClockwiseAndMirrorIsLeftRight) {
  // Directions run counter-clockwise on screen, so a clockwise turn takes each to the one before it.
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (int d = 0; d < 6; ++d)
      EXPECT_EQ(transformOffset(kHexDirections[d], {1, false}, o), kHexDirections[(d + 5) % 6]);
  // On screen the mirror negates x and keeps y.
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    Layout l{o, 1.0, {0, 0}};
    for (Hex h : someOffsets()) {
      Point p = hexToPixel(l, h), m = hexToPixel(l, transformOffset(h, {0, true}, o));
      EXPECT_NEAR(m.x, -p.x, 1e-9);
      EXPECT_NEAR(m.y, p.y, 1e-9);
    }
  }
}

TEST(MapClipboard, CopyThenPasteInPlaceChangesNothing) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  m.setTerrain(t.at(3, 3), t.woods);
  m.setLevel(t.at(4, 3), 2);
  auto sel = rectangleSelection(m.grid(), {2, 2}, {5, 5});
  Hex anchor = selectionAnchor(m, sel);
  MapClip clip = copySelection(m, sel, anchor);
  EXPECT_EQ(clip.hexes.size(), sel.size());
  PastePlan plan = planPaste(m, clip, anchor, {});
  EXPECT_EQ(plan.hexes, sel);
  for (auto [i, terrain] : plan.terrain) EXPECT_EQ(terrain, m.terrain(i));
  for (auto [i, level] : plan.levels) EXPECT_EQ(level, m.level(i));
  EXPECT_TRUE(plan.sides.empty());
}

TEST(MapClipboard, PasteTurnsTerrainAboutTheAnchor) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  Hex anchor = t.hex(5, 5);
  Hex east = neighbour(anchor, 0);
  m.setTerrain(m.indexOf(east), t.village);
  m.setLevel(m.indexOf(east), 3);
  MapClip clip = copySelection(m, {m.indexOf(anchor), m.indexOf(east)}, anchor);
  Hex target = t.hex(2, 2);
  for (int k = 0; k < 6; ++k) {
    PastePlan plan = planPaste(m, clip, target, {k, false});
    Hex where = target + kHexDirections[(6 - k) % 6];
    int i = m.indexOf(where);
    ASSERT_GE(i, 0);
    auto it = std::find_if(plan.terrain.begin(), plan.terrain.end(), [&](auto& v) { return v.first == i; });
    ASSERT_NE(it, plan.terrain.end()) << k;
    EXPECT_EQ(it->second, t.village) << k;
    auto lv = std::find_if(plan.levels.begin(), plan.levels.end(), [&](auto& v) { return v.first == i; });
    EXPECT_EQ(lv->second, 3) << k;
  }
}

TEST(MapClipboard, PasteIsClippedToTheMap) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  auto sel = rectangleSelection(m.grid(), {0, 0}, {3, 3});
  MapClip clip = copySelection(m, sel, t.hex(0, 0));
  // Anchored on the bottom-right hex, only the anchor and the few hexes left of and above it land on the map.
  Hex corner = t.hex(11, 9);
  PastePlan plan = planPaste(m, clip, corner, {});
  EXPECT_LT(plan.hexes.size(), sel.size());
  EXPECT_FALSE(plan.hexes.empty());
  for (int i : plan.hexes) {
    EXPECT_GE(i, 0);
    EXPECT_LT(i, m.hexCount());
  }
  EXPECT_NE(std::find(plan.hexes.begin(), plan.hexes.end(), m.indexOf(corner)), plan.hexes.end());
  // Wholly off the map: nothing at all.
  EXPECT_TRUE(planPaste(m, clip, t.hex(40, 40), {}).hexes.empty());
  EXPECT_TRUE(planPaste(m, clip, t.hex(40, 40), {}).command()->empty());
}

TEST(MapClipboard, HexsidesComeAlongAndKeepTheirSide) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  Hex a = t.hex(4, 4), b = neighbour(a, 0);
  HexsideId ab = hexsideOf(a, 0);
  // The contour's higher side is b.
  HexsideRecord rec;
  rec.features.push_back({t.contour, ab.owner == b ? Side::Owner : Side::Neighbour});
  m.setHexside(ab, rec);
  MapClip clip = copySelection(m, {m.indexOf(a), m.indexOf(b)}, a);
  ASSERT_EQ(clip.sides.size(), 1u);
  Hex target = t.hex(6, 5);
  for (int k = 0; k < 6; ++k)
    for (bool mirror : {false, true}) {
      PastePlan plan = planPaste(m, clip, target, {k, mirror});
      ASSERT_EQ(plan.sides.size(), 1u);
      auto [id, pasted] = plan.sides[0];
      Hex highWant = target + transformOffset(b - a, {k, mirror}, m.grid().orientation);
      ASSERT_EQ(pasted.features.size(), 1u);
      Hex high = pasted.features[0].toward == Side::Owner ? id.owner : id.neighbour();
      EXPECT_EQ(high, highWant) << k << mirror;
      EXPECT_TRUE(id.owner == target || id.neighbour() == target);
    }
}

TEST(MapClipboard, PasteEmptiesHexsidesTheClipHasNothingOn) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  Hex target = t.hex(7, 7);
  HexsideId there = hexsideOf(target, 1);
  HexsideRecord rec;
  rec.features.push_back({t.stream, Side::None});
  m.setHexside(there, rec);
  auto sel = rectangleSelection(m.grid(), {0, 0}, {2, 2});
  MapClip clip = copySelection(m, sel, t.hex(1, 1));
  PastePlan plan = planPaste(m, clip, target, {});
  ASSERT_EQ(plan.sides.size(), 1u);
  EXPECT_EQ(plan.sides[0].first, there);
  EXPECT_TRUE(plan.sides[0].second.empty());
}

TEST(MapClipboard, PasteAndClearUndoExactly) {
  SmallBattle t;
  Battle& b = t.battle;
  b.map.setTerrain(t.at(1, 1), t.woods);
  b.map.setLevel(t.at(1, 2), 4);
  Battle before = b;
  UndoStack history;
  auto sel = rectangleSelection(b.map.grid(), {0, 0}, {3, 3});
  MapClip clip = copySelection(b.map, sel, t.hex(1, 1));
  PastePlan plan = planPaste(b.map, clip, t.hex(8, 6), {2, true});
  ASSERT_TRUE(history.execute(b, plan.command()));
  EXPECT_NE(b, before);
  EXPECT_EQ(history.size(), 1u);
  ASSERT_TRUE(history.undo(b));
  EXPECT_EQ(b, before);

  Result<CommandPtr> clear = clearSelection(b, sel);
  ASSERT_TRUE(clear);
  ASSERT_TRUE(history.execute(b, std::move(*clear)));
  EXPECT_EQ(b.map.terrain(t.at(1, 1)), t.clear);
  ASSERT_TRUE(history.undo(b));
  EXPECT_EQ(b, before);
}

TEST(MapClipboard, DefaultTerrainIsTheFirstHexTerrain) {
  Battle b;
  EXPECT_FALSE(defaultHexTerrain(b.vocabulary));
  EXPECT_FALSE(clearSelection(b, {0}));
  ASSERT_TRUE(b.vocabulary.add(testing::sideType("stream", HexsideClass::Edge, DrawStyle::Edge)));
  ASSERT_TRUE(b.vocabulary.add(testing::hexType("marsh", {1, 2, 3, 255})));
  EXPECT_EQ(defaultHexTerrain(b.vocabulary), std::optional<TerrainId>(1));
}

TEST(MapClipboard, APastedPieceCarriesItsHexsides) {
  SmallBattle t;
  Battle& b = t.battle;
  Hex a = t.hex(2, 2), c = neighbour(a, 0);
  b.map.setFeature(hexsideOf(a, 0), HexsideFeature{t.road, Side::None});
  MapClip clip = copySelection(b.map, {b.map.indexOf(a), b.map.indexOf(c)}, a);
  Hex target = t.hex(7, 6);
  PastePlan plan = planPaste(b.map, clip, target, {});
  UndoStack history;
  ASSERT_TRUE(history.execute(b, plan.command()));
  const HexsideRecord* pasted = b.map.hexside(hexsideOf(target, 0));
  ASSERT_NE(pasted, nullptr);
  EXPECT_TRUE(pasted->has(t.road));
  EXPECT_EQ(history.size(), 1u);
}

// A paste is all or nothing: when its last part is refused, the terrain and levels already written are undone.
TEST(MapClipboard, ARefusedPasteLeavesTheBattleExactlyAsItWas) {
  SmallBattle t;
  Battle& b = t.battle;
  const Battle before = b;
  PastePlan plan;
  plan.hexes = {t.at(1, 1)};
  plan.terrain = {{t.at(1, 1), t.woods}};
  plan.levels = {{t.at(1, 1), int16_t(5)}};
  plan.sides = {{HexsideId{t.hex(1, 1), 4}, HexsideRecord{}}};  // not a canonical hexside: refused
  ChangeSet changes;
  auto r = plan.command()->apply(b, changes);
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("is not on the map"), std::string::npos) << r.status().message();
  EXPECT_TRUE(b == before);
  EXPECT_TRUE(changes.empty());
}

}  // namespace
}  // namespace cartouche
