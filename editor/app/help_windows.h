// The Help menu's windows: the keyboard shortcut sheet (also F1), the getting-started page and About Cartouche (the
// version from CMake's project version, the libraries and their licences). Each opens just below the menu bar, beside
// the Help menu, pulled left as far as it must to stay inside the window; it is opaque, sized to its text (taller text
// than the window holds scrolls) and closes with its Close button, its title bar's cross, or Escape while it has the
// focus. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "help_text.h"

namespace cartouche {

// "0.1.0": the project version CMake was given.
const char* cartoucheVersion();

class HelpWindows {
 public:
  bool shortcuts = false, gettingStarted = false, about = false;

  // `anchorX`: the Help menu's left edge, where the windows open (screen coordinates). `tools`: the current mode's
  // tools for the shortcut sheet.
  void draw(float anchorX, const std::vector<ToolKey>& tools);
  // One line per open window for --script: "help: TITLE at X,Y size WxH in WxH" (the window's place and size after
  // the last frame, and the display's size), and for About "version V".
  std::vector<std::string> describe() const;

 private:
  struct Shown {
    ImVec2 pos{0, 0}, size{0, 0};
  };
  // Begins the window `title` beside the Help menu; false when it is collapsed or hidden (End still follows).
  bool begin(const char* title, bool* open, Shown& shown, float anchorX, float width);
  // The Close button and Escape; then ImGui::End.
  void end(bool* open, Shown& shown);
  void drawShortcuts(const std::vector<ToolKey>& tools);
  void drawGettingStarted();
  void drawAbout();

  Shown shortcutsShown_, startShown_, aboutShown_;
};

}  // namespace cartouche
