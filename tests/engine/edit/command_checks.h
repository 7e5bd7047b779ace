// The checks every army and set-up command test makes: apply, undo and redo restore the battle exactly, a refusal
// leaves it untouched, and the tree stays in pre-order. The battles they start from are built with
// support/army_builder.h.
#pragma once

#include <gtest/gtest.h>

#include "edit/command.h"
#include "model/battle.h"

namespace cartouche::testing {

// Applies `cmd` to a copy of `start`, then its inverse, then the inverse of that: the battle must differ after the
// first, equal `start` after the second, and equal the first result after the third. Returns the first result.
inline Battle applyUndoRedo(const Battle& start, const Command& cmd, ChangeSet* changes = nullptr) {
  Battle b = start;
  ChangeSet applied;
  Result<CommandPtr> inverse = cmd.apply(b, applied);
  EXPECT_TRUE(inverse) << inverse.status().message();
  if (!inverse) return b;
  const Battle after = b;
  EXPECT_FALSE(after == start) << cmd.describe(start) << " changed nothing";
  ChangeSet undone;
  Result<CommandPtr> redo = (*inverse)->apply(b, undone);
  EXPECT_TRUE(redo) << redo.status().message();
  if (!redo) return after;
  EXPECT_TRUE(b == start) << "undoing " << cmd.describe(start) << " did not restore the battle";
  ChangeSet redone;
  Result<CommandPtr> again = (*redo)->apply(b, redone);
  EXPECT_TRUE(again) << again.status().message();
  EXPECT_TRUE(b == after) << "redoing " << cmd.describe(start) << " did not give the same battle";
  applied.normalize();
  if (changes) *changes = applied;
  return after;
}

// `cmd` is refused with exactly `message`, and neither the battle nor the change set is touched.
inline void expectRefused(const Battle& start, const Command& cmd, const std::string& message) {
  Battle b = start;
  ChangeSet changes;
  Result<CommandPtr> applied = cmd.apply(b, changes);
  ASSERT_FALSE(applied) << "expected refusal: " << message;
  EXPECT_EQ(applied.status().message(), message);
  EXPECT_TRUE(b == start) << message;
  EXPECT_TRUE(changes.empty()) << message;
}

// Every node lies after its parent and each subtree is contiguous (a pre-order walk).
inline ::testing::AssertionResult inPreOrder(const Army& army) {
  for (size_t i = 0; i < army.nodes.size(); ++i) {
    const OobNode& n = army.nodes[i];
    if (n.parent.empty()) continue;
    size_t p = 0;
    while (p < i && army.nodes[p].code != n.parent) ++p;
    if (p == i) return ::testing::AssertionFailure() << n.code << " does not follow its parent " << n.parent;
    for (size_t k = p + 1; k < i; ++k)
      if (!army.isUnder(army.nodes[k].code, n.parent))
        return ::testing::AssertionFailure() << army.nodes[k].code << " breaks the subtree of " << n.parent;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace cartouche::testing
