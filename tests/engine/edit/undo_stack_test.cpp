// The undo history (core/undo_stack.h) and the document that announces changes (core/document.h).
#include "edit/undo_stack.h"

#include <gtest/gtest.h>

#include "edit/document.h"
#include "edit/map_commands.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

CommandPtr paint(const SmallBattle& s, int col, int row, TerrainId t) {
  return std::make_unique<PaintTerrain>(std::vector<int>{s.at(col, row)}, t);
}

TEST(UndoStack, UndoRedoWalkTheHistory) {
  SmallBattle s;
  UndoStack u;
  const Battle start = s.battle;
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 1, s.woods)).isOk());
  const Battle one = s.battle;
  ASSERT_TRUE(u.execute(s.battle, paint(s, 2, 2, s.village)).isOk());
  const Battle two = s.battle;
  EXPECT_EQ(u.size(), 2u);
  ASSERT_TRUE(u.undo(s.battle).isOk());
  EXPECT_TRUE(s.battle == one);
  ASSERT_TRUE(u.undo(s.battle).isOk());
  EXPECT_TRUE(s.battle == start);
  EXPECT_FALSE(u.canUndo());
  EXPECT_FALSE(u.undo(s.battle).isOk());
  ASSERT_TRUE(u.redo(s.battle).isOk());
  ASSERT_TRUE(u.redo(s.battle).isOk());
  EXPECT_TRUE(s.battle == two);
  EXPECT_FALSE(u.redo(s.battle).isOk());
}

TEST(UndoStack, AStrokeIsOneStep) {
  SmallBattle s;
  UndoStack u;
  const Battle start = s.battle;
  for (int col = 0; col < 8; ++col) ASSERT_TRUE(u.execute(s.battle, paint(s, col, 3, s.woods), 42).isOk());
  // Painting over the same hex twice in one stroke still undoes to the original terrain.
  ASSERT_TRUE(u.execute(s.battle, paint(s, 0, 3, s.village), 42).isOk());
  EXPECT_EQ(u.size(), 1u);
  // The stroke is named as a whole: eight hexes, not all woods any more (the last dab painted a village).
  EXPECT_EQ(u.label(0), "Paint 8 hexes");
  const Battle stroked = s.battle;
  Result<ChangeSet> undone = u.undo(s.battle);
  ASSERT_TRUE(undone.isOk());
  EXPECT_TRUE(s.battle == start);
  EXPECT_EQ(undone->hexes.size(), 8u);  // normalized: each hex once
  ASSERT_TRUE(u.redo(s.battle).isOk());
  EXPECT_TRUE(s.battle == stroked);
  // A new stroke id, or the end of a stroke, starts a new step.
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 1, s.woods), 43).isOk());
  u.endStroke();
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 2, s.woods), 43).isOk());
  EXPECT_EQ(u.size(), 3u);
}

TEST(UndoStack, StrokeLabelsNameTheWholeStroke) {
  SmallBattle s;
  UndoStack u;
  for (int col = 0; col < 5; ++col) ASSERT_TRUE(u.execute(s.battle, paint(s, col, 2, s.woods), 7).isOk());
  EXPECT_EQ(u.label(0), "Paint 5 hexes: woods");
  std::vector<HexsideId> sides = {hexsideOf(s.hex(1, 1), 0)};
  ASSERT_TRUE(u.execute(s.battle, std::make_unique<SetHexsideFeature>(sides, HexsideFeature{s.stream}), 8).isOk());
  sides = {hexsideOf(s.hex(2, 1), 0), hexsideOf(s.hex(1, 1), 0)};
  ASSERT_TRUE(u.execute(s.battle, std::make_unique<SetHexsideFeature>(sides, HexsideFeature{s.stream}), 8).isOk());
  EXPECT_EQ(u.label(1), "Set stream on 2 hexsides");
  ASSERT_TRUE(u.execute(s.battle, std::make_unique<SetElevation>(std::vector<int>{1}, int16_t(2)), 9).isOk());
  ASSERT_TRUE(u.execute(s.battle, std::make_unique<SetElevation>(std::vector<int>{2, 3}, int16_t(2)), 9).isOk());
  EXPECT_EQ(u.label(2), "Set elevation of 3 hexes to 2");
  // Steps of different kinds in one stroke keep the first step's name.
  ASSERT_TRUE(u.execute(s.battle, paint(s, 9, 9, s.village), 9).isOk());
  EXPECT_EQ(u.label(2), "Set elevation of 3 hexes to 2");
}

