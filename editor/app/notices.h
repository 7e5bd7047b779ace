// Short-lived notices: a small opaque box near the bottom of the map that says what just happened ("Saved
// battle.gpkg", "Added raster.tif as layer 'raster'") or why an action was refused, so no outcome is silent. A notice
// stays for a number of drawn frames and fades out over its last ones; counting frames keeps it independent of the
// clock. Under --script each notice is also printed to stdout as "notice: TEXT" when posted, so GUI tests read it
// without pixels and without timing. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <string>

namespace cartouche {

class Notices {
 public:
  // Frames a notice is shown for, and the last of them over which it fades (about 4 s and 1 s at 60 Hz).
  static constexpr int kShownFrames = 240;
  static constexpr int kFadeFrames = 60;

  // Shows `text` from the next frame on, in place of the notice shown. Posting the text already shown only keeps it
  // up (a drag refused hex after hex announces it once).
  void post(const std::string& text);
  // Writes each posted notice to stdout too ("notice: TEXT"): the editor runs a test script.
  void echoToStdout(bool on) { echo_ = on; }
  bool echoing() const { return echo_; }

  // Draws the notice centred above the bottom of the map area: `mapMin`, `mapMax` in ImGui screen coordinates.
  void draw(ImVec2 mapMin, ImVec2 mapMax);

  const std::string& current() const { return text_; }

 private:
  std::string text_;
  int framesLeft_ = 0;
  bool echo_ = false;
};

}  // namespace cartouche
