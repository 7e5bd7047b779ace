// Edit commands: values that change a Battle and return their own inverse (the Wesnoth editor's rule), so undo is
// "apply the inverse" and tests, the CLI and the editor's tools all drive the same code. A command validates before
// it touches anything: on error the battle is unchanged. Thread-safety: commands are immutable values; applying one
// needs exclusive access to the battle.
#pragma once

#include <memory>
#include <string>

#include "base/status.h"
#include "edit/change_set.h"
#include "model/battle.h"

namespace cartouche {

class Command {
 public:
  virtual ~Command() = default;
  // One line for the undo history ("Paint 7 hexes: woods").
  virtual std::string describe(const Battle& battle) const = 0;
  // Applies itself, adds what changed to `changes`, and returns the command that undoes it.
  virtual Result<std::unique_ptr<Command>> apply(Battle& battle, ChangeSet& changes) const = 0;
  // One command with the effect of this one followed by `next`, when both are of a kind that joins (the dabs of a
  // brush stroke); else null. The undo history uses it to name a whole stroke ("Paint 19 hexes: woods").
  virtual std::unique_ptr<Command> mergedWith(const Command& next) const {
    (void)next;
    return nullptr;
  }
};
using CommandPtr = std::unique_ptr<Command>;

}  // namespace cartouche