TEST(UndoStack, ExecuteAfterUndoDropsTheRedoTail) {
  SmallBattle s;
  UndoStack u;
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 1, s.woods)).isOk());
  ASSERT_TRUE(u.execute(s.battle, paint(s, 2, 2, s.woods)).isOk());
  ASSERT_TRUE(u.undo(s.battle).isOk());
  ASSERT_TRUE(u.execute(s.battle, paint(s, 3, 3, s.woods)).isOk());
  EXPECT_EQ(u.size(), 2u);
  EXPECT_FALSE(u.canRedo());
  EXPECT_EQ(s.battle.map.terrain(s.at(2, 2)), s.clear);
}

TEST(UndoStack, CleanStateFollowsSaveUndoAndRedo) {
  SmallBattle s;
  UndoStack u;
  EXPECT_TRUE(u.isClean());
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 1, s.woods)).isOk());
  EXPECT_FALSE(u.isClean());
  u.markClean();
  ASSERT_TRUE(u.execute(s.battle, paint(s, 2, 2, s.woods)).isOk());
  EXPECT_FALSE(u.isClean());
  ASSERT_TRUE(u.undo(s.battle).isOk());
  EXPECT_TRUE(u.isClean());
  ASSERT_TRUE(u.undo(s.battle).isOk());
  EXPECT_FALSE(u.isClean());
  // Branching away from the saved state makes it unreachable.
  ASSERT_TRUE(u.execute(s.battle, paint(s, 5, 5, s.village)).isOk());
  ASSERT_TRUE(u.undo(s.battle).isOk());
  EXPECT_FALSE(u.isClean());
}

TEST(UndoStack, FailedCommandLeavesHistoryAlone) {
  SmallBattle s;
  UndoStack u;
  ASSERT_TRUE(u.execute(s.battle, paint(s, 1, 1, s.woods)).isOk());
  EXPECT_FALSE(u.execute(s.battle, paint(s, 1, 1, s.stream)).isOk());
  EXPECT_EQ(u.size(), 1u);
  EXPECT_TRUE(u.canUndo());
}

struct Recorder : ChangeListener {
  std::vector<ChangeSet> seen;
  void onChanged(const Battle&, const ChangeSet& c) override { seen.push_back(c); }
};

TEST(Document, AnnouncesEditsUndoAndRedoWithTheSameChangeSet) {
  SmallBattle s;
  Document doc(s.battle);
  Recorder r;
  Subscription following = doc.subscribe(r);
  ASSERT_TRUE(doc.execute(paint(s, 4, 4, s.woods)).isOk());
  ASSERT_TRUE(doc.undo().isOk());
  ASSERT_TRUE(doc.redo().isOk());
  EXPECT_FALSE(doc.execute(paint(s, 4, 4, s.road)).isOk());  // refused: not announced
  ASSERT_EQ(r.seen.size(), 3u);
  for (const ChangeSet& c : r.seen) EXPECT_EQ(c.hexes, std::vector<int>{s.at(4, 4)});
  EXPECT_TRUE(doc.modified());
  following.reset();
  ASSERT_TRUE(doc.undo().isOk());
  EXPECT_EQ(r.seen.size(), 3u);
  EXPECT_FALSE(doc.modified());
}

}  // namespace
}  // namespace cartouche
