// A game in progress: the battle it plays (read only), the play state, the dice, the log in words, and undo. Every
// action goes through perform(), which checks the phase allows it, hands it to the rule that carries it out
// (movement.h, fire.h, melee.h, or the turn here), records what it did in the log with its numbers, and keeps the
// action with the dice it used so the game can be saved and replayed exactly (playtest_file.h). Undo in play has
// its own history: editing and play never share one. Thread-safety: not thread-safe; one game per thread.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/actions.h"
#include "play/dice_source.h"
#include "play/play_state.h"
#include "play/playtest_file.h"

namespace cartouche {

struct LogEntry {
  int turn = 1;
  std::string phase;  // "pl movement"
  std::string text;   // "43 + 4 = 51 on Fire Combat 1.5:1: 1 increment lost"
  friend bool operator==(const LogEntry&, const LogEntry&) = default;
};

// What a side has scored (victory.h).
struct SideScore {
  std::string side;
  int points = 0;
  std::optional<int> automatic;  // the scenario's automatic victory level, when it gives one
};

class Game {
 public:
  // Starts `scenario` of `battle`, which must outlive the game. Refuses an unknown scenario.
  static Result<Game> start(const Battle& battle, const std::string& scenario, DiceSource dice);

  // Replays a saved playtest on `battle`: every action with the dice it used, then the dice where they left off.
  // Refuses at the first action that no longer applies, naming its line.
  static Result<Game> resume(const Battle& battle, const PlaytestFile& file);
  // What a save writes: the header and every action performed, with its dice.
  PlaytestFile toPlaytest() const;

  const Battle& battle() const { return *battle_; }
  const Scenario& scenario() const { return *scenario_; }
  const PlayState& state() const { return state_; }
  const std::vector<LogEntry>& log() const { return log_; }
  const DiceSource& dice() const { return dice_; }
  // The actions performed so far, each with the dice it used, in order (undone ones left out).
  const std::vector<Action>& performed() const { return performed_; }
  // Set once the scenario's last turn has ended or a side reached its automatic victory; actions are refused then.
  const std::string& over() const { return over_; }

  // Carries out `action` or refuses it, leaving the game as it was, with the rule or table that forbids it.
  Status perform(const Action& action);
  bool canUndo() const { return !undo_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // "Turn 3 of 15, 16:40 (dusk), pl movement".
  std::string turnDescription() const;
  // Each side's victory points now, by the scenario's objectives and the family's elimination points (victory.h).
  std::vector<SideScore> scores() const;

 private:
  Game(const Battle& battle, const Scenario& scenario, PlayState state, DiceSource dice);
  // The whole game before an action; undo keeps the last kMaxUndo.
  struct Snapshot {
    PlayState state;
    std::vector<LogEntry> log;
    DiceSource dice;
    std::vector<Action> performed;
    std::string over;
  };
  static constexpr size_t kMaxUndo = 200;
  Snapshot snapshot() const;
  void restore(Snapshot s);
  Status carryOut(Action& action);
  Status fire(Action& action);      // fire.h, with the roll recorded in `action`
  Status melee(Action& action);     // melee.h, likewise
  Status withdraw(Action& action);  // withdrawal.h, with the d10 recorded where one decides
  // Refuses any action but a withdrawal while one is owed (Racławice [8.16]), naming it.
  Status withdrawalsFirst(const Action& action) const;
  Status endPhase();
  void startTurn(int turn);
  void arriveReinforcements();
  void checkGameOver();
  void note(std::string text);
  std::string phaseLabel() const;

  const Battle* battle_;
  const Scenario* scenario_;
  PlayState state_;
  DiceSource dice_;
  std::vector<LogEntry> log_;
  std::vector<Action> performed_;
  std::string over_;
  std::vector<Snapshot> undo_;
  std::vector<Snapshot> redo_;
};

}  // namespace cartouche
