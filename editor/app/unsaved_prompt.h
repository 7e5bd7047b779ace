// "Save changes?" before the open battle is closed (Quit, closing the window, New, Open): Save, Discard or Cancel. The
// session asks, the prompt answers once; a script may answer in the user's place. Main thread, ImGui frame.
#pragma once

#include <optional>
#include <string>

namespace cartouche {

enum class UnsavedAnswer { Save, Discard, Cancel };

class UnsavedPrompt {
 public:
  void ask(std::string battleName) {
    name_ = std::move(battleName);
    asking_ = true;
    opened_ = false;
  }
  bool asking() const { return asking_; }
  // Takes the answer a script gave in place of a click.
  void answerFromScript(UnsavedAnswer a) { scripted_ = a; }
  // Draws the prompt while asking; returns the answer in the frame it is given.
  std::optional<UnsavedAnswer> draw();

 private:
  std::string name_;
  bool asking_ = false, opened_ = false;
  std::optional<UnsavedAnswer> scripted_;
};

}  // namespace cartouche
