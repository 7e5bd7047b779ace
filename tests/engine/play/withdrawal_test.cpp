// Racławice withdrawal ([8.16]): the hexes open after fire and after melee by where the attackers came in, the d10
// where several zones were attacked, elimination with no hex open, the step losses for streams, uphill and enemy
// frontal zones, joining and over-stacking a stack; and, through the game, that a withdrawal owed comes first.
#include "play/withdrawal.h"

#include <gtest/gtest.h>

#include "combat_battles.h"
#include "play/game.h"

namespace cartouche {
namespace {

using testing::RaclawiceBattle;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A defender at (4,4) facing the hexspine between directions 0 and 1 (facing 1): hexes 1 and 2 its front
// (directions 0 and 1), 3 a flank (2), 4 and 5 its rear (3 and 4), 6 the other flank (5).
struct Withdrawing : RaclawiceBattle {
  Hex at = hex(4, 4);
  PlayState state;
  Withdrawing() {
    add("ru-1", "ru", "infantry", at, {{"strength", "5"}}).counters = 2;
    add("pl-1", "pl", "infantry", at, {{"strength", "4"}}).counters = 2;
    add("pl-2", "pl", "infantry", hex(8, 8), {{"strength", "4"}}).counters = 2;
    state = start();
    state.unit("ru-1")->facing = 1;
  }
  Hex n(int direction) const { return neighbour(at, direction); }
  WithdrawalRoute route(Withdrawal why, std::vector<Hex> from) {
    state.unit("ru-1")->mustWithdraw = why;
    state.unit("ru-1")->attackedFrom = std::move(from);
    Result<WithdrawalRoute> r = withdrawalRoute(battle, state, "ru-1");
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r.isOk() ? r.value() : WithdrawalRoute{};
  }
};

TEST(Withdrawal, AfterFireIntoTheRearZone) {
  Withdrawing w;
  WithdrawalRoute r = w.route(Withdrawal::AfterFire, {});
  EXPECT_EQ(r.rule, "[8.16.5]");
  EXPECT_EQ(r.choices, (std::vector<Hex>{w.n(3), w.n(4)}));
  // A hex outside the rear zone is refused with the rule; one inside is taken, for no movement points ([8.16.1]).
  Result<std::string> wrong = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(0)}, std::nullopt);
  ASSERT_FALSE(wrong.isOk());
  EXPECT_TRUE(has(wrong.status().message(), "into its rear zone")) << wrong.status().message();
  EXPECT_EQ(*w.state.unit("ru-1")->hex, w.at);
  Result<std::string> done = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(3)}, std::nullopt);
  ASSERT_TRUE(done.isOk()) << done.status().message();
  EXPECT_EQ(*w.state.unit("ru-1")->hex, w.n(3));
  EXPECT_EQ(w.state.unit("ru-1")->spent, 0);
  EXPECT_EQ(w.state.unit("ru-1")->mustWithdraw, Withdrawal::None);
  EXPECT_EQ(w.state.unit("ru-1")->losses, 0);
  EXPECT_TRUE(has(*done, "withdraws") && has(*done, "([8.16.5])")) << *done;
  EXPECT_TRUE(pendingWithdrawals(w.state).empty());
}

TEST(Withdrawal, ABeatenDefenderGoesAwayFromTheZoneAttacked) {
  Withdrawing w;
  // [8.16.6] situation 1: from hex 1 or 2 (the front) into 4 or 5.
  EXPECT_EQ(w.route(Withdrawal::BeatenDefender, {w.n(0)}).choices, (std::vector<Hex>{w.n(3), w.n(4)}));
  EXPECT_EQ(w.route(Withdrawal::BeatenDefender, {w.n(1)}).choices, (std::vector<Hex>{w.n(3), w.n(4)}));
  // Situation 2: from hex 3 into 5 or 6. Situation 3: from 6 into 3 or 4. Situation 4: from 4 or 5 into 1 or 2.
  EXPECT_EQ(w.route(Withdrawal::BeatenDefender, {w.n(2)}).choices, (std::vector<Hex>{w.n(4), w.n(5)}));
  EXPECT_EQ(w.route(Withdrawal::BeatenDefender, {w.n(5)}).choices, (std::vector<Hex>{w.n(2), w.n(3)}));
  EXPECT_EQ(w.route(Withdrawal::BeatenDefender, {w.n(4)}).choices, (std::vector<Hex>{w.n(0), w.n(1)}));
  // Two attackers from one zone are one situation.
  WithdrawalRoute front = w.route(Withdrawal::BeatenDefender, {w.n(0), w.n(1)});
  EXPECT_FALSE(front.dieDecides);
  EXPECT_EQ(front.rule, "[8.16.6]");
  // A beaten attacker goes back the way it came ([8.16.9]).
  WithdrawalRoute back = w.route(Withdrawal::BeatenAttacker, {w.n(2)});
  EXPECT_EQ(back.rule, "[8.16.9]");
  EXPECT_EQ(back.choices, (std::vector<Hex>{w.n(2)}));
}

