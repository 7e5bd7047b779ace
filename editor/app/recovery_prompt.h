// On start, the working copies a crash left behind (edits that never reached their file): for each, Recover (opens it
// with every edit, marked unsaved) or Discard. Shown while any remain; recovering one closes the prompt and leaves the
// others for the next start. A script may answer for the first copy. Main thread, ImGui frame.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "open_battle.h"

namespace cartouche {

struct RecoveryAnswer {
  enum class Action { Recover, Discard } action;
  std::string workingPath;
};

class RecoveryPrompt {
 public:
  explicit RecoveryPrompt(std::vector<LeftoverCopy> copies) : copies_(std::move(copies)) {}
  bool showing() const { return !copies_.empty() && !closed_; }
  void answerFromScript(RecoveryAnswer::Action a) { scripted_ = a; }
  // Draws the prompt; returns what the user chose for one copy, in the frame they chose it.
  std::optional<RecoveryAnswer> draw();

 private:
  std::vector<LeftoverCopy> copies_;
  bool opened_ = false, closed_ = false;
  std::optional<RecoveryAnswer::Action> scripted_;
};

}  // namespace cartouche
