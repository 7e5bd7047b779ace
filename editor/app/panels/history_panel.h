// The undo history: "(opened)" and then one line per undo entry, the applied ones bright and the undone ones dim;
// clicking a line undoes or redoes until exactly the entries up to it are applied. Main thread, inside an ImGui
// frame.
#pragma once

#include "panel_context.h"

namespace cartouche {

// Undoes or redoes until `applied` entries are applied (0: back to the opened battle). REQUIRES: applied <=
// history size. Stops at the first refusal and returns it.
Status jumpToHistory(Document& document, size_t applied);

class HistoryPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);

 private:
  size_t lastSize_ = 0;  // scrolls to the newest entry when one is added
};

}  // namespace cartouche
