// The Play dialog (F5): which scenario to play, and which of its variants, and the seed of the dice, before the
// window switches to play mode. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/scenario.h"

namespace cartouche {

struct PlayChoice {
  std::string scenario;  // the scenario or variant code to play
  uint64_t seed = 1;
};

class PlayDialog {
 public:
  // Opens the dialog on `scenarios`, with `current` (a scenario or variant code) chosen when it is one of them.
  void open(const std::vector<Scenario>& scenarios, const std::string& current);
  bool showing() const { return showing_; }
  // Draws the dialog while it is open; returns the choice once the player presses Play.
  std::optional<PlayChoice> draw();
  // Where its controls were drawn ("playdialog:play", "playdialog:cancel"), for --script.
  const std::map<std::string, ImVec2>& places() const { return places_; }

 private:
  std::vector<Scenario> scenarios_;
  std::string scenario_;  // a scenario without a base
  std::string variant_;   // a variant under it, or empty
  int seed_ = 1;
  bool showing_ = false;
  bool opened_ = false;
  std::map<std::string, ImVec2> places_;
};

}  // namespace cartouche