TEST(Withdrawal, SeveralZonesAttackedLetTheDieDecide) {
  // The rulebook's example ([8.16.7]): attackers from hexes 2 and 6; 0, 7, 8, 9, 2 and 6 eliminate; a 1 withdraws
  // into hex 1 with a step lost.
  Withdrawing w;
  WithdrawalRoute r = w.route(Withdrawal::BeatenDefender, {w.n(1), w.n(5)});
  ASSERT_TRUE(r.dieDecides);
  EXPECT_EQ(r.rule, "[8.16.7]");
  EXPECT_EQ(r.eliminatingNumbers, (std::vector<int>{2, 6}));
  EXPECT_TRUE(r.choices.empty());
  ASSERT_FALSE(carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {}, std::nullopt).isOk());  // it needs the roll
  PlayState before = w.state;
  Result<std::string> one = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {}, 1);
  ASSERT_TRUE(one.isOk()) << one.status().message();
  EXPECT_EQ(*w.state.unit("ru-1")->hex, w.n(0));
  EXPECT_EQ(w.state.unit("ru-1")->losses, 1);
  for (int eliminating : {0, 2, 6, 7, 9}) {
    w.state = before;
    Result<std::string> gone = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {}, eliminating);
    ASSERT_TRUE(gone.isOk()) << gone.status().message();
    EXPECT_TRUE(w.state.unit("ru-1")->eliminated) << eliminating;
    EXPECT_TRUE(has(*gone, "eliminated")) << *gone;
  }
  // Naming another hex than the die's is refused.
  w.state = before;
  EXPECT_FALSE(carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(2)}, 1).isOk());
  // All four zones at once: eliminated as soon as it is owed ([8.16.8]).
  w.state = before;
  std::vector<std::string> lines =
      requireWithdrawal(w.battle, w.state, {"ru-1"}, Withdrawal::BeatenDefender, {w.n(0), w.n(2), w.n(3), w.n(5)});
  EXPECT_TRUE(w.state.unit("ru-1")->eliminated);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(has(lines[0], "eliminated")) << lines[0];
}

TEST(Withdrawal, NoHexOpenEliminates) {
  // [8.16.3]: both rear hexes held by the enemy.
  Withdrawing w;
  w.add("pl-3", "pl", "infantry", w.n(3), {{"strength", "2"}});
  w.add("pl-4", "pl", "infantry", w.n(4), {{"strength", "2"}});
  w.state = w.start();
  w.state.unit("ru-1")->facing = 1;
  std::vector<std::string> lines = requireWithdrawal(w.battle, w.state, {"ru-1"}, Withdrawal::AfterFire, {});
  EXPECT_TRUE(w.state.unit("ru-1")->eliminated);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(has(lines[0], "[8.16.3]")) << lines[0];
  EXPECT_TRUE(pendingWithdrawals(w.state).empty());
}

TEST(Withdrawal, StreamsUphillAndEnemyFrontsCostASteps) {
  Withdrawing w;
  w.battle.map.setFeature(hexsideOf(w.at, 3), HexsideFeature{w.stream});
  w.battle.map.setLevel(w.battle.map.indexOf(w.n(4)), 1);
  // An enemy two hexes off faces the hex in direction 4: a step for entering its frontal zone ([8.16.4]).
  const Hex watcher = neighbour(w.n(4), 4);
  w.add("pl-5", "pl", "infantry", watcher, {{"strength", "2"}});
  w.state = w.start();
  w.state.unit("ru-1")->facing = 1;
  w.state.unit("pl-5")->facing = 2 * 1 + 1;  // facing the hexspine between directions 1 and 2: front 1 and 2
  ASSERT_EQ(directionTo(watcher, w.n(4)), 1);
  PlayState before = w.state;
  w.state.unit("ru-1")->mustWithdraw = Withdrawal::AfterFire;
  Result<std::string> stream = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(3)}, std::nullopt);
  ASSERT_TRUE(stream.isOk()) << stream.status().message();
  EXPECT_EQ(w.state.unit("ru-1")->losses, 1);
  EXPECT_TRUE(has(*stream, "across a stream") && has(*stream, "[8.16.2]")) << *stream;
  w.state = before;
  w.state.unit("ru-1")->mustWithdraw = Withdrawal::AfterFire;
  Result<std::string> up = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(4)}, std::nullopt);
  ASSERT_TRUE(up.isOk()) << up.status().message();
  EXPECT_EQ(w.state.unit("ru-1")->losses, 2);  // uphill, and into pl-5's front
  EXPECT_TRUE(has(*up, "uphill") && has(*up, "frontal zone of pl-5") && has(*up, "[8.16.4]")) << *up;
}

