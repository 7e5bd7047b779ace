// The main menu bar. It changes nothing itself: it returns what the user asked for and the session acts on it.
// Thread-safety: main thread, inside an ImGui frame.
#pragma once

#include "core/document.h"

namespace cartouche {

struct MenuRequests {
  bool quit = false;
  bool undo = false;
  bool redo = false;
  bool fitMap = false;
};

struct ViewToggles {
  bool* labels;
  bool* grid;
  bool* patterns;
  bool* battlePanel;
};

MenuRequests drawMenuBar(const Document& document, const ViewToggles& toggles);

}  // namespace cartouche
