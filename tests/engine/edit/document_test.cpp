// The document's subscriptions (edit/document.h): a listener hears changes while its Subscription lives, stops when it
// is dropped or moved from, and neither the document dying first nor unsubscribing mid-announcement breaks anything.
#include "edit/document.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <optional>

#include "edit/map_commands.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

CommandPtr paint(const SmallBattle& s, int col, int row, TerrainId t) {
  return std::make_unique<PaintTerrain>(std::vector<int>{s.at(col, row)}, t);
}

// Counts what it hears; runs `then` after each change it hears.
struct Counter : ChangeListener {
  int heard = 0;
  std::function<void()> then;
  void onChanged(const Battle&, const ChangeSet&) override {
    ++heard;
    if (then) then();
  }
};

TEST(Subscription, DestroyingItUnsubscribes) {
  SmallBattle s;
  Document doc(s.battle);
  Counter c;
  {
    Subscription sub = doc.subscribe(c);
    EXPECT_TRUE(sub.active());
    ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
    EXPECT_EQ(c.heard, 1);
  }
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(c.heard, 1);
}

TEST(Subscription, ResetUnsubscribesOnlyItsOwnListener) {
  SmallBattle s;
  Document doc(s.battle);
  Counter a, b;
  Subscription subA = doc.subscribe(a), subB = doc.subscribe(b);
  subA.reset();
  EXPECT_FALSE(subA.active());
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(a.heard, 0);
  EXPECT_EQ(b.heard, 1);
  subA.reset();  // a second reset does nothing
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(b.heard, 2);
}

TEST(Subscription, OutlivesItsDocument) {
  SmallBattle s;
  Counter c;
  Subscription sub;
  {
    Document doc(s.battle);
    sub = doc.subscribe(c);
    ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
    EXPECT_TRUE(sub.active());
  }
  EXPECT_FALSE(sub.active());
  sub.reset();  // reaches no document, and does not crash
  EXPECT_EQ(c.heard, 1);
}

TEST(Subscription, MovingItKeepsOneSubscriber) {
  SmallBattle s;
  Document doc(s.battle);
  Counter c;
  Subscription first = doc.subscribe(c);
  Subscription second(std::move(first));
  EXPECT_FALSE(first.active());  // NOLINT(bugprone-use-after-move): a moved-from subscription is empty
  EXPECT_TRUE(second.active());
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(c.heard, 1);  // heard once, not twice
  first.reset();          // the moved-from one unsubscribes nothing
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(c.heard, 2);
  Subscription third;
  third = std::move(second);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(c.heard, 3);
  third = Subscription();  // assigning over a subscription drops it
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(c.heard, 3);
}

TEST(Subscription, MoveAssigningOverAnotherDropsTheOther) {
  SmallBattle s;
  Document doc(s.battle);
  Counter a, b;
  Subscription subA = doc.subscribe(a), subB = doc.subscribe(b);
  subA = std::move(subB);
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(a.heard, 0);
  EXPECT_EQ(b.heard, 1);
}

TEST(Subscription, AListenerMayUnsubscribeItselfWhileHearing) {
  SmallBattle s;
  Document doc(s.battle);
  Counter self, after;
  Subscription selfSub = doc.subscribe(self);
  Subscription afterSub = doc.subscribe(after);
  self.then = [&] { selfSub.reset(); };
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(self.heard, 1);
  EXPECT_EQ(after.heard, 1);  // the listener after it still hears this change
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(self.heard, 1);
  EXPECT_EQ(after.heard, 2);
}

TEST(Subscription, AListenerDroppedByAnEarlierOneHearsNothingMore) {
  SmallBattle s;
  Document doc(s.battle);
  Counter first, second;
  Subscription firstSub = doc.subscribe(first);
  std::optional<Subscription> secondSub = doc.subscribe(second);
  // The first listener destroys the second one's subscription (as a panel closing another would).
  first.then = [&] { secondSub.reset(); };
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(first.heard, 1);
  EXPECT_EQ(second.heard, 0);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(first.heard, 2);
  EXPECT_EQ(second.heard, 0);
}

TEST(Subscription, OneSubscribedWhileHearingHearsTheNextChange) {
  SmallBattle s;
  Document doc(s.battle);
  Counter first, late;
  Subscription firstSub = doc.subscribe(first), lateSub;
  first.then = [&] {
    if (!lateSub) lateSub = doc.subscribe(late);
  };
  ASSERT_TRUE(doc.execute(paint(s, 1, 1, s.woods)));
  EXPECT_EQ(late.heard, 0);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(late.heard, 1);
}

TEST(Subscription, ARefusedEditAnnouncesNothing) {
  SmallBattle s;
  Document doc(s.battle);
  Counter c;
  Subscription sub = doc.subscribe(c);
  EXPECT_FALSE(doc.undo());  // nothing to undo
  EXPECT_EQ(c.heard, 0);
}

}  // namespace
}  // namespace cartouche