TEST(Withdrawal, JoiningAStackTakesItsFacingAndOverStackingGoesOn) {
  Withdrawing w;
  w.stackingTable({{"any", "one unit", "1 infantry units"}});
  w.add("ru-2", "ru", "infantry", w.n(3), {{"strength", "2"}});
  w.state = w.start();
  w.state.unit("ru-1")->facing = 1;
  w.state.unit("ru-2")->facing = 7;
  w.state.unit("ru-1")->mustWithdraw = Withdrawal::AfterFire;
  // One unit a hex: into n(3) over-stacks, so it names the next hex too ([8.16.10]).
  Result<std::string> stop = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(3)}, std::nullopt);
  ASSERT_FALSE(stop.isOk());
  EXPECT_TRUE(has(stop.status().message(), "one hex more ([8.16.10])")) << stop.status().message();
  const Hex on = neighbour(w.n(3), 3);
  Result<std::string> two = carryOutWithdrawal(w.battle, w.state, {"ru-1"}, {w.n(3), on}, std::nullopt);
  ASSERT_TRUE(two.isOk()) << two.status().message();
  EXPECT_EQ(*w.state.unit("ru-1")->hex, on);
  // Where it would not over-stack, it joins at the bottom with the stack's facing and goes no further.
  Withdrawing j;
  j.stackingTable({{"any", "two units", "2 infantry units"}});
  j.add("ru-2", "ru", "infantry", j.n(3), {{"strength", "2"}});
  j.state = j.start();
  j.state.unit("ru-1")->facing = 1;
  j.state.unit("ru-2")->facing = 7;
  j.state.unit("ru-1")->mustWithdraw = Withdrawal::AfterFire;
  EXPECT_FALSE(carryOutWithdrawal(j.battle, j.state, {"ru-1"}, {j.n(3), neighbour(j.n(3), 3)}, std::nullopt).isOk());
  ASSERT_TRUE(carryOutWithdrawal(j.battle, j.state, {"ru-1"}, {j.n(3)}, std::nullopt).isOk());
  std::vector<const UnitState*> stack = j.state.unitsAt(j.n(3));
  ASSERT_EQ(stack.size(), 2u);
  EXPECT_EQ(stack[0]->unit, "ru-1");  // at the bottom
  EXPECT_EQ(*stack[0]->facing, 7);
}

TEST(Withdrawal, TheGameRefusesEverythingElseUntilItIsMade) {
  RaclawiceBattle b;
  b.battle.rules.push_back(testing::modifiersTable("melee-combat-modifiers", {"attacker", "defender"}, {}));
  b.add("pl-1", "pl", "infantry", b.hex(4, 4), {{"strength", "4"}}).counters = 2;
  b.add("ru-1", "ru", "infantry", b.hex(4, 4), {{"strength", "5"}}).counters = 2;
  Result<Game> started = Game::start(b.battle, "s1", DiceSource(1));
  ASSERT_TRUE(started.isOk()) << started.status().message();
  Game game = std::move(started).value();
  auto act = [&](const std::string& line) {
    Result<std::optional<Action>> a = parseAction(b.battle, line);
    EXPECT_TRUE(a.isOk() && a.value()) << line;
    return a.isOk() && a.value() ? game.perform(*a.value()) : Status::invalidArgument("unparsed");
  };
  // The default sequence: pl movement, fire, melee; then ru's. The attacker loses 2 against 9.
  ASSERT_TRUE(act("end phase"));
  ASSERT_TRUE(act("end phase"));
  ASSERT_TRUE(act("melee pl-1 at " + b.battle.map.grid().label(b.hex(4, 4)) + " dice 2 9"));
  ASSERT_EQ(pendingWithdrawals(game.state()), std::vector<std::string>{"pl-1"});
  Status refused = act("end phase");
  ASSERT_FALSE(refused);
  EXPECT_TRUE(has(refused.message(), "must withdraw first")) << refused.message();
  // It set up in the hex, so no move shows where it came from: any neighbour, and the log says why.
  EXPECT_TRUE(has(refused.message(), "did not enter the melee hex by a move")) << refused.message();
  ASSERT_TRUE(act("withdraw pl-1 to " + b.battle.map.grid().label(neighbour(b.hex(4, 4), 3))));
  EXPECT_TRUE(act("end phase"));
  // Undo takes the withdrawal back, and it is owed again.
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(pendingWithdrawals(game.state()), std::vector<std::string>{"pl-1"});
}

TEST(Withdrawal, ActionsReadAndWriteBack) {
  RaclawiceBattle b;
  b.add("ru-1", "ru", "infantry", b.hex(4, 4), {{"strength", "5"}});
  const std::string x = b.battle.map.grid().label(b.hex(5, 4)), y = b.battle.map.grid().label(b.hex(6, 4));
  for (const std::string& line : {"withdraw ru-1 to " + x, "withdraw ru-1 to " + x + " " + y,
                                  std::string("withdraw ru-1 dice 4"), std::string("withdraw ru-1")}) {
    Result<std::optional<Action>> a = parseAction(b.battle, line);
    ASSERT_TRUE(a.isOk() && a.value()) << line << ": " << a.status().message();
    EXPECT_EQ(a.value()->kind, ActionKind::Withdraw);
    EXPECT_EQ(formatAction(b.battle, *a.value()), line);
  }
  for (const std::string& bad :
       {std::string("withdraw"), std::string("withdraw ru-1 to"), "withdraw ru-1 to " + x + " " + y + " " + x,
        std::string("withdraw ru-1 dice x"), "withdraw ru-1 towards " + x})
    EXPECT_FALSE(parseAction(b.battle, bad).isOk()) << bad;
}

}  // namespace
}  // namespace cartouche
