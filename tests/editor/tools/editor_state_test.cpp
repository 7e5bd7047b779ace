// EditorState's ChangeCounter (editor/app/tools/editor_state.h): it counts every execute, undo and redo of the
// document it watches, a new document counts as a change, and resetting the state (as the session does when it
// opens another battle) lets the old document go while the count keeps growing.
#include "editor_state.h"

#include <gtest/gtest.h>

#include <memory>

#include "edit/map_commands.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

Battle small() { return makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5); }

TEST(ChangeCounter, CountsEditsUndoAndRedo) {
  Document doc(small());
  EditorState state;
  uint64_t n = state.changes.watch(doc);
  EXPECT_EQ(state.changes.watch(doc), n);  // watching again changes nothing
  ASSERT_TRUE(doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{3}, kWoods)));
  EXPECT_EQ(state.changes.count(), n + 1);
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(state.changes.watch(doc), n + 3);
}

TEST(ChangeCounter, ResetStateLetsTheOldDocumentGoAndNeverCountsBack) {
  auto first = std::make_unique<Document>(small());
  Document second(small());
  EditorState state;
  state.changes.watch(*first);
  ASSERT_TRUE(first->execute(std::make_unique<PaintTerrain>(std::vector<int>{1}, kWoods)));
  uint64_t before = state.changes.count();
  state = EditorState{};
  EXPECT_GT(state.changes.count(), before);
  // The old document no longer holds the counter: editing it and destroying it reach nothing.
  ASSERT_TRUE(first->execute(std::make_unique<PaintTerrain>(std::vector<int>{2}, kWoods)));
  uint64_t afterReset = state.changes.count();
  first.reset();
  uint64_t watching = state.changes.watch(second);
  EXPECT_GT(watching, afterReset);
  ASSERT_TRUE(second.execute(std::make_unique<PaintTerrain>(std::vector<int>{4}, kWoods)));
  EXPECT_EQ(state.changes.count(), watching + 1);
}

}  // namespace
}  // namespace cartouche::testing
