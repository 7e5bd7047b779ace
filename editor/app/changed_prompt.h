// "The file changed on disk" before Save overwrites a file that another program, or another Cartouche with the same
// file open, saved since this editor opened or last saved it: Overwrite, Save As or Cancel. Nothing is written until
// the person answers; a script may answer in their place. Main thread, ImGui frame.
#pragma once

#include <optional>
#include <string>

namespace cartouche {

enum class ChangedAnswer { Overwrite, SaveAs, Cancel };

class ChangedPrompt {
 public:
  // `how`: OpenBattle::changedOnDisk().
  void ask(std::string fileName, std::string how) {
    name_ = std::move(fileName);
    how_ = std::move(how);
    asking_ = true;
    opened_ = false;
  }
  bool asking() const { return asking_; }
  void answerFromScript(ChangedAnswer a) { scripted_ = a; }
  // Draws the prompt while asking; returns the answer in the frame it is given.
  std::optional<ChangedAnswer> draw();

 private:
  std::string name_, how_;
  bool asking_ = false, opened_ = false;
  std::optional<ChangedAnswer> scripted_;
};

}  // namespace cartouche
