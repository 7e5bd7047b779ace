// The editor window: `cartouche [FILE]` opens it. Owns the GLFW window, the GL context and the ImGui context for
// the length of runEditor(); everything else lives in an EditorSession. Thread-safety: call from the main thread
// only (GLFW requires it).
#pragma once

#include <string>

namespace cartouche {

struct EditorOptions {
  std::string battlePath;      // battle file to open; empty: a built-in demo battle
  std::string screenshotPath;  // write the window as PNG after the last frame (quits after 3 frames unless told)
  int quitAfterFrames = 0;     // > 0: close after this many frames
  int benchFrames = 0;         // > 0: draw this many frames without vsync, panning a pixel a frame so each one
                               // redraws the map, print frame-time statistics, close
  // Every panel drawn in full each frame, none reused (render/ui_cache.h), and the labels and counters drawn over
  // the map each frame instead of kept with it (render/map_overlay.h).
  bool wholeFrames = false;
  std::string scriptPath;  // scripted input for tests (script_player.h); empty: none
  int width = 1280;        // initial window size in screen coordinates
  int height = 800;
};

// Runs until the window closes. Returns 0, or 1 when the window, GL context, screenshot or script failed (the reason
// goes to stderr). A battle file that does not load shows its error in the window instead.
int runEditor(const EditorOptions& options);

}  // namespace cartouche
